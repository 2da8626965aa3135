import type { Page } from "@playwright/test";
import { chromiumArgs } from "../../playwright.config.ts";
import { pushed, recordDataLayer } from "./dataLayer.ts";
import { expect, shot, test } from "./fixtures.ts";

/**
 * Back and Forward with the browser's back-forward cache (docs/bad-day.md, session 45). Playwright starts Chromium
 * without that cache (`--disable-back-forward-cache`): these tests put it back. A page comes back from the cache as the
 * buyer left it, its scripts paused where they were; what waited for the page to go must let the buyer act again.
 */
test.use({ launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs, ignoreDefaultArgs: ["--disable-back-forward-cache"] } });

/**
 * Serves the page at `path` as the fixture server does, less its `Cache-Control: no-store` (PHP's session default,
 * which the fixture server copies). Chromium keeps such a page in the cache too, but drops it when a cookie changes
 * meanwhile, and a form that was sent forgets its restore cookie just as the page goes: without the header the page
 * is always kept, so the test sees the cache's side every time.
 */
async function keptInCache(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() !== "GET" || route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers["cache-control"];
      await route.fulfill({ response, headers });
    },
  );
}

/** Marks the page, so that after Back the test knows it came from the cache (a new load has no mark). */
const mark = (page: Page) => page.evaluate(() => void ((window as unknown as { leftHere?: boolean }).leftHere = true));
const cameBackFromCache = (page: Page) => page.evaluate(() => (window as unknown as { leftHere?: boolean }).leftHere === true);

/** Back to the page before, which the cache gives back without a load event. */
async function back(page: Page, url: RegExp): Promise<void> {
  await page.goBack({ waitUntil: "commit" });
  await expect(page).toHaveURL(url);
  expect(await cameBackFromCache(page), "the page came back from the back-forward cache").toBe(true);
}

test("the summary after Back from the payment page takes a press again and leads to the same order's payment, never a second order", async ({ page }) => {
  await recordDataLayer(page);
  await keptInCache(page, "/sprzedaz/podsumowanie");
  await page.goto("/sprzedaz/podsumowanie");
  await expect(page.getByText("Pola oznaczone * są wymagane.")).toBeVisible();
  await page.getByLabel(/^Adres e-mail/).fill("jan.kowalski@example.pl");
  await page.getByLabel("Powtórz adres e-mail").fill("jan.kowalski@example.pl");
  await page.getByLabel("PESEL").fill("44051401359");
  await page.getByLabel("Akceptuję regulamin sprzedaży").check();
  await mark(page);
  await page.getByRole("button", { name: "przejdź do płatności" }).click();
  await expect(page).toHaveURL(/\/sprzedaz\/platnosc$/);
  const orders = () => page.evaluate(async () => (await (await fetch("/ajax/Sales/orders.json")).json()) as Array<{ id: string }>);
  const placed = await orders();
  expect(placed).toHaveLength(1);

  await back(page, /\/sprzedaz\/podsumowanie$/);
  // Before: 'Proszę czekać…' for good, and five seconds on 'Serwer odpowiada dłużej niż zwykle. Zamówienie mogło już
  // zostać przyjęte…' for an order placed long before; and the voucher, which went into that order, still said to wait
  // for confirmation, so that a press confirmed it again and the server refused it ('Voucher … nie został przyjęty').
  await expect(page.getByText(/czeka na potwierdzenie/)).toBeHidden();
  const pay = page.getByRole("button", { name: "przejdź do płatności" });
  await expect(pay).toBeVisible();
  await expect(pay).not.toHaveAttribute("aria-busy");
  await expect(page.getByLabel("PESEL")).toHaveValue("44051401359");
  await pay.click();
  await expect(page).toHaveURL(/\/sprzedaz\/platnosc$/);
  expect(await orders()).toEqual(placed);
  // One order, one purchase for analytics.
  expect((await pushed(page)).filter((event) => event.event === "purchase")).toHaveLength(1);
});

test("a shop form whose answer moved on to another page takes a send again after Back, its slow-answer notice never shown", async ({ page }) => {
  // The shop's answer to a valid form: go on to the next page (the legacy protocol's `redirect`).
  await page.route(
    (url) => url.pathname === "/ajax/Backoffice/confirmPrice/",
    (route) => route.fulfill({ json: { is_error: false, redirect: "/regulamin.html", elements: {}, form: { valid: true } } }),
  );
  await keptInCache(page, "/zaplecze/podglad.html");
  await page.goto("/zaplecze/podglad.html?price=100");
  const form = page.locator(".tb-legacy-form #bo_confirm");
  await expect(form.locator(".tb-deform-errorbox")).toBeAttached();
  await page.getByLabel("Zatwierdza (nazwisko) *").fill("Kowalski");
  await mark(page);
  await page.getByRole("button", { name: "Zatwierdź cenę" }).click();
  await expect(page).toHaveURL(/\/regulamin\.html$/);

  await back(page, /\/zaplecze\/podglad\.html\?price=100$/);
  // Before: the button said 'Proszę czekać…' for good, and 'Wysyłanie formularza trwa dłużej niż zwykle.' came.
  const send = page.getByRole("button", { name: "Zatwierdź cenę" });
  await expect(send).toBeVisible();
  await expect(send).not.toHaveAttribute("aria-busy");
  await expect(page.getByLabel("Zatwierdza (nazwisko) *")).toHaveValue("Kowalski");
  await send.click();
  await expect(page).toHaveURL(/\/regulamin\.html$/);
});

test("step 4 after Back from another page of this tab that changed the cart: the count follows, and the notice does not speak of another tab", async ({ page }) => {
  test.slow(); // two step-4 pages of 2,000 seats on a shared machine
  await keptInCache(page, "/sprzedaz/krok-4");
  const freeSeats = page.getByRole("button", { name: /, wolne, / }).and(page.locator("[aria-pressed=false]"));
  const badge = page.getByRole("navigation", { name: "Menu główne" }).getByRole("link", { name: /Koszyk/ });
  await page.goto("/sprzedaz/krok-4");
  await expect(freeSeats.first()).toBeVisible({ timeout: 30_000 });
  await expect(badge).toHaveText("Koszyk 4");
  await freeSeats.nth(0).click(); // chosen here, not added
  await mark(page);

  // On in this tab (a link of the shop's), a seat added there.
  await page.evaluate(() => location.assign("/sprzedaz/krok-4?id_tribune=1"));
  await expect(page).toHaveURL(/id_tribune=1$/);
  await expect(freeSeats.first()).toBeVisible({ timeout: 30_000 });
  await freeSeats.nth(5).click();
  await page.getByRole("button", { name: "dodaj do koszyka" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Dodano do koszyka: 1." })).toBeVisible();
  await expect(badge).toHaveText("Koszyk 5");

  await back(page, /\/sprzedaz\/krok-4$/);
  await expect(badge).toHaveText("Koszyk 5");
  // Before: 'Koszyk zmienił się w innej karcie.', of a tab the buyer never opened.
  await expect(page.getByRole("status").filter({ hasText: "Koszyk zmienił się od otwarcia tej strony." })).toContainText("Miejsc wybranych tutaj, a niedodanych do koszyka, nie zapamiętamy.");
  await expect(page.getByText("Koszyk zmienił się w innej karcie.")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Odśwież stronę" })).toBeVisible();
});

test("a page without a cart island (the terms) after Back from step 4, where the buyer added a ticket: the header counts the cart as it is, and says nothing", async ({ page }) => {
  test.slow(); // a step-4 page of 2,000 seats on a shared machine
  await keptInCache(page, "/regulamin.html");
  const badge = page.getByRole("navigation", { name: "Menu główne" }).getByRole("link", { name: /Koszyk/ });
  // The fixture's cart is made, with four tickets, on the buyer's first sales page; the shop's layout counts it on
  // every page (session 46).
  await page.goto("/sprzedaz/krok-2");
  await page.goto("/regulamin.html");
  await expect(badge).toHaveText("Koszyk 4");
  await expect(page.locator(".tb-error-report__toggle")).toBeVisible(); // the script has started
  await mark(page);

  // On to step 4 (the cart link), a seat added there.
  await badge.click();
  await expect(page).toHaveURL(/\/sprzedaz\/krok-4$/);
  const freeSeats = page.getByRole("button", { name: /, wolne, / }).and(page.locator("[aria-pressed=false]"));
  await expect(freeSeats.first()).toBeVisible({ timeout: 30_000 });
  await freeSeats.nth(3).click();
  await page.getByRole("button", { name: "dodaj do koszyka" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Dodano do koszyka: 1." })).toBeVisible();
  await expect(badge).toHaveText("Koszyk 5");

  await back(page, /\/regulamin\.html$/);
  // Before: 'Koszyk 4', the cart as it was when the buyer left this page.
  await expect(badge).toHaveText("Koszyk 5");
  // Nothing announced: the buyer asked for nothing here (no notice, no button of the cart pages).
  await expect(page.getByText(/Koszyk zmienił się/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Odśwież stronę" })).toHaveCount(0);
  await shot(page, "back-forward-terms-cart-count");
});
