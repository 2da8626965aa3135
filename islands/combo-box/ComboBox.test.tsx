import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ComboBox } from "./ComboBox.tsx";
import { comboBoxSchema } from "./schema.ts";

function combo(count: number, state: Record<string, unknown> = {}) {
  const props = comboBoxSchema.parse({
    ...state,
    name: "gate",
    id: "gate",
    label: "Brama",
    options: Array.from({ length: count }, (_, index) => ({ value: String(index + 1), label: `Brama ${index + 1}`, disabled: index === 1 })),
  });
  const emit = vi.fn(() => true);
  render(<ComboBox props={props} emit={emit} host={document.body} legacy={document.createDocumentFragment()} expose={() => {}} />);
  return { emit, control: screen.getByRole("combobox", { name: "Brama" }), popup: screen.getByRole("listbox", { hidden: true }) };
}

// jsdom has no layout, hence no scrollIntoView.
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
  // jsdom has no matchMedia either (the tooltip asks for reduced motion).
  window.matchMedia ??= vi.fn(() => ({ matches: false })) as unknown as typeof window.matchMedia;
});
afterEach(cleanup);

describe("ComboBox", () => {
  it("sizes the popup to its options below 7, else 100 px", () => {
    expect(combo(6).popup.style.height).toBe("");
    cleanup();
    expect(combo(7).popup.style.height).toBe("100px");
  });

  it("refuses a disabled option and stays open", () => {
    const { control, popup, emit } = combo(3);
    fireEvent.click(control);
    fireEvent.click(screen.getByRole("option", { name: "Brama 2" }));
    expect(popup.hidden).toBe(false);
    expect(control.textContent).toBe("Brama 1");
    expect(emit).not.toHaveBeenCalled();
    fireEvent.keyDown(control, { key: "Escape" });
    expect(popup.hidden).toBe(true);
  });

  it("read-only: shows and posts its value, never opens; disabled: out of the Tab order, posts nothing", () => {
    const readOnly = combo(3, { readOnly: true });
    fireEvent.click(readOnly.control);
    fireEvent.keyDown(readOnly.control, { key: "ArrowDown" });
    expect(readOnly.popup.hidden).toBe(true);
    expect(readOnly.control.getAttribute("aria-readonly")).toBe("true");
    expect(document.querySelector<HTMLInputElement>("input[type=hidden]")!.disabled).toBe(false);
    cleanup();
    const disabled = combo(3, { disabled: true });
    fireEvent.click(disabled.control);
    expect(disabled.popup.hidden).toBe(true);
    expect(disabled.control.tabIndex).toBe(-1);
    expect(disabled.control.getAttribute("aria-disabled")).toBe("true");
    expect(document.querySelector<HTMLInputElement>("input[type=hidden]")!.disabled).toBe(true);
  });

  it("invalid: the error text describes the control and shows in an error tooltip", () => {
    const { control } = combo(3, { error: "Wybierz bramę." });
    expect(control.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(control.getAttribute("aria-describedby")!)!.textContent).toBe("Wybierz bramę.");
    expect(document.querySelector(".tb-tooltip[data-type=error]")!.textContent).toBe("Wybierz bramę.");
  });

  it("type-ahead: a typed string opens the list on its match, the list follows it; a Space inside it is typed; Page Down moves 10", () => {
    const { control, popup, emit } = combo(14);
    fireEvent.keyDown(control, { key: "b" });
    expect(popup.hidden).toBe(false);
    const active = () => document.getElementById(control.getAttribute("aria-activedescendant")!)!.textContent;
    expect(active()).toBe("Brama 3"); // from the chosen "Brama 1", past the disabled "Brama 2"
    for (const key of ["r", "a", "m", "a", " ", "1", "2"]) fireEvent.keyDown(control, { key });
    expect(active()).toBe("Brama 12");
    expect(popup.hidden).toBe(false);
    fireEvent.keyDown(control, { key: "PageUp" });
    expect(active()).toBe("Brama 3"); // 10 up is the disabled "Brama 2": the farthest enabled within the page
    fireEvent.keyDown(control, { key: "PageDown" });
    expect(active()).toBe("Brama 13");
    fireEvent.keyDown(control, { key: "Enter" });
    expect(emit).toHaveBeenCalledWith("change", { value: "13" });
  });

  it("lists an <optgroup>'s options in a group named after it (QA s40 #13)", () => {
    const props = comboBoxSchema.parse({ name: "s", id: "s", label: "Trybuna", options: [{ value: "", label: "—" }, { value: "A", label: "Trybuna A", group: "Zachód" }, { value: "C", label: "Trybuna C", group: "Wschód" }] });
    render(<ComboBox props={props} emit={() => true} host={document.body} legacy={document.createDocumentFragment()} expose={() => {}} />);
    fireEvent.click(screen.getByRole("combobox", { name: "Trybuna" }));
    expect(screen.getByRole("group", { name: "Wschód" }).contains(screen.getByRole("option", { name: "Trybuna C" }))).toBe(true);
    fireEvent.click(screen.getByRole("option", { name: "Trybuna C" }));
    expect(document.querySelector<HTMLInputElement>("input[name=s]")!.value).toBe("C");
  });

  it("a select without options: says so, unavailable, never opens, posts nothing (QA s40 #12)", () => {
    const { control, popup } = combo(0);
    expect(control.textContent).toBe("Brak pozycji do wyboru");
    expect(control.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(control);
    fireEvent.keyDown(control, { key: "ArrowDown" });
    expect(popup.hidden).toBe(true);
    expect(document.querySelector("input[name=gate]")).toBeNull();
  });

  it("a label outside the host names the box and focuses it when clicked, without opening it (QA s40 #12)", () => {
    const outside = document.body.appendChild(Object.assign(document.createElement("label"), { id: "outside", htmlFor: "gate", textContent: "Brama" }));
    const { control } = combo(2, { labelledBy: "outside" });
    expect(control.getAttribute("aria-labelledby")).toBe("outside");
    expect(screen.getAllByText("Brama")).toEqual([outside]);
    fireEvent.click(outside);
    expect(document.activeElement).toBe(control);
    expect(control.getAttribute("aria-expanded")).toBe("false");
    outside.remove();
  });
});
