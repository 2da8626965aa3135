import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { choose, comboPopupHeight, initialSelection, moveActive, PAGE_STEP, startsWithTyped, typeAhead, typeAheadMatch, typingAt, TYPE_AHEAD_MS, type SelectOption } from "./selectList.ts";

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
    // The first option with others (chosen in the shop's list before the script ran): the others, as choose() leaves it.
    expect(initialSelection(options, ["all", "a", "c"], "first-alternate")).toEqual(["a", "c"]);
    expect(initialSelection(options, ["all"], "first-alternate")).toEqual(["all"]);
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

  it("pages by 10 enabled-or-not options, stopping at the ends and skipping disabled ones", () => {
    const long: SelectOption[] = Array.from({ length: 25 }, (_, index) => ({ value: String(index), label: `Sektor ${index}`, disabled: index === 10 || index === 24 }));
    expect(moveActive(long, 0, "PageDown")).toBe(9); // 10 is disabled: the farthest enabled within a page
    expect(moveActive(long, 9, "PageDown")).toBe(19);
    expect(moveActive(long, 19, "PageDown")).toBe(23); // the last enabled, not the disabled 24
    expect(moveActive(long, 23, "PageDown")).toBe(23);
    expect(moveActive(long, 23, "PageUp")).toBe(13);
    expect(moveActive(long, 13, "PageUp")).toBe(3);
    expect(moveActive(long, 3, "PageUp")).toBe(0);
    const gap: SelectOption[] = Array.from({ length: 30 }, (_, index) => ({ value: String(index), label: String(index), disabled: index > 0 && index < 25 }));
    expect(moveActive(gap, 0, "PageDown")).toBe(25); // past a run of disabled longer than a page: the next enabled
    expect(moveActive(gap, 25, "PageUp")).toBe(0);
  });

  it("pages (property): lands on an enabled option, moves the key's way, at most a page unless none is within one", () => {
    const lists = fc.array(fc.boolean(), { minLength: 1, maxLength: 60 }).filter((disabled) => disabled.some((off) => !off));
    fc.assert(
      fc.property(lists, fc.nat(), fc.constantFrom("PageUp", "PageDown"), (disabled, seed, key) => {
        const list = disabled.map((off, index) => ({ value: String(index), label: String(index), disabled: off }));
        const enabled = list.flatMap((option, index) => (option.disabled ? [] : [index]));
        const from = enabled[seed % enabled.length]!;
        const to = moveActive(list, from, key)!;
        expect(list[to]!.disabled).toBeFalsy();
        const ahead = key === "PageDown" ? enabled.filter((index) => index > from) : enabled.filter((index) => index < from);
        if (ahead.length === 0) expect(to).toBe(from);
        else if (ahead.some((index) => Math.abs(index - from) <= PAGE_STEP)) expect(Math.abs(to - from)).toBeLessThanOrEqual(PAGE_STEP);
        else expect(to).toBe(key === "PageDown" ? ahead[0] : ahead.at(-1));
        expect(key === "PageDown" ? to >= from : to <= from).toBe(true);
      }),
    );
  });

  it("type-ahead: characters within 500 ms make one string, a pause starts a new one", () => {
    const first = typeAhead(null, "b", 1_000);
    expect(typeAhead(first, "r", 1_000 + TYPE_AHEAD_MS - 1)).toEqual({ text: "br", at: 1_499 });
    expect(typeAhead(first, "r", 1_000 + TYPE_AHEAD_MS)).toEqual({ text: "r", at: 1_500 });
    expect(typingAt(first, 1_499)).toBe(true);
    expect(typingAt(first, 1_500)).toBe(false);
    expect(typingAt(null, 0)).toBe(false);
  });

  it("type-ahead matching: case-insensitive; a plain letter finds Polish ones, a Polish letter only itself", () => {
    expect(startsWithTyped("Łódź Kaliska", "lodz")).toBe(true);
    expect(startsWithTyped("Łódź Kaliska", "ŁÓDŹ")).toBe(true);
    expect(startsWithTyped("Łódź Kaliska", "łodz")).toBe(true);
    expect(startsWithTyped("Lublin", "ł")).toBe(false);
    expect(startsWithTyped("Żyleta", "z")).toBe(true);
    expect(startsWithTyped("Zachód", "ż")).toBe(false);
    expect(startsWithTyped("Ślęża", "sle")).toBe(true);
    // Decomposed text (NFD) from the markup matches as the composed one does.
    expect(startsWithTyped("Ślęża".normalize("NFD"), "śl")).toBe(true);
    expect(startsWithTyped("  Brama 1", "brama 1")).toBe(true);
    expect(startsWithTyped("Br", "bra")).toBe(false);
  });

  it("type-ahead: a string looks from the active option on, one letter (or one repeated) cycles from the next; disabled skipped", () => {
    const gates: SelectOption[] = ["Brama 1 – Północ", "Brama 2 – Wschód", "Loża VIP", "Brama 3 – Łazienkowska", "Lublin", "Łódź"].map((label, index) => ({ value: String(index), label, disabled: index === 2 }));
    expect(typeAheadMatch(gates, 0, "b")).toBe(1);
    expect(typeAheadMatch(gates, 1, "bb")).toBe(3);
    expect(typeAheadMatch(gates, 3, "bbb")).toBe(0); // wraps
    expect(typeAheadMatch(gates, 0, "brama 3")).toBe(3);
    expect(typeAheadMatch(gates, 1, "br")).toBe(1); // still fits: stays
    expect(typeAheadMatch(gates, 0, "l")).toBe(4); // the disabled "Loża VIP" is skipped; "l" finds "Lublin"…
    expect(typeAheadMatch(gates, 4, "l")).toBe(5); // …and "Łódź"
    expect(typeAheadMatch(gates, 0, "ł")).toBe(5);
    expect(typeAheadMatch(gates, 0, "x")).toBeNull();
    expect(typeAheadMatch(gates, 0, "brx")).toBeNull();
    expect(typeAheadMatch(gates, 0, "")).toBeNull();
  });

  it("type-ahead (property): typing an enabled option's label, or its first letters, reaches an option that starts with them", () => {
    const label = fc.stringMatching(/^[a-ząćęłńóśźżA-ZĄĆĘŁŃÓŚŹŻ0-9 ]{1,8}$/);
    fc.assert(
      fc.property(fc.array(fc.record({ label, disabled: fc.boolean() }), { minLength: 1, maxLength: 12 }), fc.nat(), fc.nat(), fc.nat(), (rows, pick, from, cut) => {
        const list = rows.map((row, index) => ({ value: String(index), ...row }));
        const enabled = list.filter((option) => !option.disabled);
        if (enabled.length === 0) return;
        const target = enabled[pick % enabled.length]!;
        const typed = Array.from(target.label.trimStart()).slice(0, 1 + (cut % 8)).join("");
        if (typed.trim() === "") return;
        const found = typeAheadMatch(list, from % list.length, typed);
        expect(found).not.toBeNull();
        expect(list[found!]!.disabled).toBeFalsy();
        expect(startsWithTyped(list[found!]!.label, typed)).toBe(true);
      }),
    );
  });
});
