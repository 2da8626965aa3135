import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dismissBubblesOnEscape } from "./dismissBubbles.ts";

let stop: () => void;
beforeEach(() => {
  // Two fields with an error each, in an island's host, as the engine's forms render them.
  document.body.innerHTML = `<div data-island="legacy-form"><form>
    <p><input name="title" type="search" value="ab"><span class="tb-deform-tooltip" aria-hidden="true">Za krótkie.</span><span class="tb-deform-error" id="e1">Za krótkie.</span></p>
    <p><input name="hall"><span class="tb-deform-tooltip" aria-hidden="true">To pole jest wymagane.</span></p>
  </form></div>`;
  stop = dismissBubblesOnEscape(document.querySelector("form")!);
});
afterEach(() => {
  stop();
  document.body.replaceChildren();
});

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const bubbleOf = (name: string) => input(name).nextElementSibling as HTMLElement;
/** A key pressed in `name`'s field; true when nothing prevented its default. */
const press = (name: string, key: string) => input(name).dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
const leave = (name: string, to: Element | null) => input(name).dispatchEvent(new FocusEvent("focusout", { bubbles: true, relatedTarget: to }));

describe("dismissBubblesOnEscape (WCAG 1.4.13: a bubble shown on focus can be dismissed)", () => {
  it("Escape hides the bubble of the field it is pressed in and is used up; the error text stays", () => {
    input("title").focus();
    expect(press("title", "Escape")).toBe(false);
    expect(bubbleOf("title").hidden).toBe(true);
    expect(bubbleOf("hall").hidden).toBe(false);
    expect(document.getElementById("e1")?.textContent).toBe("Za krótkie.");
    expect(input("title").value).toBe("ab");
    expect(document.activeElement).toBe(input("title"));
  });

  it("another key, an Escape a widget has used, or one with no bubble shown passes through untouched", () => {
    expect(press("title", "a")).toBe(true);
    const used = new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true });
    input("title").addEventListener("keydown", (event) => event.preventDefault(), { once: true });
    input("title").dispatchEvent(used);
    expect(bubbleOf("title").hidden).toBe(false);
    press("title", "Escape");
    // The bubble already hidden: the next Escape is the page's (a dialog around the form closes).
    expect(press("title", "Escape")).toBe(true);
  });

  it("the bubble is back when the focus leaves its field and returns, not while it moves inside the field", () => {
    press("title", "Escape");
    leave("title", bubbleOf("title").parentElement);
    expect(bubbleOf("title").hidden).toBe(true);
    leave("title", input("hall"));
    expect(bubbleOf("title").hidden).toBe(false);
  });

  it("stops when asked", () => {
    stop();
    expect(press("title", "Escape")).toBe(true);
    expect(bubbleOf("title").hidden).toBe(false);
  });
});
