import type { Page } from "@playwright/test";
import { acceptCookieBar, expect, formField } from "./common.ts";

/** Starts on /rejestracja.html. A Polish adult registers with PESEL (forms-registration.spec.ts, first test). */
export default async function registrationFlow(page: Page): Promise<void> {
  await acceptCookieBar(page);
  await expect(page.locator("[data-island] form[data-deform-id]")).toBeVisible();
  await formField(page, "firstname").fill("Jan");
  await formField(page, "lastname").fill("Kowalski");
  await formField(page, "pesel").fill("44051401359");
  await expect(formField(page, "date_birth")).toHaveValue("1944-05-14");
  await expect(formField(page, "gender")).toHaveValue("male");
  // A fresh address per run: the live site keeps registered clients. The replay matches it by kind.
  await formField(page, "email").fill(`jan.${Date.now().toString(36)}@example.pl`);
  await formField(page, "password").fill("tajnehaslo1");
  await formField(page, "password_repeat").fill("tajnehaslo1");
  await formField(page, "password_repeat").press("Enter");
  await expect(page).toHaveURL(/\/zarejestrowany\.html$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Dziękujemy za rejestrację, Jan");
}
