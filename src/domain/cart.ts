/**
 * Cart rows on the seat panel (legacy spec §3 Cart item, §4 Seat selection): which rows leave together
 * when a ticket is removed, and the element ids the legacy markup derives from `id_cart_item`.
 */

export type CartLink = {
  id: string;
  /** `id_parent_cart_item`: this ticket is attached to another ticket. */
  parentId: string | null;
  /** `parking_ticket_parent`: this parking ticket belongs to another ticket. */
  parkingParentId: string | null;
};

/**
 * Ids removed with `id`: the ticket itself, then every ticket attached to it and every parking ticket
 * belonging to it, transitively (a child's own parking ticket goes too), in cart order.
 * Returns [] when `id` is not in the cart, so a stale click sends nothing.
 */
export function removalSet(items: readonly CartLink[], id: string): string[] {
  if (!items.some((item) => item.id === id)) return [];
  const removed = new Set([id]);
  // Dependents may precede their parent in cart order; repeat until no new id joins.
  let grew = true;
  while (grew) {
    grew = false;
    for (const item of items) {
      if (removed.has(item.id)) continue;
      const attached = item.parentId !== null && removed.has(item.parentId);
      const parking = item.parkingParentId !== null && removed.has(item.parkingParentId);
      if (attached || parking) {
        removed.add(item.id);
        grew = true;
      }
    }
  }
  return [id, ...items.filter((item) => item.id !== id && removed.has(item.id)).map((item) => item.id)];
}

/** Legacy element id for a cart row: ids such as "12.5" lose their dots ("cart_item_125"). */
export function cartItemElementId(id: string): string {
  return `cart_item_${id.replaceAll(".", "")}`;
}
