import { describe, expect, it } from "vitest";
import { calendarDate, toIsoDate } from "./calendarDate.ts";
import { canPage, cycleView, follow, moveFocus, openState, page, pick, selectionOf, startView, type PickerState } from "./picker.ts";
import { availability, type AvailabilitySettings } from "./rules.ts";
import type { View } from "./format.ts";

const REF = calendarDate(2026, 10, 23); // Monday
const make = (settings: Partial<AvailabilitySettings> = {}) =>
  availability({ direction: 0, reference: REF, disabledDates: [], enabledDates: [], minYear: 1900, maxYear: 2050, ...settings });
const ALL: View[] = ["days", "months", "years"];

describe("views", () => {
  it("the caption cycles days, months, years and back", () => {
    expect([cycleView("days", ALL), cycleView("months", ALL), cycleView("years", ALL)]).toEqual(["months", "years", "days"]);
  });
  it("skips views the format does not use", () => {
    expect(cycleView("years", ["months", "years"])).toBe("months");
    expect(cycleView("years", ["years"])).toBe("years");
    expect(cycleView("days", ["days", "years"])).toBe("years");
  });
  it("opens on the configured view if the format has it, else the finest", () => {
    expect(startView("years", ALL)).toBe("years");
    expect(startView("days", ["months", "years"])).toBe("months");
    expect(startView("days", ["years"])).toBe("years");
  });
});

describe("previous and next", () => {
  const at = (view: View, iso: string): PickerState => openState(view, new Date(`${iso}T12:00:00`));

  it("move one month, one year or 12 years", () => {
    expect(page(at("days", "2026-01-31"), -1)).toMatchObject({ year: 2025, month: 11 });
    expect(toIsoDate(page(at("days", "2026-01-31"), 1).focus)).toBe("2026-02-28");
    expect(page(at("months", "2026-05-10"), 1)).toMatchObject({ year: 2027 });
    expect(page(at("years", "2026-05-10"), -1)).toMatchObject({ year: 2014 });
  });

  it("are blocked when the target holds nothing selectable", () => {
    const future = make({ direction: true });
    expect(canPage(at("days", "2026-11-23"), -1, ALL, future)).toBe(false);
    expect(canPage(at("days", "2026-11-23"), 1, ALL, future)).toBe(true);
    expect(canPage(at("months", "2026-11-23"), -1, ALL, future)).toBe(false);
    const past = make({ direction: false });
    expect(canPage(at("years", "2026-11-23"), 1, ALL, past)).toBe(false);
    expect(canPage(at("years", "2026-11-23"), -1, ALL, past)).toBe(true);
  });

  it("the years page is open while any of its 12 years is selectable", () => {
    // Next page of 2026 is 2031..2042; only 2042 left open by the rules.
    const a = make({ disabledDates: ["* * 2027-2041"] });
    expect(canPage(at("years", "2026-01-01"), 1, ALL, a)).toBe(true);
    expect(canPage(at("years", "2026-01-01"), 1, ALL, make({ disabledDates: ["* * 2027-2042"] }))).toBe(false);
  });

  it("stop at the year bounds", () => {
    expect(canPage(at("days", "1900-01-15"), -1, ALL, make())).toBe(false);
    expect(canPage(at("months", "2050-06-15"), 1, ALL, make())).toBe(false);
  });

  it("are always blocked when months is the only view", () => {
    expect(canPage(at("months", "2026-06-15"), 1, ["months"], make())).toBe(false);
    expect(canPage(at("months", "2026-06-15"), -1, ["months"], make())).toBe(false);
  });
});

describe("keyboard moves (WAI-ARIA date picker)", () => {
  const a = make();
  const from = (view: View, iso: string) => openState(view, new Date(`${iso}T12:00:00`));
  const move = (state: PickerState, key: Parameters<typeof moveFocus>[1], shift = false) => moveFocus(state, key, shift, 1, a);

  it.each([
    ["ArrowLeft", false, "2026-11-22"],
    ["ArrowRight", false, "2026-11-24"],
    ["ArrowUp", false, "2026-11-16"],
    ["ArrowDown", false, "2026-11-30"],
    ["PageUp", false, "2026-10-23"],
    ["PageDown", false, "2026-12-23"],
    ["PageUp", true, "2025-11-23"],
    ["PageDown", true, "2027-11-23"],
    ["Home", false, "2026-11-23"], // a Monday already
    ["End", false, "2026-11-29"],
  ] as const)("days: %s (shift %s) → %s", (key, shift, expected) => {
    expect(toIsoDate(move(from("days", "2026-11-23"), key, shift).focus)).toBe(expected);
  });

  it("Home honours first_day_of_week", () => {
    expect(toIsoDate(moveFocus(from("days", "2026-11-25"), "Home", false, 0, a).focus)).toBe("2026-11-22");
  });

  it("the page follows the focus into the next month", () => {
    expect(move(from("days", "2026-11-30"), "ArrowDown")).toMatchObject({ year: 2026, month: 11 });
  });

  it("PageDown from 31 January lands on the last day of February", () => {
    expect(toIsoDate(move(from("days", "2027-01-31"), "PageDown").focus)).toBe("2027-02-28");
  });

  it("months: arrows by one and by a row of 3, Home/End within the row, pages by year", () => {
    const may = from("months", "2026-05-10");
    expect(move(may, "ArrowRight").focus.getMonth()).toBe(5);
    expect(move(may, "ArrowUp").focus.getMonth()).toBe(1);
    expect(move(may, "Home").focus.getMonth()).toBe(3);
    expect(move(may, "End").focus.getMonth()).toBe(5);
    expect(move(may, "PageDown")).toMatchObject({ year: 2027 });
  });

  it("years: arrows within the 12-year page, which turns as a whole", () => {
    const state = from("years", "2026-05-10"); // page 2019..2030
    expect(move(state, "ArrowDown").focus.getFullYear()).toBe(2029);
    expect(move(state, "Home").focus.getFullYear()).toBe(2025);
    const turned = move(move(state, "ArrowDown"), "ArrowDown"); // 2032: next page
    expect([turned.focus.getFullYear(), turned.year]).toEqual([2032, 2038]);
    expect(move(state, "PageUp")).toMatchObject({ year: 2014 });
  });

  it("never leaves the year bounds", () => {
    expect(toIsoDate(move(from("days", "1900-01-03"), "ArrowUp").focus)).toBe("1900-01-01");
    expect(toIsoDate(move(from("days", "2050-12-30"), "PageDown", true).focus)).toBe("2050-12-31");
  });
});

describe("a year grid with a step (the second legacy calendar: every other year)", () => {
  const bounded = availability({ direction: 0, reference: REF, disabledDates: [], enabledDates: [], minYear: 1970, maxYear: 2050 });
  const state = openState("years", calendarDate(2026, 4, 10)); // page 2012, 2014 … 2034

  it("arrows move by the step, pages by 12 steps, and the page turns as a whole", () => {
    const step = (from: PickerState, key: "ArrowLeft" | "ArrowDown" | "PageUp" | "Home") => moveFocus(from, key, false, 1, bounded, 2);
    expect(step(state, "ArrowLeft").focus.getFullYear()).toBe(2024);
    expect(step(state, "ArrowDown").focus.getFullYear()).toBe(2032);
    expect(step(state, "Home").focus.getFullYear()).toBe(2024); // 2026 is the middle of its row 2024, 2026, 2028
    expect(step(state, "PageUp")).toMatchObject({ year: 2002 });
    expect(page(state, 1, 2)).toMatchObject({ year: 2050 });
  });

  it("a year clamped to the bounds goes back onto the grid, inwards", () => {
    const early = openState("years", calendarDate(1973, 4, 10)); // grid of odd years
    expect(moveFocus(early, "ArrowUp", false, 1, bounded, 2).focus.getFullYear()).toBe(1971);
  });

  it("previous is blocked when the whole page lies before the lower bound", () => {
    expect(canPage(openState("years", calendarDate(1978, 0, 1)), -1, ALL, bounded, 2)).toBe(false); // 1940 … 1962
    expect(canPage(openState("years", calendarDate(2002, 0, 1)), -1, ALL, bounded, 2)).toBe(true); // 1964 … 1986
  });
});

describe("picking", () => {
  const state = openState("years", calendarDate(2026, 4, 10));
  it("a year goes to months, a month to days", () => {
    const year = pick(state, calendarDate(2030, 4, 10), ALL);
    expect(year).toMatchObject({ select: false, state: { view: "months", year: 2030 } });
    expect(pick(year.state, calendarDate(2030, 7, 10), ALL)).toMatchObject({ select: false, state: { view: "days", month: 7 } });
  });
  it("selects directly when the format has no finer view", () => {
    expect(pick(state, calendarDate(2030, 0, 1), ["years"]).select).toBe(true);
    expect(pick(openState("months", REF), calendarDate(2030, 3, 1), ["months", "years"]).select).toBe(true);
  });
  it("a selection without days is the 1st, without months January", () => {
    expect(toIsoDate(selectionOf(calendarDate(2030, 4, 17), ["months", "years"]))).toBe("2030-05-01");
    expect(toIsoDate(selectionOf(calendarDate(2030, 4, 17), ["years"]))).toBe("2030-01-01");
  });
  it("follow keeps a year page that already shows the focus", () => {
    expect(follow({ view: "years", year: 2026, month: 0, focus: calendarDate(2020, 0, 1) }).year).toBe(2026);
  });
});
