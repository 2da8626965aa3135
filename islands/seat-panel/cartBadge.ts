/**
 * The shop header's cart count (legacy layout markup outside the island): kept in step with the cart the
 * panel shows, since adding and removing no longer reload the page.
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
