import { act, cleanup, fireEvent, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useFieldError, type FieldNotice } from "./FieldError.tsx";

/** A field as the kit widgets build one: the bubble in the positioned wrapper, the line under it. */
function Field({ error, notice }: { error: string; notice?: FieldNotice }): ReactNode {
  const state = useFieldError(error, notice);
  return (
    <span>
      <span>
        <input aria-label="Cena" aria-describedby={state.id} onFocus={state.reshow} />
        {state.tooltip}
      </span>
      {state.line}
    </span>
  );
}

const input = () => document.querySelector("input")!;
const bubble = () => document.querySelector<HTMLElement>(".tb-tooltip")!;
const line = () => document.querySelector<HTMLElement>(".tb-error-line");
const described = () => (input().getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);

beforeAll(() => {
  window.matchMedia ??= vi.fn(() => ({ matches: false })) as unknown as typeof window.matchMedia;
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("useFieldError", () => {
  it("shows the error in the bubble for 8 s, then as a line that stays; focus brings the bubble back over it", () => {
    render(<Field error="Cena musi być większa od zera." />);
    expect(line()?.textContent).toBe("Cena musi być większa od zera.");
    expect(line()?.className).not.toContain("visually-hidden");
    expect(described()).toEqual(["Cena musi być większa od zera."]);
    expect(bubble().getAttribute("aria-hidden")).toBe("true");
    // One copy on screen: the bubble, the line keeping its room under it.
    expect([bubble().style.visibility, line()?.style.visibility]).toEqual(["visible", "hidden"]);
    act(() => vi.advanceTimersByTime(8_000));
    expect([bubble().style.visibility, line()?.style.visibility]).toEqual(["hidden", ""]);
    act(() => vi.advanceTimersByTime(60_000));
    expect(line()?.style.visibility).toBe("");
    fireEvent.focus(input());
    expect([bubble().style.visibility, line()?.style.visibility]).toEqual(["visible", "hidden"]);
  });

  it("Escape hides a shown bubble, the line stays; an Escape a widget already used (a list closing) does not", () => {
    render(<Field error="Wybierz bramę." />);
    const handled = new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true });
    handled.preventDefault();
    act(() => input().dispatchEvent(handled));
    expect(bubble().style.visibility).toBe("visible");
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(bubble().style.visibility).toBe("visible");
    fireEvent.keyDown(input(), { key: "Escape" });
    expect([bubble().style.visibility, line()?.style.visibility]).toEqual(["hidden", ""]);
    expect(line()?.textContent).toBe("Wybierz bramę.");
    fireEvent.focus(input());
    expect(bubble().style.visibility).toBe("visible");
  });

  it("one Escape hides every shown bubble; pressed in a bubble's field it is used up (a modal box around it stays open), pressed elsewhere it goes on", () => {
    render(
      <>
        <Field error="Wybierz bramę." />
        <Field error="Cena musi być większa od zera." />
      </>,
    );
    const bubbles = () => [...document.querySelectorAll<HTMLElement>(".tb-tooltip")].map((each) => each.style.visibility);
    const escape = (target: Element) => {
      const event = new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true });
      act(() => target.dispatchEvent(event));
      return event.defaultPrevented;
    };
    expect(bubbles()).toEqual(["visible", "visible"]);
    expect(escape(input())).toBe(true);
    expect(bubbles()).toEqual(["hidden", "hidden"]);
    // With no bubble shown, Escape passes on untouched.
    expect(escape(input())).toBe(false);
    // Pressed outside the fields (a box opened over the page): the bubbles hide, the box gets the press.
    for (const each of document.querySelectorAll("input")) fireEvent.focus(each);
    expect(bubbles()).toEqual(["visible", "visible"]);
    expect(escape(document.body)).toBe(false);
    expect(bubbles()).toEqual(["hidden", "hidden"]);
  });

  it("a notice takes the bubble and comes first in the description; the line keeps the server's error", () => {
    const { rerender } = render(<Field error="Cena musi być większa od zera." notice={{ text: "", count: 0 }} />);
    rerender(<Field error="Cena musi być większa od zera." notice={{ text: "Dozwolone są tylko cyfry.", count: 1 }} />);
    expect(bubble().textContent).toBe("Dozwolone są tylko cyfry.");
    expect(described()).toEqual(["Dozwolone są tylko cyfry.", "Cena musi być większa od zera."]);
    expect(line()?.textContent).toBe("Cena musi być większa od zera.");
    rerender(<Field error="Cena musi być większa od zera." notice={{ text: "", count: 0 }} />);
    expect(described()).toEqual(["Cena musi być większa od zera."]);
  });

  it("no error: no line and no description; a notice alone still describes the field", () => {
    const { rerender } = render(<Field error="" notice={{ text: "", count: 0 }} />);
    expect(line()).toBeNull();
    expect(input().hasAttribute("aria-describedby")).toBe(false);
    rerender(<Field error="" notice={{ text: "Tekst skrócono do 40 znaków.", count: 1 }} />);
    expect(described()).toEqual(["Tekst skrócono do 40 znaków."]);
    expect(line()).toBeNull();
  });
});
