import { describe, expect, it } from "vitest";
import { setRadioGroupValue } from "./plainForm.ts";

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
