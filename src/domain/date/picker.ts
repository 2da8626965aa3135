import { addDays, addMonths, addYears, endOfWeek, startOfWeek } from "date-fns";
import { atNoon, calendarDate } from "./calendarDate.ts";
import { yearGrid, yearPage, YEARS_PER_PAGE, type WeekStart } from "./calendar.ts";
import type { View } from "./format.ts";
import type { Availability } from "./rules.ts";

/**
 * What the open picker shows: a view, the page of that view (the month of the day grid, the year
 * of the month grid, the middle year of the year grid) and the date holding keyboard focus.
 * Pure transitions; the component only renders a state and dispatches keys and clicks.
 */
export interface PickerState {
  view: View;
  year: number;
  month: number;
  focus: Date;
}

export function openState(view: View, date: Date): PickerState {
  return { view, year: date.getFullYear(), month: date.getMonth(), focus: atNoon(date) };
}

/** The first available view: the configured one if the format uses it, else the finest one. */
export function startView(configured: View, views: readonly View[]): View {
  return views.includes(configured) ? configured : views[0]!;
}

/** Clicking the caption: days → months → years → days, skipping views the format lacks. */
export function cycleView(view: View, views: readonly View[]): View {
  const order: View[] = ["days", "months", "years"];
  for (let i = 1; i <= 3; i++) {
    const next = order[(order.indexOf(view) + i) % 3]!;
    if (views.includes(next)) return next;
  }
  return view;
}

/** Where previous (-1) or next (+1) leads: a month, a year or a page of 12 years (`yearStep` apart). */
function pageStep(state: PickerState, direction: -1 | 1, yearStep: number): PickerState {
  const { view, year, month } = state;
  if (view === "days") {
    const target = addMonths(calendarDate(year, month, 1), direction);
    return { ...state, year: target.getFullYear(), month: target.getMonth() };
  }
  return { ...state, year: year + direction * (view === "months" ? 1 : YEARS_PER_PAGE * yearStep) };
}

/**
 * Whether previous/next may move: the target page must hold something selectable, and with
 * months as the only view (a format such as `F`) there is no year to move to at all.
 */
export function canPage(state: PickerState, direction: -1 | 1, views: readonly View[], available: Availability, yearStep = 1): boolean {
  if (views.length === 1 && views[0] === "months") return false;
  const target = pageStep(state, direction, yearStep);
  if (target.view === "days") return !available.isDisabled({ year: target.year, month: target.month });
  if (target.view === "months") return !available.isDisabled({ year: target.year });
  return yearGrid(target.year, yearStep).some((year) => !available.isDisabled({ year }));
}

/** Moves a page and keeps focus on the same position within it. */
export function page(state: PickerState, direction: -1 | 1, yearStep = 1): PickerState {
  const target = pageStep(state, direction, yearStep);
  const { focus } = state;
  const moved =
    target.view === "days"
      ? addMonths(focus, direction)
      : addYears(focus, target.view === "months" ? direction : direction * YEARS_PER_PAGE * yearStep);
  return { ...target, focus: atNoon(moved) };
}

export type NavigationKey = "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" | "PageUp" | "PageDown" | "Home" | "End";

export function isNavigationKey(key: string): key is NavigationKey {
  return ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End"].includes(key);
}

/**
 * The WAI-ARIA date picker dialog keys. Days: arrows by day and week, Page Up/Down by month,
 * Shift+Page Up/Down by year, Home/End to the start/end of the week. Months and years (grids of 3
 * columns): arrows by one and by a row, Home/End within the row, Page Up/Down by a year (months)
 * or 12 years (years). Focus never leaves the calendar's year bounds.
 */
export function moveFocus(state: PickerState, key: NavigationKey, shift: boolean, weekStart: WeekStart, available: Availability, yearStep = 1): PickerState {
  const { focus, view } = state;
  let next: Date;
  if (view === "days") {
    const moves: Record<NavigationKey, () => Date> = {
      ArrowLeft: () => addDays(focus, -1),
      ArrowRight: () => addDays(focus, 1),
      ArrowUp: () => addDays(focus, -7),
      ArrowDown: () => addDays(focus, 7),
      PageUp: () => (shift ? addYears(focus, -1) : addMonths(focus, -1)),
      PageDown: () => (shift ? addYears(focus, 1) : addMonths(focus, 1)),
      Home: () => startOfWeek(focus, { weekStartsOn: weekStart }),
      End: () => endOfWeek(focus, { weekStartsOn: weekStart }),
    };
    next = moves[key]();
  } else {
    const unit = view === "months" ? (n: number) => addMonths(focus, n) : (n: number) => addYears(focus, n * yearStep);
    const index = view === "months" ? focus.getMonth() : (focus.getFullYear() - yearPage(state.year, yearStep).first) / yearStep;
    const column = ((index % 3) + 3) % 3;
    const moves: Record<NavigationKey, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -3,
      ArrowDown: 3,
      PageUp: -12,
      PageDown: 12, // 12 months or 12 years
      Home: -column,
      End: 2 - column,
    };
    next = unit(moves[key]);
  }
  next = atNoon(next);
  const lowest = calendarDate(available.minYear, 0, 1);
  const highest = calendarDate(available.maxYear, 11, 31);
  if (next < lowest) next = lowest;
  if (next > highest) next = highest;
  // A year grid with a step: a year clamped to the bounds goes back onto the grid, inwards.
  const offGrid = view === "years" ? (((next.getFullYear() - state.year) % yearStep) + yearStep) % yearStep : 0;
  if (offGrid) next = atNoon(addYears(next, next.getTime() === lowest.getTime() ? yearStep - offGrid : -offGrid));
  return follow({ ...state, focus: next }, yearStep);
}

/** Turns the page so that the focused date is on it (the year grid moves by whole pages). */
export function follow(state: PickerState, yearStep = 1): PickerState {
  const { focus, view } = state;
  if (view === "days") return { ...state, year: focus.getFullYear(), month: focus.getMonth() };
  if (view === "months") return { ...state, year: focus.getFullYear(), month: focus.getMonth() };
  let { year } = state;
  while (focus.getFullYear() < yearPage(year, yearStep).first) year -= YEARS_PER_PAGE * yearStep;
  while (focus.getFullYear() > yearPage(year, yearStep).last) year += YEARS_PER_PAGE * yearStep;
  return { ...state, year, month: focus.getMonth() };
}

/**
 * Picking a year or a month: go down to the next finer view the format uses, or report that the
 * pick is the selection (a format without months selects on a year; without days, on a month).
 */
export function pick(state: PickerState, value: Date, views: readonly View[]): { state: PickerState; select: boolean } {
  const focus = atNoon(value);
  const finerViews: View[] = state.view === "years" ? ["months", "days"] : state.view === "months" ? ["days"] : [];
  const finer = finerViews.find((view) => views.includes(view));
  if (finer) {
    return { state: { view: finer, year: focus.getFullYear(), month: focus.getMonth(), focus }, select: false };
  }
  return { state: { ...state, focus }, select: true };
}

/** The date a selection stands for: a format without days means the 1st, without months January. */
export function selectionOf(date: Date, views: readonly View[]): Date {
  return calendarDate(date.getFullYear(), views.includes("months") ? date.getMonth() : 0, views.includes("days") ? date.getDate() : 1);
}
