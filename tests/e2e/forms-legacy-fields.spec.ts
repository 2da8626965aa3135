/**
 * Legacy forms as other pages print them (dev-server/routes/legacyFields.ts): an island that takes a form over
 * keeps the form's own id and every field it does not render, and a per-ticket form's names (spec §3, §7).
 */
import type { Locator, Page, Request } from "@playwright/test";
import { expect, expectAccessible, heldBack, servedVariant, test, TRYBUNA_SCRIPT } from "./fixtures.ts";
import { acceptCookies, expectErrorBox, expectFieldError, field, openForm, tabTo, typeInto, uniqueEmail } from "./forms-helpers.ts";

/** What a form island posted: the legacy protocol's one `json` field, decoded. */
function posted(request: Request): Record<string, unknown> {
  return JSON.parse(new URLSearchParams(request.postData() ?? "").get("json") ?? "null") as Record<string, unknown>;
}

/** Opens `path` with Trybuna's script held back; the returned function lets it run (a slow connection). */
async function openBeforeScript(page: Page, path: string): Promise<() => void> {
  await acceptCookies(page);
  const release = await heldBack(page, TRYBUNA_SCRIPT);
  await page.goto(path, { waitUntil: "commit" });
  return release;
}

test.describe("legacy fields an island does not render", () => {
  test("login: the page's token, return address and 'remember me' (ticked before the script ran) stay in the form and are posted under the form's own id", async ({ page }) => {
    const release = await openBeforeScript(page, "/qa/logowanie-pola");
    const host = page.locator("[data-island=login-form]");
    await host.getByRole("checkbox", { name: "Zapamiętaj mnie na tym komputerze" }).check();
    release();
    const form = host.locator("form[data-deform-id]");
    await expect(form).toBeVisible();
    await expect(form).toHaveAttribute("id", "login_form_3");
    // The hidden fields are in the island's form, for the page's own scripts too.
    await expect(form.locator('input[type=hidden][name="csrf_token"]')).toHaveValue("c5rf-l0g1n");
    await expect(form.locator('input[type=hidden][name="return_to"]')).toHaveValue("/sprzedaz/krok-4");
    await expect(form.getByRole("checkbox", { name: "Zapamiętaj mnie na tym komputerze" })).toBeChecked();
    await expectAccessible(page, "[data-island=login-form]");

    await field(page, "login").fill("nikt@example.pl");
    await field(page, "password").fill("zlehaslo");
    await form.getByRole("checkbox", { name: "Akceptuję politykę prywatności" }).check();
    const sent = page.waitForRequest((request) => request.url().includes("/ajax/Login/login/"));
    await page.getByRole("button", { name: "Zaloguj się" }).click();
    expect(posted(await sent)).toEqual({
      login: "nikt@example.pl",
      password: "zlehaslo",
      csrf_token: "c5rf-l0g1n",
      return_to: "/sprzedaz/krok-4",
      remember: "1",
      privacy_consent: "1",
      __deform_form_id__: "login_form_3",
    });
  });

  test("registration: the consents the island does not know are shown in its form, filled by keyboard, and posted with the token under the form's own id", async ({ page }) => {
    await openForm(page, "/qa/rejestracja-pola");
    const form = page.locator("[data-island=registration-form] form[data-deform-id]");
    await expect(form).toHaveAttribute("id", "client_form_7");
    await expect(form.locator('input[type=hidden][name="csrf_token"]')).toHaveValue("c5rf-r3g");
    const consents = form.getByRole("group", { name: "Zgody" });
    await expect(consents).toBeVisible();
    await expectAccessible(page, "[data-island=registration-form]");

    await field(page, "firstname").fill("Jan");
    await field(page, "lastname").fill("Kowalski");
    await field(page, "pesel").fill("44051401359");
    const email = uniqueEmail("zgody");
    await field(page, "email").fill(email);
    await field(page, "password").fill("tajnehaslo1");
    await field(page, "password_repeat").fill("tajnehaslo1");
    await consents.getByRole("checkbox", { name: "Akceptuję regulamin klubu" }).check();
    await consents.getByRole("checkbox", { name: "Zgadzam się na informacje o wydarzeniach" }).focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await expect(consents.getByRole("combobox", { name: "Newsletter" })).toBeFocused();
    await page.keyboard.type("raz w t");
    await expect(consents.getByRole("combobox", { name: "Newsletter" })).toHaveValue("weekly");

    const sent = page.waitForRequest((request) => request.url().includes("/ajax/Client/register/"));
    await page.getByRole("button", { name: "Zarejestruj się" }).click();
    expect(posted(await sent)).toMatchObject({ firstname: "Jan", email, csrf_token: "c5rf-r3g", terms_consent: "1", marketing_consent: "1", newsletter: "weekly", __deform_form_id__: "client_form_7" });
    await expect(page).toHaveURL(/\/zarejestrowany\.html$/);
  });
});

/** Everything the page keeps in the browser (cookies, session and local storage), as one text. */
async function storedInBrowser(page: Page): Promise<string> {
  const cookies = (await page.context().cookies()).map((cookie) => `${cookie.name}=${decodeURIComponent(cookie.value)}`);
  const storage = await page.evaluate(() => JSON.stringify([{ ...sessionStorage }, { ...localStorage }]));
  return [...cookies, storage].join("\n");
}

test.describe("typed before the script ran (a slow connection, or a password manager's autofill at load)", () => {
  test("login: the password is in the island's field with the e-mail and is posted; it is stored nowhere", async ({ page }) => {
    const release = await openBeforeScript(page, "/logowanie.html");
    await field(page, "login").fill("nikt@example.pl");
    await field(page, "password").fill("sekret99");
    release();
    await expect(page.locator("[data-island=login-form] form[data-deform-id]")).toBeVisible();
    await expect(field(page, "login")).toHaveValue("nikt@example.pl");
    await expect(field(page, "password")).toHaveValue("sekret99");
    const sent = page.waitForRequest((request) => request.url().includes("/ajax/Login/login/"));
    await page.getByRole("button", { name: "Zaloguj się" }).click();
    expect(posted(await sent)).toMatchObject({ login: "nikt@example.pl", password: "sekret99" });
    await expectFieldError(page, "login", "Nie znaleziono klienta");
    expect(await storedInBrowser(page)).not.toContain("sekret99");
  });

  test("registration: both passwords are in the island's fields and the registration goes; the restore cookie keeps the rest, never them", async ({ page }) => {
    const release = await openBeforeScript(page, "/rejestracja.html");
    const email = uniqueEmail("autofill");
    const typed = { firstname: "Jan", lastname: "Kowalski", pesel: "44051401359", email, password: "sekret99", password_repeat: "sekret99" };
    for (const [name, value] of Object.entries(typed)) await field(page, name).fill(value);
    release();
    await expect(page.locator("[data-island=registration-form] form[data-deform-id]")).toBeVisible();
    for (const [name, value] of Object.entries(typed)) await expect(field(page, name)).toHaveValue(value);
    // An edit after the mount saves the form in the restore cookie.
    await field(page, "secondname").fill("Maria");
    await expect.poll(() => storedInBrowser(page)).toContain("Maria");
    expect(await storedInBrowser(page)).not.toContain("sekret99");
    const sent = page.waitForRequest((request) => request.url().includes("/ajax/Client/register/"));
    await page.getByRole("button", { name: "Zarejestruj się" }).click();
    expect(posted(await sent)).toMatchObject({ ...typed, secondname: "Maria" });
    await expect(page).toHaveURL(/\/zarejestrowany\.html$/);
  });
});

test.describe("the legacy controls' ids", () => {
  // Each page with a label of the shop's own outside the island, tied by `for` to a legacy control's id.
  const pages = [
    { path: "/logowanie.html", island: "login-form", id: "login_email", name: "login" },
    { path: "/rejestracja.html", island: "registration-form", id: "pesel", name: "pesel" },
    { path: "/sprzedaz/podsumowanie", island: "summary", id: "f_email", name: "email" },
  ];
  for (const { path, island, id, name } of pages) {
    test(`${island}: the island's control keeps its id '${id}': the page's own label elsewhere and getElementById find it`, async ({ page }) => {
      await page.route(
        (url) => url.pathname === path,
        async (route) => {
          if (route.request().resourceType() !== "document") return route.fallback();
          const response = await route.fetch();
          const html = (await response.text()).replace(`<div data-island="${island}"`, `<p><label for="${id}">Pole ${id} (etykieta strony)</label></p><div data-island="${island}"`);
          await route.fulfill({ response, body: html });
        },
      );
      await acceptCookies(page);
      await page.goto(path);
      const host = page.locator(`[data-island="${island}"]`);
      await expect(host.locator("form[data-deform-id], form.tb-summary")).toBeVisible();
      await expect(host.locator(`[name="${name}"]`)).toHaveAttribute("id", id);
      await page.getByText(`Pole ${id} (etykieta strony)`).click();
      await expect(host.locator(`[name="${name}"]`)).toBeFocused();
      expect(await page.evaluate((target) => document.getElementById(target)?.closest("[data-island]")?.getAttribute("data-island"), id)).toBe(island);
      await expectAccessible(page, `[data-island="${island}"]`);
    });
  }
});

/**
 * A kept control's error as the island shows its own fields' (spec §5, §9): the control invalid and described by the
 * message, which stands in the control's row.
 */
async function expectKeptError(control: Locator, message: string): Promise<void> {
  await expect(control).toHaveAttribute("aria-invalid", "true");
  await expect(control).toHaveAccessibleDescription(message);
  await expect(control.locator("xpath=..").locator(".tb-deform-error")).toHaveText(message);
}

test.describe("text of a legacy form that is no field", () => {
  // A shop's notice inside the form (QA session 40: the data-protection note and the summary's named-tickets note
  // vanished when the islands took the forms over). Each page is the recorded one with the notice added.
  const withNotice = (page: Page, path: string, after: string, notice: string): Promise<void> => servedVariant(page, path, (html) => html.replace(after, `${after}${notice}`));

  test("registration and summary keep a notice the island does not show, once, with its link; the island's own notes are not shown twice", async ({ page }) => {
    await withNotice(page, "/rejestracja.html", "<legend>Opiekun</legend>", '<p id="rodo">Administratorem danych jest Arena Bałtycka sp. z o.o. (<a href="/rodo.html">RODO</a>).</p>');
    await openForm(page, "/rejestracja.html");
    const form = page.locator("[data-island=registration-form] form[data-deform-id]");
    await expect(form.locator("#rodo")).toHaveText("Administratorem danych jest Arena Bałtycka sp. z o.o. (RODO).");
    await expect(form.getByRole("link", { name: "RODO" })).toHaveAttribute("href", "/rodo.html");
    await expect(page.getByText("Pola oznaczone gwiazdką (*) są wymagane.")).toHaveCount(1);
    await expectAccessible(page, "[data-island=registration-form]");

    await withNotice(page, "/sprzedaz/podsumowanie", "<h2>Dane kupującego</h2>", '<p class="notice" id="named_tickets">Bilety imienne: dane muszą zgadzać się z dokumentem okazywanym przy wejściu.</p>');
    await page.goto("/sprzedaz/podsumowanie");
    await expect(page.locator("[data-island=summary] form[data-deform-id] #named_tickets")).toBeVisible();
    await expect(page.getByText("Bilety imienne: dane muszą zgadzać się")).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Dane kupującego" })).toHaveCount(1);
  });
});

test.describe("the rules in the kept controls' class names (legacy validator, spec §5)", () => {
  test("login: a required consent left unticked refuses the submit in the browser, its message beside it and the focus on it; ticked, the post goes with it", async ({ page }) => {
    await openForm(page, "/qa/logowanie-pola");
    const form = page.locator("[data-island=login-form] form[data-deform-id]");
    const consent = form.getByRole("checkbox", { name: "Akceptuję politykę prywatności" });
    const posts: Request[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/ajax/Login/login/")) posts.push(request);
    });
    await field(page, "login").fill("nikt@example.pl");
    await field(page, "password").fill("zlehaslo");
    await page.getByRole("button", { name: "Zaloguj się" }).click();
    await expectKeptError(consent, "To pole jest wymagane.");
    await expect(consent).toBeFocused();
    await expectErrorBox(page, "Formularz zawiera błędy. Popraw zaznaczone pola.");
    await expectAccessible(page, "[data-island=login-form]");
    expect(posts).toEqual([]);

    // Ticked, it is judged again at once (legacy: on change): the message goes before the next submit.
    await consent.check();
    await expect(consent).not.toHaveAttribute("aria-invalid");
    await expect(form.locator(".tb-deform-error")).toHaveCount(0);
    const sent = page.waitForRequest((request) => request.url().includes("/ajax/Login/login/"));
    const answered = page.waitForResponse((response) => response.url().includes("/ajax/Login/login/"));
    await page.getByRole("button", { name: "Zaloguj się" }).click();
    expect(posted(await sent)).toMatchObject({ login: "nikt@example.pl", privacy_consent: "1", __deform_form_id__: "login_form_3" });
    expect((await answered).ok()).toBe(true);
  });

  test("registration, keyboard only: the unticked required consent and a wrong invoice e-mail are refused with their messages, the focus on the consent; Space and a corrected address let the registration go", async ({ page }) => {
    await openForm(page, "/qa/rejestracja-pola");
    const form = page.locator("[data-island=registration-form] form[data-deform-id]");
    const consent = form.getByRole("checkbox", { name: "Akceptuję regulamin klubu" });
    const invoice = form.getByRole("textbox", { name: "E-mail do faktur (jeśli inny)" });
    const posts: Request[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/ajax/Client/register/")) posts.push(request);
    });
    await typeInto(page, "firstname", "Jan");
    await typeInto(page, "lastname", "Kowalski");
    await typeInto(page, "pesel", "44051401359");
    const email = uniqueEmail("regulamin");
    await typeInto(page, "email", email);
    await typeInto(page, "password", "tajnehaslo1");
    await typeInto(page, "password_repeat", "tajnehaslo1");
    // Leaving an edited kept field judges it, as the island's own fields are judged.
    await typeInto(page, "invoice_email", "faktury@");
    await page.keyboard.press("Shift+Tab");
    await expectKeptError(invoice, "Wpisz poprawny adres e-mail.");
    await tabTo(page, "invoice_email");
    await page.keyboard.press("Enter");
    await expectKeptError(consent, "To pole jest wymagane.");
    await expect(consent).toBeFocused();
    await expectKeptError(invoice, "Wpisz poprawny adres e-mail.");
    expect(posts).toEqual([]);

    await page.keyboard.press("Space");
    await expect(consent).toBeChecked();
    await expect(consent).not.toHaveAttribute("aria-invalid");
    await typeInto(page, "invoice_email", "faktury@example.pl");
    const sent = page.waitForRequest((request) => request.url().includes("/ajax/Client/register/"));
    await page.keyboard.press("Enter");
    expect(posted(await sent)).toMatchObject({ email, terms_consent: "1", invoice_email: "faktury@example.pl", __deform_form_id__: "client_form_7" });
    await expect(page).toHaveURL(/\/zarejestrowany\.html$/);
  });
});

test.describe("per-ticket forms (spec §3)", () => {
  test("two holders' forms named by their ticket index each mount filled with their options and post under their own prefix and id", async ({ page }) => {
    await acceptCookies(page);
    await page.goto("/qa/posiadacze-biletow");
    const holders = page.locator("[data-island=registration-form] form[data-deform-id]");
    await expect(holders).toHaveCount(2);
    await expect(holders.nth(0)).toHaveAttribute("id", "0_profile");
    await expect(holders.nth(1)).toHaveAttribute("id", "1_profile");
    // Each select has its list, read from the legacy select of its very name.
    await expect(page.locator('[name="1_nationality"] option[value="de"]')).toHaveText("niemieckie");
    await expectAccessible(page, "[data-island=registration-form]");

    const second = holders.nth(1);
    await second.locator('[name="1_firstname"]').fill("Ola");
    await second.locator('[name="1_lastname"]').fill("Nowak");
    await second.locator('[name="1_nationality"]').selectOption("pl");
    await second.locator('[name="1_pesel"]').fill("44051401359");
    await expect(second.locator('[name="1_date_birth"]')).toHaveValue("1944-05-14");
    await second.locator('[name="1_email"]').fill("ola.nowak@example.pl");
    const sent = page.waitForRequest((request) => request.url().includes("/ajax/Sales/ticketHolder/"));
    await second.getByRole("button", { name: "Zapisz zmiany" }).click();
    const data = posted(await sent);
    expect(data).toMatchObject({ "1_firstname": "Ola", "1_lastname": "Nowak", "1_pesel": "44051401359", "1_gender": "male", __deform_form_id__: "1_profile" });
    expect(Object.keys(data).filter((name) => !name.startsWith("1_") && name !== "__deform_form_id__")).toEqual([]);
    await expect(page.getByRole("alertdialog").filter({ hasText: "Dane posiadacza biletu zostały zapisane." })).toBeVisible();
    // The first holder's form is untouched.
    await expect(holders.nth(0).locator('[name="0_firstname"]')).toHaveValue("");
  });
});

/**
 * Forms that name their fields as PHP reads arrays and print each field's own state and rules (QA session 40, #1 and
 * #9): the island reads the naming from the names (src/deform/fieldNaming.ts), renders and posts every field under
 * it once, and takes each legacy control's readonly, disabled, maxlength, required and rule classes.
 */
test.describe("fields named as PHP arrays, each with its printed state and rules", () => {
  /** The recorded registration page as a template naming every field `client[…]`, with per-field state and rules. */
  const arrayRegistration = (html: string): string =>
    html
      .replace(/ name="([a-z_]+)"/g, ' name="client[$1]"')
      .replace('name="client[firstname]"', 'name="client[firstname]" value="Jan"')
      .replace('name="client[email]" class="required validate-email"', 'name="client[email]" class="required validate-email" value="stary@example.pl" readonly')
      .replace('name="client[city]"', 'name="client[city]" value="Sopot" disabled')
      .replace('name="client[postal_code]"', 'name="client[postal_code]" required class="validate-digits"')
      .replace('name="client[address_street]"', 'name="client[address_street]" class="required"')
      .replace('<p><button type="submit"', '<input type="hidden" name="csrf_token" value="c5rf-arr">\n  <p><button type="submit"');

  test("registration: each field once under its legacy name, prefilled and locked as printed; the printed rules refuse before sending; the post carries the legacy names; a server error under one shows at its field", async ({ page }) => {
    await servedVariant(page, "/rejestracja.html", arrayRegistration);
    const posts: Array<Record<string, unknown>> = [];
    await page.route(
      (url) => url.pathname === "/ajax/Client/register/",
      async (route) => {
        posts.push(posted(route.request()));
        await route.fulfill({ json: { form: { valid: false }, elements: { "client[lastname]": { valid: false, error_displayed: "Nazwisko niezgodne z dokumentem." } } } });
      },
    );
    await openForm(page, "/rejestracja.html");
    const host = page.locator("[data-island=registration-form]");
    // Once each: no bare copy of the island's own, no legacy copy kept as unknown.
    for (const name of ["firstname", "email", "password", "pesel", "city"]) {
      await expect(host.locator(`[name="client[${name}]"]`)).toHaveCount(1);
      await expect(host.locator(`[name="${name}"]`)).toHaveCount(0);
    }
    const names = await host.locator("[name]").evaluateAll((controls) => controls.map((control) => control.getAttribute("name") ?? ""));
    expect(names.filter((name) => !name.startsWith("client[") && name !== "csrf_token")).toEqual([]);
    expect(names.length).toBeGreaterThan(25);
    expect(new Set(names).size).toBe(names.length);
    await expect(field(page, "client[firstname]")).toHaveValue("Jan");
    await expect(host.getByRole("textbox", { name: "E-mail" })).toHaveValue("stary@example.pl");
    await expect(host.getByRole("textbox", { name: "E-mail" })).not.toBeEditable();
    await expect(host.getByRole("textbox", { name: "Miejscowość" })).toBeDisabled();
    await expectAccessible(page, "[data-island=registration-form]");

    await field(page, "client[lastname]").fill("Kowalski");
    await typeInto(page, "client[pesel]", "4405140135999");
    await expect(field(page, "client[pesel]")).toHaveValue("44051401359");
    await typeInto(page, "client[email]", "nowy@example.pl");
    await expect(field(page, "client[email]")).toHaveValue("stary@example.pl");
    await field(page, "client[password]").fill("tajnehaslo1");
    await field(page, "client[password_repeat]").fill("tajnehaslo1");
    await field(page, "client[postal_code]").fill("80a01");
    await page.getByRole("button", { name: "Zarejestruj się" }).click();
    await expectFieldError(page, "client[postal_code]", /^W tym polu używaj tylko cyfr/);
    await expectFieldError(page, "client[address_street]", "To pole jest wymagane.");
    expect(posts).toEqual([]);

    await field(page, "client[postal_code]").fill("80001");
    await field(page, "client[address_street]").fill("Morska 1");
    await page.getByRole("button", { name: "Zarejestruj się" }).click();
    await expectFieldError(page, "client[lastname]", "Nazwisko niezgodne z dokumentem.");
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ "client[firstname]": "Jan", "client[lastname]": "Kowalski", "client[pesel]": "44051401359", "client[email]": "stary@example.pl", "client[postal_code]": "80001", "client[password]": "tajnehaslo1", csrf_token: "c5rf-arr", __deform_form_id__: "registration" });
    // Nothing under a bare name, and the disabled city is not posted, as without the script.
    expect(Object.keys(posts[0]!).filter((name) => !name.startsWith("client[") && name !== "csrf_token" && name !== "__deform_form_id__")).toEqual([]);
    expect(posts[0]).not.toHaveProperty("client[city]");
  });

  test("registration named client[…] against the fixture server: the client is registered under the names posted; a taken e-mail is refused at its field", async ({ page }) => {
    await servedVariant(page, "/rejestracja.html", (html) => html.replace(/ name="([a-z_]+)"/g, ' name="client[$1]"'));
    await openForm(page, "/rejestracja.html");
    await field(page, "client[firstname]").fill("Jan");
    await field(page, "client[lastname]").fill("Kowalski");
    await field(page, "client[pesel]").fill("44051401359");
    await expect(field(page, "client[date_birth]")).toHaveValue("1944-05-14");
    await field(page, "client[password]").fill("tajnehaslo1");
    await field(page, "client[password_repeat]").fill("tajnehaslo1");
    // An address taken by the first registration below: the server's own rule, judged on the name it was posted under.
    const email = uniqueEmail("tablica");
    await field(page, "client[email]").fill(email);
    await page.getByRole("button", { name: "Zarejestruj się" }).click();
    await expect(page).toHaveURL(/\/zarejestrowany\.html$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Dziękujemy za rejestrację, Jan");

    await page.goto("/rejestracja.html");
    await expect(field(page, "client[firstname]")).toBeVisible();
    await field(page, "client[firstname]").fill("Anna");
    await field(page, "client[lastname]").fill("Nowak");
    await field(page, "client[pesel]").fill("44051401359");
    await field(page, "client[password]").fill("tajnehaslo1");
    await field(page, "client[password_repeat]").fill("tajnehaslo1");
    await field(page, "client[email]").fill(email);
    await page.getByRole("button", { name: "Zarejestruj się" }).click();
    await expectFieldError(page, "client[email]", "Ten adres e-mail jest już zarejestrowany.");
    await expect(page).toHaveURL(/\/rejestracja\.html$/);
  });

  test("ticket holders named tickets[0][…] and tickets[1][…]: each form renders its fields once under its names, posts them, and the server judges and saves it under them", async ({ page }) => {
    await servedVariant(page, "/qa/posiadacze-biletow", (html) => html.replace(/ name="(\d)_([a-z_]+)"/g, ' name="tickets[$1][$2]"').replace('name="tickets[1][email]"', 'name="tickets[1][email]" value="ola.nowak@example.pl" readonly'));
    await acceptCookies(page);
    await page.goto("/qa/posiadacze-biletow");
    const holders = page.locator("[data-island=registration-form] form[data-deform-id]");
    await expect(holders).toHaveCount(2);
    const second = holders.nth(1);
    await expect(second.locator('[name="tickets[1][firstname]"]')).toHaveCount(1);
    await expect(second.locator('[name="firstname"], [name^="tickets[0]"]')).toHaveCount(0);
    await expect(second.locator('[name="tickets[1][nationality]"] option[value="de"]')).toHaveText("niemieckie");
    await expect(second.locator('[name="tickets[1][email]"]')).not.toBeEditable();
    await expectAccessible(page, "[data-island=registration-form]");

    await second.locator('[name="tickets[1][firstname]"]').fill("Ola");
    await second.locator('[name="tickets[1][lastname]"]').fill("Nowak");
    await second.locator('[name="tickets[1][nationality]"]').selectOption("pl");
    await second.locator('[name="tickets[1][pesel]"]').fill("44051401359");
    await expect(second.locator('[name="tickets[1][date_birth]"]')).toHaveValue("1944-05-14");
    const sent = page.waitForRequest((request) => request.url().includes("/ajax/Sales/ticketHolder/"));
    await second.getByRole("button", { name: "Zapisz zmiany" }).click();
    const data = posted(await sent);
    expect(data).toMatchObject({ "tickets[1][firstname]": "Ola", "tickets[1][pesel]": "44051401359", "tickets[1][gender]": "male", "tickets[1][email]": "ola.nowak@example.pl", __deform_form_id__: "1_profile" });
    expect(Object.keys(data).filter((name) => !name.startsWith("tickets[1][") && name !== "__deform_form_id__")).toEqual([]);
    await expect(page.getByRole("alertdialog").filter({ hasText: "Dane posiadacza biletu zostały zapisane." })).toBeVisible();
  });
});
