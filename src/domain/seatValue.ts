/**
 * One seat of the queue-mode add (`/ajax/Sales/addToCart/`, `/ajax/Stadium/addToCart/`, Trybuna's own protocol:
 * the legacy form posts `seat[]` and one `id_charge` instead): `<id_seat>:<id_charge>`. A seat id may itself hold
 * ":" (`W2:1.9`), so the ticket type is what follows the *last* colon; a ticket type id holds none.
 */
export function seatValue(seatId: string, chargeId: string): string {
  return `${seatId}:${chargeId}`;
}

/** A queue-mode add's seat value read back; a value with no colon is a seat id alone (the seat's first ticket type). */
export function parseSeatValue(value: string): { seatId: string; chargeId?: string } {
  const at = value.lastIndexOf(":");
  return at < 0 ? { seatId: value } : { seatId: value.slice(0, at), chargeId: value.slice(at + 1) };
}
