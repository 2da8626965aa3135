import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadLanguage } from "../i18n/t.ts";
import { StalledNotice, stalledText, whenStalled } from "./StalledNotice.tsx";
import { STALL_NOTICE_MS } from "./useStalled.ts";

await loadLanguage("en");

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
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

describe("StalledNotice", () => {
  const notice = (active: boolean, delay?: number) => (
    <StalledNotice active={active} delay={delay} doing="Wysyłanie zgłoszenia" advice="Możesz poczekać." className="extra">
      <button type="button">Wróć</button>
    </StalledNotice>
  );

  it("is an empty status region at first, so its text is announced when it comes after the stall delay", () => {
    document.documentElement.lang = "pl";
    const { rerender } = render(notice(true));
    const region = screen.getByRole("status");
    expect(region.childNodes).toHaveLength(0);
    expect(region.className).toBe("tb-stalled extra");
    act(() => vi.advanceTimersByTime(STALL_NOTICE_MS - 1));
    expect(region.childNodes).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(region.querySelector("p")?.textContent).toBe("Wysyłanie zgłoszenia trwa dłużej niż zwykle. Możesz poczekać.");
    expect(region.contains(screen.getByRole("button", { name: "Wróć" }))).toBe(true);
    // The request ended: the notice goes, the region stays for the next time.
    rerender(notice(false));
    expect(screen.getByRole("status").childNodes).toHaveLength(0);
  });

  it("says nothing while idle, and at once with a zero delay", () => {
    const { rerender } = render(notice(false));
    act(() => vi.advanceTimersByTime(STALL_NOTICE_MS * 2));
    expect(screen.getByRole("status").childNodes).toHaveLength(0);
    rerender(notice(true, 0));
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByRole("status").textContent).toContain("trwa dłużej niż zwykle.");
  });
});
