// @vitest-environment node
import { describe, expect, it } from "vitest";
import { shopDay, shopToday } from "./shopToday.ts";

describe("the fixture server's today (the shop's, Warsaw's)", () => {
  it("turns at Warsaw's midnight in summer time (22:00 UTC), not the machine's", () => {
    expect(shopToday(new Date("2026-07-14T21:59:59.999Z"))).toBe("2026-07-14");
    expect(shopToday(new Date("2026-07-14T22:00:00Z"))).toBe("2026-07-15");
    // Half an hour later the UTC machine's day is still the 14th; the shop's is the 15th.
    expect(shopToday(new Date("2026-07-14T22:30:00Z"))).toBe("2026-07-15");
  });

  it("turns at Warsaw's midnight in winter time (23:00 UTC), a new year too", () => {
    expect(shopToday(new Date("2026-12-31T22:59:59.999Z"))).toBe("2026-12-31");
    expect(shopToday(new Date("2026-12-31T23:00:00Z"))).toBe("2027-01-01");
    expect(shopDay(new Date("2026-12-31T23:30:00Z"))).toEqual({ year: 2027, month: 1, day: 1 });
  });
});
