import { expect, test } from "./fixtures.ts";

/**
 * A buyer who prints the order summary gets the order, not the screen's furniture: the cookie notice, the
 * session countdown (a time already wrong on paper) and the error-report button are left off; on screen they are
 * all still there.
 */
test("printing the summary leaves off the cookie notice, the session clock and the error report; the order prints", async ({ page }) => {
  await page.goto("/sprzedaz/podsumowanie");
  const cookieNotice = page.getByRole("button", { name: "Rozumiem" });
  const clock = page.getByRole("timer");
  const report = page.getByRole("button", { name: "Zgłoś błąd" });
  const tickets = page.getByRole("heading", { name: "Twoje bilety" });
  for (const shown of [cookieNotice, clock, report, tickets]) await expect(shown).toBeVisible();

  await page.emulateMedia({ media: "print" });
  for (const hidden of [cookieNotice, clock, report]) await expect(hidden).toBeHidden();
  await expect(tickets).toBeVisible();
  await expect(page.getByText("313,00 zł")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Lechia Gdańsk – Legia Warszawa");

  await page.emulateMedia({ media: "screen" });
  for (const shown of [cookieNotice, clock, report]) await expect(shown).toBeVisible();
});
