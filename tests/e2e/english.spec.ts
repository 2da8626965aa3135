import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * English, all of it (issue 13): on an English page no Polish word is left in the visible text or in the
 * accessible names, and the language survives links, form posts and the server's redirects.
 */

// Proper names that stay Polish in English (the club, the venue, the street) and the PESEL number's name.
const PROPER_NAMES = [/Lechia Gdańsk/g, /Legia Warszawa/g, /Arena Bałtycka/g, /Gdańsk/g, /Pokoleń Lechii/g, /PESEL/g, /sp\. z o\.o\./g];
// Polish letters, and common Polish shop words written without them.
const POLISH = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]|\b(miejsce|miejsca|rząd|bilet|bilety|koszyk|dalej|wybierz|trybuna|razem|zamówienie|sektor|wolne|zajęte|dodaj|usun|cena|strefa|oraz|lub|jest|nie|na|w|z)\b/i;

/** Every visible text and accessible name on the page outside elements marked lang="pl" (the language switch). */
async function polishLeft(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const visible = (el: Element) => (el as HTMLElement).checkVisibility?.() ?? true;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("[lang='pl'], script, style, template") || !visible(parent)) continue;
      const text = node.textContent?.trim();
      if (text) found.push(text);
    }
    for (const el of Array.from(document.querySelectorAll("[aria-label], [alt], [title], [placeholder]"))) {
      if (el.closest("[lang='pl']")) continue;
      for (const name of ["aria-label", "alt", "title", "placeholder"]) {
        const value = el.getAttribute(name);
        if (value) found.push(value);
      }
    }
    found.push(document.title);
    return found;
  });
  const stripped = texts.map((text) => PROPER_NAMES.reduce((rest, name) => rest.replace(name, ""), text));
  return [...new Set(stripped.filter((text) => POLISH.test(text)))];
}

test.describe("English pages", () => {
  test("the whole purchase in English: no Polish word, the language kept across links and posts", async ({ page }) => {
    test.slow();
    await page.goto("/sprzedaz/krok-2?lang=en");
    await expect(page.getByRole("heading", { name: "Stands" })).toBeVisible({ timeout: 20_000 });
    expect(await polishLeft(page)).toEqual([]);

    await page.getByRole("button", { name: /^West Stand W2 \(main\), from PLN 89\.00/ }).click();
    await expect(page).toHaveURL(/krok-4/, { timeout: 20_000 });
    const free = page.getByRole("button", { name: /, free, PLN 149\.00$/ }).and(page.locator("[aria-pressed=false]"));
    await expect(free.first()).toBeVisible({ timeout: 30_000 });
    await free.first().click();
    await page.getByRole("button", { name: "add to cart" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Added to the cart: 1." })).toBeVisible({ timeout: 20_000 });
    expect(await polishLeft(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/e-en-step4.png" });

    await page.getByRole("button", { name: "next" }).click();
    await expect(page.getByRole("heading", { name: "Your tickets" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("Fields marked * are required.")).toBeVisible({ timeout: 20_000 });
    expect(await polishLeft(page)).toEqual([]);
    await page.getByRole("textbox", { name: "E-mail address", exact: true }).fill("john.smith@example.com");
    await page.getByLabel("Repeat the e-mail address").fill("john.smith@example.com");
    await page.getByLabel("Nationality").selectOption({ label: "British" });
    await page.getByLabel("Document type").selectOption({ label: "passport" });
    await page.getByLabel("Document number").fill("123456789");
    await page.getByLabel("I accept the terms and conditions of sale").check();
    await page.screenshot({ path: "/tmp/e-en-summary.png", fullPage: true });
    await page.getByRole("button", { name: "go to payment" }).click();
    await expect(page.getByRole("heading", { name: /^Order TRB-/ })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("amount")).toHaveText(/^PLN\s\d+\.\d\d$/);
    expect(await polishLeft(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/e-en-payment.png", fullPage: true });
  });

  test("without the script the English pages stay English through the form posts", async ({ browser }) => {
    test.slow();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/sprzedaz/krok-4?lang=en");
    await page.getByRole("checkbox", { name: /, free, PLN/ }).first().check();
    await page.getByRole("button", { name: "add to cart" }).click();
    await expect(page.getByRole("button", { name: "Remove" })).toHaveCount(5, { timeout: 20_000 });
    expect(await polishLeft(page)).toEqual([]);
    await page.getByRole("button", { name: "next" }).click();
    await expect(page.getByRole("heading", { name: "Your tickets" })).toBeVisible({ timeout: 20_000 });
    expect(await polishLeft(page)).toEqual([]);
    await context.close();
  });
});
