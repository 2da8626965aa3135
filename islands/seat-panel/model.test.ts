// @vitest-environment node
import { describe, expect, it } from "vitest";
import { buildLayout, decide, defaultVariantOf, firstFreeSeat, initialState, layoutOf, moveFocus, pressedByRow, reduce, type PanelState } from "./model.ts";
import type { CartItem } from "../../src/ui/cart/schema.ts";
import type { PendingRow, RowInput } from "./schema.ts";

const row = (label: string, ids: string[], statuses: string, gaps: number[] = []): RowInput => ({
  label,
  ids,
  numbers: ids.map((id) => id.split("-")[1] ?? null),
  statuses,
  gaps,
});
// Row 1: 4 seats with an aisle before the third; row 2: two seats; row 3 empty; row 4: one seat.
const rows: RowInput[] = [row("1", ["1-1", "1-2", "1-3", "1-4"], "tfff", [2]), row("2", ["2-1", "2-2"], "fr"), row("3", [], ""), row("4", ["4-9"], "f")];
const layout = buildLayout(rows);

const cartItem = (id: string, seatId: string | null, extra: Partial<CartItem> = {}): CartItem => ({
  id,
  parentId: null,
  parkingParentId: null,
  seatId,
  row: null,
  number: null,
  variantId: "101",
  variantName: "Normalny",
  price: 14900,
  eventName: "E",
  serieName: "S",
  parking: false,
  ...extra,
});

describe("layout and keyboard geometry", () => {
  it("counts an aisle as one seat width", () => {
    expect(layout.seats.map((s) => s.x)).toEqual([0, 1, 3, 4, 0, 1, 0]);
  });

  it("moves left and right within a row and stops at its ends", () => {
    expect(moveFocus(layout, 1, "ArrowRight")).toBe(2);
    expect(moveFocus(layout, 3, "ArrowRight")).toBe(3);
    expect(moveFocus(layout, 0, "ArrowLeft")).toBe(0);
    expect(moveFocus(layout, 2, "Home")).toBe(0);
    expect(moveFocus(layout, 0, "End")).toBe(3);
  });

  it("Ctrl+Home / Ctrl+End go to the grid's first / last seat, skipping empty rows (APG grid)", () => {
    // Rows: 0-3, then 4-5, an empty row, then 6.
    expect(moveFocus(layout, 5, "Home", true)).toBe(0);
    expect(moveFocus(layout, 1, "End", true)).toBe(6);
    const endsEmpty = buildLayout([row("1", [], ""), row("2", ["2-1", "2-2"], "ff"), row("3", [], "")]);
    expect(moveFocus(endsEmpty, 1, "Home", true)).toBe(0);
    expect(moveFocus(endsEmpty, 0, "End", true)).toBe(1);
  });

  it("moves up and down to the nearest seat, skipping empty rows", () => {
    expect(moveFocus(layout, 3, "ArrowDown")).toBe(5); // x=4 → nearest in row 2 is x=1
    expect(moveFocus(layout, 5, "ArrowDown")).toBe(6); // row 3 is empty
    expect(moveFocus(layout, 6, "ArrowUp")).toBe(4); // x=0 → row 2 seat x=0
    expect(moveFocus(layout, 4, "ArrowUp")).toBe(0);
    expect(moveFocus(layout, 0, "ArrowUp")).toBe(0);
  });

  it("Page Down / Page Up move five non-empty rows, or as far as there are", () => {
    // Twelve rows of three seats; row 7 is empty and does not count.
    const tall = buildLayout(Array.from({ length: 12 }, (_, r) => (r === 6 ? row(`${r + 1}`, [], "") : row(`${r + 1}`, [0, 1, 2].map((n) => `${r + 1}-${n + 1}`), "fff"))));
    const at = (r: number, n: number) => tall.byId.get(`${r}-${n}`)!;
    expect(moveFocus(tall, at(1, 2), "PageDown")).toBe(at(6, 2));
    expect(moveFocus(tall, at(6, 2), "PageDown")).toBe(at(12, 2)); // 8, 9, 10, 11, 12: row 7 skipped
    expect(moveFocus(tall, at(12, 3), "PageDown")).toBe(at(12, 3));
    expect(moveFocus(tall, at(12, 1), "PageUp")).toBe(at(6, 1));
    expect(moveFocus(tall, at(3, 1), "PageUp")).toBe(at(1, 1)); // only two rows above
  });
});

describe("decide", () => {
  const base = initialState(layout, []);

  it("starts the roving focus on the first free seat", () => {
    expect(base.focus).toBe(1);
  });

  it("chooses a free seat, refuses unavailable ones, releases a chosen one", () => {
    expect(decide(layout, base, 1, 0)).toEqual({ kind: "choose" });
    expect(decide(layout, base, 0, 0)).toEqual({ kind: "unavailable" });
    expect(decide(layout, base, 5, 0)).toEqual({ kind: "unavailable" });
    const chosen = reduce(base, { type: "choose", seat: 1, variantId: "101" });
    expect(decide(layout, chosen, 1, 0)).toEqual({ kind: "unchoose" });
  });

  it("applies the seat limit per order: cart seats of every sector count, parking tickets do not", () => {
    const state: PanelState = { ...initialState(layout, [cartItem("9.1", "1-4"), cartItem("9.2", "X-elsewhere"), cartItem("9.3", null, { parking: true })]) };
    expect(decide(layout, state, 1, 3)).toEqual({ kind: "choose" });
    const one = reduce(state, { type: "choose", seat: 1, variantId: "101" });
    expect(decide(layout, one, 2, 3)).toEqual({ kind: "refused", refusal: { template: "Możesz wybrać tylko %d miejsca.", limit: 3 } });
  });

  it("counts the seats chosen in the page's other panels toward the limit (QA s40 #14: two sectors on a page)", () => {
    const state = initialState(layout, [cartItem("9.1", "1-4")]);
    expect(decide(layout, state, 1, 3, 1)).toEqual({ kind: "choose" });
    expect(decide(layout, state, 1, 3, 2)).toEqual({ kind: "refused", refusal: { template: "Możesz wybrać tylko %d miejsca.", limit: 3 } });
  });

  it("knows a sector with no free seat: no rows, or every seat taken or reserved (QA s40 #14)", () => {
    expect(firstFreeSeat(layout)).toBe(1);
    expect(firstFreeSeat(buildLayout([]))).toBe(-1);
    expect(firstFreeSeat(buildLayout([row("1", [], ""), row("2", ["2-1", "2-2"], "tr")]))).toBe(-1);
    expect(initialState(buildLayout([row("1", ["1-1"], "t")]), []).focus).toBe(0);
  });

  it("keeps seats ticked before the script ran, unless taken or already in the cart", () => {
    const state = initialState(layout, [cartItem("9.1", "1-4")], [{ seatId: "1-2", variantId: "102" }, { seatId: "1-4", variantId: "101" }, { seatId: "nowhere", variantId: "101" }]);
    expect(state.chosen).toEqual([{ seat: layout.byId.get("1-2"), variantId: "102" }]);
  });

  it("releasing a cart seat removes its ticket with attached and parking tickets", () => {
    const cart = [cartItem("9.1", "1-4"), cartItem("9.2", "2-1", { parentId: "9.1" }), cartItem("9.3", null, { parkingParentId: "9.1", parking: true })];
    expect(decide(layout, initialState(layout, cart), 3, 6)).toEqual({ kind: "remove", ids: ["9.1", "9.2", "9.3"] });
  });
});

describe("reduce: optimistic removal", () => {
  const cart = [cartItem("9.1", "1-4"), cartItem("9.2", null)];

  it("hides, then restores on failure or drops on success", () => {
    const hidden = reduce(initialState(layout, cart), { type: "hide", ids: ["9.1"] });
    expect(hidden.hidden.has("9.1")).toBe(true);
    expect(reduce(hidden, { type: "restore", ids: ["9.1"] }).hidden.size).toBe(0);
    const removed = reduce(hidden, { type: "removed", ids: ["9.1"] });
    expect(removed.cart.map((i) => i.id)).toEqual(["9.2"]);
    expect(removed.hidden.size).toBe(0);
  });
});

describe("pressedByRow", () => {
  it("keeps the previous set object for rows that did not change", () => {
    const start = initialState(layout, [cartItem("9.1", "1-4")]);
    const first = pressedByRow(layout, start, null);
    expect([...first[0]!]).toEqual([3]);
    const next = reduce(start, { type: "choose", seat: 4, variantId: "101" });
    const second = pressedByRow(layout, next, first);
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
    expect([...second[1]!]).toEqual([4]);
    expect(second[2]).toBe(first[2]);
  });

  it("hides seats of cart items being removed", () => {
    const state = reduce(initialState(layout, [cartItem("9.1", "1-4")]), { type: "hide", ids: ["9.1"] });
    expect(pressedByRow(layout, state, null)[0]!.size).toBe(0);
  });
});

describe("layoutOf: a row at a time", () => {
  /** A row still in the markup: counts how often it is read. */
  const pending = (input: RowInput) => {
    const row = { label: input.label, count: input.ids.length, reads: 0, read: () => (row.reads++, input), toJSON: () => input };
    return row satisfies PendingRow;
  };

  it("knows every row's place at once and lays a row out when first needed", () => {
    const lazy = layoutOf(rows);
    expect(lazy.rows.map((r) => [r.first, r.count])).toEqual([[0, 4], [4, 2], [6, 0], [6, 1]]);
    expect(lazy.seats).toHaveLength(7);
    expect(lazy.seats[4]).toBeUndefined();
    lazy.ensure(1);
    expect(lazy.seats[4]).toMatchObject({ id: "2-1", row: 1, x: 0 });
    // Keys lay out the row they move to.
    expect(moveFocus(lazy, 5, "ArrowDown")).toBe(6);
    expect(lazy.seats[6]).toMatchObject({ id: "4-9" });
  });

  it("a look-up lays out ready rows, and reads rows still in the markup only when asked to", () => {
    const markup = pending(rows[3]!);
    const lazy = layoutOf([rows[0]!, rows[1]!, rows[2]!, markup]);
    expect(lazy.indexOf("2-2")).toBe(5);
    expect(lazy.indexOf("4-9")).toBeUndefined();
    expect(markup.reads).toBe(0);
    expect(lazy.indexOf("4-9", true)).toBe(6);
    lazy.ensure(3);
    expect(markup.reads).toBe(1);
  });

  it("refuses a row whose seats do not match its count", () => {
    const short = { ...pending(rows[0]!), count: 5 };
    expect(() => layoutOf([short]).ensure(0)).toThrow(/4 seats, 5 counted/);
  });
});

describe("defaultVariantOf", () => {
  const variants = [
    { id: "101", name: "Normalny", price: 14900 },
    { id: "102", name: "Ulgowy", price: 9900 },
  ];
  it("is the variant the legacy select had selected", () => expect(defaultVariantOf(variants, "102").name).toBe("Ulgowy"));
  it("is the first variant when none or an unknown one was selected", () => {
    expect(defaultVariantOf(variants, "").id).toBe("101");
    expect(defaultVariantOf(variants, "999").id).toBe("101");
  });
});
