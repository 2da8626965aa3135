import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOOLTIP_HIDE_MS } from "./engine.ts";
import { FieldError } from "./react.tsx";

beforeEach(() => {
  vi.useFakeTimers();
  document.documentElement.lang = "pl";
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("FieldError", () => {
  it("shows a tooltip for 8 s, hidden from assistive technology, and keeps the persistent text", () => {
    const { container } = render(<FieldError id="e1" message="To pole jest wymagane." />);
    expect(container.querySelector(".tb-deform-tooltip")?.getAttribute("aria-hidden")).toBe("true");
    act(() => vi.advanceTimersByTime(7999)); // spec §9: tooltip auto-hide 8000 ms
    expect(container.querySelector(".tb-deform-tooltip")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(container.querySelector(".tb-deform-tooltip")).toBeNull();
    expect(document.getElementById("e1")?.textContent).toBe("To pole jest wymagane.");
  });

  it("shows the tooltip again for a new message", () => {
    const { container, rerender } = render(<FieldError id="e1" message="A" />);
    act(() => vi.advanceTimersByTime(TOOLTIP_HIDE_MS));
    rerender(<FieldError id="e1" message="B" />);
    expect(container.querySelector(".tb-deform-tooltip")?.textContent).toBe("B");
  });

  it("renders nothing without a message", () => {
    const { container } = render(<FieldError id="e1" message={undefined} />);
    expect(container.innerHTML).toBe("");
  });
});
