import { describe, expect, it } from "vitest";
import { formatClock, newest, renewal, secondsLeft } from "./countdown.ts";

describe("session countdown", () => {
  it("formats minutes and seconds with leading zeros", () => {
    expect(formatClock(0)).toBe("00:00");
    expect(formatClock(59)).toBe("00:59");
    expect(formatClock(61)).toBe("01:01");
    expect(formatClock(900)).toBe("15:00");
    expect(formatClock(3725)).toBe("62:05");
  });
  it("counts whole seconds up, never below zero", () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });
  it("ends a time to live after the moment the server gave it", () => {
    expect(renewal(1200, 5_000)).toEqual({ deadline: 1_205_000, issued: 5_000 });
  });
  it("follows the renewal another tab heard later, longer or shorter, and ignores an older or a missing one", () => {
    const own = renewal(1200, 10_000);
    expect(newest(own, renewal(1200, 600_000))).toEqual({ deadline: 1_800_000, issued: 600_000 });
    expect(newest(own, renewal(30, 20_000))).toEqual({ deadline: 50_000, issued: 20_000 });
    expect(newest(own, renewal(3600, 5_000))).toBe(own);
    expect(newest(own, { ...own })).toBe(own);
    expect(newest(own, null)).toBe(own);
  });
});
