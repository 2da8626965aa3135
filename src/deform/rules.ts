/**
 * The generic form rules (legacy spec §5, §9) — pure, no DOM. A field's rules come from its
 * class names, in the legacy validator's syntax:
 *
 *   required  minLength:3  maxLength:20  validate-integer  validate-numeric  validate-digits
 *   validate-alpha  validate-alphanum  validate-date  validate-email  validate-url
 *   validate-currency  validate-one-required  validate-nospace  validate-cc-num
 *   validate-match matchInput:'password' matchName:'Hasło'
 *   validate-after-date afterElement:'date_from'   validate-before-date beforeElement:'date_to'
 *
 * Every rule except "required" and "one required" accepts an empty value: emptiness is
 * the business of "required" alone, so an optional field is judged only when filled.
 */
import { isValidPesel } from "../domain/pesel.ts";

/** A message: a Polish source text with printf-style placeholders and their values. */
export interface Message {
  text: string;
  args: Array<string | number>;
}

export type Rule =
  | { kind: "required" }
  | { kind: "minLength"; min: number }
  | { kind: "maxLength"; max: number }
  | { kind: "integer" | "numeric" | "digits" | "alpha" | "alphanum" | "date" | "email" | "url" | "currency" | "noSpace" | "creditCard" | "pesel" }
  | { kind: "oneRequired"; group: string }
  | { kind: "match"; other: string; otherLabel: string }
  | { kind: "afterDate" | "beforeDate"; other: string; otherLabel: string };

export type FieldValue = string | readonly string[];
export type FormValues = Readonly<Record<string, FieldValue | undefined>>;

export const DEFAULT_MAX_LENGTH = 10_000;
/** Two-digit years below the pivot are 20xx, the others 19xx. */
export const TWO_DIGIT_YEAR_PIVOT = 70;

export const MESSAGES = {
  required: "To pole jest wymagane.",
  minLength: "Wpisz co najmniej %d znaków (wpisano %d).",
  maxLength: "Wpisz nie więcej niż %d znaków (wpisano %d).",
  integer: "Wpisz liczbę całkowitą. Liczby z częścią dziesiętną (np. 1,25) są niedozwolone.",
  numeric: "W tym polu wpisz tylko liczbę (np. 1, 1,1, -1 lub -1,1).",
  digits: "W tym polu używaj tylko cyfr i znaków interpunkcyjnych (np. numer telefonu z myślnikami lub kropkami).",
  alpha: "W tym polu używaj tylko liter. Spacje i inne znaki są niedozwolone.",
  alphanum: "W tym polu używaj tylko liter i cyfr. Spacje i inne znaki są niedozwolone.",
  date: "Wpisz poprawną datę, np. %s.",
  email: "Wpisz poprawny adres e-mail.",
  url: "Wpisz poprawny adres URL, np. http://www.example.com.",
  currency: "Wpisz poprawną kwotę, np. 100,00 zł.",
  oneRequired: "Wypełnij co najmniej jedno z tych pól.",
  noSpace: "To pole nie może zawierać spacji.",
  match: "To pole musi być zgodne z polem %s.",
  afterDate: "Data nie może być wcześniejsza niż %s.",
  beforeDate: "Data nie może być późniejsza niż %s.",
  creditCard: "Numer karty płatniczej jest niepoprawny. Sprawdź go i spróbuj ponownie. Wpisano cyfr: %d.",
  pesel: "Niepoprawny numer PESEL",
} as const;

const message = (text: string, ...args: Array<string | number>): Message => ({ text, args });

export function asText(value: FieldValue | undefined): string {
  if (value === undefined) return "";
  return typeof value === "string" ? value : value.join(",");
}

export function isEmpty(value: FieldValue | undefined): boolean {
  return value === undefined || (typeof value === "string" ? value.trim() === "" : value.length === 0);
}

// --- dates -------------------------------------------------------------------------------

const DATE_FORMATS: ReadonlyArray<{ re: RegExp; order: "ymd" | "dmy" }> = [
  { re: /^(\d{4}|\d{2})-(\d{1,2})-(\d{1,2})$/, order: "ymd" },
  { re: /^(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})$/, order: "dmy" },
];

function fullYear(digits: string): number {
  const year = Number(digits);
  if (digits.length === 4) return year;
  return year < TWO_DIGIT_YEAR_PIVOT ? 2000 + year : 1900 + year;
}

/**
 * A date typed as YYYY-MM-DD (the shop's format) or D.M.YYYY, D/M/YYYY, D-M-YYYY, with
 * two-digit years on the pivot; returned as YYYY-MM-DD, or null when it is not a real day.
 */
export function parseDate(value: string): string | null {
  const text = value.trim();
  for (const { re, order } of DATE_FORMATS) {
    const m = re.exec(text);
    if (!m) continue;
    const [a, b, c] = [m[1]!, m[2]!, m[3]!];
    const [year, month, day] = order === "ymd" ? [fullYear(a), Number(b), Number(c)] : [fullYear(c), Number(b), Number(a)];
    const date = new Date(Date.UTC(2000, month - 1, day));
    date.setUTCFullYear(year);
    if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
    return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  }
  return null;
}

// --- single-value tests ------------------------------------------------------------------

const PATTERNS = {
  integer: /^-?(?:0|[1-9]\d*)$/,
  numeric: /^-?\d+(?:[.,]\d+)?$/,
  // A phone number with dashes, dots, brackets or a leading plus passes.
  digits: /^[\d() .:\-+#]+$/,
  // Letters of the Latin scripts (Polish included) and Cyrillic, spelled out: a \p{L} class
  // costs milliseconds to compile on first use, on the submit the user is waiting for.
  alpha: /^[A-Za-zªºÀ-ÖØ-öø-ɏЀ-ӿ]+$/,
  alphanum: /^[A-Za-z\dªºÀ-ÖØ-öø-ɏЀ-ӿ]+$/,
  email: /^[^\s@"(),:;<>[\]\\]+@(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z]{2,}$/i,
  // Optional sign, thousands grouped by a space or comma, up to two decimals, optional "zł" or PLN.
  currency: /^-?(?:\d{1,3}(?:[ \u00a0,]\d{3})+|\d+)(?:[.,]\d{1,2})?(?:\s?(?:zł|pln))?$/i,
} as const;

function isUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return ["http:", "https:", "ftp:"].includes(url.protocol) && url.hostname.includes(".") && !text.includes(" ");
  } catch {
    return false;
  }
}

/** Luhn checksum over 13–19 digits; spaces and dashes between groups are allowed. */
export function isCreditCard(text: string): boolean {
  const digits = text.replace(/[\s-]/g, "");
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Judges one field against one rule; returns the message when it fails. `values` gives the
 * other fields for rules that compare (match, dates) or look at a group.
 */
export function checkRule(rule: Rule, value: FieldValue | undefined, values: FormValues, groupMembers: readonly string[] = []): Message | null {
  if (rule.kind === "required") return isEmpty(value) ? message(MESSAGES.required) : null;
  if (rule.kind === "oneRequired") {
    return groupMembers.some((name) => !isEmpty(values[name])) ? null : message(MESSAGES.oneRequired);
  }
  if (isEmpty(value)) return null;
  const text = asText(value).trim();
  switch (rule.kind) {
    case "minLength":
      return text.length < rule.min ? message(MESSAGES.minLength, rule.min, text.length) : null;
    case "maxLength":
      return asText(value).length > rule.max ? message(MESSAGES.maxLength, rule.max, asText(value).length) : null;
    case "integer":
    case "numeric":
    case "digits":
    case "alpha":
    case "alphanum":
    case "email":
    case "currency":
      return PATTERNS[rule.kind].test(text) ? null : message(MESSAGES[rule.kind]);
    case "url":
      return isUrl(text) ? null : message(MESSAGES.url);
    case "date":
      return parseDate(text) ? null : message(MESSAGES.date, "2026-12-31");
    case "noSpace":
      return /\s/.test(asText(value)) ? message(MESSAGES.noSpace) : null;
    case "creditCard":
      return isCreditCard(text) ? null : message(MESSAGES.creditCard, text.replace(/\D/g, "").length);
    case "pesel":
      return isValidPesel(text) ? null : message(MESSAGES.pesel);
    case "match":
      return text === asText(values[rule.other]).trim() ? null : message(MESSAGES.match, rule.otherLabel);
    case "afterDate":
    case "beforeDate": {
      const own = parseDate(text);
      const other = parseDate(asText(values[rule.other]));
      // An unreadable date is the "date" rule's concern; ordering is judged between real dates.
      if (!own || !other) return null;
      const wrong = rule.kind === "afterDate" ? own < other : own > other;
      return wrong ? message(MESSAGES[rule.kind], rule.otherLabel) : null;
    }
  }
}

// --- class names -------------------------------------------------------------------------

const SIMPLE_CLASSES: Readonly<Record<string, Rule["kind"]>> = {
  "validate-integer": "integer",
  "validate-numeric": "numeric",
  "validate-digits": "digits",
  "validate-alpha": "alpha",
  "validate-alphanum": "alphanum",
  "validate-date": "date",
  "validate-email": "email",
  "validate-url": "url",
  "validate-currency": "currency",
  "validate-currency-dollar": "currency",
  "validate-nospace": "noSpace",
  "validate-cc-num": "creditCard",
  "validate-pesel": "pesel",
};

/** `key:value` and `key:'value'` tokens of a class attribute. */
function classProperties(tokens: readonly string[]): Map<string, string> {
  const props = new Map<string, string>();
  for (const token of tokens) {
    const m = /^([A-Za-z]+):(?:'([^']*)'|"([^"]*)"|(\S+))$/.exec(token);
    if (m) props.set(m[1]!, m[2] ?? m[3] ?? m[4] ?? "");
  }
  return props;
}

/**
 * Rules named by a class attribute, in a fixed order (required first), always with a
 * maxLength: 10000 unless the class gives another limit.
 */
export function rulesFromClassName(className: string): Rule[] {
  const tokens = className.split(/\s+/).filter(Boolean);
  const has = new Set(tokens);
  const props = classProperties(tokens);
  const rules: Rule[] = [];
  if (has.has("required")) rules.push({ kind: "required" });
  const min = Number(props.get("minLength"));
  if (Number.isInteger(min) && min > 0) rules.push({ kind: "minLength", min });
  const max = Number(props.get("maxLength"));
  rules.push({ kind: "maxLength", max: Number.isInteger(max) && max > 0 ? max : DEFAULT_MAX_LENGTH });
  for (const token of tokens) {
    const kind = SIMPLE_CLASSES[token];
    if (kind) rules.push({ kind } as Rule);
  }
  if (has.has("validate-one-required")) rules.push({ kind: "oneRequired", group: props.get("group") ?? "" });
  const matchInput = props.get("matchInput");
  if (has.has("validate-match") && matchInput) {
    rules.push({ kind: "match", other: matchInput, otherLabel: props.get("matchName") ?? matchInput });
  }
  const after = props.get("afterElement");
  if (has.has("validate-after-date") && after) rules.push({ kind: "afterDate", other: after, otherLabel: props.get("afterName") ?? after });
  const before = props.get("beforeElement");
  if (has.has("validate-before-date") && before) rules.push({ kind: "beforeDate", other: before, otherLabel: props.get("beforeName") ?? before });
  return rules;
}
