/**
 * How the legacy validator (MooTools More Form.Validator 1.4 / 1.6) reads a field's rules, before it judges anything:
 * the rule names come from the `data-validators` attribute, else from the class; they are split at spaces outside
 * quotes; a rule is known by the part before its first colon (`validate-one-required:'kontakt'`). The rules'
 * properties come from the `validatorProps` / `data-validator-properties` attribute (a JavaScript object literal,
 * which MooTools evaluated) and, only when neither attribute is there, from `key:value` names. Pure: no DOM.
 */

export type ValidatorProps = ReadonlyMap<string, unknown>;

/** A field's rule names: MooTools' `clean()` (trimmed, runs of white space as one) split at spaces outside quotes. */
export function validatorTokens(text: string): string[] {
  const tokens: string[] = [];
  let current = "";
  let quote = "";
  for (const char of text.trim().replace(/\s+/g, " ")) {
    if (quote) {
      if (char === quote) quote = "";
    } else if (char === "'" || char === '"') quote = char;
    else if (char === " ") {
      tokens.push(current);
      current = "";
      continue;
    }
    current += char;
  }
  if (current) tokens.push(current);
  return tokens;
}

/** A rule name without its inline property (`minLength:3` → `minLength`), as MooTools' getValidator reads it. */
export const ruleName = (token: string): string => token.split(":")[0]!;

/**
 * A JavaScript literal as MooTools' `JSON.decode(text, false)` took it (it evaluated the text): objects with bare,
 * quoted or numeric keys, single- or double-quoted strings, numbers, true, false, null, arrays, trailing commas.
 * Anything else (a function call, a variable) is undefined: Trybuna evaluates nothing.
 */
export function parseLiteral(text: string): unknown {
  let at = 0;
  const fail = (): never => {
    throw new SyntaxError("not a literal");
  };
  const space = (): void => {
    while (at < text.length && /\s/.test(text[at]!)) at++;
  };
  const string = (): string => {
    const quote = text[at++]!;
    let out = "";
    while (at < text.length && text[at] !== quote) {
      let char = text[at++]!;
      if (char === "\\") {
        const escaped = text[at++] ?? fail();
        const hex = escaped === "u" ? 4 : escaped === "x" ? 2 : 0;
        if (hex) {
          const code = text.slice(at, at + hex);
          if (!new RegExp(`^[0-9a-fA-F]{${hex}}$`).test(code)) fail();
          at += hex;
          char = String.fromCharCode(parseInt(code, 16));
        } else char = ({ n: "\n", t: "\t", r: "\r", b: "\b", f: "\f", v: "\v", 0: "\0" } as Record<string, string>)[escaped] ?? escaped;
      }
      out += char;
    }
    if (text[at++] !== quote) fail();
    return out;
  };
  const word = (): string => {
    const match = /^[A-Za-z_$][\w$-]*|^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/.exec(text.slice(at)) ?? fail();
    at += match[0].length;
    return match[0];
  };
  const list = <T,>(close: string, item: () => T): T[] => {
    at++;
    const items: T[] = [];
    for (space(); text[at] !== close; space()) {
      items.push(item());
      space();
      if (text[at] === ",") at++;
      else if (text[at] !== close) fail();
    }
    at++;
    return items;
  };
  const value = (): unknown => {
    space();
    const char = text[at];
    if (char === "{") {
      return Object.fromEntries(
        list("}", () => {
          const key = text[at] === "'" || text[at] === '"' ? string() : word();
          space();
          if (text[at++] !== ":") fail();
          return [key, value()] as const;
        }),
      );
    }
    if (char === "[") return list("]", value);
    if (char === "'" || char === '"') return string();
    const bare = word();
    if (bare === "true" || bare === "false") return bare === "true";
    if (bare === "null") return null;
    const number = Number(bare);
    return Number.isNaN(number) ? fail() : number;
  };
  try {
    const result = value();
    space();
    return at === text.length ? result : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A field's rule properties. With a properties attribute (`attribute` not null) only its object counts, as in
 * MooTools (an unreadable one gives none); else every `key:value` name gives one. A value that is no literal is
 * kept as its text (`matchInput:password`), which MooTools dropped: Trybuna has always read it (a deliberate
 * leniency, docs/legacy-forms.md).
 */
export function validatorProps(tokens: readonly string[], attribute: string | null): ValidatorProps {
  if (attribute !== null) {
    const parsed = parseLiteral(attribute);
    return new Map(parsed !== null && typeof parsed === "object" && !Array.isArray(parsed) ? Object.entries(parsed) : []);
  }
  const props = new Map<string, unknown>();
  for (const token of tokens) {
    const [key, text] = token.split(/:(.*)/s) as [string, string | undefined];
    if (!key || !text) continue;
    const parsed = parseLiteral(text);
    props.set(key, parsed === undefined ? text : parsed);
  }
  return props;
}
