import type { Page } from "@playwright/test";
import { RULE_TABLE } from "../ruleCases.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { acceptCookies, backOfficeField, captchaCode, tabTo } from "./forms-helpers.ts";

const PAGE = "/zaplecze/wydarzenie.html";
const field = backOfficeField;
/** The error text tied to a field (aria-describedby), as a screen reader reads it. */
const errorOf = (page: Page, name: string) => page.locator(`#bo_event .tb-deform-error[id$="-${name}"], #bo_event .form-error[id="${name}-server-error"]`);

/** The code the visitor's captcha image shows, once the image is there (QA endpoint: tests cannot read pictures). */
async function open(page: Page, query = ""): Promise<void> {
  await acceptCookies(page);
  await page.goto(PAGE + query);
  // The island has taken the form over once its error box is in place.
  if (!query.includes("js=0")) await expect(page.locator(".tb-legacy-form #bo_event .tb-deform-errorbox")).toBeAttached();
}

/** The back-office field judged by each rule class of the shared table. */
const FIELD_OF: Record<string, string> = {
  "minLength:3": "bo_title",
  "validate-integer": "bo_tickets",
  "validate-numeric": "bo_ratio",
  "validate-digits": "bo_phone",
  "validate-alpha": "bo_organizer",
  "validate-alphanum": "bo_code",
  "validate-date": "bo_contract",
  "validate-email": "bo_email",
  "validate-url": "bo_url",
  "validate-currency-dollar": "bo_price_usd",
  "validate-currency-pl": "bo_price",
  "validate-nospace": "bo_code",
  "validate-cc-num": "bo_card",
  "validate-pesel": "bo_pesel",
};

const VALID: Record<string, string> = {
  bo_title: "Mecz otwarcia",
  bo_code: "MECZ_01",
  bo_organizer: "Trybuna",
  bo_tickets: "1200",
  bo_ratio: "1,5",
  bo_phone: "+48 58 555-12-34",
  bo_email: "biuro@trybuna.pl",
  bo_email2: "biuro@trybuna.pl",
  bo_url: "https://trybuna.pl/mecz",
  bo_price: "1 234,50 zł",
  bo_price_usd: "$1,234.50",
  bo_card: "4111 1111 1111 1111",
  bo_pesel: "44051401359",
  bo_contact_email: "kontakt@trybuna.pl",
  bo_notes: "Wejście od ul. Długiej",
};

test.describe("a plain legacy form taken over by its markup", () => {
  for (const [className, { accepted, rejected, deliberate = [] }] of Object.entries(RULE_TABLE)) {
    const name = FIELD_OF[className];
    if (!name) continue; // maxLength:3 has no field of its own; the unit table covers it
    test(`${className}: the legacy table's cases judged in Chromium as in the unit tests`, async ({ page }) => {
      await open(page);
      const cases: Array<[string, boolean]> = [...accepted.map((v): [string, boolean] => [v, true]), ...rejected.map((v): [string, boolean] => [v, false]), ...deliberate];
      for (const [value, ok] of cases) {
        await field(page, name).fill(value);
        await field(page, name).dispatchEvent("change");
        // Another class of the same field may refuse what this one accepts (bo_code: no spaces).
        const other = className === "validate-alphanum" && /\s/.test(value);
        if (ok && !other) await expect(field(page, name), `${className} ${JSON.stringify(value)}`).not.toHaveAttribute("aria-invalid");
        else await expect(field(page, name), `${className} ${JSON.stringify(value)}`).toHaveAttribute("aria-invalid", "true");
      }
    });
  }

  test("submitting empty: Polish messages beside the fields, the error box, focus on the first error", async ({ page }) => {
    await open(page);
    await expect(field(page, "bo_venue")).toBeDisabled();
    await page.getByRole("button", { name: "Zapisz wydarzenie" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Formularz zawiera błędy. Popraw zaznaczone pola." })).toBeVisible();
    await expect(errorOf(page, "bo_title")).toHaveText("To pole jest wymagane.");
    await expect(errorOf(page, "bo_hall")).toHaveText("To pole jest wymagane.");
    await expect(errorOf(page, "bo_contact_phone")).toHaveText("Wypełnij co najmniej jedno z tych pól.");
    await expect(field(page, "bo_title")).toBeFocused();
    await expect(field(page, "bo_venue")).toBeDisabled();
    await expectAccessible(page, "#bo_event");
  });

  test("each comparing rule and each format rule shows its message (Polish)", async ({ page }) => {
    await open(page);
    const typed: Record<string, [string, string]> = {
      bo_title: ["ab", "Wpisz co najmniej 3 znaków (wpisano 2)."],
      bo_email: ["a@b", "Wpisz poprawny adres e-mail."],
      bo_email2: ["x@b.pl", "To pole musi być zgodne z polem E-mail."],
      bo_sale_from: ["2000-01-01", "Data musi być dzisiejsza lub późniejsza."],
      bo_contract: ["2999-01-01", "Data musi być dzisiejsza lub wcześniejsza."],
      bo_price_usd: ["100,00", "Wpisz poprawną kwotę w dolarach, np. $100.00."],
      bo_price: ["1,234.50", "Wpisz poprawną kwotę, np. 100,00 zł."],
      bo_pesel: ["00000000000", "Niepoprawny numer PESEL"],
    };
    for (const [name, [value]] of Object.entries(typed)) await field(page, name).fill(value);
    await page.getByRole("button", { name: "Zapisz wydarzenie" }).click();
    for (const [name, [, text]] of Object.entries(typed)) await expect(errorOf(page, name)).toHaveText(text);
    await field(page, "bo_sale_from").fill("2999-05-02");
    await field(page, "bo_sale_to").fill("2999-05-01");
    await field(page, "bo_sale_to").dispatchEvent("change");
    await expect(errorOf(page, "bo_sale_to")).toHaveText("Data musi być taka sama jak data początkowa lub późniejsza.");
  });

  test("on the English page the messages are English, and dates are read and rewritten the en-US way", async ({ page }) => {
    await open(page, "?lang=en");
    await field(page, "bo_contract").fill("March 5, 2026");
    await field(page, "bo_contract").dispatchEvent("change");
    await expect(field(page, "bo_contract")).toHaveValue("03/05/2026");
    await field(page, "bo_price_usd").fill("100,00");
    await page.getByRole("button", { name: "Zapisz wydarzenie" }).click();
    await expect(errorOf(page, "bo_title")).toHaveText("This field is required.");
    await expect(errorOf(page, "bo_price_usd")).toHaveText("Please enter a valid $ amount. For example $100.00 .");
    await expect(errorOf(page, "bo_contact_phone")).toHaveText("Please enter something for at least one of these inputs.");
    await expect(page.getByRole("alert").filter({ hasText: "The form has errors. Please correct the marked fields." })).toBeVisible();
  });

  test("filled by keyboard alone and sent: the server received what was typed (AJAX)", async ({ page }) => {
    await open(page);
    const typed: Record<string, string> = { ...VALID, bo_contract: "5.3.2026" };
    // Every tab stop of the form in order; the radio group is one stop, the read-only select none.
    typed.bo_captcha = await captchaCode(page);
    const stops = ["bo_title", "bo_code", "bo_organizer", "bo_tickets", "bo_ratio", "bo_phone", "bo_email", "bo_email2", "bo_url", "bo_price", "bo_price_usd", "bo_sale_from", "bo_sale_to", "bo_contract", "bo_card", "bo_pesel", "bo_contact_phone", "bo_contact_email", "bo_hall", "bo_notes", "files", "reload", "bo_captcha"];
    await tabTo(page, "bo_title");
    for (const name of stops) {
      if (name === "reload") await expect(page.getByRole("link", { name: "Nowy obrazek" })).toBeFocused();
      else if (name === "files") await expect(page.locator("#bo_files")).toBeFocused(); // the uploader's real file input
      else await expect(field(page, name).first()).toBeFocused();
      if (name === "bo_hall") await page.keyboard.press("Space"); // checks the focused radio (Sala A)
      // Text goes in as keyboard input into the focused field (one input event per field keeps the walk fast under load).
      else if (typed[name]) await page.keyboard.insertText(typed[name]);
      await page.keyboard.press("Tab");
    }
    await expect(field(page, "bo_contract")).toHaveValue("2026-03-05"); // rewritten in the pl-PL format (legacy)
    await expect(page.getByRole("button", { name: "Zapisz wydarzenie" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/zaplecze\/odebrane\.html$/);
    const received = await (await page.request.get("/zaplecze/odebrane.json")).json();
    expect(received.via).toBe("ajax");
    expect(received.values).toMatchObject({ ...VALID, bo_hall: "A", bo_venue: "stadion", bo_contract: "2026-03-05" });
  });

  // Mouse alone: every field is reached by a click (text goes in as typed input), the radio and
  // the submit button are clicked; a wrong value's message shows once the next field is clicked.
  const MOUSE_WRONG: Record<"pl" | "en", Record<string, [string, string]>> = {
    pl: {
      bo_title: ["ab", "Wpisz co najmniej 3 znaków (wpisano 2)."],
      bo_tickets: ["1,5", "Wpisz liczbę całkowitą. Liczby z częścią dziesiętną (np. 1,25) są niedozwolone."],
      bo_email: ["a@b", "Wpisz poprawny adres e-mail."],
      bo_price_usd: ["100,00", "Wpisz poprawną kwotę w dolarach, np. $100.00."],
    },
    en: {
      bo_title: ["ab", "Please enter at least 3 characters (you entered 2 characters)."],
      bo_tickets: ["1,5", "Please enter an integer in this field. Numbers with decimals (e.g. 1.25) are not permitted."],
      bo_email: ["a@b", "Please enter a valid email address."],
      bo_price_usd: ["100,00", "Please enter a valid $ amount. For example $100.00 ."],
    },
  };
  const clickAndType = async (page: Page, name: string, value: string) => {
    await field(page, name).click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.insertText(value);
  };
  /** Fills the valid form by mouse; returns what the server then received. */
  const fillByMouseAndSend = async (page: Page, script: boolean) => {
    for (const [name, value] of Object.entries(VALID)) await clickAndType(page, name, value);
    await page.getByText("Sala B").click();
    await clickAndType(page, "bo_captcha", await captchaCode(page));
    await page.getByRole("button", { name: "Zapisz wydarzenie" }).click();
    await expect(page).toHaveURL(/\/zaplecze\/odebrane\.html$/);
    const received = await (await page.request.get("/zaplecze/odebrane.json")).json();
    expect(received.via).toBe(script ? "ajax" : "post");
    return received.values as Record<string, string>;
  };

  for (const lang of ["pl", "en"] as const) {
    test(`filled by mouse alone (${lang}): each wrong value's message shows when the next field is clicked, then sent`, async ({ page }) => {
      await open(page, lang === "en" ? "?lang=en" : "");
      const names = Object.keys(MOUSE_WRONG[lang]);
      for (const [name, [value]] of Object.entries(MOUSE_WRONG[lang])) await clickAndType(page, name, value);
      await field(page, "bo_notes").click(); // leaving the last one
      for (const name of names) await expect(errorOf(page, name)).toHaveText(MOUSE_WRONG[lang][name]![1]);
      const values = await fillByMouseAndSend(page, true);
      expect(values).toMatchObject({ ...VALID, bo_hall: "B", bo_venue: "stadion" });
    });
  }

  test("filled by mouse alone with and without the script: the server receives the same values", async ({ page }) => {
    await open(page);
    const withScript = await fillByMouseAndSend(page, true);
    await open(page, "?js=0");
    const without = await fillByMouseAndSend(page, false);
    expect(without).toEqual(withScript);
    expect(withScript).toMatchObject({ ...VALID, bo_hall: "B" });
  });

  test("captcha reload: a new image (timestamp parameter), the form kept, focus kept, the change announced", async ({ page }) => {
    await open(page);
    await field(page, "bo_title").fill("Mecz otwarcia");
    await field(page, "bo_captcha").fill("ABCDE");
    const first = await captchaCode(page);
    const reload = page.getByRole("link", { name: "Nowy obrazek" });
    await reload.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("img.captcha-image")).toHaveAttribute("src", /[?&]t=\d+/);
    await expect(page.getByRole("status").filter({ hasText: "Wczytano nowy obrazek z kodem." })).toBeAttached();
    await expect(reload).toBeFocused();
    await expect(page).toHaveURL(/wydarzenie\.html$/);
    await expect(field(page, "bo_title")).toHaveValue("Mecz otwarcia");
    await expect(field(page, "bo_captcha")).toHaveValue("");
    expect(await captchaCode(page)).not.toBe(first);
    await page.locator(".captcha").screenshot({ path: "/tmp/a-captcha.png" });
  });

  test("submission helper: the shop's script posts a form by its method and the answer (with a form island) lands in the page", async ({ page }) => {
    await open(page);
    await page.locator("#bo_preview").getByLabel("Cena biletu (zł)").fill("200");
    await page.getByRole("button", { name: "Pokaż podgląd" }).click();
    const result = page.locator("#bo_preview_result");
    await expect(result.locator("[data-preview-total]")).toHaveText("210,00 zł");
    await expect(page).toHaveURL(/wydarzenie\.html$/);
    // The legacy form inside the answer is taken over too.
    await expect(result.locator(".tb-legacy-form #bo_confirm .tb-deform-errorbox")).toBeAttached();
    await result.getByRole("button", { name: "Zatwierdź cenę" }).click();
    await expect(result.locator(".tb-deform-error")).toHaveText("To pole jest wymagane.");
    await result.getByLabel("Zatwierdza (nazwisko) *").fill("Nowak");
    await result.getByRole("button", { name: "Zatwierdź cenę" }).click();
    await expect(result.getByRole("status")).toHaveText("Cena zatwierdzona.");
  });

  test("without the script the same form posts as plain HTML: refused with the server's messages, then received", async ({ page }) => {
    await open(page, "?js=0");
    await field(page, "bo_email").fill("zly@adres");
    await page.getByRole("button", { name: "Zapisz wydarzenie" }).click();
    await expect(page.locator("#bo_title-server-error")).toHaveText("To pole jest wymagane.");
    await expect(page.locator("#bo_email-server-error")).toHaveText("Wpisz poprawny adres e-mail.");
    await expect(field(page, "bo_email")).toHaveValue("zly@adres");
    for (const [name, value] of Object.entries(VALID)) await field(page, name).fill(value);
    await page.getByLabel("Sala B").check();
    await field(page, "bo_captcha").fill("ZZZZZ");
    await page.getByRole("button", { name: "Zapisz wydarzenie" }).click();
    await expect(page.locator("#bo_captcha-server-error")).toHaveText("Kod z obrazka jest niepoprawny. Przepisz go jeszcze raz.");
    await expect(field(page, "bo_title")).toHaveValue(VALID.bo_title!); // nothing else lost
    await field(page, "bo_captcha").fill(await captchaCode(page));
    await page.getByRole("button", { name: "Zapisz wydarzenie" }).click();
    await expect(page).toHaveURL(/\/zaplecze\/odebrane\.html$/);
    const received = await (await page.request.get("/zaplecze/odebrane.json")).json();
    expect(received.via).toBe("post");
    expect(received.values).toMatchObject({ ...VALID, bo_hall: "B", bo_venue: "stadion" });
    // The preview part without the script: a plain GET to a whole page.
    await page.goto(`${PAGE}?js=0`);
    await page.getByRole("button", { name: "Pokaż podgląd" }).click();
    await expect(page.locator("[data-preview-total]")).toHaveText("105,00 zł");
  });
});
