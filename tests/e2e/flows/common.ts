import { expect as base, type Page } from "@playwright/test";

/**
 * Helpers of the recorded flows (issue 12). A flow runs twice: against the "live" site while it
 * is recorded (`npm run record -- … --flow`, outside the test runner) and against the replay, with
 * the same assertions; so it imports only Playwright's `expect`, never the test fixtures.
 */

/** Page loads and island mounts on a busy shared machine: wait as long as a patient user would. */
export const expect = base.configure({ timeout: 20_000 });

/** A control of a form island by name (the footer has fields of its own). */
export function formField(page: Page, name: string) {
  return page.locator(`:is([data-island="registration-form"], [data-island="login-form"]) [name="${name}"]`);
}

/**
 * Accepts the cookie notice once its island shows it (the region is the island's, the legacy bar has none):
 * a click on the legacy button at the moment the island replaces it lands on a detached node.
 */
export async function acceptCookieBar(page: Page): Promise<void> {
  const accept = page.getByRole("region", { name: "Informacja o plikach cookie" }).getByRole("button", { name: "Rozumiem" });
  await accept.click();
  await expect(accept).toBeHidden();
}
