import { describe, expect, it } from "vitest";
import type { TicketLine } from "../../domain/analytics.ts";
import type { CartItem } from "./schema.ts";
import { addedTickets } from "./useCartAdding.ts";

const item = (id: string, variantName: string): CartItem => ({
  id,
  parentId: null,
  parkingParentId: null,
  seatId: `W2-1-${id}`,
  row: "1",
  number: id,
  variantId: "101",
  variantName,
  price: 14900,
  eventName: "Lechia Gdańsk – Legia Warszawa",
  serieName: "Ekstraklasa 2026/27",
  parking: false,
});
const line = (name: string): TicketLine => ({ name, id: "101", price: 14900, eventName: "Lechia Gdańsk – Legia Warszawa", serieName: "Ekstraklasa 2026/27" });

describe("addedTickets: what analytics counts after an add", () => {
  it("every ticket sent when the server added them all", () => {
    expect(addedTickets([line("Normalny"), line("Ulgowy")], 2, [], [item("1", "Normalny"), item("2", "Ulgowy")])).toEqual([line("Normalny"), line("Ulgowy")]);
  });

  it("none when the server added none: another tab had put them in the cart (and counted them)", () => {
    expect(addedTickets([line("Normalny")], 0, [], [item("1", "Normalny")])).toEqual([]);
  });

  it("after a partial add, the answer's tickets this tab did not have, at most as many as were added", () => {
    const before = [item("1", "Normalny")];
    const after = [item("1", "Normalny"), item("7", "Ulgowy"), item("8", "Normalny")];
    expect(addedTickets([line("Ulgowy"), line("Normalny"), line("Normalny")], 1, before, after)).toEqual([line("Ulgowy")]);
    expect(addedTickets([line("Ulgowy"), line("Normalny"), line("Normalny")], 2, before, after)).toEqual([line("Ulgowy"), line("Normalny")]);
  });
});
