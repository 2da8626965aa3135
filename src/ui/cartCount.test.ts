import { afterEach, describe, expect, it } from "vitest";
import { followCartNews } from "./cartCount.ts";

/** The shop's header as a page without a cart island prints it (the home, the terms): the cart's link and its count. */
const header = (count: number) => {
  document.body.innerHTML = `<nav class="shop-nav" aria-label="Menu główne"><a href="/">Wydarzenia</a> <a href="/sprzedaz/krok-4">Koszyk <span class="shop-nav__badge">${count}</span></a></nav>`;
  return () => document.querySelector(".shop-nav a[href$='/sprzedaz/krok-4']")!.textContent!.trim();
};
const news = (count: number) => JSON.stringify({ count, at: Date.now() });

afterEach(() => {
  localStorage.clear();
  document.body.replaceChildren();
});

describe("the header's cart count on a page without a cart island (session 46)", () => {
  it("follows the buyer's change made on a later page of this tab when the page comes back from the back-forward cache, announcing nothing", () => {
    const cart = header(4);
    const stop = followCartNews();
    // The buyer leaves (the page into the cache), adds a ticket on step 4, presses Back.
    dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true }));
    localStorage.setItem("trybuna:cart-changed", news(5));
    dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(cart()).toBe("Koszyk 5");
    // Nothing said: no live region, no notice.
    expect(document.querySelectorAll("[role=status], [role=alert], [aria-live]")).toHaveLength(0);
    stop();
  });

  it("follows another tab's change at once; a cart emptied takes the count away", () => {
    const cart = header(4);
    const stop = followCartNews();
    localStorage.setItem("trybuna:cart-changed", news(0));
    dispatchEvent(new StorageEvent("storage", { key: "trybuna:cart-changed", newValue: localStorage.getItem("trybuna:cart-changed") }));
    expect(cart()).toBe("Koszyk");
    stop();
  });
});
