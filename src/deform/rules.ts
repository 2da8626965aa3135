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
import { dayKey, formatLocaleDate, parseLocaleDate, readDate, today, writeDate, type DateLocale, type DayDate } from "./localeDate.ts";
import { ruleName, validatorProps, validatorTokens, type ValidatorProps } from "./validatorProps.ts";

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

/** Rules judged by the value alone, with no setting. */
type SimpleKind = "integer" | "numeric" | "digits" | "alpha" | "alphanum" | "email" | "url" | "currencyDollar" | "amountPl" | "noSpace" | "creditCard" | "pesel";

export type Rule =
  /** `toggle`: a lone checkbox, which posts "0" unticked (fields.ts): required asks for the tick. */
  | { kind: "required"; toggle?: true }
  | { kind: "minLength"; min: number }
  | { kind: "maxLength"; max: number }
  | { kind: SimpleKind }
  /** `members`: every input of the group (legacy: the inputs of the field's parent element). */
  | { kind: "oneRequired"; group: string; members?: readonly GroupMember[] }
  | { kind: "match"; other: string; otherLabel: string }
  /** `other` null compares with today; `otherLabel` null names the other date generically. */
  | { kind: "afterDate" | "beforeDate"; other: string | null; otherLabel: string | null }
  /** `format`: the MooTools date format a readable date is rewritten in (`dateFormat`); none: the locale's short date. */
  | { kind: "date"; format?: string }
  /** Exactly `length` characters, or none (legacy `length`). */
  | { kind: "length"; length: number }
  /** Legacy Extras `validate-custom-required`: the value must not be `emptyValue` (a select's "choose…" option). */
  | { kind: "customRequired"; emptyValue: string | null }
  /**
   * Legacy Extras `validate-reqchk-byname` / `-bynode`: one of the boxes of a name, or inside an element, is ticked.
   * `label` names what to choose (by name only).
   */
  | { kind: "anyChecked"; by: "name" | "node"; members: readonly GroupMember[]; label: string | null }
  /** Legacy Extras `validate-same-month`: both dates in the same month (of any year, as MooTools compared month names). */
  | { kind: "sameMonth"; other: string };

export type FieldValue = string | readonly string[];
export type FormValues = Readonly<Record<string, FieldValue | undefined>>;

/** What a rule may need beyond the values: the page's locale (dates) and today. */
export interface RuleContext {
  locale: DateLocale;
  /** Read when a rule is judged: a context made once (a page's form engine) is given as a getter, see `ruleContext`. */
  readonly today: DayDate;
}

/**
 * A context whose today is the day a rule is judged on, as the legacy validator compared with `new Date()`: a form left
 * open overnight, or a server running for days, judges "not before today" by the current day, not by the day it began.
 */
export function ruleContext(locale: DateLocale): RuleContext {
  return {
    locale,
    get today() {
      return today();
    },
  };
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
  length: { one: "Wpisz dokładnie %d znak (wpisano %d).", few: "Wpisz dokładnie %d znaki (wpisano %d).", many: "Wpisz dokładnie %d znaków (wpisano %d)." },
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
  // The legacy pl-PL text named złoty for this dollar-format rule; its meaning is kept (docs/legacy-forms.md).
  currencyDollar: "Wpisz poprawną kwotę w PLN, np. 100.00 PLN.",
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
  checkedInNode: "Nie zaznaczono żadnego elementu.",
  checkedByName: "Wybierz: %s.",
  checkedAny: "Zaznacz jedną z opcji.",
  sameMonth: "Obie daty muszą być w tym samym miesiącu — zmień jedną z nich.",
} as const;

const message = (text: string, ...args: Array<string | number>): Message => ({ text, args });

export function asText(value: FieldValue | undefined): string {
  if (value === undefined) return "";
  return typeof value === "string" ? value : value.join(",");
}

function isEmpty(value: FieldValue | undefined): boolean {
  return value === undefined || (typeof value === "string" ? value.trim() === "" : value.length === 0);
}

/** Whether a box's value says it is ticked: a lone box posts "0" unticked, a group of boxes an empty list. */
export const ticked = (value: FieldValue | undefined): boolean => filled(true, value);

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
  // Legacy 1.4 / 1.6 (an RFC-style local part and host names, or an IPv4 address in brackets), except that a host
  // name needs a dot and a top-level domain of two letters or more (deliberate: "jan@gmail" is a typing slip).
  email: /^(?:[a-z0-9!#$%&'*+/=?^_`{|}~-]\.?){0,63}[a-z0-9!#$%&'*+/=?^_`{|}~-]@(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}|\[(?:(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)\.){3}(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)\])$/i,
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
  return (defaultContext ??= ruleContext("pl"));
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
  if (rule.kind === "anyChecked") {
    if (rule.members.some((member) => filled(true, values[member.name]))) return null;
    return rule.by === "node" ? message(MESSAGES.checkedInNode) : rule.label ? message(MESSAGES.checkedByName, rule.label) : message(MESSAGES.checkedAny);
  }
  // Legacy: judged whatever the value, an empty one too (a select whose "choose…" option is its empty value).
  if (rule.kind === "customRequired") return rule.emptyValue !== null && asText(value) === rule.emptyValue ? message(MESSAGES.required) : null;
  // Only a value with no characters at all is left unjudged: white space alone fails a pattern, as in the legacy.
  if (value === undefined || value.length === 0) return null;
  // The value as typed, as the legacy judged it: a space before or after fails a pattern (it would be posted).
  const text = asText(value);
  switch (rule.kind) {
    case "minLength":
    case "maxLength":
    case "length": {
      const limit = rule.kind === "minLength" ? rule.min : rule.kind === "maxLength" ? rule.max : rule.length;
      const fails = rule.kind === "minLength" ? text.length < limit : rule.kind === "maxLength" ? text.length > limit : text.length !== limit;
      return fails ? message(polishPlural(limit, LENGTH_MESSAGES[rule.kind]), limit, text.length) : null;
    }
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
      return readDate(text, context.locale, rule.format) ? null : message(MESSAGES.date, writeDate(context.today, context.locale, rule.format));
    case "noSpace":
      return /\s/.test(text) ? message(MESSAGES.noSpace) : null;
    case "creditCard":
      return isCreditCard(text) ? null : message(MESSAGES.creditCard, text.replace(/\D/g, "").length);
    case "pesel":
      return isValidPesel(text) ? null : message(MESSAGES.pesel);
    case "match": {
      // Legacy: judged only when both fields have a value.
      const other = asText(values[rule.other]);
      return other === "" || text === other ? null : message(MESSAGES.match, rule.otherLabel);
    }
    case "afterDate":
    case "beforeDate":
      return compareDates(rule, text, values, context);
    case "sameMonth": {
      const [own, other] = [parseLocaleDate(text, context.locale), parseLocaleDate(asText(values[rule.other]), context.locale)];
      return own && other && own.month !== other.month ? message(MESSAGES.sameMonth) : null;
    }
  }
}

// --- class names -------------------------------------------------------------------------

const SIMPLE_CLASSES: Readonly<Record<string, SimpleKind>> = {
  "validate-integer": "integer",
  "validate-numeric": "numeric",
  "validate-digits": "digits",
  "validate-alpha": "alpha",
  "validate-alphanum": "alphanum",
  "validate-email": "email",
  "validate-url": "url",
  "validate-currency-dollar": "currencyDollar",
  "validate-currency-pl": "amountPl",
  "validate-currency": "amountPl",
  "validate-nospace": "noSpace",
  "validate-cc-num": "creditCard",
  "validate-pesel": "pesel",
};

/**
 * Extras rules that switch other fields' rules on or off by a box's tick: the targets are named by id (`toEnforce`,
 * `toIgnore`, `toToggle`) or by the element holding them (`…ChildrenOf`). `judgedWhenTicked`: whether the targets are
 * judged while the box is ticked (enforce, toggle) or while it is not (ignore).
 */
export interface CheckToggle {
  ids: readonly string[];
  childrenOf: string | null;
  judgedWhenTicked: boolean;
}

const TOGGLES = {
  "validate-enforce-oncheck": ["toEnforce", "enforceChildrenOf", true],
  "validate-ignore-oncheck": ["toIgnore", "ignoreChildrenOf", false],
  "validate-toggle-oncheck": ["toToggle", "toToggleChildrenOf", true],
} as const;

/**
 * What a field's rule names and properties (validatorProps.ts) ask for. `rules` come in a fixed order (required
 * first), always with a maxLength: 10000 unless another limit is given. References to other fields (matchInput,
 * afterElement, beforeElement, sameMonthAs, groupName) are kept as written, an id in legacy markup, and so are the
 * element ids of a one-required group, a box group (`nodeId`) and a toggle's targets: `fieldSpecsFromControls`
 * (fields.ts) resolves them. `ignoreValidation` and `warnOnly` leave no rule (warnings block nothing and are not
 * shown; `warn-` rules likewise, docs/legacy-forms.md).
 */
export function rulesFromValidators(tokens: readonly string[], props: ValidatorProps): { rules: Rule[]; oneRequiredIn: string | null; checkedIn: { node: string } | null; toggle: CheckToggle | null } {
  const names = new Set(tokens.map(ruleName));
  const none = { rules: [], oneRequiredIn: null, checkedIn: null, toggle: null };
  if (names.has("ignoreValidation") || names.has("warnOnly")) return none;
  const text = (key: string): string | null => {
    const value = props.get(key);
    return typeof value === "string" || typeof value === "number" ? String(value) : null;
  };
  const whole = (key: string): number | null => {
    const value = Number(props.get(key));
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  const rules: Rule[] = [];
  if (names.has("required")) rules.push({ kind: "required" });
  // Legacy Extras validate-required-check: the box itself ticked (fields.ts gives every box's "required" that sense).
  if (names.has("validate-required-check")) rules.push({ kind: "required", toggle: true });
  if (names.has("validate-custom-required")) rules.push({ kind: "customRequired", emptyValue: text("emptyValue") });
  const min = whole("minLength");
  if (names.has("minLength") && min) rules.push({ kind: "minLength", min });
  const length = whole("length");
  if (names.has("length") && length) rules.push({ kind: "length", length });
  rules.push({ kind: "maxLength", max: (names.has("maxLength") && whole("maxLength")) || DEFAULT_MAX_LENGTH });
  const dateFormat = text("dateFormat");
  for (const name of names) {
    const kind = SIMPLE_CLASSES[name];
    if (kind) rules.push({ kind });
    else if (name === "validate-date") rules.push(dateFormat ? { kind: "date", format: dateFormat } : { kind: "date" });
  }
  if (names.has("validate-one-required")) rules.push({ kind: "oneRequired", group: "" });
  if (names.has("validate-reqchk-byname")) rules.push({ kind: "anyChecked", by: "name", members: text("groupName") ? [{ name: text("groupName")!, toggle: true }] : [], label: text("label") });
  const node = names.has("validate-reqchk-bynode") ? text("nodeId") : null;
  if (node) rules.push({ kind: "anyChecked", by: "node", members: [], label: null });
  const matchInput = text("matchInput");
  if (names.has("validate-match") && matchInput) rules.push({ kind: "match", other: matchInput, otherLabel: text("matchName") ?? matchInput });
  if (names.has("validate-after-date")) rules.push({ kind: "afterDate", other: text("afterElement"), otherLabel: text("afterLabel") });
  if (names.has("validate-before-date")) rules.push({ kind: "beforeDate", other: text("beforeElement"), otherLabel: text("beforeLabel") });
  const sameMonthAs = text("sameMonthAs");
  if (names.has("validate-same-month") && sameMonthAs) rules.push({ kind: "sameMonth", other: sameMonthAs });
  let toggle: CheckToggle | null = null;
  for (const [name, [idsKey, childrenKey, judgedWhenTicked]] of Object.entries(TOGGLES)) {
    if (!names.has(name)) continue;
    const ids = props.get(idsKey);
    toggle = { ids: Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : [], childrenOf: text(childrenKey), judgedWhenTicked };
  }
  return { rules, oneRequiredIn: names.has("validate-one-required") ? (text("validate-one-required") ?? "") : null, checkedIn: node ? { node } : null, toggle };
}

/** The rules of a class attribute alone (no properties attribute): what the fixture server's field table gives. */
export function rulesFromClassName(className: string): Rule[] {
  const tokens = validatorTokens(className);
  return rulesFromValidators(tokens, validatorProps(tokens, null)).rules;
}
