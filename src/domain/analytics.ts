/**
 * Data-layer payloads (legacy spec §3 Analytics, §7) in the enhanced-ecommerce shape the shop's tag manager
 * reads. Pure builders: the push itself lives DOM-side and happens only when `window.dataLayer` exists.
 */
import { decimalPrice } from "./prices.ts";

export type AnalyticsProduct = {
  name: string;
  id: string;
  price: string;
  /** Event name. */
  brand: string;
  /** Series name. */
  category: string;
  quantity: number;
};

/** One ticket as the cart knows it. */
export type TicketLine = {
  /** Ticket variant name (charge_name). */
  name: string;
  /** Ticket variant id (id_charge). */
  id: string;
  /** Price in grosze. */
  price: number;
  eventName: string;
  serieName: string;
};

export type AnalyticsEvent =
  | { event: "addToCart"; ecommerce: { currencyCode: "PLN"; add: { products: AnalyticsProduct[] } } }
  | { event: "removeFromCart"; ecommerce: { remove: { products: AnalyticsProduct[] } } }
  | { event: "checkout"; ecommerce: { checkout: { actionField: { step: number; option: string }; products: AnalyticsProduct[] } } }
  | { event: "purchase"; ecommerce: { purchase: { actionField: PurchaseActionField; products: AnalyticsProduct[] } } };

/** The transaction: its id and total revenue. */
export type PurchaseActionField = { id: string; revenue: string };

/**
 * Tickets → products, one product per (variant, price, event, series) with its quantity, in first-seen order:
 * three seats of the same variant are one product with quantity 3, as the reports expect.
 */
export function toProducts(lines: readonly TicketLine[]): AnalyticsProduct[] {
  const byKey = new Map<string, AnalyticsProduct>();
  for (const line of lines) {
    const key = JSON.stringify([line.id, line.price, line.eventName, line.serieName]);
    const known = byKey.get(key);
    if (known) known.quantity += 1;
    else
      byKey.set(key, {
        name: line.name,
        id: line.id,
        price: decimalPrice(line.price),
        brand: line.eventName,
        category: line.serieName,
        quantity: 1,
      });
  }
  return [...byKey.values()];
}

/** null when nothing was added: the legacy shop never reports an empty add. */
export function addToCartEvent(lines: readonly TicketLine[]): AnalyticsEvent | null {
  const products = toProducts(lines);
  return products.length ? { event: "addToCart", ecommerce: { currencyCode: "PLN", add: { products } } } : null;
}

/** null when nothing was removed. */
export function removeFromCartEvent(lines: readonly TicketLine[]): AnalyticsEvent | null {
  const products = toProducts(lines);
  return products.length ? { event: "removeFromCart", ecommerce: { remove: { products } } } : null;
}

export function checkoutEvent(step: number, option: string, lines: readonly TicketLine[]): AnalyticsEvent {
  return { event: "checkout", ecommerce: { checkout: { actionField: { step, option }, products: toProducts(lines) } } };
}

export function purchaseEvent(transactionId: string, lines: readonly TicketLine[]): AnalyticsEvent {
  const revenue = decimalPrice(lines.reduce((sum, line) => sum + line.price, 0));
  return { event: "purchase", ecommerce: { purchase: { actionField: { id: transactionId, revenue }, products: toProducts(lines) } } };
}
