import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** A control of the form island by name (the page footer has fields of its own). */
export function field(page: Page, name: string) {
  return page.locator(`:is([data-island="registration-form"], [data-island="login-form"]) [name="${name}"]`);
}

/** The label of a form island's control. */
export async function labelOf(page: Page, name: string) {
  const id = await field(page, name).first().getAttribute("id");
  return page.locator(`label[for="${id}"]`);
}

/** A fresh address per test: registered clients stay in the server's memory. */
export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.pl`;
}

/** The cookie bar, accepted beforehand: it would cover the bottom of the forms. */
export async function acceptCookies(page: Page): Promise<void> {
  await page.context().addCookies([{ name: "cookies_accepted", value: "1", url: `http://127.0.0.1:${process.env.E2E_PORT}` }]);
}

/** Opens a client page and waits for its form island. */
export async function openForm(page: Page, path: string): Promise<void> {
  await acceptCookies(page);
  await page.goto(path);
  await expect(page.locator("[data-island] form[data-deform-id]")).toBeVisible();
}

/** Presses Tab (or Shift+Tab) until the focused control has this name: keyboard-only navigation. */
export async function tabTo(page: Page, name: string, backwards = false): Promise<void> {
  for (let i = 0; i < 80; i++) {
    const focused = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? "");
    if (focused === name) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Tab never reached a control named ${name}`);
}

/** Keyboard only: tab to the field and type (text fields are cleared with Ctrl+A first). */
export async function typeInto(page: Page, name: string, text: string): Promise<void> {
  await tabTo(page, name);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text);
}

/** Keyboard only: a closed select changes with typed letters (type-ahead on the option text). */
export async function chooseByTyping(page: Page, name: string, text: string): Promise<void> {
  await tabTo(page, name);
  await page.keyboard.type(text);
}

/** The form's error box shows `text` as the legacy one did (spec §9): morphed in over 300 ms, then at opacity 0.9. */
export async function expectErrorBox(page: Page, text: string): Promise<void> {
  const errorBox = page.getByRole("alert").filter({ hasText: text });
  await expect(errorBox).toBeVisible();
  await expect.poll(() => errorBox.locator("p").evaluate((el) => [getComputedStyle(el).animationDuration, getComputedStyle(el).opacity])).toEqual(["0.3s", "0.9"]);
}

/** The field's error is shown beside it and announced: aria-invalid plus aria-describedby naming the text. */
export async function expectFieldError(page: Page, name: string, message: string | RegExp): Promise<void> {
  const control = field(page, name).first();
  // What a screen reader hears: the field invalid and described by the message. Polled together, so an earlier
  // message still shown while the new answer arrives is waited out, not read.
  await expect
    .poll(() =>
      control.evaluate((element) => {
        if (element.getAttribute("aria-invalid") !== "true") return "(the field is not marked invalid)";
        const ids = (element.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
        return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
      }),
    )
    .toMatch(message);
  // Beside the field: the persistent text lives in the field's own wrapper.
  await expect(control.locator("xpath=ancestor::div[contains(@class,'-field')][1]").locator(".tb-deform-error")).toHaveText(message);
}

/** A field of the back-office event form (legacy markup, taken over by the plain-form engine). */
export const backOfficeField = (page: Page, name: string) => page.locator(`#bo_event [name="${name}"]`);

/** The captcha's answer, once its image has loaded (the fixture server exposes the code to tests). */
export async function captchaCode(page: Page): Promise<string> {
  await expect.poll(() => page.locator("img.captcha-image").first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return ((await (await page.request.get("/zaplecze/captcha.json")).json()) as { code: string }).code;
}

/** What the fixture server received from the back-office form, once the browser has landed on its "saved" page. */
export async function receivedEvent(page: Page) {
  await expect(page).toHaveURL(/\/zaplecze\/odebrane\.html$/);
  return await (await page.request.get("/zaplecze/odebrane.json")).json();
}

/**
 * Records, from now on, whether each Escape that reaches the document was used on its way (defaultPrevented): what
 * a dialog around the form (src/ui/modalLayer.ts) would be told. Returns the reader of that list.
 */
export async function escapesAtDocument(page: Page): Promise<() => Promise<boolean[]>> {
  await page.evaluate(() => {
    const seen: boolean[] = [];
    (window as unknown as { escapesSeen: boolean[] }).escapesSeen = seen;
    document.addEventListener("keydown", (event) => {
      if (event.key === "Escape") seen.push(event.defaultPrevented);
    });
  });
  return () => page.evaluate(() => (window as unknown as { escapesSeen: boolean[] }).escapesSeen);
}
