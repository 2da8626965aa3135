// @vitest-environment node
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { cartItemElementId, removalSet, type CartLink } from "./cart.ts";

const ticket = (id: string, parentId: string | null = null, parkingParentId: string | null = null): CartLink => ({
  id,
  parentId,
  parkingParentId,
});

const cart = [
  ticket("10.1"),
  ticket("11"),
  ticket("12", "10.1"), // child ticket of 10.1
  ticket("13", null, "10.1"), // parking ticket of 10.1
  ticket("14", null, "11"), // parking ticket of 11
];

describe("removalSet", () => {
  it("removes a ticket with its child tickets and parking tickets", () => {
    expect(removalSet(cart, "10.1")).toEqual(["10.1", "12", "13"]);
  });

  it("removes only the ticket and its own parking ticket", () => {
    expect(removalSet(cart, "11")).toEqual(["11", "14"]);
  });

  it("removes a child ticket alone, leaving its parent", () => {
    expect(removalSet(cart, "12")).toEqual(["12"]);
  });

  it("follows attachments transitively, even when dependents come first", () => {
    const items = [ticket("c-parking", null, "b"), ticket("b", "a"), ticket("a"), ticket("z")];
    expect(removalSet(items, "a")).toEqual(["a", "c-parking", "b"]);
  });

  it("returns nothing for an id that is not in the cart", () => {
    expect(removalSet(cart, "99")).toEqual([]);
  });

  it("never removes an item unrelated to the removed one (property)", () => {
    // Random forests: each item may point at an earlier one as parent or parking parent.
    const forest = fc.array(fc.tuple(fc.nat(), fc.boolean(), fc.boolean()), { minLength: 1, maxLength: 30 }).map((specs) =>
      specs.map(([pick, linked, parking], i): CartLink => {
        const target = linked && i > 0 ? String(pick % i) : null;
        return { id: String(i), parentId: parking ? null : target, parkingParentId: parking ? target : null };
      }),
    );
    fc.assert(
      fc.property(forest, fc.nat(), (items, pick) => {
        const id = items[pick % items.length]!.id;
        const removed = new Set(removalSet(items, id));
        for (const item of items) {
          const anchor = item.parentId ?? item.parkingParentId;
          // An item goes exactly when it is the removed one or its anchor goes.
          expect(removed.has(item.id)).toBe(item.id === id || (anchor !== null && removed.has(anchor)));
        }
      }),
    );
  });
});

describe("cartItemElementId", () => {
  it("drops every dot from the id", () => {
    expect(cartItemElementId("12.34.5")).toBe("cart_item_12345");
    expect(cartItemElementId("77")).toBe("cart_item_77");
  });
});
