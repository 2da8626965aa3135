import { describe, expect, it } from "vitest";
import { calendarDate, toIsoDate } from "./calendarDate.ts";
import { availability, isRuleText, parseRule, resolveDirection, type AvailabilitySettings, type Direction } from "./rules.ts";

const d = (iso: string) => {
  const [y, m, day] = iso.split("-").map(Number) as [number, number, number];
  return calendarDate(y, m - 1, day);
};
const iso = (date: Date | undefined | null) => (date ? toIsoDate(date) : date);

// Reference: Monday 23 November 2026.
const REF = d("2026-11-23");
const make = (settings: Partial<AvailabilitySettings>) =>
  availability({ direction: 0, reference: REF, disabledDates: [], enabledDates: [], minYear: 1900, maxYear: 2050, ...settings });

describe("parseRule", () => {
  it("reads '*', single values, lists, ranges and mixes of them", () => {
    const rule = parseRule("1-3,10 * 2026 0,6");
    expect([...(rule.day as Set<number>)]).toEqual([1, 2, 3, 10]);
    expect(rule.month).toBe("*");
    expect([...(rule.year as Set<number>)]).toEqual([2026]);
    expect([...(rule.weekday as Set<number>)]).toEqual([0, 6]);
  });

  it("reads leading zeros as numbers and missing fields as '*'", () => {
    const rule = parseRule("01 07");
    expect([...(rule.day as Set<number>)]).toEqual([1]);
    expect([...(rule.month as Set<number>)]).toEqual([7]);
    expect(rule.year).toBe("*");
    expect(rule.weekday).toBe("*");
  });

  it.each(["* * * *", "1 1 2012", "1-10,20,22 1-3 *", "* * * 0,6", "01 07 2012"])("accepts %s", (text) =>
    expect(isRuleText(text)).toBe(true),
  );
  it.each(["", "a b c", "1 2 3 4 5", "1--3", "1,", "-1"])("rejects %j", (text) => expect(isRuleText(text)).toBe(false));
});

describe("Zebra quirks not kept (deliberate differences, docs/speed.md)", () => {
  it("every range of a list is read whole: '1-3,5-7' is 1-3 and 5-7 (Zebra's parser skipped the range after a range and read '5-7' as 5)", () => {
    expect([...(parseRule("1-3,5-7 12 2026").day as Set<number>)]).toEqual([1, 2, 3, 5, 6, 7]);
    const a = make({ disabledDates: ["1-3,5-7 12 2026"] });
    expect(["2026-12-04", "2026-12-05", "2026-12-06", "2026-12-07", "2026-12-08"].map((x) => a.isDateDisabled(d(x)))).toEqual([false, true, true, true, false]);
  });

  it("a run of spaces is one separator: '1  12 2026' is 1 December 2026 (Zebra's split(' ') read the empty field as '*' and shifted the rest)", () => {
    const rule = parseRule("1  12 2026");
    expect([rule.day, rule.month, rule.year].map((field) => [...(field as Set<number>)])).toEqual([[1], [12], [2026]]);
    expect(rule.weekday).toBe("*");
    expect(isRuleText("1  12 2026")).toBe(true);
    expect(make({ disabledDates: ["1  12 2026"] }).isDateDisabled(d("2026-12-01"))).toBe(true);
  });
});

describe("disabled_dates and enabled_dates", () => {
  it("'* * * 0,6' disables weekends only", () => {
    const a = make({ disabledDates: ["* * * 0,6"] });
    expect(a.isDateDisabled(d("2026-11-28"))).toBe(true); // Saturday
    expect(a.isDateDisabled(d("2026-11-29"))).toBe(true); // Sunday
    expect(a.isDateDisabled(d("2026-11-30"))).toBe(false); // Monday
    // A weekday rule never disables a whole month or year.
    expect(a.isDisabled({ year: 2026, month: 10 })).toBe(false);
    expect(a.isDisabled({ year: 2026 })).toBe(false);
  });

  it("a specific day, a whole month and a range of days", () => {
    const a = make({ disabledDates: ["1 1 2027", "* 8 2027", "10-12 9 *"] });
    expect(a.isDateDisabled(d("2027-01-01"))).toBe(true);
    expect(a.isDateDisabled(d("2027-01-02"))).toBe(false);
    expect(a.isDisabled({ year: 2027, month: 7 })).toBe(true);
    expect(a.isDisabled({ year: 2027, month: 0 })).toBe(false);
    expect(a.isDisabled({ year: 2027 })).toBe(false);
    expect(["2030-09-09", "2030-09-10", "2030-09-12", "2030-09-13"].map((x) => a.isDateDisabled(d(x)))).toEqual([false, true, true, false]);
  });

  it("'* * 2027' disables the year at every granularity", () => {
    const a = make({ disabledDates: ["* * 2027"] });
    expect(a.isDisabled({ year: 2027 })).toBe(true);
    expect(a.isDisabled({ year: 2027, month: 5 })).toBe(true);
    expect(a.isDisabled({ year: 2028 })).toBe(false);
  });

  it("enabled rules override disabled ones, down to the day", () => {
    const a = make({ disabledDates: ["* * * 0,6"], enabledDates: ["5 12 2026"] });
    expect(a.isDateDisabled(d("2026-12-05"))).toBe(false); // a Saturday, enabled
    expect(a.isDateDisabled(d("2026-12-12"))).toBe(true);
  });

  it("an enabled weekday inside a disabled month", () => {
    const a = make({ disabledDates: ["* 12 2026"], enabledDates: ["* 12 2026 6"] });
    expect(a.isDisabled({ year: 2026, month: 11 })).toBe(false); // a month with an enabled day is open
    expect(a.isDateDisabled(d("2026-12-05"))).toBe(false); // Saturday
    expect(a.isDateDisabled(d("2026-12-07"))).toBe(true);
  });

  it("enabled rules alone restrict nothing", () => {
    const a = make({ enabledDates: ["1 1 2027"] });
    expect(a.isDateDisabled(d("2027-01-02"))).toBe(false);
  });

  it("enabled rules never override the direction", () => {
    const a = make({ direction: true, enabledDates: ["* * *"] });
    expect(a.isDateDisabled(d("2026-11-22"))).toBe(true);
  });
});

describe("direction", () => {
  const cases: Array<[string, Direction, string | undefined, string | undefined]> = [
    ["0: none", 0, undefined, undefined],
    ["true: from the reference", true, "2026-11-23", undefined],
    ["false: up to the reference", false, undefined, "2026-11-23"],
    ["+3: from 3 days after", 3, "2026-11-26", undefined],
    ["-3: up to 3 days before", -3, undefined, "2026-11-20"],
    ["[1, 7]: from tomorrow, 7 days after that", [1, 7], "2026-11-24", "2026-12-01"],
    ["[true, 7]: from today, 7 days after that", [true, 7], "2026-11-23", "2026-11-30"],
    ["[true, 0]: today only", [true, 0], "2026-11-23", "2026-11-23"],
    ["[date, false]: from a date, open", [d("2027-01-01"), false], "2027-01-01", undefined],
    ["[date, date]", [d("2027-01-01"), d("2027-02-01")], "2027-01-01", "2027-02-01"],
    ["[date, earlier date]: the end is ignored", [d("2027-01-01"), d("2026-12-01")], "2027-01-01", undefined],
    ["[true, earlier date]: the end is ignored", [true, d("2026-01-01")], "2026-11-23", undefined],
    ["[false, date]: from a date up to the reference", [false, d("2026-01-01")], "2026-01-01", "2026-11-23"],
    ["[false, later date]: the start is ignored", [false, d("2027-01-01")], undefined, "2026-11-23"],
    ["[-2, 5]: ends 2 days before, 5 days long", [-2, 5], "2026-11-16", "2026-11-21"],
    ["[0, 5]: not a legacy form", [0, 5], undefined, undefined],
    ["[true, true]: not a legacy form", [true, true], undefined, undefined],
  ];
  it.each(cases)("%s", (_, direction, start, end) => {
    const range = resolveDirection(direction, REF);
    expect([iso(range.start), iso(range.end)]).toEqual([start, end]);
  });

  it("disables days, months and years outside the range at their own granularity", () => {
    const a = make({ direction: [d("2026-11-15"), d("2027-02-10")] });
    expect(a.isDateDisabled(d("2026-11-14"))).toBe(true);
    expect(a.isDateDisabled(d("2026-11-15"))).toBe(false);
    expect(a.isDateDisabled(d("2027-02-10"))).toBe(false);
    expect(a.isDateDisabled(d("2027-02-11"))).toBe(true);
    expect(a.isDisabled({ year: 2026, month: 10 })).toBe(false); // partly selectable
    expect(a.isDisabled({ year: 2026, month: 9 })).toBe(true);
    expect(a.isDisabled({ year: 2027, month: 2 })).toBe(true);
    expect(a.isDisabled({ year: 2025 })).toBe(true);
    expect(a.isDisabled({ year: 2027 })).toBe(false);
  });
});

describe("year bounds", () => {
  it("default 1900-2050, and configurable", () => {
    const a = make({});
    expect([a.isDisabled({ year: 1899 }), a.isDisabled({ year: 1900 }), a.isDisabled({ year: 2050 }), a.isDisabled({ year: 2051 })]).toEqual([
      true, false, false, true,
    ]);
    expect(make({ minYear: 1970 }).isDateDisabled(d("1969-12-31"))).toBe(true);
  });
});

describe("first selectable date", () => {
  it("is the reference date without restrictions", () => {
    expect(iso(make({}).firstSelectable())).toBe("2026-11-23");
  });

  it("is the start of the range", () => {
    expect(iso(make({ direction: 5 }).firstSelectable())).toBe("2026-11-28");
  });

  it("searches forward past disabled days", () => {
    // 28 Nov 2026 is a Saturday.
    expect(iso(make({ direction: 5, disabledDates: ["* * * 0,6"] }).firstSelectable())).toBe("2026-11-30");
  });

  it("searches forward by year, then month, then day", () => {
    const a = make({ direction: true, disabledDates: ["* * 2026", "* * 2027", "* 1-3 2028", "1-9 4 2028"] });
    expect(iso(a.firstSelectable())).toBe("2028-04-10");
  });

  it("searches backward for a past-only calendar", () => {
    const a = make({ direction: false, disabledDates: ["* * 2026", "* 11-12 2025", "25-31 10 2025"] });
    expect(iso(a.firstSelectable())).toBe("2025-10-24");
  });

  it("past-only with an offset starts from the end", () => {
    expect(iso(make({ direction: -10, disabledDates: ["13 11 2026"] }).firstSelectable())).toBe("2026-11-12");
  });

  it("everything disabled: the earliest year-specific enabled rule gives the start", () => {
    const a = make({ disabledDates: ["* * * *"], enabledDates: ["* * 2031", "* 3 2029", "* * *  0"] });
    expect(iso(a.firstSelectable())).toBe("2029-03-01");
  });

  it("everything disabled but a year in the past", () => {
    expect(iso(make({ disabledDates: ["*"], enabledDates: ["* * 2001"] }).firstSelectable())).toBe("2001-01-01");
  });

  it("everything disabled but one year opens on its 1 January (Zebra_Datepicker opened on 31 December, docs/speed.md)", () => {
    expect(iso(make({ disabledDates: ["* * * *"], enabledDates: ["* * 2027 *"] }).firstSelectable())).toBe("2027-01-01");
  });

  it("everything disabled: a disabled start from an enabled rule searches on", () => {
    // 2029-03-01 is a Thursday; only Mondays of March 2029 are enabled.
    const a = make({ disabledDates: ["* * * *"], enabledDates: ["* 3 2029 1"] });
    expect(iso(a.firstSelectable())).toBe("2029-03-05");
  });

  it("is null when nothing can be selected (the search ends at the year bounds)", () => {
    expect(make({ disabledDates: ["* * * *"] }).firstSelectable()).toBeNull();
    expect(make({ direction: true, disabledDates: ["* * * 0-6"] }).firstSelectable()).toBeNull();
    expect(make({ direction: [d("2051-01-01"), false] }).firstSelectable()).toBeNull();
  });
});
