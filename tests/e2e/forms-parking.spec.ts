import { expect, test } from "./fixtures.ts";
import { acceptCookies } from "./forms-helpers.ts";

// Cart item parking_url (spec §3, issue 9): the parking ticket of the cart a new visitor arrives with
// names its parking page wherever the cart is listed — the step-4 cart (with the script the seat panel
// keeps the link, without it the legacy row has it) and the summary's ticket list.
const PAGES = [
  { path: "/sprzedaz/krok-4", scope: ".tb-seat-panel__table" },
  { path: "/sprzedaz/krok-4?js=0", scope: "table" },
  { path: "/sprzedaz/podsumowanie", scope: ".sales-order" },
  { path: "/sprzedaz/podsumowanie?js=0", scope: ".sales-order" },
];
for (const { path, scope } of PAGES) {
  test(`the parking ticket's name leads to its parking_url: ${path}`, async ({ page }) => {
    await acceptCookies(page);
    await page.goto(path);
    const link = page.locator(scope).getByRole("link", { name: "Parking P2 – samochód osobowy" });
    await expect(link).toHaveAttribute("href", /^\/sprzedaz\/parking\.html\?id_cart_item=\d+\.\d+$/);
    const id = new URL((await link.getAttribute("href"))!, "http://x").searchParams.get("id_cart_item");
    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: "Parking P2 – samochód osobowy" })).toBeVisible();
    await expect(page.locator(`[data-parking-ticket="${id}"]`)).toContainText("Bilet parkingowy do biletu");
  });
}
