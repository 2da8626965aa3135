// @vitest-environment node
import { describe, expect, it } from "vitest";
import { addToCartEvent, checkoutEvent, purchaseEvent, removeFromCartEvent, toProducts, type TicketLine } from "./analytics.ts";

const normal: TicketLine = { name: "Normalny", id: "501", price: 12000, eventName: "Polska – Walia", serieName: "Eliminacje MŚ" };
const reduced: TicketLine = { ...normal, name: "Ulgowy", id: "502", price: 6000 };
const product = (line: TicketLine, price: string, quantity: number) => ({
  name: line.name,
  id: line.id,
  price,
  brand: "Polska – Walia",
  category: "Eliminacje MŚ",
  quantity,
});

describe("toProducts", () => {
  it("maps name, id, price, brand=event, category=series and counts equal tickets as quantity", () => {
    expect(toProducts([normal, reduced, normal])).toEqual([product(normal, "120.00", 2), product(reduced, "60.00", 1)]);
  });

  it("keeps the same variant of different events apart", () => {
    const other = { ...normal, eventName: "Polska – Chile" };
    expect(toProducts([normal, other]).map((p) => p.brand)).toEqual(["Polska – Walia", "Polska – Chile"]);
  });
});

describe("event payloads", () => {
  it("addToCart carries currency PLN and the products", () => {
    expect(addToCartEvent([normal])).toEqual({
      event: "addToCart",
      ecommerce: { currencyCode: "PLN", add: { products: [product(normal, "120.00", 1)] } },
    });
  });

  it("removeFromCart carries the products", () => {
    expect(removeFromCartEvent([reduced])).toEqual({
      event: "removeFromCart",
      ecommerce: { remove: { products: [product(reduced, "60.00", 1)] } },
    });
  });

  it("add and remove are not sent with an empty product list", () => {
    expect(addToCartEvent([])).toBeNull();
    expect(removeFromCartEvent([])).toBeNull();
  });

  it("checkout carries step, option and products", () => {
    expect(checkoutEvent(2, "summary", [normal])).toEqual({
      event: "checkout",
      ecommerce: { checkout: { actionField: { step: 2, option: "summary" }, products: [product(normal, "120.00", 1)] } },
    });
  });

  it("purchase carries the transaction id and revenue as its action field", () => {
    expect(purchaseEvent("T-77", [normal, reduced, normal])).toEqual({
      event: "purchase",
      ecommerce: {
        purchase: {
          actionField: { id: "T-77", revenue: "300.00" },
          products: [product(normal, "120.00", 2), product(reduced, "60.00", 1)],
        },
      },
    });
  });
});
