import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadLanguage } from "../i18n/t.ts";
import { STALL_NOTICE_MS, stalledText, whenStalled } from "./stalled.ts";

await loadLanguage("en");

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.documentElement.lang = "";
});

describe("stalledText", () => {
  it("says what is taking longer than usual, then what the user can do", () => {
    document.documentElement.lang = "pl";
    expect(stalledText("Logowanie", "Możesz poczekać.")).toBe("Logowanie trwa dłużej niż zwykle. Możesz poczekać.");
  });

  it("speaks English on English pages", () => {
    document.documentElement.lang = "en";
    expect(stalledText("Logging in", "You can wait.")).toBe("Logging in is taking longer than usual. You can wait.");
  });
});

describe("whenStalled", () => {
  it("calls back once the stall delay has passed, not before, and never once cancelled", () => {
    const stalled = vi.fn();
    whenStalled(stalled);
    vi.advanceTimersByTime(STALL_NOTICE_MS - 1);
    expect(stalled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(stalled).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const cancel = whenStalled(cancelled);
    cancel();
    vi.advanceTimersByTime(STALL_NOTICE_MS * 2);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
