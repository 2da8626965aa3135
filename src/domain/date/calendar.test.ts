import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "date-fns";
import { atNoon, calendarDate, fromIsoDate, toIsoDate, untilNextDay } from "./calendarDate.ts";
import { dayGrid, yearGrid, yearPage } from "./calendar.ts";
import { formatDate } from "./format.ts";
import { POLISH_NAMES } from "./names.ts";

// Node re-reads TZ when it changes: run these in a zone with daylight saving (Poland's).
const savedTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Europe/Warsaw";
});
afterAll(() => {
  process.env.TZ = savedTz;
});

describe("calendar dates across DST changes", () => {
  it("the zone under test really has DST", () => {
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(-60);
    expect(new Date(2026, 6, 1).getTimezoneOffset()).toBe(-120);
  });

  it.each([
    ["spring forward", "2026-03-28"],
    ["fall back", "2026-10-24"],
  ])("stepping day by day over %s keeps noon and never skips or repeats a day", (_, start) => {
    let date = fromIsoDate(start)!;
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      expect(date.getHours()).toBe(12);
      seen.push(toIsoDate(date));
      date = addDays(date, 1);
    }
    expect(new Set(seen).size).toBe(4);
    expect(seen[1]).toBe(toIsoDate(addDays(fromIsoDate(start)!, 1)));
  });

  it("a date taken at midnight on the change day stays on its day", () => {
    // 00:30 local on 29 March 2026: one hour away from the gap.
    const date = atNoon(new Date(2026, 2, 29, 0, 30));
    expect(formatDate(date, "Y-m-d", POLISH_NAMES)).toBe("2026-03-29");
    expect(date.getHours()).toBe(12);
  });

  it("the day grid of a DST month has 42 distinct days at noon", () => {
    const days = dayGrid(2026, 9, 1).flatMap((week) => week.days);
    expect(days.every((day) => day.getHours() === 12)).toBe(true);
    expect(new Set(days.map(toIsoDate)).size).toBe(42);
  });
});

describe("untilNextDay (Europe/Warsaw)", () => {
  const hour = 3_600_000;
  it("counts to the next midnight on the clock, also on the 23- and 25-hour days", () => {
    expect(untilNextDay(new Date(2026, 10, 30, 23, 50))).toBe(10 * 60_000);
    expect(untilNextDay(new Date(2026, 11, 31, 12))).toBe(12 * hour);
    // 29 March 2026: 02:00 became 03:00; 25 October 2026: 03:00 became 02:00.
    expect(untilNextDay(new Date(2026, 2, 29, 0, 0))).toBe(23 * hour);
    expect(untilNextDay(new Date(2026, 9, 25, 0, 0))).toBe(25 * hour);
  });
});

describe("calendarDate", () => {
  it("years below 100 are not moved to 19xx", () => {
    expect(calendarDate(50, 0, 1).getFullYear()).toBe(50);
  });
  it("fromIsoDate rejects impossible dates", () => {
    expect(fromIsoDate("2026-02-30")).toBeNull();
    expect(fromIsoDate("2026-2-3")).toBeNull();
  });
});

describe("dayGrid", () => {
  it("has 6 rows of 7 starting on Monday by default, the 1st in the first row", () => {
    // November 2026 begins on a Sunday.
    const weeks = dayGrid(2026, 10, 1);
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.days.length === 7)).toBe(true);
    expect(toIsoDate(weeks[0]!.days[0]!)).toBe("2026-10-26");
    expect(toIsoDate(weeks[0]!.days[6]!)).toBe("2026-11-01");
    expect(toIsoDate(weeks[5]!.days[6]!)).toBe("2026-12-06");
  });

  it("honours first_day_of_week (Sunday)", () => {
    const weeks = dayGrid(2026, 10, 0);
    expect(toIsoDate(weeks[0]!.days[0]!)).toBe("2026-11-01");
  });

  it("a month starting on the first day of the week shows no previous-month days", () => {
    // June 2026 begins on a Monday.
    expect(toIsoDate(dayGrid(2026, 5, 1)[0]!.days[0]!)).toBe("2026-06-01");
  });

  it("ISO week numbers around new year", () => {
    // 2026-12-28 (Mon) is week 53 of 2026; 2027-01-04 starts week 1 of 2027.
    expect(dayGrid(2027, 0, 1).map((week) => week.isoWeek)).toEqual([53, 1, 2, 3, 4, 5]);
    // 2025-12-29 (Mon) is week 1 of 2026.
    expect(dayGrid(2025, 11, 1).map((week) => week.isoWeek)).toEqual([49, 50, 51, 52, 1, 2]);
    // 2021-01-01 (Fri) belongs to week 53 of 2020.
    expect(dayGrid(2021, 0, 1)[0]!.isoWeek).toBe(53);
  });

  it("ISO weeks of rows starting on Sunday follow the majority of the row", () => {
    // Row Sun 27 Dec 2026 - Sat 2 Jan 2027: six of its days are in ISO week 53.
    expect(dayGrid(2027, 0, 0)[0]!.isoWeek).toBe(53);
  });
});

describe("yearGrid", () => {
  it("is 12 years from 7 before to 4 after", () => {
    expect(yearGrid(2026)).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030]);
  });

  it("with a step of 2 (the second calendar) spans 22 years, and its page bounds are the grid's ends", () => {
    const grid = yearGrid(2000, 2);
    expect(grid).toHaveLength(12);
    expect(yearPage(2000, 2)).toEqual({ first: grid[0], last: grid[11] });
    expect(yearPage(2000, 2)).toEqual({ first: 1986, last: 2008 });
  });
});
