import { describe, expect, it } from "vitest";
import { buildLayout } from "./model.ts";
import type { RowInput } from "./schema.ts";
import { buildSeats, syncSeats } from "./seatDom.ts";

const row = (label: string, count: number): RowInput => ({
  label,
  ids: Array.from({ length: count }, (_, i) => `${label}-${i + 1}`),
  numbers: Array.from({ length: count }, (_, i) => String(i + 1)),
  statuses: "f".repeat(count),
  gaps: [],
});
const layout = buildLayout([row("1", 3), row("2", 2), row("3", 4)]);
const seatsIn = (container: HTMLElement) => [...container.querySelectorAll<HTMLButtonElement>("button")];

describe("buildSeats: seat buttons a slice at a time", () => {
  it("puts every row's group in at once and builds whole rows until the deadline has passed", () => {
    const container = document.createElement("div");
    const build = buildSeats(container, layout, "149,00 zł");
    expect(container.querySelectorAll("[role=group]")).toHaveLength(3);
    expect(seatsIn(container)).toHaveLength(0);
    // A deadline already passed still builds one row: each slice moves on.
    expect(build.fill(0)).toBe(false);
    expect(build.built).toBe(1);
    expect(seatsIn(container).map((b) => b.getAttribute("aria-label"))).toEqual([
      "Rząd 1, miejsce 1, wolne, 149,00 zł",
      "Rząd 1, miejsce 2, wolne, 149,00 zł",
      "Rząd 1, miejsce 3, wolne, 149,00 zł",
    ]);
    expect(build.buttons[3]).toBeUndefined();
    expect(build.fill(Infinity)).toBe(true);
    expect(build.built).toBe(3);
    expect(seatsIn(container)).toHaveLength(9);
    expect(build.buttons.every((button, i) => button?.getAttribute("data-i") === String(i))).toBe(true);
  });

  it("syncs only the rows built so far, and the rows built later from the latest state", () => {
    const container = document.createElement("div");
    const build = buildSeats(container, layout, "149,00 zł");
    build.fill(0);
    // Seat 4 (row 2) is chosen and holds the tab stop before its row exists.
    const state = { pressed: [new Set<number>(), new Set([4]), new Set<number>()], focus: 4 };
    syncSeats(build, layout, state, null, 0, build.built);
    expect(seatsIn(container).filter((b) => b.tabIndex === 0)).toHaveLength(0);
    const from = build.built;
    build.fill(Infinity);
    syncSeats(build, layout, state, null, from, build.built);
    expect(build.buttons[4]!.getAttribute("aria-pressed")).toBe("true");
    expect(build.buttons[4]!.getAttribute("aria-label")).toBe("Rząd 2, miejsce 2, wybrane, 149,00 zł");
    expect(build.buttons[4]!.tabIndex).toBe(0);
    expect(seatsIn(container).filter((b) => b.getAttribute("aria-pressed") === "true")).toHaveLength(1);
    expect(seatsIn(container).filter((b) => b.tabIndex === 0)).toHaveLength(1);
  });

  it("a choice renames only the seats whose state changed: 'wybrane' when pressed, 'wolne' again when not", () => {
    const container = document.createElement("div");
    const build = buildSeats(container, layout, "149,00 zł");
    build.fill(Infinity);
    const none = { pressed: [new Set<number>(), new Set<number>(), new Set<number>()], focus: 0 };
    syncSeats(build, layout, none, null, 0, build.built);
    const chosen = { pressed: [new Set([1]), none.pressed[1]!, none.pressed[2]!], focus: 1 };
    const renamed: number[] = [];
    const observer = new MutationObserver(() => {});
    observer.observe(container, { attributes: true, attributeFilter: ["aria-label"], subtree: true });
    syncSeats(build, layout, chosen, none, 0, build.built);
    renamed.push(...observer.takeRecords().map((record) => Number((record.target as Element).getAttribute("data-i"))));
    expect(renamed).toEqual([1]);
    expect(build.buttons[1]!.getAttribute("aria-label")).toBe("Rząd 1, miejsce 2, wybrane, 149,00 zł");
    syncSeats(build, layout, none, chosen, 0, build.built);
    expect(observer.takeRecords().map((record) => Number((record.target as Element).getAttribute("data-i")))).toEqual([1]);
    observer.disconnect();
    expect(build.buttons[1]!.getAttribute("aria-label")).toBe("Rząd 1, miejsce 2, wolne, 149,00 zł");
  });
});
