import { afterEach, describe, expect, it, vi } from "vitest";
import type { RequestResult } from "../dejax/types.ts";
import { attachPlainForm, setRadioGroupValue } from "./plainForm.ts";

let answer: (result: RequestResult<unknown>) => void = () => {};
vi.mock("../dejax/client.ts", () => ({ request: vi.fn(() => new Promise((resolve) => (answer = resolve))) }));

function radios(): { form: HTMLFormElement; events: string[] } {
  const form = document.createElement("form");
  form.innerHTML = `<input type="radio" name="hall" value="A" checked><input type="radio" name="hall" value="B"><input type="radio" name="hall" value="C" disabled>`;
  const events: string[] = [];
  form.addEventListener("click", (e) => events.push(`click:${(e.target as HTMLInputElement).value}`));
  form.addEventListener("change", (e) => events.push(`change:${(e.target as HTMLInputElement).value}`));
  return { form, events };
}
const checked = (form: HTMLFormElement) => Array.from(form.querySelectorAll<HTMLInputElement>("input:checked"), (r) => r.value);

describe("setRadioGroupValue (legacy radio widget)", () => {
  it("checks the option, fires click, and change only when the value differs", () => {
    const { form, events } = radios();
    expect(setRadioGroupValue(form, "hall", "B")).toBe(true);
    expect(checked(form)).toEqual(["B"]);
    expect(setRadioGroupValue(form, "hall", "B")).toBe(true);
    expect(events).toEqual(["click:B", "change:B", "click:B"]);
  });
  it("refuses a disabled or unknown option and leaves the group as it was", () => {
    const { form, events } = radios();
    expect(setRadioGroupValue(form, "hall", "C")).toBe(false);
    expect(setRadioGroupValue(form, "hall", "Z")).toBe(false);
    expect(checked(form)).toEqual(["A"]);
    expect(events).toEqual([]);
  });
  it("unchecks the checked option when asked", () => {
    const { form } = radios();
    expect(setRadioGroupValue(form, "hall", "A", false)).toBe(true);
    expect(checked(form)).toEqual([]);
  });
});

describe("a plain legacy form while its answer is on its way (spec §4 submit button)", () => {
  afterEach(() => document.body.replaceChildren());

  it("every submit button is aria-disabled, says 'Proszę czekać…' beside an indicator, and is itself again after the answer", async () => {
    document.body.innerHTML = `<form action="/ajax/Test/save/"><input name="title" value="Mecz"><button type="submit">Zapisz</button> <input type="submit" value="Wyślij"></form>`;
    const form = document.querySelector("form")!;
    const detach = attachPlainForm(form, { ajax: true, errorPosition: "box", scrollOffset: 20 });
    const [button, input] = [form.querySelector("button")!, form.querySelector<HTMLInputElement>('input[type="submit"]')!];
    form.requestSubmit(button);
    await vi.waitFor(() => expect(button.textContent).toBe("Proszę czekać…"));
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(button.querySelector(".tb-spinner")).not.toBeNull();
    expect(input.value).toBe("Proszę czekać…");
    expect(input.getAttribute("aria-disabled")).toBe("true");
    expect(input.previousElementSibling?.className).toBe("tb-spinner"); // an input cannot hold it
    answer({ ok: true, data: { form: { valid: true }, message: "Zapisano." }, requestId: "1" });
    await vi.waitFor(() => expect(button.textContent).toBe("Zapisz"));
    expect(input.value).toBe("Wyślij");
    expect(button.hasAttribute("aria-disabled") || input.hasAttribute("aria-disabled")).toBe(false);
    expect(form.querySelectorAll(".tb-spinner")).toHaveLength(0);
    detach();
  });
});

describe("a plain legacy form's error bubble (WCAG 1.4.13)", () => {
  afterEach(() => document.body.replaceChildren());

  it("Escape in the invalid field hides its bubble and is used up; the error stays beside the field, the value and focus stay", async () => {
    document.body.innerHTML = `<div data-island="legacy-form"><form action="/ajax/Test/save/"><p><input name="title" class="minLength:3" value="ab"></p><button type="submit">Zapisz</button></form></div>`;
    const form = document.querySelector("form")!;
    const detach = attachPlainForm(form, { ajax: true, errorPosition: "box", scrollOffset: 20 });
    const field = form.querySelector("input")!;
    form.requestSubmit(form.querySelector("button"));
    await vi.waitFor(() => expect(form.querySelector(".tb-deform-tooltip")).not.toBeNull());
    field.focus();
    const escape = new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true });
    field.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(true);
    expect(form.querySelector<HTMLElement>(".tb-deform-tooltip")!.hidden).toBe(true);
    expect(document.getElementById(field.getAttribute("aria-describedby")!)?.textContent).toMatch(/3/);
    expect(field.value).toBe("ab");
    expect(document.activeElement).toBe(field);
    detach();
  });
});

describe("a plain legacy form's refusal focuses its first error 100 ms later (spec §9)", () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });
  const refused = (): { form: HTMLFormElement; first: HTMLInputElement; other: HTMLInputElement; detach: () => void } => {
    document.body.innerHTML = `<div data-island="legacy-form"><form action="/ajax/Test/save/"><input name="a" class="required"><input name="b" class="required"><button type="submit">Zapisz</button></form></div>`;
    const form = document.querySelector("form")!;
    const detach = attachPlainForm(form, { ajax: true, errorPosition: "box", scrollOffset: 20 });
    const button = form.querySelector("button")!;
    button.focus();
    form.requestSubmit(button);
    return { form, first: form.querySelector<HTMLInputElement>("[name=a]")!, other: form.querySelector<HTMLInputElement>("[name=b]")!, detach };
  };

  it("from the pressed button to the first marked field", () => {
    vi.useFakeTimers();
    const { first, detach } = refused();
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(first);
    detach();
  });

  it("nor once the mended form has been sent again before it was due", () => {
    vi.useFakeTimers();
    const { form, first, detach } = refused();
    first.value = "x";
    form.querySelector<HTMLInputElement>("[name=b]")!.value = "y";
    const button = form.querySelector("button")!;
    button.focus();
    form.requestSubmit(button);
    vi.advanceTimersByTime(1000);
    expect(document.activeElement).toBe(button);
    detach();
  });

  it("but not away from a field the user went to before it was due (a busy device runs the 100 ms late)", () => {
    vi.useFakeTimers();
    const { other, detach } = refused();
    other.focus();
    vi.advanceTimersByTime(1000);
    expect(document.activeElement).toBe(other);
    detach();
  });
});
