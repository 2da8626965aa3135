/**
 * Dates as the legacy validator read them (MooTools More Date.parse with the page's locale):
 * ISO order Y-M-D always; the locale's short date (pl-PL: Y-M-D — MooTools' pl-PL shortDate is
 * %Y-%m-%d; en-US: M/D/Y); a day, a month name and a year ("5 maja 2026", "March 5, 2026");
 * two-digit years pivot at 70 (69 → 2069, 70 → 1970). A valid date is rewritten in the
 * locale's short format, as the legacy did. Pure: no DOM.
 * D.M.Y is read on Polish pages, as MooTools pl-PL did (its %x parser read day, month, year).
 */
import { MONTHS, MONTHS_GENITIVE } from "../domain/date/names.ts";

export type DateLocale = "pl" | "en";

const TWO_DIGIT_YEAR_PIVOT = 70;

const ENGLISH_MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
/** Month words by locale (Polish: nominative and genitive); a typed word of 3+ letters matches a month whose word begins with it. */
const MONTH_WORDS: Record<DateLocale, ReadonlyArray<readonly string[]>> = {
  pl: MONTHS.map((name, i) => [name.toLowerCase(), MONTHS_GENITIVE[i]!]),
  en: ENGLISH_MONTHS.map((name) => [name]),
};

export interface DayDate {
  year: number;
  month: number;
  day: number;
}

function fullYear(digits: string): number {
  const year = Number(digits);
  if (digits.length !== 2) return year;
  return year < TWO_DIGIT_YEAR_PIVOT ? 2000 + year : 1900 + year;
}

function real(year: number, month: number, day: number): DayDate | null {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? { year, month, day } : null;
}

function monthOf(word: string, locale: DateLocale): number | null {
  const typed = word.toLowerCase().replace(/\.$/, "");
  if (typed.length < 3) return null;
  const index = MONTH_WORDS[locale].findIndex((forms) => forms.some((form) => form.startsWith(typed)));
  return index < 0 ? null : index + 1;
}

const ISO = /^(\d{4}|\d{2})[-./](\d{1,2})[-./](\d{1,2})$/;
const NUMERIC_OTHER = /^(\d{1,2})[-./](\d{1,2})[-./](\d{4}|\d{2})$/;
const DAY_MONTH_YEAR = /^(\d{1,2})\.?\s+([A-Za-zÀ-ɏ]+\.?)\s*,?\s+(\d{4}|\d{2})$/;
const MONTH_DAY_YEAR = /^([A-Za-zÀ-ɏ]+\.?)\s+(\d{1,2})(?:st|nd|rd|th)?\s*,?\s+(\d{4}|\d{2})$/;

/** The day a text names in `locale`, or null when it names none (including impossible days). */
export function parseLocaleDate(value: string, locale: DateLocale): DayDate | null {
  const text = value.trim().replace(/\s+/g, " ");
  let m = ISO.exec(text);
  if (m && m[1]!.length === 4) return real(fullYear(m[1]!), Number(m[2]), Number(m[3]));
  m = NUMERIC_OTHER.exec(text);
  if (m) {
    // en-US reads M/D/Y; Polish pages read D.M.Y.
    const [first, second] = [Number(m[1]), Number(m[2])];
    const date = locale === "en" ? real(fullYear(m[3]!), first, second) : real(fullYear(m[3]!), second, first);
    if (date) return date;
  }
  // A two-digit Y-M-D (pl-PL short date with %y) when the text is no D.M.Y day.
  m = ISO.exec(text);
  if (m) return real(fullYear(m[1]!), Number(m[2]), Number(m[3]));
  m = DAY_MONTH_YEAR.exec(text);
  if (m) {
    const month = monthOf(m[2]!, locale);
    return month ? real(fullYear(m[3]!), month, Number(m[1])) : null;
  }
  m = MONTH_DAY_YEAR.exec(text);
  if (m) {
    const month = monthOf(m[1]!, locale);
    return month ? real(fullYear(m[3]!), month, Number(m[2])) : null;
  }
  return null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The locale's short date (MooTools %x): pl-PL 2026-03-05, en-US 03/05/2026. */
export function formatLocaleDate(date: DayDate, locale: DateLocale): string {
  return locale === "en" ? `${pad(date.month)}/${pad(date.day)}/${pad(date.year, 4)}` : `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/**
 * A field's own date format (the legacy validate-date's `dateFormat`, MooTools' Date.format codes): %d %e %m %Y %y
 * %b %B %x and %%. A format with any other code is not used (the locale's short date is), rather than half-written.
 */
const FORMAT_CODES = /%([demYybBx%])/g;
const usable = (format: string | undefined): format is string => format !== undefined && format.replace(FORMAT_CODES, "").indexOf("%") < 0;
const monthName = (month: number, locale: DateLocale): string => (locale === "en" ? ENGLISH_MONTHS[month - 1]! : MONTHS[month - 1]!.toLowerCase()).replace(/^./, (c) => c.toUpperCase());

/** `date` in `format` (legacy dateFormat), or in the locale's short date when there is no usable format. */
export function writeDate(date: DayDate, locale: DateLocale, format?: string): string {
  if (!usable(format)) return formatLocaleDate(date, locale);
  const codes: Record<string, () => string> = {
    d: () => pad(date.day),
    e: () => String(date.day),
    m: () => pad(date.month),
    Y: () => pad(date.year, 4),
    y: () => pad(date.year % 100),
    b: () => monthName(date.month, locale).slice(0, 3),
    B: () => monthName(date.month, locale),
    x: () => formatLocaleDate(date, locale),
    "%": () => "%",
  };
  return format.replace(FORMAT_CODES, (_, code: string) => codes[code]!());
}

/** The day `value` names: in the field's own format first (its own order of day and month), then as parseLocaleDate reads. */
export function readDate(value: string, locale: DateLocale, format?: string): DayDate | null {
  if (usable(format) && !format.includes("%x")) {
    const order: string[] = [];
    const pattern = format.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(FORMAT_CODES, (_, code: string) => {
      if (code === "%") return "%";
      order.push(code);
      return code === "Y" ? "(\\d{4})" : code === "y" ? "(\\d{2})" : code === "b" || code === "B" ? "([A-Za-zÀ-ɏ]+\\.?)" : "(\\d{1,2})";
    });
    const m = new RegExp(`^${pattern}$`).exec(value.trim());
    if (m) {
      const part = (codes: string): string | undefined => m[order.findIndex((code) => codes.includes(code)) + 1];
      const month = part("m") !== undefined ? Number(part("m")) : monthOf(part("bB") ?? "", locale);
      const year = part("Y") ?? part("y");
      const day = part("de");
      if (month && year && day) return real(fullYear(year), month, Number(day));
    }
  }
  return parseLocaleDate(value, locale);
}

/** A sortable key of a day (YYYYMMDD as a number). */
export const dayKey = (date: DayDate): number => date.year * 10_000 + date.month * 100 + date.day;

/** Today in the local time zone. */
export function today(): DayDate {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}
