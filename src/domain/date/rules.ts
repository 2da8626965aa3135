import { addDays } from "date-fns";
import { atNoon, calendarDate, dayKey } from "./calendarDate.ts";

/**
 * One field of a disabled_dates / enabled_dates rule: '*' (any) or a set of values, written as
 * the legacy plugin's cron-like syntax: `5`, lists `1,2,3`, ranges `1-10`, or both `1-10,20`.
 */
export type RuleField = "*" | ReadonlySet<number>;

/** 'day month year weekday': days 1-31, months 1-12, years, weekdays 0-6 (Sunday = 0). */
export interface DateRule {
  day: RuleField;
  month: RuleField;
  year: RuleField;
  weekday: RuleField;
}

const FIELD = /^(\*|\d+(-\d+)?(,\d+(-\d+)?)*)$/;

/** Whether a rule text is well formed (props are checked with this before any parsing). */
export function isRuleText(text: string): boolean {
  const fields = text.trim().split(/\s+/);
  return fields.length >= 1 && fields.length <= 4 && fields.every((field) => FIELD.test(field) || field.split(",").includes("*"));
}

function parseField(text: string | undefined): RuleField {
  // A missing field is '*', and so is any list containing '*' (the legacy plugin reads it so). Every range of a list
  // is read whole: Zebra's parser skipped a range that followed a range ('1-3,5-7' gave 1, 2, 3, 5), a quirk not
  // kept (docs/speed.md, "Zebra quirks not kept"; rules.test.ts).
  if (text === undefined || text.split(",").includes("*")) return "*";
  const values = new Set<number>();
  for (const item of text.split(",")) {
    const [from, to = from] = item.split("-").map(Number) as [number, number?];
    for (let value = from; value <= to; value++) values.add(value);
  }
  return values;
}

/**
 * Parses 'day month year weekday'; missing trailing fields mean '*'. Any run of white space is one separator: Zebra
 * split on single spaces and read '1  12 2026' as day 1, any month, year 12, weekday 2026 (a quirk not kept, as above).
 */
export function parseRule(text: string): DateRule {
  const [day, month, year, weekday] = text.trim().split(/\s+/);
  return { day: parseField(day), month: parseField(month), year: parseField(year), weekday: parseField(weekday) };
}

const has = (field: RuleField, value: number) => field === "*" || field.has(value);

/**
 * The granularity of an availability question: a whole year, a month (0-11) of a year, or a day.
 * A year or month is disabled only when all of it is; a weekday rule disables days only.
 */
export interface Period {
  year: number;
  month?: number;
  day?: number;
}

function weekdayOf({ year, month, day }: Period): number | undefined {
  return month === undefined || day === undefined ? undefined : calendarDate(year, month, day).getDay();
}

/** A disabling rule covers the whole period. */
function disables(rule: DateRule, period: Period): boolean {
  const { year, month, day } = period;
  if (!has(rule.year, year)) return false;
  if (rule.month !== "*" && (month === undefined || !rule.month.has(month + 1))) return false;
  if (rule.day !== "*" && (day === undefined || !rule.day.has(day))) return false;
  if (rule.weekday === "*") return true;
  const weekday = weekdayOf(period);
  return weekday !== undefined && rule.weekday.has(weekday);
}

/** An enabling rule touches the period (a year with one enabled day is an enabled year). */
function enables(rule: DateRule, period: Period): boolean {
  const { year, month, day } = period;
  if (!has(rule.year, year)) return false;
  if (month === undefined) return true;
  if (!has(rule.month, month + 1)) return false;
  if (day === undefined) return true;
  if (!has(rule.day, day)) return false;
  const weekday = weekdayOf(period);
  return weekday !== undefined && has(rule.weekday, weekday);
}

/** The earliest date a year-specific rule names ('*' month or day → the first). */
function earliestOf(rule: DateRule): Date | null {
  if (rule.year === "*") return null;
  const min = (field: RuleField, fallback: number) => (field === "*" ? fallback : Math.min(...field));
  return calendarDate(min(rule.year, 0), min(rule.month, 1) - 1, min(rule.day, 1));
}

const everything = (rule: DateRule) => rule.day === "*" && rule.month === "*" && rule.year === "*" && rule.weekday === "*";

/** One end of an array `direction`: a date (already parsed), a day offset, or true/false. */
export type DirectionEnd = Date | number | boolean;
export type Direction = number | boolean | readonly [DirectionEnd, DirectionEnd];

export interface Range {
  start?: Date;
  end?: Date;
}

/**
 * The selectable range `direction` gives, relative to the reference date (today unless a pair or
 * the reference_date setting moved it):
 * - 0: no restriction; true: from the reference date on; false: up to it;
 * - n > 0: from n days after it; n < 0: up to n days before it;
 * - [start, end] with start a date, true (the reference) or n > 0, and end a date, false (open)
 *   or n >= 0 days after the start;
 * - [end, start] with end false (the reference) or n < 0, and start a date or n >= 0 days before
 *   the end.
 * An end before the start is ignored (the range stays open on that side); any other array is no
 * restriction. These are the legacy plugin's documented forms.
 */
export function resolveDirection(direction: Direction, reference: Date): Range {
  const ref = atNoon(reference);
  if (direction === true) return { start: ref };
  if (direction === false) return { end: ref };
  if (typeof direction === "number") {
    if (direction > 0) return { start: addDays(ref, direction) };
    if (direction < 0) return { end: addDays(ref, direction) };
    return {};
  }
  const [first, second] = direction;
  const isDate = (value: DirectionEnd): value is Date => value instanceof Date;
  const isOffset = (value: DirectionEnd): value is number => typeof value === "number" && Number.isInteger(value);
  const futureFirst = isDate(first) || first === true || (isOffset(first) && first > 0);
  const futureSecond = isDate(second) || second === false || (isOffset(second) && second >= 0);
  if (futureFirst && futureSecond) {
    const start = isDate(first) ? atNoon(first) : addDays(ref, first === true ? 0 : (first as number));
    if (isDate(second)) return dayKey(second) >= dayKey(start) ? { start, end: atNoon(second) } : { start };
    return second === false ? { start } : { start, end: addDays(start, second as number) };
  }
  const pastFirst = first === false || (isOffset(first) && first < 0);
  const pastSecond = isDate(second) || (isOffset(second) && second >= 0);
  if (pastFirst && pastSecond) {
    const end = addDays(ref, first === false ? 0 : first);
    if (isDate(second)) return dayKey(second) < dayKey(end) ? { start: atNoon(second), end } : { end };
    return { start: addDays(end, -(second as number)), end };
  }
  return {};
}

export interface AvailabilitySettings {
  direction: Direction;
  reference: Date;
  disabledDates: readonly string[];
  enabledDates: readonly string[];
  minYear: number;
  maxYear: number;
}

export interface Availability {
  readonly range: Range;
  readonly minYear: number;
  readonly maxYear: number;
  /** Whether a whole year, a month or a day is out of reach. */
  isDisabled(period: Period): boolean;
  isDateDisabled(date: Date): boolean;
  /** The date the picker opens on when the input is empty, or null if nothing is selectable. */
  firstSelectable(): Date | null;
}

/** Compares a period with a date at the period's own granularity (-1 before, 0 inside, 1 after). */
function compare(period: Period, date: Date): number {
  const parts: Array<[number | undefined, number]> = [
    [period.year, date.getFullYear()],
    [period.month, date.getMonth()],
    [period.day, date.getDate()],
  ];
  for (const [mine, theirs] of parts) {
    if (mine === undefined) return 0;
    if (mine !== theirs) return mine < theirs ? -1 : 1;
  }
  return 0;
}

export function availability(settings: AvailabilitySettings): Availability {
  const range = resolveDirection(settings.direction, settings.reference);
  const disabled = settings.disabledDates.map(parseRule);
  const enabled = settings.enabledDates.map(parseRule);
  const { minYear, maxYear } = settings;

  function isDisabled(period: Period): boolean {
    if (period.year < minYear || period.year > maxYear) return true;
    if (range.start && compare(period, range.start) < 0) return true;
    if (range.end && compare(period, range.end) > 0) return true;
    // Enabled rules override disabled ones, but never the direction or the year bounds.
    if (enabled.some((rule) => enables(rule, period))) return false;
    return disabled.some((rule) => disables(rule, period));
  }

  const isDateDisabled = (date: Date) => isDisabled({ year: date.getFullYear(), month: date.getMonth(), day: date.getDate() });

  /**
   * Where the search starts: the range's start, its end for a past-only calendar (never after
   * the reference date), or the reference date. If a rule disables everything and no direction is set, the earliest
   * year-specific enabled rule takes the reference date's place (the legacy plugin's rule; it
   * would otherwise search from today for a year that may lie in the past).
   */
  function searchFrom(): Date {
    if (range.start) return range.start;
    if (range.end) return range.end;
    if (disabled.some(everything)) {
      const earliest = enabled.map(earliestOf).filter((date): date is Date => date !== null).sort((a, b) => dayKey(a) - dayKey(b))[0];
      if (earliest) return earliest;
    }
    return atNoon(settings.reference);
  }

  /**
   * Searches year by year, then month by month, then day by day: forward, or backward for a
   * past-only calendar. Bounded by the year bounds, so a calendar with nothing selectable ends.
   */
  function firstSelectable(): Date | null {
    const step = range.end && !range.start ? -1 : 1;
    const from = searchFrom();
    let year = from.getFullYear();
    let month = from.getMonth();
    let day = from.getDate();
    const inBounds = () => year >= minYear && year <= maxYear;
    if (!isDisabled({ year, month, day })) return calendarDate(year, month, day);
    while (inBounds() && isDisabled({ year })) {
      year += step;
      [month, day] = step > 0 ? [0, 1] : [11, 31];
    }
    while (inBounds() && isDisabled({ year, month })) {
      month += step;
      if (month > 11) [year, month] = [year + 1, 0];
      if (month < 0) [year, month] = [year - 1, 11];
      day = step > 0 ? 1 : calendarDate(year, month + 1, 0).getDate();
    }
    let date = calendarDate(year, month, day);
    while (date.getFullYear() >= minYear && date.getFullYear() <= maxYear) {
      if (!isDateDisabled(date)) return date;
      date = addDays(date, step);
    }
    return null;
  }

  return { range, minYear, maxYear, isDisabled, isDateDisabled, firstSelectable };
}
