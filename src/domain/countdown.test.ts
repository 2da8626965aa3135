import { describe, expect, it } from "vitest";
import { formatClock, secondsLeft } from "./countdown.ts";

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
});
