import * as z from "zod/mini";
import { tabChannel } from "./otherTabs.ts";

/**
 * The shop header's cart count (legacy layout markup outside the islands): kept in step with the cart the
 * islands show, since adding and removing no longer reload the page.
 */
export function updateCartBadge(count: number): void {
  const link = document.querySelector<HTMLAnchorElement>(".shop-nav a[href$='/sprzedaz/krok-4']");
  if (!link) return;
  let badge = link.querySelector<HTMLElement>(".shop-nav__badge");
  if (count === 0) return badge?.remove();
  if (!badge) {
    badge = document.createElement("span");
    badge.className = "shop-nav__badge";
    link.append(" ", badge);
  }
  badge.textContent = String(count);
}

/**
 * The cart is one per session, shared by every tab of the shop: a change made in one tab is news for the
 * others (CartElsewhere.tsx), which would otherwise show a cart that is no longer there. `count` when the
 * server said it; `at` makes every change new news (the storage event fires only when the text changes).
 */
export const cartNews = tabChannel(
  "trybuna:cart-changed",
  z.lazy(() => z.object({ count: z.optional(z.number().check(z.int(), z.nonnegative())), at: z.number() })),
);

const shownWhole = new Set<() => void>();

/**
 * The cart changed here (the server said so): this tab's header count, and news for the other tabs. `whole`:
 * the server answered with the whole cart, which this tab now shows, so news it heard before is old.
 */
export function cartChanged(count: number | undefined, whole = false): void {
  if (count !== undefined) updateCartBadge(count);
  cartNews.tell({ count, at: Date.now() });
  if (whole) for (const listener of shownWhole) listener();
}

/** Calls `listener` when this tab shows the whole cart as the server has it; returns the unsubscribe. */
export function onWholeCartShown(listener: () => void): () => void {
  shownWhole.add(listener);
  return () => shownWhole.delete(listener);
}

/**
 * The header's count on every page follows the cart's news (session 46), the home and the terms too, where no island
 * shows the cart: another tab's change at once, and on a page back from the back-forward cache the change the buyer
 * made meanwhile (went on, added tickets, pressed Back), which left the count as it was. Nothing is announced: the
 * count is the header's, and the pages that show the cart say the news themselves (CartElsewhere.tsx). Returns the
 * unsubscribe.
 */
export function followCartNews(): () => void {
  return cartNews.listen((news) => {
    if (news.count !== undefined) updateCartBadge(news.count);
  });
}
