import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { calendarDate, isRealDate } from "./calendarDate.ts";
import { formatDate, ordinalSuffix, parseDate, viewsOf } from "./format.ts";
import { POLISH_NAMES, type DateNames } from "./names.ts";

const ENGLISH: DateNames = {
  months: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  days: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
};

/** A page's `days_abbr` (two letters, as the shop's column heads), given to D. */
const POLISH_DAYS_ABBR: DateNames = { ...POLISH_NAMES, daysAbbr: ["Nd", "Pn", "Wt", "Śr", "Cz", "Pt", "So"] };

// Thursday 5 March 2026; Sunday 1 November 2026.
const thu = calendarDate(2026, 2, 5);
const sun = calendarDate(2026, 10, 1);

describe("formatDate: every character", () => {
  it.each([
    ["d", thu, "05"], ["d", calendarDate(2026, 2, 25), "25"],
    ["j", thu, "5"],
    ["D", thu, "Thu"], ["l", thu, "Thursday"],
    ["N", thu, "4"], ["N", sun, "7"],
    ["w", thu, "4"], ["w", sun, "0"],
    ["S", thu, "th"], ["jS", calendarDate(2026, 0, 1), "1st"], ["jS", calendarDate(2026, 0, 22), "22nd"], ["jS", calendarDate(2026, 0, 23), "23rd"],
    ["F", thu, "March"], ["M", thu, "Mar"],
    ["m", thu, "03"], ["n", thu, "3"],
    ["Y", thu, "2026"], ["y", thu, "26"], ["y", calendarDate(2005, 0, 1), "05"],
  ] as const)("%s of %s → %s", (format, date, expected) => {
    expect(formatDate(date, format, ENGLISH)).toBe(expected);
  });

  it("keeps other characters as literals", () => {
    expect(formatDate(thu, "d.m.Y r., l", POLISH_NAMES)).toBe("05.03.2026 r., Czwartek");
  });

  it("uses months_abbr for M when given", () => {
    expect(formatDate(thu, "M", { ...ENGLISH, monthsAbbr: ["Jan.", "Feb.", "Mar."] })).toBe("Mar.");
  });

  it("writes Polish three-letter names from the lists", () => {
    expect(formatDate(calendarDate(2026, 9, 14), "D, j M Y", POLISH_NAMES)).toBe("Śro, 14 Paź 2026");
  });

  it("uses days_abbr for D when given, by weekday (Zebra >= 1.6.1's format())", () => {
    expect(formatDate(calendarDate(2026, 10, 30), "D, d.m.Y", POLISH_DAYS_ABBR)).toBe("Pn, 30.11.2026");
    expect(formatDate(sun, "D", POLISH_DAYS_ABBR)).toBe("Nd");
    expect(formatDate(thu, "l", POLISH_DAYS_ABBR)).toBe("Czwartek"); // l keeps the full name
  });
});

describe("ordinalSuffix", () => {
  it.each([[1, "st"], [2, "nd"], [3, "rd"], [4, "th"], [11, "th"], [12, "th"], [13, "th"], [21, "st"], [31, "st"]] as const)(
    "%i%s",
    (day, suffix) => expect(ordinalSuffix(day)).toBe(suffix),
  );
});

describe("parseDate: every character", () => {
  it.each([
    ["d.m.Y", "05.03.2026"],
    ["j.n.Y", "5.3.2026"],
    ["D, d.m.Y", "Thu, 05.03.2026"],
    ["l, d.m.Y", "Thursday, 05.03.2026"],
    ["N d.m.Y", "4 05.03.2026"],
    ["w d.m.Y", "4 05.03.2026"],
    ["jS F Y", "5th March 2026"],
    ["d M Y", "05 Mar 2026"],
    ["d/m/y", "05/03/26"],
  ])("%s reads %s", (format, text) => {
    const date = parseDate(text, format, ENGLISH);
    expect(date && formatDate(date, "Y-m-d", ENGLISH)).toBe(format.endsWith("y") ? "1926-03-05" : "2026-03-05");
  });

  it("reads y as 19xx", () => {
    expect(parseDate("01-02-05", "d-m-y", ENGLISH)?.getFullYear()).toBe(1905);
  });

  it("matches names case-insensitively, Polish letters included", () => {
    expect(parseDate("14 PAŹDZIERNIK 2026", "j F Y", POLISH_NAMES)?.getMonth()).toBe(9);
    expect(parseDate("śro 14 paź 2026", "D j M Y", POLISH_NAMES)?.getDate()).toBe(14);
  });

  it("tells Maj from Marzec (no prefix shadowing)", () => {
    expect(parseDate("1 Maj 2026", "j F Y", POLISH_NAMES)?.getMonth()).toBe(4);
    expect(parseDate("1 Marzec 2026", "j F Y", POLISH_NAMES)?.getMonth()).toBe(2);
  });

  it("reads D by days_abbr when given: a value written with it reads back (deliberate difference: Zebra's check_date read D as three letters of days only)", () => {
    expect(formatDate(parseDate("Pn, 30.11.2026", "D, d.m.Y", POLISH_DAYS_ABBR)!, "Y-m-d", ENGLISH)).toBe("2026-11-30");
    expect(parseDate("śr 14.10.2026", "D d.m.Y", POLISH_DAYS_ABBR)?.getDate()).toBe(14);
    expect(parseDate("Pon, 30.11.2026", "D, d.m.Y", POLISH_DAYS_ABBR)).toBeNull(); // the list given, not three letters
    expect(parseDate("Wt, 30.11.2026", "D, d.m.Y", POLISH_DAYS_ABBR)).toBeNull(); // a name that disagrees
  });

  it("uses the configured lists, not English", () => {
    expect(parseDate("5 March 2026", "j F Y", POLISH_NAMES)).toBeNull();
  });

  it.each([
    ["partial text", "2026-03", "Y-m-d"],
    ["trailing text", "2026-03-05x", "Y-m-d"],
    ["wrong separator", "2026/03/05", "Y-m-d"],
    ["no padding where d needs it", "2026-3-5", "Y-m-d"],
    ["31 April", "2026-04-31", "Y-m-d"],
    ["29 February in a common year", "2026-02-29", "Y-m-d"],
    ["month 13", "2026-13-01", "Y-m-d"],
    ["day 0", "2026-03-00", "Y-m-d"],
    ["a weekday that disagrees", "Friday, 05.03.2026", "l, d.m.Y"],
    ["a suffix that disagrees", "5st March 2026", "jS F Y"],
    ["empty text", "", "Y-m-d"],
  ])("rejects %s", (_, text, format) => {
    expect(parseDate(text, format, ENGLISH)).toBeNull();
  });

  it("accepts 29 February in a leap year", () => {
    expect(parseDate("2028-02-29", "Y-m-d", ENGLISH)?.getDate()).toBe(29);
  });

  it("ignores surrounding white space and accepts any run of it between parts", () => {
    expect(parseDate("  5   March 2026 ", "j F Y", ENGLISH)?.getDate()).toBe(5);
  });

  it("treats regular-expression characters in the format as literals", () => {
    expect(parseDate("05.03.2026", "d.m.Y", ENGLISH)).not.toBeNull();
    expect(parseDate("05x03x2026", "d.m.Y", ENGLISH)).toBeNull();
  });

  it("without days means the 1st, without months January, without a year the default year", () => {
    expect(formatDate(parseDate("03 2026", "m Y", ENGLISH)!, "Y-m-d", ENGLISH)).toBe("2026-03-01");
    expect(formatDate(parseDate("2026", "Y", ENGLISH)!, "Y-m-d", ENGLISH)).toBe("2026-01-01");
    expect(formatDate(parseDate("March", "F", ENGLISH, { defaultYear: 2030 })!, "Y-m-d", ENGLISH)).toBe("2030-03-01");
    expect(parseDate("March", "F", ENGLISH)).toBeNull();
  });

  it("holds the parsed date at noon", () => {
    expect(parseDate("2026-03-29", "Y-m-d", ENGLISH)?.getHours()).toBe(12);
  });
});

describe("Zebra quirks not kept (deliberate differences, docs/speed.md)", () => {
  const mon = calendarDate(2026, 10, 30);
  const tue = calendarDate(2026, 11, 1);

  it("N is ISO 8601, Monday 1 … Sunday 7 (Zebra's format() wrote getDay() + 1: Sunday 1, Saturday 7)", () => {
    expect([formatDate(mon, "N", ENGLISH), formatDate(sun, "N", ENGLISH), formatDate(calendarDate(2026, 10, 28), "N", ENGLISH)]).toEqual(["1", "7", "6"]);
    expect(parseDate("7 01.11.2026", "N d.m.Y", ENGLISH)?.getTime()).toBe(sun.getTime());
    expect(parseDate("1 01.11.2026", "N d.m.Y", ENGLISH)).toBeNull();
  });

  // 1 December 2026 is a Tuesday.
  it.each([
    ["l", "l, j.m.Y", "Poniedziałek, 1.12.2026", "Wtorek, 1.12.2026", POLISH_NAMES],
    ["D", "D, j.m.Y", "Pon, 1.12.2026", "Wto, 1.12.2026", POLISH_NAMES],
    ["D from days_abbr", "D, j.m.Y", "Pn, 1.12.2026", "Wt, 1.12.2026", POLISH_DAYS_ABBR],
    ["N", "N j.m.Y", "1 1.12.2026", "2 1.12.2026", POLISH_NAMES],
    ["w", "w j.m.Y", "1 1.12.2026", "2 1.12.2026", POLISH_NAMES],
  ] as const)("a day (%s) that disagrees with the date is no date (Zebra read N and w unchecked, D and l only as some day's name)", (_, format, refused, read, names) => {
    expect(parseDate(refused, format, names)).toBeNull();
    expect(parseDate(read, format, names)?.getTime()).toBe(tue.getTime());
  });

  it("names with Polish letters are read (Zebra 1.6.1–1.8.4 matched names as [a-z]+: no 'Październik', no 'Środa')", () => {
    expect(formatDate(parseDate("Środa, 14 Październik 2026", "l, j F Y", POLISH_NAMES)!, "Y-m-d", ENGLISH)).toBe("2026-10-14");
  });

  it("M reads months_abbr when given, as D reads days_abbr (Zebra's check_date: the first three letters of months)", () => {
    const monthsAbbr = ["Jan.", "Feb.", "Mar.", "Apr.", "May", "June", "July", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."];
    expect(parseDate("05 Sept. 2026", "d M Y", { ...ENGLISH, monthsAbbr })?.getMonth()).toBe(8);
  });
});

describe("format and parse are inverse", () => {
  const formats = ["Y-m-d", "d.m.Y", "j.n.Y", "l, j F Y", "D d M Y", "jS F Y, N", "w m/d/Y", "d M y"];
  const dates = fc.date({ min: new Date(1900, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true });
  it.each(formats)("%s (Polish and English names, and a days_abbr list)", (format) => {
    fc.assert(
      fc.property(dates, fc.constantFrom(POLISH_NAMES, ENGLISH, POLISH_DAYS_ABBR), (raw, names) => {
        const date = calendarDate(raw.getFullYear(), raw.getMonth(), raw.getDate());
        const text = formatDate(date, format, names);
        const parsed = parseDate(text, format, names);
        if (!format.includes("y")) return parsed?.getTime() === date.getTime();
        // y loses the century: the text means 19xx, and 29 February of 2000 + 4k has no twin in a
        // common 19xx year (1900).
        const year = 1900 + (date.getFullYear() % 100);
        if (!isRealDate(year, date.getMonth(), date.getDate())) return parsed === null;
        return parsed?.getTime() === calendarDate(year, date.getMonth(), date.getDate()).getTime();
      }),
    );
  });
});

describe("viewsOf", () => {
  it.each([
    ["Y-m-d", ["days", "months", "years"]],
    ["d.m.Y", ["days", "months", "years"]],
    ["m Y", ["months", "years"]],
    ["F Y", ["months", "years"]],
    ["Y", ["years"]],
    ["F", ["months"]],
    ["--", ["days", "months", "years"]],
  ])("%s → %j", (format, views) => expect(viewsOf(format)).toEqual(views));
});
