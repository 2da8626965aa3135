import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SubmitButton } from "./SubmitButton.tsx";

beforeEach(() => {
  document.documentElement.lang = "pl";
});
afterEach(cleanup);

describe("SubmitButton", () => {
  it("while waiting: aria-disabled and busy (focusable), the wait text and an indicator; itself again after", () => {
    const { rerender, container } = render(<SubmitButton waiting={false} caption="Zapisz" />);
    const button = screen.getByRole("button");
    expect(button.textContent).toBe("Zapisz");
    expect(button.getAttribute("aria-disabled")).toBeNull();
    rerender(<SubmitButton waiting caption="Zapisz" />);
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.hasAttribute("disabled")).toBe(false);
    expect(button.textContent).toBe("Proszę czekać…");
    expect(container.querySelector(".tb-spinner")).not.toBeNull();
    rerender(<SubmitButton waiting={false} caption="Zapisz" />);
    expect(button.textContent).toBe("Zapisz");
    expect(button.getAttribute("aria-busy")).toBeNull();
    expect(container.querySelector(".tb-spinner")).toBeNull();
  });

  it("says the caller's own wait text", () => {
    render(<SubmitButton waiting caption="Wyślij zgłoszenie" waitText="Wysyłanie…" className="tb-button" />);
    expect(screen.getByRole("button").textContent).toBe("Wysyłanie…");
    expect(screen.getByRole("button").className).toBe("tb-submit tb-button");
  });
});
