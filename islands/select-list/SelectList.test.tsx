import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { selectListSchema, type SelectListProps } from "./schema.ts";
import { SelectList } from "./SelectList.tsx";

function list(input: Partial<SelectListProps> & Pick<SelectListProps, "mode">) {
  const props = selectListSchema.parse({
    name: "stand",
    id: "stand",
    label: "Trybuna",
    options: [
      { value: "A", label: "Trybuna A", disabled: true },
      { value: "B", label: "Trybuna B" },
      { value: "C", label: "Trybuna C" },
    ],
    ...input,
  });
  const emit = vi.fn(() => true);
  const view = render(<SelectList props={props} emit={emit} host={document.body} legacy={document.createDocumentFragment()} expose={() => {}} />);
  const posted = () => [...view.container.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((input) => input.value);
  return { emit, posted, listbox: screen.getByRole("listbox", { name: "Trybuna" }) };
}

// jsdom has no layout, hence no scrollIntoView.
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(cleanup);

describe("SelectList", () => {
  it("single mode auto-selects the first enabled option and lets the arrows carry the selection", () => {
    const { listbox, posted, emit } = list({ mode: "single" });
    expect(listbox.getAttribute("aria-multiselectable")).toBeNull();
    expect(posted()).toEqual(["B"]);
    fireEvent.keyDown(listbox, { key: "ArrowDown" });
    expect(posted()).toEqual(["C"]);
    expect(emit).toHaveBeenCalledWith("change", { value: ["C"] });
    fireEvent.keyDown(listbox, { key: "Home" });
    expect(posted()).toEqual(["B"]);
  });

  it("multi mode toggles by click and Space", () => {
    const { listbox, posted } = list({ mode: "multi", selected: ["B"] });
    fireEvent.click(screen.getByRole("option", { name: "Trybuna C" }));
    expect(posted()).toEqual(["B", "C"]);
    fireEvent.keyDown(listbox, { key: " " });
    expect(posted()).toEqual(["B"]);
  });

  it("a read-only list keeps and posts its value, ignoring clicks and keys", () => {
    const { listbox, posted, emit } = list({ mode: "multi", selected: ["C"], readOnly: true });
    expect(listbox.getAttribute("aria-readonly")).toBe("true");
    fireEvent.click(screen.getByRole("option", { name: "Trybuna B" }));
    fireEvent.keyDown(listbox, { key: "Enter" });
    expect(posted()).toEqual(["C"]);
    expect(emit).not.toHaveBeenCalled();
  });

  it("type-ahead and Page Down move (single mode: and choose), past the disabled option; a Ctrl shortcut does not type", () => {
    const { listbox, posted } = list({ mode: "single", options: ["Łódź", "Lublin", "Gdańsk", "Łomża"].map((label, index) => ({ value: String(index), label, disabled: index === 1 })) });
    expect(posted()).toEqual(["0"]);
    fireEvent.keyDown(listbox, { key: "l" });
    expect(posted()).toEqual(["3"]); // "Lublin" is disabled; "l" finds "Łomża"
    fireEvent.keyDown(listbox, { key: "g", ctrlKey: true });
    expect(posted()).toEqual(["3"]);
    fireEvent.keyDown(listbox, { key: "PageUp" });
    expect(posted()).toEqual(["0"]);
    fireEvent.keyDown(listbox, { key: "PageDown" });
    expect(posted()).toEqual(["3"]);
  });

  it("lists an <optgroup>'s options in a group named after it; the arrows go on across the groups (QA s40 #13)", () => {
    const { listbox, posted } = list({
      mode: "single",
      options: [
        { value: "A", label: "Trybuna A", disabled: false, group: "Zachód" },
        { value: "C", label: "Trybuna C", disabled: false, group: "Wschód" },
      ],
    });
    expect(screen.getByRole("group", { name: "Zachód" }).textContent).toBe("ZachódTrybuna A");
    expect(screen.getByRole("group", { name: "Wschód" }).contains(screen.getByRole("option", { name: "Trybuna C" }))).toBe(true);
    fireEvent.keyDown(listbox, { key: "ArrowDown" });
    expect(posted()).toEqual(["C"]);
  });

  it("a select without options: a reachable, unavailable list described as empty, posting nothing; keys do nothing (QA s40 #12)", () => {
    const { listbox, posted, emit } = list({ mode: "multi", options: [] });
    expect(listbox.getAttribute("aria-disabled")).toBe("true");
    expect(listbox.tabIndex).toBe(0);
    expect(document.getElementById(listbox.getAttribute("aria-describedby")!)!.textContent).toBe("Brak pozycji do wyboru");
    fireEvent.keyDown(listbox, { key: " " });
    fireEvent.keyDown(listbox, { key: "ArrowDown" });
    expect(posted()).toEqual([]);
    expect(emit).not.toHaveBeenCalled();
  });

  it("a label outside the host: the list is named by it, shows none of its own, and a click on it focuses the list (QA s40 #12)", () => {
    const outside = document.body.appendChild(Object.assign(document.createElement("label"), { id: "outside", htmlFor: "stand", textContent: "Trybuna" }));
    const { listbox } = list({ mode: "single", labelledBy: "outside" });
    expect(listbox.getAttribute("aria-labelledby")).toBe("outside");
    expect(screen.getAllByText("Trybuna")).toEqual([outside]);
    fireEvent.click(outside);
    expect(document.activeElement).toBe(listbox);
    outside.remove();
  });

  it("addOption (quick-add's handle) adds the new option and chooses it; a known one is chosen", () => {
    let handle: { addOption?: (value: string, label: string) => boolean } | null = null;
    const props = selectListSchema.parse({ name: "org", id: "org", label: "Organizator", mode: "multi", selected: ["B"], options: [{ value: "A", label: "Fundacja" }, { value: "B", label: "Klub" }] });
    const emit = vi.fn(() => true);
    const view = render(<SelectList props={props} emit={emit} host={document.body} legacy={document.createDocumentFragment()} expose={(api) => (handle = api)} />);
    const posted = () => [...view.container.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((input) => input.value);
    act(() => void handle!.addOption!("101", "Nowy Organizator"));
    expect(screen.getByRole("option", { name: "Nowy Organizator" }).getAttribute("aria-selected")).toBe("true");
    expect(posted()).toEqual(["B", "101"]);
    expect(emit).toHaveBeenCalledWith("change", { value: ["B", "101"] });
    // Added again (the same record): still chosen once, not toggled off.
    act(() => void handle!.addOption!("101", "Nowy Organizator"));
    expect(posted()).toEqual(["B", "101"]);
    expect(screen.getAllByRole("option")).toHaveLength(3);
    act(() => void handle!.addOption!("A", "Fundacja"));
    expect(posted()).toEqual(["B", "101", "A"]);
  });
});
