import { describe, expect, it } from "vitest";
import { cartSeats, decide, initialChosen, seatLabel, seatVariant, type StadiumState } from "./choice.ts";
import { buildStadium, indexOfSeatId, seatAt, seatCentre, seatIdOf } from "./layout.ts";
import { findTogether, jumpTo, moveFocus } from "./nav.ts";
import type { CartItem } from "../../src/ui/cart/schema.ts";
import { sectorSchema, type StadiumMapProps } from "./schema.ts";

// Two sectors side by side (rows run along x), and a corner sector turned 45°.
const sectors = [
  { code: "W1", tribune: 0, zone: 0, x: 0, y: 10, angle: -90, rows: ["fftf", "f..fv", "hwcf"] },
  { code: "W2", tribune: 0, zone: 1, x: 8, y: 10, angle: -90, rows: ["ffff", "tfff"] },
  { code: "NW1", tribune: 1, zone: 1, x: -20, y: 20, angle: -45, rows: ["fff"] },
];
const st = buildStadium(sectors);
const props = {
  tribunes: [{ code: "W", name: "Trybuna Zachodnia" }, { code: "NW", name: "Narożnik" }],
  zones: [{ code: "A", name: "Strefa A", color: "#7a2e8c", variants: [{ id: "1", name: "Normalny", price: 14900 }] }, { code: "B", name: "Strefa B", color: "#1f5fa8", variants: [{ id: "2", name: "Normalny", price: 9900 }] }],
} as unknown as StadiumMapProps;
const id = (seatId: string) => indexOfSeatId(st, seatId);

describe("buildStadium", () => {
  it("accepts only seat letters in a sector's rows (the schema checks each sector's rows at once)", () => {
    expect(sectorSchema.safeParse(sectors[0]).success).toBe(true);
    expect(sectorSchema.safeParse({ ...sectors[0], rows: ["ff", "fxf"] }).success).toBe(false);
  });

  it("numbers seats from 1 per row, skipping '.' positions, and finds them by id", () => {
    expect(st.count).toBe(4 + 3 + 4 + 4 + 4 + 3);
    expect(seatIdOf(st, id("W1-2-3"))).toBe("W1-2-3");
    // W1 row 2: "f..fv" → seat 2 sits at position 3 (two vomitory places before it).
    expect(st.col[id("W1-2-2")]).toBe(3);
    expect(id("W1-2-4")).toBe(-1);
    expect(id("X9-1-1")).toBe(-1);
  });

  it("hit-tests a world point back to the seat drawn there, in a turned sector too", () => {
    for (const seatId of ["W1-1-1", "W1-3-4", "W2-2-3", "NW1-1-2"]) expect(seatAt(st, ...seatCentre(st, id(seatId)))).toBe(id(seatId));
    // The vomitory and the gap between sectors are no seat.
    expect(seatAt(st, 1.5, 11.5)).toBe(-1);
    expect(seatAt(st, 6.5, 10.5)).toBe(-1);
  });
});

describe("moveFocus", () => {
  it("goes along the row, across the aisle into the next sector and back", () => {
    expect(moveFocus(st, id("W1-1-3"), "ArrowRight")).toBe(id("W1-1-4"));
    expect(moveFocus(st, id("W1-1-4"), "ArrowRight")).toBe(id("W2-1-1"));
    expect(moveFocus(st, id("W2-2-1"), "ArrowLeft")).toBe(id("W1-2-3"));
    expect(moveFocus(st, id("W1-1-1"), "ArrowLeft")).toBe(id("W1-1-1"));
  });

  it("changes rows to the nearest position, pages five rows, Home/End to the row's or sector's ends", () => {
    expect(moveFocus(st, id("W1-1-2"), "ArrowDown")).toBe(id("W1-2-1"));
    expect(moveFocus(st, id("W1-1-4"), "ArrowDown")).toBe(id("W1-2-2"));
    expect(moveFocus(st, id("W1-1-1"), "PageDown")).toBe(id("W1-3-1"));
    expect(moveFocus(st, id("W1-3-3"), "Home")).toBe(id("W1-3-1"));
    expect(moveFocus(st, id("W1-1-1"), "End", true)).toBe(id("W1-3-4"));
  });
});

describe("jumpTo", () => {
  const free = (seat: number) => st.kind[seat] !== 1 && st.kind[seat] !== 2;
  it("reads a sector, row and seat in any of the usual spellings", () => {
    expect(jumpTo(st, ["W", "NW"], "W2 2 3", free)).toEqual({ seat: id("W2-2-3") });
    expect(jumpTo(st, ["W", "NW"], "w2-2-3", free)).toEqual({ seat: id("W2-2-3") });
    expect(jumpTo(st, ["W", "NW"], "W2, rząd 2, miejsce 3", free)).toEqual({ seat: id("W2-2-3") });
  });
  it("takes the first free seat of a row or sector, and a tribune's first sector", () => {
    expect(jumpTo(st, ["W", "NW"], "W2 2", free)).toEqual({ seat: id("W2-2-2") });
    expect(jumpTo(st, ["W", "NW"], "NW", free)).toEqual({ seat: id("NW1-1-1") });
  });
  it("says what is wrong", () => {
    expect(jumpTo(st, ["W"], "Q7", free)).toEqual({ error: "sector" });
    expect(jumpTo(st, ["W"], "W1 9", free)).toEqual({ error: "row" });
    expect(jumpTo(st, ["W"], "W1 2 4", free)).toEqual({ error: "seat" });
  });
});

describe("a shop's own sector codes (QA s41 #8)", () => {
  const odd = buildStadium([
    { code: "W-1", tribune: 0, zone: 0, x: 0, y: 10, angle: -90, rows: ["ff", "ff"] },
    { code: "w1a", tribune: 0, zone: 0, x: 4, y: 10, angle: -90, rows: ["fff"] },
    { code: "VIP", tribune: 1, zone: 1, x: -20, y: 20, angle: -45, rows: ["ff"] },
    { code: "VIP 2", tribune: 1, zone: 1, x: -30, y: 20, angle: -45, rows: ["ff", "tff"] },
  ]);
  const at = (seatId: string) => indexOfSeatId(odd, seatId);
  const free = (seat: number) => odd.kind[seat] !== 1 && odd.kind[seat] !== 2;
  it("makes and reads seat ids with any code, dashes in it too", () => {
    expect(seatIdOf(odd, at("W-1-2-1"))).toBe("W-1-2-1");
    expect(seatIdOf(odd, at("w1a-1-3"))).toBe("w1a-1-3");
    expect(seatIdOf(odd, at("VIP 2-2-2"))).toBe("VIP 2-2-2");
    expect(at("W-1-3-1")).toBe(-1);
  });
  it("jumps to a code typed in any case, the longest code the text starts with", () => {
    expect(jumpTo(odd, ["W", "V"], "w-1 2 1", free)).toEqual({ seat: at("W-1-2-1") });
    expect(jumpTo(odd, ["W", "V"], "W1A, rząd 1, miejsce 3", free)).toEqual({ seat: at("w1a-1-3") });
    expect(jumpTo(odd, ["W", "V"], "vip 1 2", free)).toEqual({ seat: at("VIP-1-2") });
    expect(jumpTo(odd, ["W", "V"], "Sektor VIP 2 2", free)).toEqual({ seat: at("VIP 2-2-2") });
    expect(jumpTo(odd, ["W", "V"], "VIP 2", free)).toEqual({ seat: at("VIP 2-1-1") });
    expect(jumpTo(odd, ["W", "V"], "V", free)).toEqual({ seat: at("VIP-1-1") });
    expect(jumpTo(odd, ["W", "V"], "VIPX 1", free)).toEqual({ error: "sector" });
  });
});

describe("findTogether", () => {
  const free = (seat: number) => st.kind[seat] !== 1 && st.kind[seat] !== 2;
  it("finds N neighbours in a row, never across a vomitory, in the zone asked", () => {
    expect(findTogether(st, 2, 0, free)).toEqual([id("W1-1-1"), id("W1-1-2")]);
    // W1 row 2: seats 1 and 2 are not neighbours (a vomitory between them).
    expect(findTogether(st, 3, 0, free)).toEqual([id("W1-3-2"), id("W1-3-3"), id("W1-3-4")]);
    expect(findTogether(st, 4, 1, free)).toEqual([id("W2-1-1"), id("W2-1-2"), id("W2-1-3"), id("W2-1-4")]);
    expect(findTogether(st, 5, null, free)).toBeNull();
  });
  it("goes on after the run already shown", () => {
    expect(findTogether(st, 2, 1, free, id("W2-1-1"))).toEqual([id("W2-1-2"), id("W2-1-3")]);
  });
});

describe("choosing", () => {
  const item = (itemId: string, seatId: string | null, parentId: string | null = null): CartItem => ({
    id: itemId, parentId, parkingParentId: null, seatId, row: null, number: null, variantId: "1", variantName: "Normalny", price: 14900, eventName: "E", serieName: "S", parking: seatId === null,
  });
  const state = (cart: CartItem[], chosen: number[] = []): StadiumState => ({ chosen: chosen.map((seat) => ({ seat, variantId: "1" })), cart, hidden: new Set(), focus: 0 });

  it("chooses free seats only, up to the limit counting cart seats", () => {
    expect(decide(st, state([]), id("W1-1-1"), 2)).toEqual({ kind: "choose" });
    expect(decide(st, state([]), id("W1-1-3"), 2)).toEqual({ kind: "unavailable" });
    expect(decide(st, state([item("1.1", "W2-1-1")], [id("W1-1-1")]), id("W1-1-2"), 2)).toMatchObject({ kind: "refused", refusal: { limit: 2 } });
    expect(decide(st, state([], [id("W1-1-1")]), id("W1-1-1"), 2)).toEqual({ kind: "unchoose" });
  });

  it("deselecting a cart seat removes its ticket with the tickets attached to it", () => {
    const cart = [item("1.1", "W2-1-1"), item("1.2", "W2-1-2", "1.1"), item("1.3", null, "1.1")];
    expect(cartSeats(st, state(cart)).size).toBe(2);
    expect(decide(st, state(cart), id("W2-1-1"), 6)).toEqual({ kind: "remove", ids: ["1.1", "1.2", "1.3"] });
  });

  it("announces a seat in full, and a taken one as taken", () => {
    expect(seatLabel(st, props, id("W1-1-1"), null)).toBe("Trybuna Zachodnia W1, rząd 1, miejsce 1, wolne, 149,00\u00a0zł");
    expect(seatLabel(st, props, id("W1-1-3"), null)).toBe("Trybuna Zachodnia W1, rząd 1, miejsce 3, zajęte");
    expect(seatLabel(st, props, id("W1-3-2"), null)).toBe("Trybuna Zachodnia W1, rząd 3, miejsce 2, wolne, miejsce dla osoby na wózku, 149,00\u00a0zł");
    expect(seatLabel(st, props, id("W2-1-1"), "cart")).toBe("Trybuna Zachodnia W2, rząd 1, miejsce 1, w koszyku, 99,00\u00a0zł");
  });
});

describe("initialChosen: seats ticked in the legacy sector form before the script ran (QA s40 finding 4)", () => {
  const zones = [
    { code: "A", name: "Strefa A", color: "#7a2e8c", variants: [{ id: "1", name: "Normalny", price: 14900 }, { id: "3", name: "Ulgowy", price: 9900 }] },
    { code: "B", name: "Strefa B", color: "#1f5fa8", variants: [{ id: "2", name: "Normalny", price: 9900 }] },
  ];
  const inCart: CartItem = { id: "9.1", parentId: null, parkingParentId: null, seatId: "W1-1-2", row: "1", number: "2", variantId: "1", variantName: "Normalny", price: 14900, eventName: "E", serieName: "S", parking: false };

  it("keeps free seats with the type ticked; a type the seat's zone lacks becomes the zone's first", () => {
    expect(initialChosen(st, zones, [{ seatId: "W1-1-1", variantId: "3" }, { seatId: "W2-1-1", variantId: "3" }], [])).toEqual([
      { seat: id("W1-1-1"), variantId: "3" },
      { seat: id("W2-1-1"), variantId: "2" },
    ]);
  });

  it("leaves out unknown, taken, repeated and cart seats", () => {
    const ticked = [{ seatId: "X9-1-1" }, { seatId: "W1-1-3" }, { seatId: "W1-1-1" }, { seatId: "W1-1-1" }, { seatId: "W1-1-2" }].map((t) => ({ ...t, variantId: "1" }));
    expect(initialChosen(st, zones, ticked, [inCart])).toEqual([{ seat: id("W1-1-1"), variantId: "1" }]);
  });

  it("seatVariant: the zone's variant of the id, else its first", () => {
    expect(seatVariant(st, zones, id("W1-1-1"), "3").name).toBe("Ulgowy");
    expect(seatVariant(st, zones, id("W2-1-1"), "3").id).toBe("2");
    expect(seatVariant(st, zones, id("W1-1-1"), "").id).toBe("1");
  });
});
