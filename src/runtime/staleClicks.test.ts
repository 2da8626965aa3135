import { describe, expect, it } from "vitest";
import { isStale, type Press } from "./staleClicks.ts";

const press: Press = { trusted: true, time: 100, now: 200, shownAt: undefined, detail: 1 };

describe("isStale: a press made before the islands were on screen was aimed at the legacy markup", () => {
  it("holds for a press made before the islands' frame, or while it is still to come", () => {
    expect(isStale(press)).toBe(true);
    expect(isStale({ ...press, shownAt: 150 })).toBe(true);
  });

  it("does not hold for a press made once they showed, a script's click or a keyboard's click", () => {
    expect(isStale({ ...press, shownAt: 100 })).toBe(false);
    expect(isStale({ ...press, shownAt: 40 })).toBe(false);
    expect(isStale({ ...press, trusted: false })).toBe(false);
    expect(isStale({ ...press, detail: 0 })).toBe(false);
  });

  it("does not hold once the clock went back since the frame (a test's fake clock was installed)", () => {
    expect(isStale({ ...press, shownAt: 150, now: 120 })).toBe(false);
  });
});
