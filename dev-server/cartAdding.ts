/**
 * Adding seats to a cart as the legacy server does, shared by the sales steps (/sprzedaz) and the stadium page
 * (/stadion): the no-script form post and the queue-mode AJAX request (`/ajax/Sales/addToCart/`,
 * `/ajax/Stadium/addToCart/`) add through the same rules and the AJAX answer is the whole cart.
 */
import type { Response } from "express";
import { checkSeatLimit, formatSeatLimit } from "../src/domain/seatLimit.ts";
import type { Say } from "./i18n.ts";

const TAKEN = "Część wybranych miejsc została już zajęta przez innego kupującego.";

/** A cart ticket as both servers keep it. */
export type CartTicket = {
  id: string;
  parentId: string | null;
  parkingParentId: string | null;
  seatId: string | null;
  row: string | null;
  number: string | null;
  variant: { id: string; name: string; price: number };
  parking: boolean;
};

export type AddResult = { added: number; message: string | null };

/** A seat to add, and its ticket type when the request names one per seat. */
export type SeatToAdd = { seatId: string; chargeId?: string | undefined };

/**
 * Adds seats: the legacy form's `seat[]` (seat ids as they are, one `id_charge` for all) or the queue-mode add's
 * `<id_seat>:<id_charge>` values (read with `parseSeatValue`: a seat id may hold ":"). A seat already in this buyer's cart counts as added, so a retried add
 * never adds it twice. The limit counts the cart's seat tickets (the page says "per order"). `ticket` makes the
 * seat's cart ticket, or null when the seat cannot be had (unknown, taken, held by another buyer). Returns how
 * many were added and the message for the buyer, if any (Polish: the caller translates).
 */
export function addSeats<T extends CartTicket>(holder: { cart: T[] }, seats: readonly SeatToAdd[], limit: number, ticket: (seatId: string, chargeId: string | undefined) => T | null): AddResult {
  let added = 0;
  let message: string | null = null;
  for (const { seatId, chargeId } of seats) {
    if (holder.cart.some((item) => item.seatId === seatId)) continue;
    const refusal = checkSeatLimit({ limit, selectedCount: holder.cart.filter((item) => item.seatId).length, inCart: false });
    if (refusal) {
      message = formatSeatLimit(refusal.template, refusal.limit);
      break;
    }
    const item = ticket(seatId, chargeId);
    if (!item) {
      message = TAKEN;
      continue;
    }
    holder.cart.push(item);
    added++;
  }
  return { added, message };
}

/** A cart ticket as the islands read it (the seat panel's cart-item schema), its names in the page's language. */
export function islandCartItem(item: CartTicket, say: Say, event: { eventName: string; serieName: string }, sectorName?: string) {
  return {
    id: item.id,
    parentId: item.parentId,
    parkingParentId: item.parkingParentId,
    seatId: item.seatId,
    row: item.row,
    number: item.number,
    variantId: item.variant.id,
    variantName: say(item.variant.name),
    price: item.variant.price,
    eventName: event.eventName,
    serieName: event.serieName,
    parking: item.parking,
    ...(sectorName ? { sectorName } : {}),
  };
}

/** The AJAX add's answer (`addResponse` of the seat panel): how many were added, the message, the whole cart. */
export function answerAdd<T extends CartTicket>(res: Response, holder: { cart: T[] }, result: AddResult, say: Say, event: { eventName: string; serieName: string }, sectorOf?: (item: T) => string | undefined): void {
  res.json({ ok: true, added: result.added, message: result.message && say(result.message), cart: holder.cart.map((item) => islandCartItem(item, say, event, sectorOf?.(item))), cartCount: holder.cart.length });
}
