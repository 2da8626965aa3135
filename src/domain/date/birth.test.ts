import { describe, expect, it } from "vitest";
import { isBirthDateField, LIKELY_AGE, likelyBirthDate } from "./birth.ts";
import { calendarDate, toIsoDate } from "./calendarDate.ts";

describe("birth-date fields", () => {
  it("are recognised by the shop's field names or autocomplete=bday", () => {
    expect(isBirthDateField({ name: "date_birth" })).toBe(true);
    expect(isBirthDateField({ name: "x", id: "data_urodzenia" })).toBe(true);
    expect(isBirthDateField({ name: "guardian[dob]", autoComplete: "bday" })).toBe(true);
    expect(isBirthDateField({ name: "event_date", id: "event_date" })).toBe(false);
  });

  it("open LIKELY_AGE years before today", () => {
    expect(LIKELY_AGE).toBe(30);
    expect(toIsoDate(likelyBirthDate(calendarDate(2026, 10, 23)))).toBe("1996-11-23");
  });
});
