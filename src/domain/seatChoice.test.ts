import { describe, expect, it } from "vitest";
import { links, reduceChoice, visibleCart, type ChoiceState, type HeldTicket } from "./seatChoice.ts";

const ticket = (id: string, seatId: string | null, parentId: string | null = null): HeldTicket => ({ id, parentId, parkingParentId: null, seatId });
const start: ChoiceState<HeldTicket> = { chosen: [], cart: [ticket("1.1", "A-1-1"), ticket("1.2", "A-1-2", "1.1")], hidden: new Set(), focus: 0 };

describe("reduceChoice", () => {
  it("chooses a seat once, changes its variant and unchooses it", () => {
    const one = reduceChoice(start, { type: "choose", seat: 7, variantId: "a" });
    expect(reduceChoice(one, { type: "choose", seat: 7, variantId: "b" })).toBe(one);
    expect(reduceChoice(one, { type: "variant", seat: 7, variantId: "b" }).chosen).toEqual([{ seat: 7, variantId: "b" }]);
    expect(reduceChoice(one, { type: "unchoose", seat: 7 }).chosen).toEqual([]);
  });

  it("hides cart rows while their removal runs, then restores or drops them", () => {
    const hidden = reduceChoice(start, { type: "hide", ids: ["1.1", "1.2"] });
    expect(visibleCart(hidden)).toEqual([]);
    expect(visibleCart(reduceChoice(hidden, { type: "restore", ids: ["1.1", "1.2"] })).map((t) => t.id)).toEqual(["1.1", "1.2"]);
    const removed = reduceChoice(hidden, { type: "removed", ids: ["1.1", "1.2"] });
    expect(removed.cart).toEqual([]);
    expect(removed.hidden.size).toBe(0);
  });

  it("keeps the state object when the focus does not move", () => {
    expect(reduceChoice(start, { type: "focus", seat: 0 })).toBe(start);
    expect(reduceChoice(start, { type: "focus", seat: 3 }).focus).toBe(3);
  });

  it("gives the removal links of the cart", () => {
    expect(links(start.cart)).toEqual([{ id: "1.1", parentId: null, parkingParentId: null }, { id: "1.2", parentId: "1.1", parkingParentId: null }]);
  });
});
