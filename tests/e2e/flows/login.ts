import type { Page } from "@playwright/test";
import { acceptCookieBar, expect, formField } from "./common.ts";

/** Starts on /logowanie.html. A registered client logs in; the page reloads logged in (forms-login.spec.ts, first test). */
export default async function loginFlow(page: Page): Promise<void> {
  await acceptCookieBar(page);
  await expect(page.locator("[data-island] form[data-deform-id]")).toBeVisible();
  await formField(page, "login").fill("anna.nowak@example.pl");
  await formField(page, "password").fill("zweryfikowana");
  await formField(page, "password").press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Zalogowano jako Anna Nowak." })).toBeVisible();
}
