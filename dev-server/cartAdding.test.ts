// @vitest-environment node
import { describe, expect, it } from "vitest";
import { parseSeatValue, seatValue } from "../src/domain/seatValue.ts";
import { addSeats, type CartTicket } from "./cartAdding.ts";

const ticketFor = (known: ReadonlySet<string>) => {
  const asked: Array<[string, string | undefined]> = [];
  const ticket = (seatId: string, chargeId: string | undefined): CartTicket | null => {
    asked.push([seatId, chargeId]);
    if (!known.has(seatId)) return null;
    return { id: `c${asked.length}`, parentId: null, parkingParentId: null, seatId, row: "1", number: "9", variant: { id: chargeId ?? "101", name: "Normalny", price: 14900 }, parking: false };
  };
  return { asked, ticket };
};

describe("addSeats with seat ids holding ':' (QA s40 finding 11)", () => {
  it("the queue-mode add's values are read with the type after the last colon: the seat is added, not refused as taken", () => {
    const { asked, ticket } = ticketFor(new Set(["W2:1.9", "W2:1.10"]));
    const holder = { cart: [] as CartTicket[] };
    const result = addSeats(holder, [seatValue("W2:1.9", "102"), seatValue("W2:1.10", "101")].map(parseSeatValue), 6, ticket);
    expect(result).toEqual({ added: 2, message: null });
    expect(asked).toEqual([
      ["W2:1.9", "102"],
      ["W2:1.10", "101"],
    ]);
  });

  it("the legacy form's seat[] values are seat ids as they are (its one id_charge is the caller's)", () => {
    const { asked, ticket } = ticketFor(new Set(["W2:1.9"]));
    const result = addSeats({ cart: [] }, ["W2:1.9"].map((seatId) => ({ seatId })), 6, ticket);
    expect(result.added).toBe(1);
    expect(asked).toEqual([["W2:1.9", undefined]]);
  });
});
