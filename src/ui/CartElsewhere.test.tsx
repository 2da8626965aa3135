import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CartElsewhere } from "./CartElsewhere.tsx";

const KEY = "trybuna:cart-changed";
const news = (count: number) => JSON.stringify({ count, at: Date.now() });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("CartElsewhere", () => {
  it("another tab's change, as it comes: said to be another tab's", () => {
    render(<CartElsewhere />);
    const told = news(5);
    localStorage.setItem(KEY, told); // by the other tab
    act(() => void dispatchEvent(new StorageEvent("storage", { key: KEY, newValue: told })));
    expect(screen.getByRole("status").textContent).toBe("Koszyk zmienił się w innej karcie. Odśwież stronę, aby zobaczyć go takim, jaki jest teraz.");
    expect(screen.getByRole("button", { name: "Odśwież stronę" })).toBeTruthy();
  });

  it("a change made while the page was away (back from the back-forward cache): said to be since the page was opened, since this tab may have made it", () => {
    render(<CartElsewhere choiceLost />);
    act(() => void dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true })));
    // Told by the page the buyer went on to in this tab (its storage event reaches other tabs only).
    localStorage.setItem(KEY, news(5));
    act(() => void dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })));
    expect(screen.getByRole("status").textContent).toBe(
      "Koszyk zmienił się od otwarcia tej strony. Odśwież stronę, aby zobaczyć go takim, jaki jest teraz. Miejsc wybranych tutaj, a niedodanych do koszyka, nie zapamiętamy.",
    );
  });
});
