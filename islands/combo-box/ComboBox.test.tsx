import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ComboBox } from "./ComboBox.tsx";
import { comboBoxSchema } from "./schema.ts";

function combo(count: number) {
  const props = comboBoxSchema.parse({
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
});
