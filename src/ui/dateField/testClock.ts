import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

/** The world of the date field's and the date-input island's tests: Monday 23 November 2026, 09:00 local, a Polish page. */
export function freezeClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 10, 23, 9));
    document.documentElement.lang = "pl";
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
}
