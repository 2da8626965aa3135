import { describe, expect, it } from "vitest";
import { cartPlace, rowAndSeat, ticketName } from "./place.ts";
import type { CartItem } from "./schema.ts";

const item = (sectorName?: string): CartItem => ({
  id: "1",
  parentId: null,
  parkingParentId: null,
  seatId: "W2-5-3",
  row: "5",
  number: "3",
  variantId: "n",
  variantName: "Normalny",
  price: 14900,
  eventName: "E",
  serieName: "S",
  parking: false,
  ...(sectorName ? { sectorName } : {}),
});

describe("a cart ticket's place", () => {
  it("is led by its sector only on another sector's page", () => {
    expect(cartPlace(item("W2"), rowAndSeat, "W1")).toBe("sektor W2, rząd 5, miejsce 3");
    expect(cartPlace(item("W2"), rowAndSeat, "W2")).toBe("rząd 5, miejsce 3");
    // Markup that names no sector, or a page that names none (the stadium's place says it already).
    expect(cartPlace(item(), rowAndSeat, "W1")).toBe("rząd 5, miejsce 3");
    expect(cartPlace(item("W2"), rowAndSeat)).toBe("rząd 5, miejsce 3");
    expect(ticketName(item("W2"), rowAndSeat, "W1")).toBe("Normalny (sektor W2, rząd 5, miejsce 3)");
  });
});
