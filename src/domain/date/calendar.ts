import { addDays, getISOWeek, startOfWeek } from "date-fns";
import { atNoon } from "./calendarDate.ts";
import { times } from "../times.ts";

export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface Week {
  /** ISO 8601 week number of the row. */
  isoWeek: number;
  days: Date[];
}

/**
 * The day grid of a month: always 42 cells (6 rows of 7) beginning on `firstDayOfWeek`
 * (0 = Sunday, 1 = Monday), so the picker never changes height between months.
 * A row's ISO week is that of its fourth cell: whichever day the week starts on, at least four of
 * the row's seven days fall in the ISO week containing the fourth.
 */
export function dayGrid(year: number, month: number, firstDayOfWeek: WeekStart): Week[] {
  const first = atNoon(startOfWeek(new Date(year, month, 1, 12), { weekStartsOn: firstDayOfWeek }));
  const weeks: Week[] = [];
  for (let row = 0; row < 6; row++) {
    const days = times(7, (col) => addDays(first, row * 7 + col));
    weeks.push({ isoWeek: getISOWeek(days[3]!), days });
  }
  return weeks;
}

/** Years on a page of the year grid (legacy layout, 3 per row), and how many of them come before its `year`. */
export const YEARS_PER_PAGE = 12;
const YEARS_BEFORE = 7;

/** The first and last year of the year-grid page around `year`, `step` years apart. */
export function yearPage(year: number, step = 1): { first: number; last: number } {
  const first = year - YEARS_BEFORE * step;
  return { first, last: first + (YEARS_PER_PAGE - 1) * step };
}

/**
 * The year grid: 12 years from 7 before to 4 after `year`, `step` years apart (the second legacy calendar lists
 * every other year: step 2).
 */
export function yearGrid(year: number, step = 1): number[] {
  const { first } = yearPage(year, step);
  return times(YEARS_PER_PAGE, (i) => first + i * step);
}

/** Months 0-11 in rows of 3. */
export const MONTH_ROWS: readonly (readonly number[])[] = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [9, 10, 11],
];
