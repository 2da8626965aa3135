import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { acceptCookies, captchaCode, field, openForm } from "./forms-helpers.ts";

/** The restore cookies (DF + form hash) the page has set, decoded. */
async function restoreCookies(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies
    .filter((c) => c.name.startsWith("DF"))
    .map((c) => `${c.name}=${decodeURIComponent(c.value)}`)
    .join("\n");
}

test.describe("restore cookie: a reload loses nothing but the secrets", () => {
  test("registration: typed values come back after a reload; PESEL, document number and passwords are never in the cookie", async ({ page }) => {
    await openForm(page, "/rejestracja.html");
    await field(page, "firstname").fill("Anna");
    await field(page, "lastname").fill("Kowalska");
    await field(page, "city").fill("Gdańsk");
    await field(page, "pesel").fill("44051401359");
    // A buyer who then says they have no PESEL types a document number instead (the field opens).
    await field(page, "no_pesel").check();
    await field(page, "id_document_type").selectOption("passport");
    await field(page, "document_number").fill("ABC123456");
    await field(page, "password").fill("Tajne-haslo-1");
    await field(page, "password_repeat").fill("Tajne-haslo-1");
    await expect.poll(() => restoreCookies(page)).toContain("Gdańsk");
    const cookie = await restoreCookies(page);
    expect(cookie).toMatch(/^DF[0-9a-z]+=/);
    for (const secret of ["44051401359", "ABC123456", "Tajne-haslo-1"]) expect(cookie).not.toContain(secret);
    const stored = (await page.context().cookies()).find((c) => c.name.startsWith("DF"))!;
    expect(stored.path).toBe("/");
    // 0.021 days ≈ 30 minutes.
    expect(stored.expires - Date.now() / 1000).toBeGreaterThan(1700);
    expect(stored.expires - Date.now() / 1000).toBeLessThan(1900);

    await page.reload();
    await expect(page.locator("[data-island] form[data-deform-id]")).toBeVisible();
    await expect(field(page, "firstname")).toHaveValue("Anna");
    await expect(field(page, "lastname")).toHaveValue("Kowalska");
    await expect(field(page, "city")).toHaveValue("Gdańsk");
    await expect(field(page, "pesel")).toHaveValue("");
    await expect(field(page, "no_pesel")).toBeChecked();
    await expect(field(page, "id_document_type")).toHaveValue("passport");
    await expect(field(page, "document_number")).toHaveValue("");
    await expect(field(page, "password")).toHaveValue("");
    // Not emptied without a word: the form names what it never keeps and the buyer had filled.
    await expect(page.getByRole("status").filter({ hasText: "Ze względów bezpieczeństwa" })).toHaveText(
      "Ze względów bezpieczeństwa nie zapamiętujemy tych pól: PESEL, Numer dokumentu, Hasło, Powtórz hasło. Wpisz je ponownie.",
    );
  });

  test("registration: a minor's guardian's PESEL is never in the cookie and is named among the fields to type again", async ({ page }) => {
    await openForm(page, "/rejestracja.html");
    await field(page, "firstname").fill("Ola");
    await field(page, "pesel").fill("10322812344"); // 2010-12-28: a minor, so the guardian's fields open
    await field(page, "guardian_number").fill("75010112345");
    await field(page, "guardian_firstname").fill("Maria");
    await expect.poll(() => restoreCookies(page)).toContain("Maria");
    expect(await restoreCookies(page)).not.toContain("75010112345");

    await page.reload();
    await expect(page.locator("[data-island] form[data-deform-id]")).toBeVisible();
    await expect(field(page, "guardian_firstname")).toHaveValue("Maria");
    await expect(field(page, "guardian_number")).toHaveValue("");
    await expect(page.getByRole("status").filter({ hasText: "Ze względów bezpieczeństwa" })).toContainText("PESEL lub numer dokumentu opiekuna");
  });

  test("registration: a reload does not write the cookie again, so its 0.021 days count from the last edit, not from each reload", async ({ page }) => {
    // Every write of a restore cookie, counted where a reload keeps it.
    await page.addInitScript(() => {
      const cookie = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
      Object.defineProperty(document, "cookie", {
        get: () => cookie.get!.call(document),
        set: (value: string) => {
          if (value.startsWith("DF")) sessionStorage.setItem("df-writes", String(Number(sessionStorage.getItem("df-writes") ?? 0) + 1));
          cookie.set!.call(document, value);
        },
      });
    });
    await openForm(page, "/rejestracja.html");
    await field(page, "firstname").fill("Anna");
    await expect.poll(() => restoreCookies(page)).toContain("Anna");
    const writes = () => page.evaluate(() => sessionStorage.getItem("df-writes"));
    const before = await writes();
    await page.reload();
    await expect(page.locator("[data-island] form[data-deform-id]")).toBeVisible();
    await expect(field(page, "firstname")).toHaveValue("Anna");
    // Before: leaving the page saved the form again (its save timer was never forgotten), renewing the 30 minutes.
    expect(await writes()).toBe(before);
  });

  test("registration: values come back after leaving the page and coming back with the browser's Back", async ({ page }) => {
    await openForm(page, "/rejestracja.html");
    await field(page, "firstname").fill("Ewa");
    await field(page, "city").fill("Sopot");
    await expect.poll(() => restoreCookies(page)).toContain("Sopot");
    await page.getByRole("contentinfo").getByRole("link", { name: "Regulamin sprzedaży", exact: true }).click();
    await expect(page).not.toHaveURL(/rejestracja/);
    await page.goBack();
    await expect(page.locator("[data-island] form[data-deform-id]")).toBeVisible();
    await expect(field(page, "firstname")).toHaveValue("Ewa");
    await expect(field(page, "city")).toHaveValue("Sopot");
  });

  test("back-office form: values come back after the session expires and the client logs in again", async ({ page }) => {
    await acceptCookies(page);
    await page.clock.install();
    await page.goto("/zaplecze/wydarzenie.html?ttl=30");
    const form = page.locator(".tb-legacy-form #bo_event");
    await expect(form.locator(".tb-deform-errorbox")).toBeAttached();
    await form.getByLabel("Nazwa wydarzenia *").fill("Mecz po przerwie");
    await form.getByLabel("Sala B").check();
    await page.clock.fastForward(31_000); // the save after the last edit, then the end of the session
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Sesja wygasła.");
    await page.clock.resume();
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await restoreCookies(page)).toContain("Mecz po przerwie");
    await openForm(page, "/logowanie.html");
    await field(page, "login").fill("anna.nowak@example.pl");
    await field(page, "password").fill("zweryfikowana");
    await field(page, "password").press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Zalogowano jako Anna Nowak." })).toBeVisible();
    await page.goto("/zaplecze/wydarzenie.html");
    await expect(form.locator(".tb-deform-errorbox")).toBeAttached();
    await expect(form.getByLabel("Nazwa wydarzenia *")).toHaveValue("Mecz po przerwie");
    await expect(form.getByLabel("Sala B")).toBeChecked();
  });

  test("summary: e-mail, nationality, document type and terms come back after a reload; PESEL and the document number are never in the cookie", async ({ page }) => {
    await acceptCookies(page);
    await page.goto("/sprzedaz/podsumowanie");
    const form = page.locator(".tb-summary");
    await expect(form).toBeVisible();
    await form.getByLabel("Adres e-mail", { exact: false }).first().fill("hans@example.de");
    await form.getByLabel("Powtórz adres e-mail").fill("hans@example.de");
    await form.getByLabel("Obywatelstwo").selectOption("de");
    await form.getByLabel("PESEL").fill("44051401359");
    await form.getByLabel("Rodzaj dokumentu").selectOption("2");
    await form.getByLabel("Numer dokumentu").fill("C01X00T47");
    await form.getByLabel("Akceptuję regulamin sprzedaży").check();
    await expect.poll(() => restoreCookies(page)).toContain("hans@example.de");
    await expect.poll(() => restoreCookies(page)).toContain('"terms":["1"]');
    const cookie = await restoreCookies(page);
    for (const secret of ["44051401359", "C01X00T47"]) expect(cookie).not.toContain(secret);

    await page.reload();
    await expect(form).toBeVisible();
    await expect(form.getByLabel("Adres e-mail", { exact: false }).first()).toHaveValue("hans@example.de");
    await expect(form.getByLabel("Powtórz adres e-mail")).toHaveValue("hans@example.de");
    await expect(form.getByLabel("Obywatelstwo")).toHaveValue("de");
    await expect(form.getByLabel("Rodzaj dokumentu")).toHaveValue("2");
    await expect(form.getByLabel("Akceptuję regulamin sprzedaży")).toBeChecked();
    await expect(form.getByLabel("PESEL")).toHaveValue("");
    await expect(form.getByLabel("Numer dokumentu")).toHaveValue("");
    await expect(form.getByRole("status").filter({ hasText: "Ze względów bezpieczeństwa" })).toHaveText(
      "Ze względów bezpieczeństwa nie zapamiętujemy tych pól: PESEL, Numer dokumentu. Wpisz je ponownie.",
    );
  });

  test("back-office form: values come back after a reload; the card number, PESEL and captcha answer do not; a successful submit clears the cookie", async ({ page }) => {
    await acceptCookies(page);
    await page.goto("/zaplecze/wydarzenie.html");
    const form = page.locator(".tb-legacy-form #bo_event");
    await expect(form.locator(".tb-deform-errorbox")).toBeAttached();
    await form.locator('[name="bo_title"]').fill("Mecz otwarcia");
    await form.locator('[name="bo_card"]').fill("4111 1111 1111 1111");
    await form.locator('[name="bo_pesel"]').fill("44051401359");
    await form.locator('[name="bo_captcha"]').fill("QWERT");
    await form.getByLabel("Sala B").check();
    await expect.poll(() => restoreCookies(page)).toContain("Mecz otwarcia");
    const cookie = await restoreCookies(page);
    for (const secret of ["4111", "44051401359", "QWERT"]) expect(cookie).not.toContain(secret);

    await page.reload();
    await expect(form.locator(".tb-deform-errorbox")).toBeAttached();
    await expect(form.locator('[name="bo_title"]')).toHaveValue("Mecz otwarcia");
    await expect(form.getByLabel("Sala B")).toBeChecked();
    await expect(form.locator('[name="bo_card"]')).toHaveValue("");
    await expect(form.locator('[name="bo_captcha"]')).toHaveValue("");
    await expect(form.getByRole("status").filter({ hasText: "Ze względów bezpieczeństwa" })).toHaveText(
      "Ze względów bezpieczeństwa nie zapamiętujemy tych pól: Karta do kaucji, PESEL kierownika, Przepisz kod z obrazka. Wpisz je ponownie.",
    );

    const code = await captchaCode(page);
    const valid: Record<string, string> = { bo_tickets: "10", bo_email: "biuro@trybuna.pl", bo_contact_email: "k@trybuna.pl", bo_captcha: code };
    for (const [name, value] of Object.entries(valid)) await form.locator(`[name="${name}"]`).fill(value);
    await page.getByRole("button", { name: "Zapisz wydarzenie" }).click();
    await expect(page).toHaveURL(/odebrane\.html$/);
    expect(await restoreCookies(page)).not.toContain("Mecz otwarcia");
  });
});
