/**
 * Removing cart tickets as the legacy server does, shared by the sales steps (/sprzedaz) and the stadium
 * page (/stadion): the no-script form removes a ticket with the tickets attached to it; the queue-mode
 * AJAX request (spec §7) removes exactly the ids it lists, answering 400 when it lists none.
 */
import type { Request, Response } from "express";
import { removalSet, type CartLink } from "../src/domain/cart.ts";
import type { ServerContext } from "./context.ts";

/** First string of a form value (Express gives a string or an array). */
export const formString = (value: unknown): string => (typeof value === "string" ? value : Array.isArray(value) && typeof value[0] === "string" ? value[0] : "");
/** All strings of a form value. */
export const formList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : typeof value === "string" ? [value] : []);

/** `remove_cart_item=<id>` without the script: that ticket and the tickets attached to it. */
export function removeWithAttached<T extends CartLink>(holder: { cart: T[] }, body: Record<string, unknown>): void {
  const ids = new Set(removalSet(holder.cart, formString(body.remove_cart_item)));
  holder.cart = holder.cart.filter((item) => !ids.has(item.id));
}

/** The AJAX removal: `id_cart_item` lists the ids (the client sends the attached ones too). Returns whether it removed. */
export function removeListed<T extends CartLink>(ctx: ServerContext, req: Request, res: Response, holder: { cart: T[] }): boolean {
  const payload = ctx.payload(req) as { id_cart_item?: unknown } | null;
  const ids = new Set(formList(payload?.id_cart_item));
  if (ids.size === 0) {
    res.status(400).json({ ok: false, error: "id_cart_item: list of cart item ids expected" });
    return false;
  }
  holder.cart = holder.cart.filter((item) => !ids.has(item.id));
  res.json({ ok: true, cartCount: holder.cart.length });
  return true;
}
