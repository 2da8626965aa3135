import type { DayDate } from "../src/deform/localeDate.ts";
import { calendarDate, toIsoDate } from "../src/domain/date/calendarDate.ts";

/**
 * The shop's "today": the day in Warsaw, as the shop's PHP prints and judges it (the shop is in Poland,
 * `date_default_timezone_set('Europe/Warsaw')`), not the machine's day. A fixture server on a UTC machine printed
 * yesterday from 23:00 UTC (22:00 in summer) to midnight (session 46): a registration form's `data-today`, the age
 * rules judging a post, the back office's "not before today". Every day the fixture server prints or judges is this one.
 * (The bundle's own `isoToday` is the browser's day, the buyer's, and stays so.)
 */
const WARSAW = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Warsaw", year: "numeric", month: "numeric", day: "numeric" });

/** The shop's day at `now` as year, month and day (the form the back office's validators take). */
export function shopDay(now: Date = new Date()): DayDate {
  // One formatting for the three parts.
  const parts = Object.fromEntries(WARSAW.formatToParts(now).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day! };
}

/** The shop's day at `now` as YYYY-MM-DD (what its pages print in `data-today` and the age rules take). */
export function shopToday(now: Date = new Date()): string {
  const { year, month, day } = shopDay(now);
  return toIsoDate(calendarDate(year, month - 1, day));
}
