/**
 * The generic form rules (legacy spec §5, §9) — pure, no DOM. A field's rules come from its
 * class names, in the legacy validator's syntax (MooTools More Form.Validator + Extras):
 *
 *   required  minLength:3  maxLength:20  validate-integer  validate-numeric  validate-digits
 *   validate-alpha  validate-alphanum  validate-date  validate-email  validate-url
 *   validate-currency-dollar  validate-currency-pl (Polish amount; alias validate-currency)
 *   validate-one-required  validate-nospace  validate-cc-num  validate-pesel
 *   validate-match matchInput:'password' matchName:'Hasło'
 *   validate-after-date afterElement:'date_from' afterLabel:'…'   (no afterElement: today)
 *   validate-before-date beforeElement:'date_to' beforeLabel:'…'  (no beforeElement: today)
 *
 * Every rule except "required" and "one required" accepts an empty value: emptiness is
 * the business of "required" alone, so an optional field is judged only when filled.
 * Where Trybuna differs from the legacy on purpose, docs/legacy-forms.md says so and why, and
 * rules.test.ts pins it ("deliberate" cases).
 */
import { isValidPesel } from "../domain/pesel.ts";
import { polishPlural, type PolishPluralForms } from "../domain/plural.ts";
import { dayKey, formatLocaleDate, parseLocaleDate, today, type DateLocale, type DayDate } from "./localeDate.ts";

/** A message: a Polish source text with printf-style placeholders and their values. */
export interface Message {
  text: string;
  args: Array<string | number>;
}

/** An input of a one-required group; checkboxes and radios count when ticked. */
export interface GroupMember {
  name: string;
  toggle: boolean;
}

export type Rule =
  /** `toggle`: a lone checkbox, which posts "0" unticked (fields.ts): required asks for the tick. */
  | { kind: "required"; toggle?: true }
  | { kind: "minLength"; min: number }
  | { kind: "maxLength"; max: number }
  | { kind: "integer" | "numeric" | "digits" | "alpha" | "alphanum" | "date" | "email" | "url" | "currencyDollar" | "amountPl" | "noSpace" | "creditCard" | "pesel" }
  /** `members`: every input of the group (legacy: the inputs of the field's parent element). */
  | { kind: "oneRequired"; group: string; members?: readonly GroupMember[] }
  | { kind: "match"; other: string; otherLabel: string }
  /** `other` null compares with today; `otherLabel` null names the other date generically. */
  | { kind: "afterDate" | "beforeDate"; other: string | null; otherLabel: string | null };

export type FieldValue = string | readonly string[];
export type FormValues = Readonly<Record<string, FieldValue | undefined>>;

/** What a rule may need beyond the values: the page's locale (dates) and today. */
export interface RuleContext {
  locale: DateLocale;
  today: DayDate;
}

export const DEFAULT_MAX_LENGTH = 10_000;

/**
 * The length messages name the limit's noun in its plural form: 1 znak, 3 znaki, 8 znaków (and in English
 * 1 character, 3 characters). A deliberate difference from the legacy texts (MooTools' 'you entered 2 characters',
 * 'co najmniej 3 znaków'): docs/legacy-forms.md; the count typed is given without a noun, as the Polish did.
 */
export const LENGTH_MESSAGES = {
  minLength: { one: "Wpisz co najmniej %d znak (wpisano %d).", few: "Wpisz co najmniej %d znaki (wpisano %d).", many: "Wpisz co najmniej %d znaków (wpisano %d)." },
  maxLength: { one: "Wpisz nie więcej niż %d znak (wpisano %d).", few: "Wpisz nie więcej niż %d znaki (wpisano %d).", many: "Wpisz nie więcej niż %d znaków (wpisano %d)." },
} satisfies Record<string, PolishPluralForms>;

export const MESSAGES = {
  required: "To pole jest wymagane.",
  integer: "Wpisz liczbę całkowitą. Liczby z częścią dziesiętną (np. 1,25) są niedozwolone.",
  numeric: "W tym polu wpisz tylko liczbę (np. 1, 1,1, -1 lub -1,1).",
  digits: "W tym polu używaj tylko cyfr i znaków interpunkcyjnych (np. numer telefonu z myślnikami lub kropkami).",
  alpha: "W tym polu używaj tylko liter. Spacje i inne znaki są niedozwolone.",
  alphanum: "W tym polu używaj tylko liter i cyfr. Spacje i inne znaki są niedozwolone.",
  date: "Wpisz poprawną datę, np. %s.",
  email: "Wpisz poprawny adres e-mail.",
  url: "Wpisz poprawny adres URL, np. http://www.example.com.",
  currencyDollar: "Wpisz poprawną kwotę w dolarach, np. $100.00.",
  amountPl: "Wpisz poprawną kwotę, np. 100,00 zł.",
  oneRequired: "Wypełnij co najmniej jedno z tych pól.",
  noSpace: "To pole nie może zawierać spacji.",
  match: "To pole musi być zgodne z polem %s.",
  afterDate: "Data musi być taka sama jak %s lub późniejsza.",
  afterStart: "Data musi być taka sama jak data początkowa lub późniejsza.",
  afterToday: "Data musi być dzisiejsza lub późniejsza.",
  beforeDate: "Data musi być taka sama jak %s lub wcześniejsza.",
  beforeEnd: "Data musi być taka sama jak data końcowa lub wcześniejsza.",
  beforeToday: "Data musi być dzisiejsza lub wcześniejsza.",
  creditCard: "Numer karty płatniczej jest niepoprawny. Sprawdź go i spróbuj ponownie. Wpisano cyfr: %d.",
  pesel: "Niepoprawny numer PESEL",
} as const;

const message = (text: string, ...args: Array<string | number>): Message => ({ text, args });

export function asText(value: FieldValue | undefined): string {
  if (value === undefined) return "";
  return typeof value === "string" ? value : value.join(",");
}

function isEmpty(value: FieldValue | undefined): boolean {
  return value === undefined || (typeof value === "string" ? value.trim() === "" : value.length === 0);
}

/** A value counts when filled; a lone checkbox (`toggle`) posts "0" when not ticked. */
function filled(toggle: boolean | undefined, value: FieldValue | undefined): boolean {
  return !isEmpty(value) && !(toggle && value === "0");
}

/**
 * A date in ISO form (YYYY-MM-DD) read the Polish way, or null: what the server and the
 * client-form rules (birth date) use.
 */
export function parseDate(value: string): string | null {
  const date = parseLocaleDate(value, "pl");
  return date && formatLocaleDate(date, "pl");
}

// --- single-value tests ------------------------------------------------------------------

const PATTERNS = {
  // The legacy patterns unless docs/legacy-forms.md says otherwise.
  integer: /^(?:-?[1-9]\d*|0)$/,
  // Legacy plus a decimal comma (deliberate: the Polish decimal separator).
  numeric: /^-?\d+(?:[.,]\d+)?$/,
  // A phone number with dashes, dots, brackets or a leading plus passes.
  digits: /^[\d() .:\-+#]+$/,
  // Legacy [a-zA-Z] plus letters of the Latin scripts (Polish included) and Cyrillic (deliberate),
  // spelled out: a \p{L} class costs milliseconds to compile on first use, on the submit the user waits for.
  alpha: /^[A-Za-zªºÀ-ÖØ-öø-ɏЀ-ӿ]+$/,
  // Legacy: no \W, so the underscore passes; plus the same letters as alpha.
  alphanum: /^[\w\dªºÀ-ÖØ-öø-ɏЀ-ӿ]+$/,
  // Legacy, except a top-level domain of any length from two letters (deliberate: .travel, .online).
  email: /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i,
  // Legacy: the scheme and a dotted host at the start; the rest is not judged.
  url: /^(https?|ftp|rmtp|mms):\/\/(([A-Z0-9][A-Z0-9_-]*)(\.[A-Z0-9][A-Z0-9_-]*)+)(:(\d+))?\/?/i,
  // Legacy validate-currency-dollar: [$][-]1,234.56 or 1234.5 or 0.99 or .99 — dot decimals, comma thousands.
  currencyDollar: /^\$?-?([1-9]{1}[0-9]{0,2}(,[0-9]{3})*(\.[0-9]{0,2})?|[1-9]{1}\d*(\.[0-9]{0,2})?|0(\.[0-9]{0,2})?|(\.[0-9]{1,2})?)$/,
  // Trybuna's Polish amount: optional sign, thousands grouped by a space, up to two decimals
  // after a comma (or a dot), optional "zł" or PLN.
  amountPl: /^-?(?:\d{1,3}(?:[ \u00a0]\d{3})+|\d+)(?:[.,]\d{1,2})?(?:\s?(?:zł|pln))?$/i,
} as const;

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

let defaultContext: RuleContext | null = null;
/** Polish, today: what a rule assumes when its caller gives no context. */
export function polishToday(): RuleContext {
  return (defaultContext ??= { locale: "pl", today: today() });
}

function compareDates(rule: Extract<Rule, { kind: "afterDate" | "beforeDate" }>, own: string, values: FormValues, context: RuleContext): Message | null {
  const date = parseLocaleDate(own, context.locale);
  const other = rule.other === null ? context.today : parseLocaleDate(asText(values[rule.other]), context.locale);
  // An unreadable date is the "date" rule's concern; ordering is judged between real dates.
  if (!date || !other) return null;
  const after = rule.kind === "afterDate";
  // Legacy: "the same or after/before" — the same day passes (deliberate for today, see docs).
  if (after ? dayKey(date) >= dayKey(other) : dayKey(date) <= dayKey(other)) return null;
  if (rule.otherLabel !== null) return message(after ? MESSAGES.afterDate : MESSAGES.beforeDate, rule.otherLabel);
  if (rule.other === null) return message(after ? MESSAGES.afterToday : MESSAGES.beforeToday);
  return message(after ? MESSAGES.afterStart : MESSAGES.beforeEnd);
}

/**
 * Judges one field against one rule; returns the message when it fails. `values` gives the
 * other fields for rules that compare (match, dates) or look at a group.
 */
export function checkRule(
  rule: Rule,
  value: FieldValue | undefined,
  values: FormValues,
  groupMembers: readonly GroupMember[] = [],
  context: RuleContext = polishToday(),
): Message | null {
  if (rule.kind === "required") return filled(rule.toggle, value) ? null : message(MESSAGES.required);
  if (rule.kind === "oneRequired") {
    return groupMembers.some((member) => filled(member.toggle, values[member.name])) ? null : message(MESSAGES.oneRequired);
  }
  if (isEmpty(value)) return null;
  const raw = asText(value);
  const text = raw.trim();
  switch (rule.kind) {
    case "minLength":
      return text.length < rule.min ? message(polishPlural(rule.min, LENGTH_MESSAGES.minLength), rule.min, text.length) : null;
    case "maxLength":
      return raw.length > rule.max ? message(polishPlural(rule.max, LENGTH_MESSAGES.maxLength), rule.max, raw.length) : null;
    case "integer":
    case "numeric":
    case "digits":
    case "alpha":
    case "alphanum":
    case "email":
    case "url":
    case "currencyDollar":
    case "amountPl":
      return PATTERNS[rule.kind].test(text) ? null : message(MESSAGES[rule.kind]);
    case "date":
      return parseLocaleDate(text, context.locale) ? null : message(MESSAGES.date, formatLocaleDate(context.today, context.locale));
    case "noSpace":
      return /\s/.test(raw) ? message(MESSAGES.noSpace) : null;
    case "creditCard":
      return isCreditCard(text) ? null : message(MESSAGES.creditCard, text.replace(/\D/g, "").length);
    case "pesel":
      return isValidPesel(text) ? null : message(MESSAGES.pesel);
    case "match": {
      // Legacy: judged only when both fields have a value.
      const other = asText(values[rule.other]);
      return other === "" || raw === other ? null : message(MESSAGES.match, rule.otherLabel);
    }
    case "afterDate":
    case "beforeDate":
      return compareDates(rule, text, values, context);
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
  "validate-currency-dollar": "currencyDollar",
  "validate-currency-pl": "amountPl",
  "validate-currency": "amountPl",
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
 * maxLength: 10000 unless the class gives another limit. References to other fields
 * (matchInput, afterElement, beforeElement) are kept as written — an id in legacy markup;
 * `fieldSpecsFromControls` (fields.ts) resolves them to field names. A one-required rule's
 * group is left to the caller, which knows the parent elements.
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
  if (has.has("validate-one-required")) rules.push({ kind: "oneRequired", group: "" });
  const matchInput = props.get("matchInput");
  if (has.has("validate-match") && matchInput) {
    rules.push({ kind: "match", other: matchInput, otherLabel: props.get("matchName") ?? matchInput });
  }
  if (has.has("validate-after-date")) rules.push({ kind: "afterDate", other: props.get("afterElement") ?? null, otherLabel: props.get("afterLabel") ?? null });
  if (has.has("validate-before-date")) rules.push({ kind: "beforeDate", other: props.get("beforeElement") ?? null, otherLabel: props.get("beforeLabel") ?? null });
  return rules;
}
