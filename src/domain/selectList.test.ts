import { describe, expect, it } from "vitest";
import { choose, comboPopupHeight, initialSelection, moveActive, type SelectOption } from "./selectList.ts";

const options: SelectOption[] = [
  { value: "all", label: "Wszystkie" },
  { value: "a", label: "A" },
  { value: "b", label: "B", disabled: true },
  { value: "c", label: "C" },
];

describe("select list", () => {
  it("single mode keeps one and auto-selects the first enabled option", () => {
    expect(initialSelection(options, [], "single")).toEqual(["all"]);
    expect(initialSelection(options, ["c", "a"], "single")).toEqual(["c"]);
    expect(initialSelection([{ value: "x", label: "X", disabled: true }, { value: "y", label: "Y" }], [], "single")).toEqual(["y"]);
    expect(initialSelection(options, [], "multi")).toEqual([]);
    expect(initialSelection(options, ["zzz", "a"], "multi")).toEqual(["a"]);
  });

  it("single mode replaces, multi mode toggles", () => {
    expect(choose(options, ["all"], "c", "single")).toEqual(["c"]);
    expect(choose(options, ["a"], "c", "multi")).toEqual(["a", "c"]);
    expect(choose(options, ["a", "c"], "a", "multi")).toEqual(["c"]);
  });

  it("first alternate makes the first option exclusive with the others", () => {
    expect(choose(options, ["a", "c"], "all", "first-alternate")).toEqual(["all"]);
    expect(choose(options, ["all"], "a", "first-alternate")).toEqual(["a"]);
    expect(choose(options, ["all"], "all", "first-alternate")).toEqual([]);
    expect(initialSelection(options, ["all", "a"], "first-alternate")).toEqual(["all"]);
  });

  it("rejects unknown and disabled options", () => {
    expect(choose(options, ["a"], "b", "multi")).toBeNull();
    expect(choose(options, ["a"], "nope", "single")).toBeNull();
  });

  it("moves the active option past disabled ones", () => {
    expect(moveActive(options, 1, "ArrowDown")).toBe(3);
    expect(moveActive(options, 3, "ArrowUp")).toBe(1);
    expect(moveActive(options, 3, "ArrowDown")).toBe(3);
    expect(moveActive(options, 3, "Home")).toBe(0);
    expect(moveActive(options, 0, "End")).toBe(3);
    expect(moveActive(options, 0, "x")).toBeNull();
  });

  it("sizes the combo box popup by its option count", () => {
    expect(comboPopupHeight(6)).toBeNull();
    expect(comboPopupHeight(7)).toBe(100);
  });
});
