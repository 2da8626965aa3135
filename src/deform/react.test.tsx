import { act, cleanup, fireEvent, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOOLTIP_HIDE_MS, type EngineOptions } from "./engine.ts";
import { FieldError, useFormEngine } from "./react.tsx";

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

  it("a new message is a new bubble, shown even when Escape hid the last one", () => {
    const { container, rerender } = render(<FieldError id="e1" message="A" />);
    container.querySelector<HTMLElement>(".tb-deform-tooltip")!.hidden = true; // as Escape leaves it (dismissBubbles.ts)
    rerender(<FieldError id="e1" message="B" />);
    expect(container.querySelector<HTMLElement>(".tb-deform-tooltip")?.hidden).toBe(false);
  });

  it("renders nothing without a message", () => {
    const { container } = render(<FieldError id="e1" message={undefined} />);
    expect(container.innerHTML).toBe("");
  });
});

/** A client form as the islands render one: a field with the engine's props and its FieldError beside it. */
function TitleForm({ send }: { send?: EngineOptions["send"] }): ReactNode {
  const handle = useFormEngine({ url: "/ajax/Test/save/", ...(send ? { send } : {}) });
  return (
    <form ref={handle.formRef}>
      <input type="hidden" name="csrf_token" value="c5rf" />
      <p>
        <input name="title" className="required" {...handle.fieldProps("title")} />
        <FieldError id={handle.errorId("title")} message={handle.state.errors["title"]} />
      </p>
      <button type="button" onClick={() => void handle.engine.submit()}>
        Zapisz
      </button>
      {handle.state.errorBox && <p role="alert">{handle.state.errorBox}</p>}
    </form>
  );
}

describe("useFormEngine", () => {
  it("Escape in an invalid field hides its bubble and is used up; the error stays its accessible description (WCAG 1.4.13)", async () => {
    const { container, getByRole } = render(<TitleForm />);
    await act(async () => fireEvent.click(getByRole("button")));
    const field = getByRole("textbox");
    field.focus();
    const bubble = container.querySelector<HTMLElement>(".tb-deform-tooltip")!;
    expect(bubble.hidden).toBe(false);
    expect(fireEvent.keyDown(field, { key: "Escape" })).toBe(false);
    expect(bubble.hidden).toBe(true);
    expect(document.activeElement).toBe(field);
    expect(document.getElementById(field.getAttribute("aria-describedby")!)?.textContent).toBe("To pole jest wymagane.");
  });

  it("a server error the form shows at no field (its hidden token) is said in the error box; one a field shows is not repeated there", async () => {
    const answer = { form: { valid: false }, elements: { title: { valid: false, error_displayed: "Tytuł zajęty." }, csrf_token: { valid: false, error_displayed: "Sesja wygasła." } } };
    const send = (async () => ({ ok: true, data: answer, requestId: "1" })) as unknown as EngineOptions["send"];
    const { getByRole } = render(<TitleForm send={send} />);
    fireEvent.change(getByRole("textbox"), { target: { value: "Mecz" } });
    await act(async () => fireEvent.click(getByRole("button")));
    await act(async () => vi.advanceTimersByTime(100));
    expect(getByRole("textbox").getAttribute("aria-invalid")).toBe("true");
    expect(getByRole("alert").textContent).toBe("Formularz zawiera błędy. Popraw zaznaczone pola. Sesja wygasła.");
  });
});
