import { randomInt } from "node:crypto";

/**
 * Redaction of a recording before anything is written (issue 12). Secrets are found by the name
 * of the field that holds them (form fields, JSON keys, `<input name>`, cookie names) and by the
 * shape of the value in any text (a PESEL with a valid checksum, an e-mail address, a phone
 * number, an identity-document number). Each original value gets one fake of the same kind and
 * shape for the whole recording, so the same PESEL is the same fake PESEL on every page and in
 * every call, and a last literal pass (`finish`) removes any copy the structured passes missed.
 */

export type Kind = "pesel" | "document" | "email" | "phone" | "password" | "cookie" | "session" | "csrf" | `rule:${string}`;

/** A rule file (`--rules file.json`) adds field names, value patterns and cookies to keep. */
export interface RedactionRules {
  /** Field / JSON key / cookie name (regular expression, case-insensitive) → what it holds. */
  fields?: Record<string, string>;
  /** Values to find anywhere in any text: name → regular expression. */
  patterns?: Record<string, string>;
  /** Cookies whose values are harmless flags the pages need as they are (e.g. `cookies_accepted`). */
  keepCookies?: string[];
}

const FIELD_KINDS: Array<[RegExp, Kind]> = [
  [/pesel/i, "pesel"],
  [/pass|hasl|hasło|pwd/i, "password"],
  [/doc(ument)?_?(number|no|nr)|nr_?dok|passport|paszport|id_?card|dowod/i, "document"],
  [/e-?mail/i, "email"],
  [/phone|^tel(efon)?$|mobile|komork/i, "phone"],
  [/csrf|xsrf|^_?token$|authenticity/i, "csrf"],
  [/sess|^sid$/i, "session"],
];

const DEFAULT_KEEP_COOKIES = ["cookies_accepted", "JSTranslations"];

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const ELEVEN_DIGITS = /(?<!\d)\d{11}(?!\d)/g;
// Separated groups or a +48 prefix: bare nine-digit numbers are too often ids and prices.
const PHONE = /(?<![\d+])(?:\+48[ -]?\d{3}[ -]?\d{3}[ -]?\d{3}|\d{3}[ -]\d{3}[ -]\d{3})(?![\d])/g;
// Polish identity card (ABC123456) and passport (AB1234567).
const DOCUMENT = /(?<![A-Za-z0-9])(?:[A-Z]{3}\d{6}|[A-Z]{2}\d{7})(?![A-Za-z0-9])/g;

const PESEL_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];

function peselCheck(first10: string): number {
  const sum = PESEL_WEIGHTS.reduce((total, weight, index) => total + weight * Number(first10[index]), 0);
  return (10 - (sum % 10)) % 10;
}

/** An 11-digit string whose PESEL checksum holds (and whose month/day could be a date). */
export function looksLikePesel(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  const month = Number(value.slice(2, 4)) % 20;
  const day = Number(value.slice(4, 6));
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 && peselCheck(value) === Number(value[10]);
}

const pick = (alphabet: string, length: number): string => Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join("");
const DIGITS = "0123456789";
const UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ";

/** Same birth year, century and sex as the original (age and gender rules still hold); the rest random. */
function fakePesel(original: string): string {
  const monthWithCentury = Number(original.slice(2, 4));
  const century = monthWithCentury - (monthWithCentury % 20);
  const month = century + 1 + randomInt(12);
  const day = 1 + randomInt(28);
  const sex = Number(original[9]) % 2;
  const first10 = `${original.slice(0, 2)}${String(month).padStart(2, "0")}${String(day).padStart(2, "0")}${pick(DIGITS, 3)}${2 * randomInt(5) + sex}`;
  return `${first10}${peselCheck(first10)}`;
}

/** A random string with the original's shape: digits stay digits, letters letters (case kept). */
function sameShape(original: string): string {
  if (/^[0-9a-f]+$/.test(original)) return pick("0123456789abcdef", original.length);
  if (/^[0-9A-F]+$/.test(original)) return pick("0123456789ABCDEF", original.length);
  return original.replace(/[0-9]/g, () => pick(DIGITS, 1)).replace(/[a-z]/g, () => pick("abcdefghijkmnpqrstuvwxyz", 1)).replace(/[A-Z]/g, () => pick(UPPER, 1));
}

export class Redactor {
  /** original → fake, for the whole recording. */
  readonly #fakes = new Map<string, string>();
  readonly #fakeValues = new Set<string>();
  readonly #fields: Array<[RegExp, Kind]>;
  readonly #patterns: Array<[RegExp, Kind]>;
  readonly #keepCookies: Set<string>;
  #counter = 0;

  constructor(rules: RedactionRules = {}) {
    this.#fields = [...Object.entries(rules.fields ?? {}).map(([name, kind]): [RegExp, Kind] => [new RegExp(name, "i"), asKind(kind)]), ...FIELD_KINDS];
    this.#patterns = Object.entries(rules.patterns ?? {}).map(([name, source]): [RegExp, Kind] => [new RegExp(source, "g"), `rule:${name}`]);
    this.#keepCookies = new Set([...DEFAULT_KEEP_COOKIES, ...(rules.keepCookies ?? [])]);
  }

  /** What a field of this name holds, if it is a secret. */
  fieldKind(name: string): Kind | undefined {
    return this.#fields.find(([pattern]) => pattern.test(name))?.[1];
  }

  /** What a value is by its own shape (for keys: a fake compares equal to any value of its kind). */
  valueKind(value: string): Kind | undefined {
    const text = value.trim();
    if (looksLikePesel(text)) return "pesel";
    if (new RegExp(`^${EMAIL.source}$`).test(text)) return "email";
    if (new RegExp(`^${PHONE.source}$`).test(text)) return "phone";
    if (new RegExp(`^${DOCUMENT.source}$`).test(text)) return "document";
    return this.#patterns.find(([pattern]) => new RegExp(`^(?:${pattern.source})$`).test(text))?.[1];
  }

  /** The one fake of this original (made on first sight). */
  fake(kind: Kind, original: string): string {
    if (!original || this.#fakeValues.has(original)) return original;
    let fake = this.#fakes.get(original);
    if (fake === undefined) {
      const n = ++this.#counter;
      do {
        if (kind === "pesel") fake = looksLikePesel(original) ? fakePesel(original) : sameShape(original);
        else if (kind === "email") fake = `osoba${n}.${pick("abcdefghijkmnpqrstuvwxyz", 4)}@example.com`;
        else if (kind === "password") fake = `Haslo-${n}-${pick(DIGITS, 4)}`;
        else fake = sameShape(original);
      } while (fake === original);
      this.#fakes.set(original, fake);
      this.#fakeValues.add(fake);
    }
    return fake;
  }

  /** A field's value: by the field's name, else by the secrets found inside the value's text. */
  value(field: string | undefined, value: string): string {
    const kind = field ? this.fieldKind(field) : undefined;
    if (kind && value !== "") return this.fake(kind, value);
    return this.text(value);
  }

  /** Free text or HTML: values by shape, `<input name=… value=…>` and JSON `"key": "value"` by name. */
  text(input: string): string {
    let text = input.replace(/<(input|meta)\b[^>]*>/gi, (tag) => this.#tag(tag));
    text = text.replace(/(&quot;|")([\w-]+)\1(\s*:\s*)(&quot;|")((?:(?!\4)[^\\]|\\.)*)\4/g, (whole, q1: string, key: string, colon: string, q2: string, value: string) => {
      const kind = this.fieldKind(key);
      return kind && value ? `${q1}${key}${q1}${colon}${q2}${this.fake(kind, value)}${q2}` : whole;
    });
    text = text.replace(ELEVEN_DIGITS, (digits) => (looksLikePesel(digits) ? this.fake("pesel", digits) : digits));
    text = text.replace(EMAIL, (email) => this.fake("email", email));
    text = text.replace(PHONE, (phone) => this.fake("phone", phone));
    text = text.replace(DOCUMENT, (number) => this.fake("document", number));
    for (const [pattern, kind] of this.#patterns) text = text.replace(pattern, (found) => this.fake(kind, found));
    return text;
  }

  #tag(tag: string): string {
    const name = /\bname=["']?([^"'\s>]+)/i.exec(tag)?.[1] ?? "";
    const type = /\btype=["']?password/i.test(tag) ? "password" : undefined;
    const kind = type ?? this.fieldKind(name);
    if (!kind) return tag;
    return tag.replace(/\b(value|content)=(["'])(.*?)\2/i, (_whole, attr: string, quote: string, value: string) => `${attr}=${quote}${value ? this.fake(kind, value) : ""}${quote}`);
  }

  /** A JSON value: strings by their key's name, else by shape; keys are kept. */
  json(value: unknown, key?: string): unknown {
    if (typeof value === "string") return this.value(key, value);
    if (typeof value === "number" && key && this.fieldKind(key)) return Number(this.fake(this.fieldKind(key)!, String(value))) || value;
    if (Array.isArray(value)) return value.map((item) => this.json(item, key));
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, this.json(item, name)]));
    return value;
  }

  /** A form-urlencoded body or query string; a `json` field is decoded, redacted and encoded again. */
  form(body: string): string {
    const params = new URLSearchParams(body);
    const out = new URLSearchParams();
    for (const [name, value] of params) {
      if (name === "json") {
        try {
          out.append(name, JSON.stringify(this.json(JSON.parse(value))));
          continue;
        } catch {
          // not JSON after all: treat it as text
        }
      }
      out.append(name, this.value(name, value));
    }
    return out.toString();
  }

  /** A body by its content type. */
  body(text: string, mimeType: string): string {
    if (/x-www-form-urlencoded/i.test(mimeType)) return this.form(text);
    if (/json/i.test(mimeType)) {
      try {
        return JSON.stringify(this.json(JSON.parse(text)));
      } catch {
        return this.text(text);
      }
    }
    return this.text(text);
  }

  cookieValue(name: string, value: string): string {
    if (this.#keepCookies.has(name) || value === "") return value;
    return this.fake(this.fieldKind(name) === "session" ? "session" : "cookie", value);
  }

  /** `Cookie: a=1; b=2` */
  cookieHeader(header: string): string {
    return header
      .split(/;\s*/)
      .map((pair) => {
        const at = pair.indexOf("=");
        return at < 0 ? pair : `${pair.slice(0, at)}=${this.cookieValue(pair.slice(0, at).trim(), pair.slice(at + 1))}`;
      })
      .join("; ");
  }

  /** `Set-Cookie: name=value; Path=/` */
  setCookieHeader(header: string): string {
    const at = header.indexOf("=");
    const end = header.indexOf(";");
    if (at < 0) return header;
    const name = header.slice(0, at).trim();
    const value = header.slice(at + 1, end < 0 ? undefined : end);
    return `${name}=${this.cookieValue(name, value)}${end < 0 ? "" : header.slice(end)}`;
  }

  header(name: string, value: string): string {
    const lower = name.toLowerCase();
    if (lower === "cookie") return this.cookieHeader(value);
    if (lower === "set-cookie") return value.split("\n").map((line) => this.setCookieHeader(line)).join("\n");
    if (lower === "authorization") return this.fake("session", value);
    // Only headers named for a token or session by their name: others (sec-ch-ua-mobile…) are not fields.
    return /csrf|xsrf|token|session/.test(lower) ? this.fake("csrf", value) : this.text(value);
  }

  /** A URL: query values by name and shape. */
  url(url: string): string {
    const parsed = new URL(url);
    if (!parsed.search) return url;
    parsed.search = this.form(parsed.search.slice(1));
    return parsed.href;
  }

  /**
   * The last pass over a written text: any original value still present in any encoding (plain,
   * URL-encoded, JSON-escaped, HTML-escaped) becomes its fake.
   */
  finish(text: string): string {
    let out = text;
    const originals = [...this.#fakes.keys()].sort((a, b) => b.length - a.length);
    for (const original of originals) {
      const fake = this.#fakes.get(original)!;
      for (const [from, to] of encodings(original, fake)) if (from.length >= 4) out = out.split(from).join(to);
    }
    return out;
  }
}

function encodings(original: string, fake: string): Array<[string, string]> {
  const html = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const form = (value: string) => new URLSearchParams({ v: value }).toString().slice(2);
  const json = (value: string) => JSON.stringify(value).slice(1, -1);
  return [
    [original, fake],
    [encodeURIComponent(original), encodeURIComponent(fake)],
    [form(original), form(fake)],
    [json(original), json(fake)],
    [html(original), html(fake)],
    [form(JSON.stringify(original).slice(1, -1)), form(JSON.stringify(fake).slice(1, -1))],
  ];
}

function asKind(kind: string): Kind {
  const known: Kind[] = ["pesel", "document", "email", "phone", "password", "cookie", "session", "csrf"];
  return (known as string[]).includes(kind) ? (kind as Kind) : `rule:${kind}`;
}
