import { getISODay } from "date-fns";
import { calendarDate, isRealDate } from "./calendarDate.ts";
import type { DateNames } from "./names.ts";

/** The legacy format characters (PHP `date()` subset). Any other character is a literal. */
const FORMAT_CHARS = new Set(["d", "D", "j", "l", "N", "S", "w", "F", "m", "M", "n", "Y", "y"]);

/** English ordinal suffix, as PHP's `S` (11th, 12th, 13th, 21st...). */
export function ordinalSuffix(day: number): "st" | "nd" | "rd" | "th" {
  if (day % 100 >= 11 && day % 100 <= 13) return "th";
  return (["th", "st", "nd", "rd"] as const)[day % 10] ?? "th";
}

/** `M`: months_abbr when given, else three letters; read back as written (Zebra read only three letters of `months`). */
function monthAbbr(names: DateNames, month: number): string {
  return names.monthsAbbr?.[month] ?? (names.months[month] ?? "").slice(0, 3);
}

/**
 * `D`: the configured `days_abbr` when given, else the first three letters of the day's name, as Zebra_Datepicker's
 * format() since 1.6.1. Parsing reads the same list back (see compile). Deliberate difference: Zebra's check_date read
 * `D` only as the first three letters of `days` (`[a-z]{3}`), so a value it wrote with days_abbr ("Pn, 30.11.2026")
 * was no date to it; Trybuna reads what it writes (docs/speed.md, "`D` writes the page's `days_abbr`"; format.test.ts).
 */
function dayAbbr(names: DateNames, weekday: number): string {
  return names.daysAbbr?.[weekday] ?? (names.days[weekday] ?? "").slice(0, 3);
}

/** Formats a date with the legacy format characters. */
export function formatDate(date: Date, format: string, names: DateNames): string {
  const day = date.getDate();
  const month = date.getMonth();
  const weekday = date.getDay();
  let out = "";
  for (const ch of format) {
    switch (ch) {
      case "d": out += String(day).padStart(2, "0"); break;
      case "j": out += String(day); break;
      case "D": out += dayAbbr(names, weekday); break;
      case "l": out += names.days[weekday] ?? ""; break;
      // ISO 8601, Monday 1 … Sunday 7, as PHP's date('N'). Zebra's format() wrote getDay() + 1 (Sunday 1): a quirk
      // not kept (docs/speed.md, "Zebra quirks not kept"; format.test.ts).
      case "N": out += String(getISODay(date)); break;
      case "w": out += String(weekday); break;
      case "S": out += ordinalSuffix(day); break;
      case "F": out += names.months[month] ?? ""; break;
      case "M": out += monthAbbr(names, month); break;
      case "m": out += String(month + 1).padStart(2, "0"); break;
      case "n": out += String(month + 1); break;
      case "Y": out += String(date.getFullYear()).padStart(4, "0"); break;
      case "y": out += String(date.getFullYear() % 100).padStart(2, "0"); break;
      default: out += ch;
    }
  }
  return out;
}

// Only syntax characters: the pattern uses the `u` flag, which rejects needless escapes such as `\-`.
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * Alternation of names, longest first so that "Maj" never shadows a longer name sharing its start. The names
 * themselves, so Polish letters match (Zebra up to 1.8.4 at least matched `[a-z]+`: no "Październik"; a quirk not
 * kept, docs/speed.md).
 */
function namePattern(list: readonly string[]): string {
  return [...list].sort((a, b) => b.length - a.length).map(escapeRegExp).join("|");
}

/** Index of `text` in `list`, case-insensitively (Polish letters included). */
function nameIndex(list: readonly string[], text: string): number {
  const lower = text.toLocaleLowerCase();
  return list.findIndex((name) => name.toLocaleLowerCase() === lower);
}

interface Compiled {
  regexp: RegExp;
  tokens: string[];
  monthAbbrs: string[];
  dayAbbrs: string[];
}

/**
 * Compiled patterns per format and name lists. A page has many inputs sharing a handful of
 * formats, and typing re-parses on every key, so the regular expression is built once.
 */
const compiledCache = new WeakMap<DateNames, Map<string, Compiled>>();

function compile(format: string, names: DateNames): Compiled {
  let byFormat = compiledCache.get(names);
  if (!byFormat) compiledCache.set(names, (byFormat = new Map()));
  const cached = byFormat.get(format);
  if (cached) return cached;
  const monthAbbrs = names.months.map((_, i) => monthAbbr(names, i));
  const dayAbbrs = names.days.map((_, i) => dayAbbr(names, i));
  const tokens: string[] = [];
  let source = "";
  for (const ch of format) {
    if (!FORMAT_CHARS.has(ch)) {
      // Any run of white space in the format accepts any run of white space in the text.
      source += /\s/.test(ch) ? "\\s+" : escapeRegExp(ch);
      continue;
    }
    tokens.push(ch);
    const part = {
      d: "0[1-9]|[12]\\d|3[01]",
      j: "[1-9]|[12]\\d|3[01]",
      D: namePattern(dayAbbrs),
      l: namePattern(names.days),
      N: "[1-7]",
      w: "[0-6]",
      S: "st|nd|rd|th",
      F: namePattern(names.months),
      M: namePattern(monthAbbrs),
      m: "0[1-9]|1[0-2]",
      n: "[1-9]|1[0-2]",
      Y: "\\d{4}",
      y: "\\d{2}",
    }[ch];
    source += `(${part})`;
  }
  const compiled = { regexp: new RegExp(`^${source.replace(/(\\s\+)+/g, "\\s+")}$`, "iu"), tokens, monthAbbrs, dayAbbrs };
  byFormat.set(format, compiled);
  return compiled;
}

export interface ParseOptions {
  /** Year used when the format has no year character (a months-only format such as `F`). */
  defaultYear?: number;
}

/**
 * Reads a typed text as a date. It is a date only if the whole trimmed text matches the format,
 * names match the configured lists case-insensitively, the result is a real calendar date, and
 * any weekday or ordinal suffix in the text agrees with it. `y` reads as 19xx (legacy rule).
 * A format without days means the 1st, without months January.
 */
export function parseDate(text: string, format: string, names: DateNames, options: ParseOptions = {}): Date | null {
  const { regexp, tokens, monthAbbrs, dayAbbrs } = compile(format, names);
  const match = regexp.exec(text.trim());
  if (!match || tokens.length === 0) return null;
  let year = options.defaultYear;
  let month = 0;
  let day = 1;
  const weekdays: number[] = [];
  let suffix: string | undefined;
  for (const [i, token] of tokens.entries()) {
    const value = match[i + 1] ?? "";
    switch (token) {
      case "d": case "j": day = Number(value); break;
      case "m": case "n": month = Number(value) - 1; break;
      case "F": month = nameIndex(names.months, value); break;
      case "M": month = nameIndex(monthAbbrs, value); break;
      case "Y": year = Number(value); break;
      case "y": year = 1900 + Number(value); break;
      case "D": weekdays.push(nameIndex(dayAbbrs, value)); break;
      case "l": weekdays.push(nameIndex(names.days, value)); break;
      case "N": weekdays.push(Number(value) % 7); break;
      case "w": weekdays.push(Number(value)); break;
      case "S": suffix = value.toLowerCase(); break;
    }
  }
  if (year === undefined || month < 0 || !isRealDate(year, month, day)) return null;
  const date = calendarDate(year, month, day);
  // A day (D, l, N, w) that disagrees with the date makes no date. Zebra's check_date only looked that D and l were
  // some day's name and read N and w unchecked: a quirk not kept (docs/speed.md, "Zebra quirks not kept").
  if (weekdays.some((weekday) => weekday !== date.getDay())) return null;
  if (suffix !== undefined && suffix !== ordinalSuffix(day)) return null;
  return date;
}

export type View = "days" | "months" | "years";

/**
 * The views a format lets the user pick in, finest first. Days need a day of the month (d, j),
 * months a month (F, m, M, n), years a year (Y, y). A format with none of them gets all three, as
 * in the legacy picker.
 */
export function viewsOf(format: string): View[] {
  const views: View[] = [];
  if (/[dj]/.test(format)) views.push("days");
  if (/[FmMn]/.test(format)) views.push("months");
  if (/[Yy]/.test(format)) views.push("years");
  return views.length > 0 ? views : ["days", "months", "years"];
}
