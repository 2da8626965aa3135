import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";

const GALLERY = "/formularze/galeria.html";

/** The gallery's texts in each language (what a user reads on the page). */
const TEXT = {
  pl: { states: "Pola formularza w każdym stanie", gate: "Brama", pick: "Wybierz datę", price: "Cena (wpisz literę: dymek błędu)", refused: "Dozwolone są tylko cyfry", alert: "Limit miejsc", photo: "Trybuna północna" },
  en: { states: "Form fields in each state", gate: "Gate", pick: "Pick a date", price: "Price (type a letter: error tooltip)", refused: "Only digits and one decimal separator", alert: "Seat limit", photo: "North stand" },
} as const;

async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press("Escape");
  await expect(page.locator("dialog[open]")).toHaveCount(0);
}

for (const lang of ["pl", "en"] as const) {
  const text = TEXT[lang];
  test(`gallery (${lang}): every state passes axe (target size included): empty, filled, read-only, disabled, invalid with its tooltip, each overlay open`, async ({ page }) => {
    test.slow();
    await page.goto(lang === "en" ? `${GALLERY}?lang=en` : GALLERY);
    const states = page.locator("section", { has: page.getByRole("heading", { name: text.states }) });
    await expect(states.getByRole("combobox", { name: text.gate })).toBeVisible();
    // Read-only, disabled and invalid as the markup set them.
    await expect(states.locator("#s-date-disabled")).toBeDisabled();
    await expect(states.locator("#s-date-readonly")).toHaveAttribute("readonly", "");
    await expect(states.locator("#s-date-invalid")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    // Invalid with its tooltip: a refused key shows the error bubble, tied to the field.
    const price = states.getByLabel(text.price);
    await price.focus();
    await page.keyboard.press("End");
    await page.keyboard.type("x");
    await expect(price).toHaveAccessibleDescription(new RegExp(text.refused));
    await expect(page.getByText(text.refused).locator("visible=true")).toHaveCount(1);
    await expectAccessible(page);

    // Open: the combo box's list, the date picker, the alert box, the lightbox.
    const gate = states.getByRole("combobox", { name: text.gate });
    await gate.click();
    await expect(gate).toHaveAttribute("aria-expanded", "true");
    const list = page.locator(`[id="${await gate.getAttribute("aria-controls")}"]`);
    await expect(list.getByRole("option")).toHaveCount(3);
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(gate).toHaveAttribute("aria-expanded", "false");

    await states.getByRole("button", { name: text.pick }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();

    await page.getByRole("button", { name: text.alert }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await expectAccessible(page);
    await closeDialog(page);

    await page.getByRole("link", { name: text.photo }).click();
    await expect(page.locator("dialog.tb-lightbox[open]")).toBeVisible();
    await expectAccessible(page);
    await closeDialog(page);
  });
}
