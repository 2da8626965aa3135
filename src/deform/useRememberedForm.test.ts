import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { forgetForm, savedValues } from "./restore.ts";
import { useRememberedForm } from "./useRememberedForm.ts";

describe("useRememberedForm", () => {
  it("an island's form forgotten right after a keystroke stays forgotten: no save still due, none when the page goes", () => {
    vi.useFakeTimers();
    try {
      const f = document.createElement("form");
      f.setAttribute("action", "/ajax/Test/save/");
      f.innerHTML = `<input name="email" value="">`;
      document.body.append(f);
      const { result, unmount } = renderHook(() => useRememberedForm({ current: f }));
      const email = f.elements.namedItem("email") as HTMLInputElement;
      email.value = "jan@example.pl";
      email.dispatchEvent(new Event("input", { bubbles: true }));
      result.current(); // the order went through at once
      vi.advanceTimersByTime(1000);
      window.dispatchEvent(new Event("pagehide"));
      expect(savedValues(f)).toBeNull();
      unmount();
      forgetForm(f);
      f.remove();
    } finally {
      vi.useRealTimers();
    }
  });
});
