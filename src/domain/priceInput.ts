/**
 * The legacy price input's rules (spec §5, §9): one decimal separator, never first; digits only;
 * thousands grouped by 3; reformatted on blur. Strings in, strings out: the island maps them to
 * the DOM (caret included).
 */

export interface PriceFormat {
  decimal: string;
  thousands: string;
  /** Pads the fraction to two digits on blur ("4" → "4,00"). */
  zeroFormat: boolean;
}

const THOUSANDS_GROUP = 3;

/** Groups the integer digits by 3 from the right. */
function group(digits: string, thousands: string): string {
  const pattern = new RegExp(`\\B(?=(\\d{${THOUSANDS_GROUP}})+(?!\\d))`, "g");
  return digits.replace(pattern, thousands);
}

/** The raw digits and separator of a value, grouping removed; a stray dot or comma becomes the separator. */
function split(value: string, format: PriceFormat): { whole: string; fraction: string | null } {
  const compact = value.split(format.thousands).join("").replace(/\s/g, "");
  const index = [...compact].findIndex((char) => char === format.decimal || char === "." || char === ",");
  if (index < 0) return { whole: compact.replace(/\D/g, ""), fraction: null };
  return { whole: compact.slice(0, index).replace(/\D/g, ""), fraction: compact.slice(index + 1).replace(/\D/g, "") };
}

/** Live text while typing: integer grouped, the fraction as typed. */
export function groupLive(value: string, format: PriceFormat): string {
  const { whole, fraction } = split(value, format);
  return group(whole, format.thousands) + (fraction === null ? "" : format.decimal + fraction);
}

/**
 * What typing `text` over the selection [start, end) gives, or null when the legacy filter
 * refuses it: anything but digits and the separator; a second separator; a separator first.
 * The caret is returned counted in the regrouped text.
 */
export function typeInto(value: string, start: number, end: number, text: string, format: PriceFormat): { value: string; caret: number } | null {
  const kept = value.slice(0, start) + value.slice(end);
  let typed = "";
  for (const char of text) {
    if (/\d/.test(char)) typed += char;
    else if (char === "." || char === "," || char === format.decimal) {
      const before = value.slice(0, start) + typed;
      if (before.replace(/\s/g, "").split(format.thousands).join("") === "" || kept.includes(format.decimal) || typed.includes(format.decimal)) return null;
      typed += format.decimal;
    } else return null;
  }
  const next = value.slice(0, start) + typed + value.slice(end);
  return { value: groupLive(next, format), caret: caretAfter(next, start + typed.length, format) };
}

/** Where the caret lands in the regrouped text: after the same number of digits and separators. */
export function caretAfter(raw: string, position: number, format: PriceFormat): number {
  const significant = (text: string): number => text.replace(new RegExp(`[^\\d${classChar(format.decimal)}]`, "g"), "").length;
  const target = significant(raw.slice(0, position));
  const grouped = groupLive(raw, format);
  if (target === 0) return 0;
  for (let index = 1; index <= grouped.length; index++) if (significant(grouped.slice(0, index)) === target) return index;
  return grouped.length;
}

/** A character escaped for use inside a regular-expression class. */
function classChar(char: string): string {
  return char.replace(/[\\\]^-]/g, "\\$&");
}

/** Pasted text: non-digits stripped and leading zeros removed (the legacy rule: the pasted separator goes too). */
export function cleanPaste(text: string): string {
  return text.replace(/\D/g, "").replace(/^0+(?=\d)/, "");
}

/**
 * True when cleaning a paste drops more than spaces (a separator, a currency): the legacy rule keeps only the digits,
 * so "1 239,50" becomes 123 950. The rule stays (spec §5); the user is told, to check the amount.
 */
export function pasteDropsCharacters(text: string): boolean {
  return /[^\d\s]/.test(text);
}

/**
 * The value on blur: grouped; with zero format an empty fraction becomes 00 and a one-digit
 * fraction is padded; without it a dangling separator is dropped. An empty field stays empty.
 */
export function formatOnBlur(value: string, format: PriceFormat): string {
  const { whole: rawWhole, fraction } = split(value, format);
  if (rawWhole === "" && !fraction) return "";
  const whole = group(rawWhole.replace(/^0+(?=\d)/, "") || "0", format.thousands);
  if (format.zeroFormat) return `${whole}${format.decimal}${(fraction ?? "").padEnd(2, "0")}`;
  return fraction ? `${whole}${format.decimal}${fraction}` : whole;
}

/** The number a formatted price stands for (thousands removed, separator → dot); null when empty or not a number. */
export function numericValue(value: string, format: PriceFormat): number | null {
  const text = value.split(format.thousands).join("").replace(/\s/g, "").replace(format.decimal, ".");
  if (text === "") return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}
