import { describe, expect, it } from "vitest";
import { ageOn, isoToday, needsGuardian, parseIsoDate } from "./guardian.ts";

describe("needsGuardian", () => {
  const birth = "2008-06-15";

  it("requires a guardian the day before the 18th birthday", () => {
    expect(needsGuardian(birth, "2026-06-14")).toBe(true);
  });

  it("no longer requires one on the 18th birthday", () => {
    expect(needsGuardian(birth, "2026-06-15")).toBe(false);
  });

  it("honours a settable adult age", () => {
    expect(needsGuardian(birth, "2026-06-15", 21)).toBe(true);
    expect(needsGuardian(birth, "2024-06-15", 16)).toBe(false);
    expect(needsGuardian(birth, "2024-06-14", 16)).toBe(true);
  });

  it("counts a 29 February birthday from 1 March in common years", () => {
    expect(needsGuardian("2008-02-29", "2026-02-28")).toBe(true);
    expect(needsGuardian("2008-02-29", "2026-03-01")).toBe(false);
  });

  it.each(["", "15.06.2008", "2008-6-15", "2008-02-30", "20080615"])("needs no carer for birth date %j", (value) => {
    expect(needsGuardian(value, "2026-01-01")).toBe(false);
  });
});

describe("ageOn", () => {
  it("counts whole years", () => {
    expect(ageOn("1990-12-31", "2026-12-30")).toBe(35);
    expect(ageOn("1990-12-31", "2026-12-31")).toBe(36);
  });
});

describe("parseIsoDate", () => {
  it("accepts real dates, including years below 100", () => {
    expect(parseIsoDate("2024-02-29")).toEqual([2024, 2, 29]);
    expect(parseIsoDate("0050-01-01")).toEqual([50, 1, 1]);
  });
  it("rejects impossible dates", () => {
    expect(parseIsoDate("2023-02-29")).toBeNull();
    expect(parseIsoDate("2023-13-01")).toBeNull();
  });
});

describe("isoToday", () => {
  it("formats the local date with zero padding", () => {
    expect(isoToday(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });
});
