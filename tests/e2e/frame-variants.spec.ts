/**
 * The islands every shop page carries (session clock, cookie notice, error report) on variants of the shop's frame
 * that a PHP shop prints (QA session 42; the recorded frame is dev-server/layout.ts). Each variant is the recorded
 * page with one edit (`servedVariant`), compared with the same variant without the script where the page's
 * behaviour matters.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, heldBack, servedVariant, shot, test, TRYBUNA_SCRIPT } from "./fixtures.ts";

const PAGE = "/regulamin.html";
/** The recorded header's clock: its host and the element that carries the time to live. */
const CLOCK = /<div class="shop-session" data-island="session-clock">\s*<span class="session-clock" data-ttl="(\d+)">([^<]*)<\/span>\s*<\/div>/;

/**
 * A 65 s session (the warning comes 10 s on) and a second clock in the menu, first in the page, as a shop prints one for
 * phones; `attributes` go on the menu clock's host (" hidden": a phone's clock on a desktop).
 */
const withMenuClock = (attributes: string) => (html: string): string =>
  html
    .replace(/data-ttl="\d+">[^<]*</, 'data-ttl="65">Czas sesji: 01:05<')
    .replace("</nav>", `<span class="shop-nav__session" data-island="session-clock"${attributes}><span class="session-clock" data-ttl="65">Czas sesji: 01:05</span></span></nav>`);

test.describe("session clock", () => {
  test("a time to live printed empty (a visitor without a session) ends nothing: the legacy text stays, nobody is logged out", async ({ page, consoleErrors }) => {
    await servedVariant(page, PAGE, (html) => html.replace(/data-ttl="\d+"/, 'data-ttl=""'));
    const logouts: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/mod/Login/Logout/") logouts.push(request.url());
    });
    await page.goto(PAGE);
    // The page's islands have mounted (in one commit); the clock was refused, named on the console.
    await expect(page.locator(".tb-error-report__toggle")).toBeVisible();
    await expect.poll(() => consoleErrors.find((text) => text.includes('"session-clock"'))).toContain("ttl: expected number, got nothing");
    // As without the script: the shop's text, no timer, no 'Sesja wygasła.', the session cookie kept.
    await expect(page.locator(".shop-session .session-clock")).toHaveText(/^Czas sesji: \d\d:\d\d$/);
    await expect(page.getByRole("timer")).toHaveCount(0);
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    expect(logouts).toEqual([]);
    expect((await page.context().cookies()).some((cookie) => cookie.name === "front_session_id")).toBe(true);
  });

  test("a clock element that is itself the host, its time to live on it, counts down", async ({ page }) => {
    await servedVariant(page, PAGE, (html) => html.replace(CLOCK, '<span class="shop-session session-clock" data-island="session-clock" data-ttl="$1">$2</span>'));
    await page.goto(PAGE);
    const timer = page.getByRole("timer", { name: "Czas sesji" });
    await expect(timer).toHaveText(/^(19:\d\d|20:00)$/);
    const first = (await timer.textContent())!;
    await expect(timer).not.toHaveText(first);
    await expectAccessible(page, ".shop-session");
  });

  test("the host's other markup (the buyer's name, 'Wyloguj') stays as without the script; the clock takes the shop's clock's place", async ({ page }) => {
    await servedVariant(page, PAGE, (html) =>
      html.replace(CLOCK, '<div class="shop-session" data-island="session-clock">Zalogowany: Jan Kowalski · <a href="/konto/ustawienia">Wyloguj</a> · Czas sesji: <span class="session-clock" data-ttl="$1">20:00</span></div>'),
    );
    const host = page.locator("[data-island='session-clock']");
    const script = (url: URL) => url.pathname === "/static/trybuna.js";
    await page.route(script, (route) => route.abort());
    await page.goto(PAGE);
    await expect(host).toHaveText("Zalogowany: Jan Kowalski · Wyloguj · Czas sesji: 20:00");
    await page.unroute(script);
    await page.goto(PAGE);
    // The shop's words and link where they were; the island's timer where the shop's time was, its label (printed by
    // the shop beside the time) not shown twice, the timer still named by it.
    const timer = page.getByRole("timer", { name: "Czas sesji" });
    await expect(timer).toHaveText(/^(19:\d\d|20:00)$/);
    await expect(host.getByText("Zalogowany: Jan Kowalski ·")).toBeVisible();
    const logout = host.getByRole("link", { name: "Wyloguj" });
    await expect(logout).toHaveAttribute("href", "/konto/ustawienia");
    await expect(host.locator("[data-ttl]")).toBeHidden();
    expect((await host.locator(".tb-session-clock__label").boundingBox())?.width).toBeLessThanOrEqual(1);
    const [link, time] = [(await logout.boundingBox())!, (await timer.boundingBox())!];
    expect(time.x).toBeGreaterThan(link.x + link.width);
    expect(Math.abs(time.y + time.height / 2 - (link.y + link.height / 2))).toBeLessThan(8); // on the same line
    // The island's part (the variant's link has the browser's blue on the shop's navy, with or without the script).
    await expectAccessible(page, ".tb-session-clock");
    // By keyboard: the shop's link is reached and followed as without the script.
    await host.getByRole("link", { name: "Wyloguj" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/konto\/ustawienia$/);
  });

  test("a header's clock and a menu's: one warning with one button, extended both count on, one 'Sesja wygasła.' and one logout at the end", async ({ page }) => {
    test.slow();
    await servedVariant(page, PAGE, withMenuClock(""));
    const logouts: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/mod/Login/Logout/") logouts.push(request.url());
    });
    await page.clock.install();
    await page.goto(PAGE);
    const timers = page.getByRole("timer", { name: "Czas sesji" });
    await expect(timers).toHaveCount(2);
    for (const timer of await timers.all()) await expect(timer).toHaveText(/^01:0\d$/);
    await page.clock.fastForward(10_000);
    // One warning: one box with one button, said once.
    const extend = page.getByRole("button", { name: "Przedłuż sesję" });
    await expect(extend).toBeVisible();
    await expect(extend).toHaveCount(1);
    await expect(page.locator(".tb-session-clock__warning")).toHaveCount(1);
    await expect(page.getByRole("alert").filter({ hasText: "Za minutę sesja wygaśnie." })).toHaveCount(1);
    await expectAccessible(page, ".tb-session-clock__warning");
    // By keyboard from the page's start (bounded: the frame has fewer than 15 stops before it); the session is one, so
    // both clocks count from the renewed time.
    for (let step = 0; step < 15 && !(await extend.evaluate((button) => button === document.activeElement)); step++) await page.keyboard.press("Tab");
    await expect(extend).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(extend).toBeHidden();
    for (const timer of await timers.all()) await expect(timer).toHaveText(/^01:0\d$/);
    // The end: one dialog, one logout.
    await page.clock.fastForward(70_000);
    const expired = page.getByRole("alertdialog");
    await expect(expired).toContainText("Sesja wygasła.");
    await expect(expired).toHaveCount(1);
    // The logout goes after the dialog is drawn (an effect of the expiry): wait for it, then none more by the page's end.
    await expect.poll(() => logouts.length).toBe(1);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/$/);
    expect(logouts).toHaveLength(1);
  });

  test("a time printed only as text (no data-ttl) counts down and warns a minute before the end; the shop's words and link stay", async ({ page }) => {
    test.slow();
    await servedVariant(page, PAGE, (html) =>
      html.replace(CLOCK, '<div class="shop-session" data-island="session-clock">Zalogowany: Jan Kowalski · <a href="/konto/ustawienia">Wyloguj</a> · Czas sesji: <span class="session-clock">01:05</span></div>'),
    );
    const host = page.locator("[data-island='session-clock']");
    // Without the script (its request refused): the shop's static text.
    await page.route(TRYBUNA_SCRIPT, (route) => route.abort());
    await page.goto(PAGE);
    const without = "Zalogowany: Jan Kowalski · Wyloguj · Czas sesji: 01:05";
    await expect(host).toHaveText(without);
    await page.unroute(TRYBUNA_SCRIPT);
    await page.clock.install();
    await page.goto(PAGE);
    // With it: the same words, the island's counting time where the shop's stood, named by the shop's label.
    const timer = page.getByRole("timer", { name: "Czas sesji" });
    await expect(timer).toHaveText(/^01:0\d$/);
    await expect(host.getByText("Zalogowany: Jan Kowalski ·")).toBeVisible();
    await expect(host.getByRole("link", { name: "Wyloguj" })).toHaveAttribute("href", "/konto/ustawienia");
    // The shop's printed time gives way to the counting one; the island's own label is for screen readers only.
    await expect(host.getByText("01:05", { exact: true }).and(host.locator(".tb-session-clock__printed"))).toBeHidden();
    expect((await host.locator(".tb-session-clock__label").boundingBox())?.width).toBeLessThanOrEqual(1);
    await expectAccessible(page, ".tb-session-clock");
    await page.clock.fastForward(10_000);
    const extend = page.getByRole("button", { name: "Przedłuż sesję" });
    await expect(extend).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Za minutę sesja wygaśnie." })).toHaveCount(1);
    await expectAccessible(page, ".tb-session-clock__warning");
    // By keyboard from the page's start (bounded: the frame has fewer than 15 stops before it).
    for (let step = 0; step < 15 && !(await extend.evaluate((button) => button === document.activeElement)); step++) await page.keyboard.press("Tab");
    await expect(extend).toBeFocused();
  });

  test("'15 minut' printed as the clock's text is fifteen minutes; a bare '15' (seconds or minutes?) stays the shop's text", async ({ page, consoleErrors }) => {
    await servedVariant(page, PAGE, (html) => html.replace(CLOCK, '<div class="shop-session" data-island="session-clock"><span class="session-clock">Czas sesji: 15 minut</span></div>'));
    await page.goto(PAGE);
    const timer = page.getByRole("timer", { name: "Czas sesji" });
    await expect(timer).toHaveText(/^(14:5\d|15:00)$/);
    await expect(page.locator(".shop-session").getByText("15 minut")).toBeHidden();
    await page.unrouteAll();
    await servedVariant(page, PAGE, (html) => html.replace(CLOCK, '<div class="shop-session" data-island="session-clock"><span class="session-clock">Czas sesji: 15</span></div>'));
    await page.goto(PAGE);
    await expect(page.locator(".tb-error-report__toggle")).toBeVisible();
    await expect.poll(() => consoleErrors.find((text) => text.includes('"session-clock"'))).toContain("ttl: expected number, got nothing");
    await expect(page.locator(".shop-session")).toHaveText("Czas sesji: 15");
    await expect(page.getByRole("timer")).toHaveCount(0);
  });

  test("a menu's clock hidden (a shop's phone clock on a desktop), first in the page: the warning and the end come from the header's clock, which is shown", async ({ page }) => {
    test.slow();
    await servedVariant(page, PAGE, withMenuClock(" hidden"));
    await page.clock.install();
    await page.goto(PAGE);
    // Both clocks count (the hidden one is not in the accessibility tree).
    await expect(page.locator(".tb-session-clock")).toHaveCount(2);
    await expect(page.getByRole("timer", { name: "Czas sesji" })).toHaveCount(1);
    await page.clock.fastForward(10_000);
    await expect(page.getByRole("button", { name: "Przedłuż sesję" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Za minutę sesja wygaśnie." })).toHaveCount(1);
    await page.clock.fastForward(60_000);
    await expect(page.getByRole("alertdialog")).toContainText("Sesja wygasła.");
  });
});

/** The recorded report form's message and e-mail fields, which a variant replaces with its own form's fields and notes. */
const REPORT_FIELDS = /<label>Co nie działa\? <textarea name="message" required><\/textarea><\/label>\s*<label>[^<]*<input type="email" name="email"><\/label>/;
const reportForm = (...parts: string[]) => (html: string): string => html.replace(REPORT_FIELDS, parts.join(""));
const SUBJECT = '<label>Temat <input name="subject" maxlength="40" required></label>';
const CATEGORY = '<label>Kategoria <select name="category"><option value="">— wybierz —</option><option value="mapa">Mapa stadionu</option><option value="platnosc">Płatność</option></select></label>';
/** The shop's endpoint answers the island (JSON) and the form without the script (a page). */
const answerReports = (page: Page) =>
  page.route(
    (url) => url.pathname === "/ajax/ErrorReport/send/",
    (route) => route.fulfill(route.request().url().includes("__ajax_request=1") ? { json: { ok: true } } : { contentType: "text/html; charset=utf-8", body: "<!DOCTYPE html><title>Dziękujemy</title>" }),
  );
/** The report form's fields (their names) and notes (their words), in the order the page shows them. */
const reportOrder = (page: Page, form: string) =>
  page.locator(form).evaluate((element) =>
    [...element.querySelectorAll("input:not([type=hidden]), select, textarea, p")].filter((node) => !node.closest("[role=status], .tb-error-report__stalled, .tb-error-report__actions")).map((node) => node.getAttribute("name") ?? node.textContent!.trim()),
  );
/**
 * The report page again with the script (its refusal lifted): the box opened by keyboard, the focus on its first field
 * (by default the subject the shop prints before the message: the form's order).
 */
async function firstFieldByKeyboard(page: Page, first = "Temat"): Promise<Locator> {
  await page.unroute(TRYBUNA_SCRIPT);
  await page.goto("/kontakt.html");
  await page.locator(".tb-error-report__toggle").focus();
  await page.keyboard.press("Enter");
  const box = page.getByRole("region", { name: "Formularz zgłoszenia błędu" });
  await expect(box.getByRole("textbox", { name: first })).toBeFocused();
  return box;
}
/** What each of the box's fields shows, by name. */
const boxValues = (page: Page) => page.locator(".tb-error-report__form").evaluate((form) => Object.fromEntries([...form.querySelectorAll<HTMLInputElement>("input:not([type=hidden]), select, textarea")].map((field) => [field.name, field.value])));

test.describe("error report", () => {
  test("a report typed into the shop's box before the script ran stays: the box is open with the words, the focus in them", async ({ page }) => {
    const release = await heldBack(page, TRYBUNA_SCRIPT);
    await page.goto("/kontakt.html", { waitUntil: "commit" });
    await page.locator("summary", { hasText: "Zgłoś błąd" }).click();
    await page.getByLabel("Co nie działa?").fill("Mapa nie działa");
    await page.getByLabel("E-mail do odpowiedzi (opcjonalnie)").fill("jan@example.pl");
    await page.getByLabel("Co nie działa?").focus();
    release();
    const box = page.getByRole("region", { name: "Formularz zgłoszenia błędu" });
    await expect(box).toBeVisible();
    await expect(page.locator(".tb-error-report__toggle")).toHaveAttribute("aria-expanded", "true");
    await expect(box.getByLabel("Co nie działa?")).toHaveValue("Mapa nie działa");
    await expect(box.getByLabel("E-mail do odpowiedzi (opcjonalnie)")).toHaveValue("jan@example.pl");
    await expect(box.getByLabel("Co nie działa?")).toBeFocused();
    // Typing goes on in the island's field; a reload keeps it (the draft of a box that started open).
    await page.keyboard.press("End");
    await page.keyboard.type(" na telefonie");
    await page.reload();
    await page.locator(".tb-error-report__toggle").click();
    await expect(box.getByLabel("Co nie działa?")).toHaveValue("Mapa nie działa na telefonie");
    await expectAccessible(page, ".tb-error-report");
  });

  test("a PHP report form's array names and hidden fields are sent as the form sent them without the script (by keyboard)", async ({ page }) => {
    await servedVariant(page, "/kontakt.html", (html) =>
      html
        .replace('<form method="post" action="/ajax/ErrorReport/send/">', '<form method="post" action="/ajax/ErrorReport/send/"><input type="hidden" name="csrf_token" value="tok-42"><input type="hidden" name="report[page_id]" value="17">')
        .replace('<textarea name="message" required>', '<textarea name="report[message]" required>')
        .replace('<input type="email" name="email">', '<input type="email" name="report[email]">'),
    );
    // The shop's endpoint reads its own names (the fixture server reads the recorded ones): answered here.
    await page.route(
      (url) => url.pathname === "/ajax/ErrorReport/send/",
      (route) => route.fulfill(route.request().url().includes("__ajax_request=1") ? { json: { ok: true } } : { contentType: "text/html", body: "<!DOCTYPE html><title>Dziękujemy</title>" }),
    );
    const sent = (request: { url(): string; method(): string }) => request.method() === "POST" && new URL(request.url()).pathname === "/ajax/ErrorReport/send/";
    // Without the script (its request refused): the legacy box's post.
    const script = (url: URL) => url.pathname === "/static/trybuna.js";
    await page.route(script, (route) => route.abort());
    await page.goto("/kontakt.html");
    await page.locator("summary", { hasText: "Zgłoś błąd" }).click();
    await page.getByLabel("Co nie działa?").fill("Mapa nie działa");
    await page.getByLabel("E-mail do odpowiedzi (opcjonalnie)").fill("jan@example.pl");
    const [plain] = await Promise.all([page.waitForRequest(sent), page.getByRole("button", { name: "Wyślij zgłoszenie" }).click()]);
    const without = Object.fromEntries(new URLSearchParams(plain.postData() ?? ""));
    expect(without).toEqual({ csrf_token: "tok-42", "report[page_id]": "17", "report[message]": "Mapa nie działa", "report[email]": "jan@example.pl" });
    // With the script, by keyboard: the same fields under the same names, and the page's path.
    await page.unroute(script);
    await page.goto("/kontakt.html");
    const toggle = page.locator(".tb-error-report__toggle");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Co nie działa?")).toBeFocused();
    await page.keyboard.type("Mapa nie działa");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("E-mail do odpowiedzi (opcjonalnie)")).toBeFocused();
    await page.keyboard.type("jan@example.pl");
    await page.keyboard.press("Tab");
    const [ajax] = await Promise.all([page.waitForRequest(sent), page.keyboard.press("Enter")]);
    expect(JSON.parse(new URLSearchParams(ajax.postData() ?? "").get("json") ?? "null")).toEqual({ ...without, page: "/kontakt.html" });
    await expect(page.getByText("Dziękujemy, zgłoszenie zostało wysłane.")).toBeVisible();
    await expectAccessible(page, ".tb-error-report");
  });

  test("a form asking a subject and a category and no e-mail, its description limited: the box asks and sends what the form asks (by keyboard)", async ({ page }) => {
    await servedVariant(
      page,
      "/kontakt.html",
      reportForm(SUBJECT.replace("40", "12"), CATEGORY, '<label>Opis problemu <textarea name="message" required maxlength="20"></textarea></label>', "<p>Nie podawaj w zgłoszeniu numeru PESEL.</p>"),
    );
    await answerReports(page);
    const sent = (request: { url(): string; method(): string }) => request.method() === "POST" && new URL(request.url()).pathname === "/ajax/ErrorReport/send/";
    /** Types past each limit: the browser keeps what the field allows. */
    const fill = async () => {
      await page.keyboard.type("Mapa stadionu nie działa");
      await page.keyboard.press("Tab");
      await page.keyboard.press("ArrowDown"); // the category: 'Mapa stadionu'
      await page.keyboard.press("Tab");
      await page.keyboard.type("Sektor C nie wczytuje się wcale");
    };
    // Without the script (its request refused): the shop's box, walked by keyboard.
    await page.route(TRYBUNA_SCRIPT, (route) => route.abort());
    await page.goto("/kontakt.html");
    await page.locator("summary", { hasText: "Zgłoś błąd" }).click();
    await page.getByLabel("Temat").focus();
    await fill();
    const [plain] = await Promise.all([page.waitForRequest(sent), page.getByRole("button", { name: "Wyślij zgłoszenie" }).click()]);
    const without = Object.fromEntries(new URLSearchParams(plain.postData() ?? ""));
    expect(without).toEqual({ subject: "Mapa stadion", category: "mapa", message: "Sektor C nie wczytuj" });
    // With it: the same fields with their labels and limits, no e-mail field the form does not have, the shop's note.
    const box = await firstFieldByKeyboard(page);
    await expect(box.getByRole("textbox", { name: /e-mail/i })).toHaveCount(0);
    await expect(box.getByText("Nie podawaj w zgłoszeniu numeru PESEL.")).toBeVisible();
    await expectAccessible(page, ".tb-error-report");
    // Sent empty: the form's own required subject is asked for, in the page's words, and takes the focus.
    await box.getByRole("textbox", { name: "Opis problemu" }).fill("x");
    await page.getByRole("button", { name: "Wyślij zgłoszenie" }).click();
    const subject = box.getByRole("textbox", { name: "Temat" });
    await expect(subject).toBeFocused();
    await expect(subject).toHaveAttribute("aria-invalid", "true");
    await expect(subject).toHaveAccessibleDescription("Temat Wypełnij to pole!");
    await box.getByRole("textbox", { name: "Opis problemu" }).fill("");
    await box.getByRole("textbox", { name: "Temat" }).focus();
    // The walk: subject, category, description, send.
    await page.keyboard.type("Mapa stadionu nie działa");
    await page.keyboard.press("Tab");
    await expect(box.getByRole("combobox", { name: "Kategoria" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Tab");
    await expect(box.getByRole("textbox", { name: "Opis problemu" })).toBeFocused();
    await page.keyboard.type("Sektor C nie wczytuje się wcale");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Wyślij zgłoszenie" })).toBeFocused();
    const [ajax] = await Promise.all([page.waitForRequest(sent), page.keyboard.press("Enter")]);
    expect(JSON.parse(new URLSearchParams(ajax.postData() ?? "").get("json") ?? "null")).toEqual({ ...without, page: "/kontakt.html" });
    await expect(page.getByText("Dziękujemy, zgłoszenie zostało wysłane.")).toBeVisible();
  });
});

test.describe("error report sent by the browser", () => {
  /** What the browser sends of the report (method, address, body) when its send button is pressed and the page goes. */
  const sentReport = async (page: Page, path: string, fill: () => Promise<void>) => {
    const sent = (request: { url(): string; resourceType(): string }) => request.resourceType() === "document" && new URL(request.url()).pathname === path;
    await fill();
    const [request] = await Promise.all([page.waitForRequest(sent), page.getByRole("button", { name: "Wyślij zgłoszenie" }).click()]);
    await expect(page).toHaveTitle("Dziękujemy");
    const url = new URL(request.url());
    return { method: request.method(), address: url.pathname + url.search, body: request.postData() };
  };
  const typed = async (page: Page) => {
    await page.getByLabel("Co nie działa?").fill("Mapa nie działa");
    await page.getByLabel("E-mail do odpowiedzi (opcjonalnie)").fill("jan@example.pl");
  };

  const POSTED = '<form method="post" action="/ajax/ErrorReport/send/">';
  const BUTTON = '<button type="submit">Wyślij zgłoszenie</button>';
  const TOKEN = '<input type="hidden" name="csrf_token" value="tok-42">';
  // `moved`: the address the page's own script writes after load (a tab or a filter kept in the address, session 46).
  for (const [kind, edit, path, moved] of [
    ["with method=\"get\" leaves for its action with the fields in the address", (html: string) => html.replace(POSTED, `<form method="get" action="/ajax/ErrorReport/send/">${TOKEN}`), "/ajax/ErrorReport/send/"],
    ["without action posts to its own page", (html: string) => html.replace(POSTED, `<form method="post">${TOKEN}`), "/kontakt.html"],
    ["without action or method leaves for its own page with the fields in the address", (html: string) => html.replace(POSTED, `<form>${TOKEN}`), "/kontakt.html"],
    ["without action posts to its page's address as the page's script changed it after load", (html: string) => html.replace(POSTED, `<form method="post">${TOKEN}`), "/kontakt.html", "/kontakt.html?zakladka=mapa"],
    ["without action posts its named send button's name and value", (html: string) => html.replace(POSTED, `<form method="post">${TOKEN}`).replace(BUTTON, '<button type="submit" name="send" value="1">Wyślij zgłoszenie</button>'), "/kontakt.html"],
    ["with method=\"get\" sends its named input button's name and value in the address", (html: string) => html.replace(POSTED, '<form method="get" action="/ajax/ErrorReport/send/">').replace(BUTTON, '<input type="submit" name="wyslij" value="Wyślij zgłoszenie">'), "/ajax/ErrorReport/send/"],
  ] as const) {
    test(`a report form ${kind}: the island's box sends the same, by the browser, to the same address`, async ({ page }) => {
      await servedVariant(page, "/kontakt.html", edit);
      // The shop's answer to the browser's send: a page.
      await page.route(
        (url) => url.pathname === path,
        (route) => (route.request().resourceType() === "document" && (route.request().method() === "POST" || new URL(route.request().url()).search) ? route.fulfill({ contentType: "text/html; charset=utf-8", body: "<!DOCTYPE html><title>Dziękujemy</title>" }) : route.fallback()),
      );
      const move = async () => {
        if (moved) await page.evaluate((to) => history.replaceState(null, "", to), moved);
      };
      // Without the script (its request refused): the shop's box.
      await page.route(TRYBUNA_SCRIPT, (route) => route.abort());
      await page.goto("/kontakt.html");
      await move();
      const without = await sentReport(page, path, async () => {
        await page.locator("summary", { hasText: "Zgłoś błąd" }).click();
        await typed(page);
      });
      expect(without.address.startsWith(path)).toBe(true);
      if (moved) expect(without.address).toBe(moved);
      // With it: the island's box (by keyboard), the same send.
      await page.unroute(TRYBUNA_SCRIPT);
      await page.goto("/kontakt.html");
      await page.locator(".tb-error-report__toggle").focus();
      await move();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("region", { name: "Formularz zgłoszenia błędu" }).getByLabel("Co nie działa?")).toBeFocused();
      expect(await sentReport(page, path, () => typed(page))).toEqual(without);
      // Back on the page, the report is not offered again as a draft.
      await page.goto("/kontakt.html");
      await page.locator(".tb-error-report__toggle").click();
      await expect(page.getByLabel("Co nie działa?")).toHaveValue("");
    });
  }
});

test.describe("error report on a longer form", () => {
  /** A subject first, a note after the description, then the e-mail: the order the shop printed. */
  const VARIANT = reportForm(SUBJECT, CATEGORY, '<label>Opis problemu <textarea name="message" required></textarea></label>', "<p>Nie podawaj w zgłoszeniu numeru PESEL.</p>", '<label>E-mail do odpowiedzi <input type="email" name="email"></label>');

  test("the box keeps the form's order (a note printed after the description shows after it), by keyboard too", async ({ page }) => {
    await servedVariant(page, "/kontakt.html", VARIANT);
    // Without the script (its request refused): the shop's order.
    await page.route(TRYBUNA_SCRIPT, (route) => route.abort());
    await page.goto("/kontakt.html");
    const without = await reportOrder(page, ".legacy-error-report form");
    expect(without).toEqual(["subject", "category", "message", "Nie podawaj w zgłoszeniu numeru PESEL.", "email"]);
    const box = await firstFieldByKeyboard(page);
    // Read once, as soon as the subject has the focus: the shop's parts arrive together.
    expect(await reportOrder(page, ".tb-error-report__form")).toEqual(without);
    // The note sits below the description, above the e-mail, on the screen as in the order (measured at once).
    const [description, note, email] = await box.evaluate((element) =>
      [element.querySelector("[name=message]")!, [...element.querySelectorAll("p")].find((p) => p.textContent!.includes("PESEL"))!, element.querySelector("[name=email]")!].map((node) => node.getBoundingClientRect().toJSON() as DOMRect),
    );
    expect(note!.top).toBeGreaterThanOrEqual(description!.bottom);
    expect(email!.top).toBeGreaterThanOrEqual(note!.bottom);
    for (const name of ["Kategoria", "Opis problemu", "E-mail do odpowiedzi", "Wyślij zgłoszenie"]) {
      await page.keyboard.press("Tab");
      await expect(box.getByRole(name === "Kategoria" ? "combobox" : name === "Wyślij zgłoszenie" ? "button" : "textbox", { name })).toBeFocused();
    }
    await expectAccessible(page, ".tb-error-report");
  });

  test("with the shop's fields in the box, each keystroke in the description is in the draft at once (no promise per key)", async ({ page }) => {
    await servedVariant(page, "/kontakt.html", VARIANT);
    await page.goto("/kontakt.html");
    await page.locator(".tb-error-report__toggle").click();
    await expect(page.getByLabel("Temat")).toBeVisible();
    // A key typed, the tab's draft read in the same task, before any promise's turn.
    const drafts = await page.getByLabel("Opis problemu").evaluate((field: HTMLTextAreaElement) =>
      ["S", "Se", "Sek"].map((value) => {
        Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!.call(field, value);
        field.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertText", data: value.at(-1)! }));
        return JSON.parse(sessionStorage.getItem("tb-error-report:/kontakt.html") ?? "{}").message as string | undefined;
      }),
    );
    expect(drafts).toEqual(["S", "Se", "Sek"]);
  });

  test("an e-mail field printed before the description stays before it, the note between them too (by keyboard)", async ({ page }) => {
    await servedVariant(page, "/kontakt.html", reportForm('<label>E-mail do odpowiedzi <input type="email" name="email"></label>', "<p>Odpowiemy na ten adres w dni robocze.</p>", '<label>Opis problemu <textarea name="message" required></textarea></label>'));
    // Without the script (its request refused): the shop's order.
    await page.route(TRYBUNA_SCRIPT, (route) => route.abort());
    await page.goto("/kontakt.html");
    const without = await reportOrder(page, ".legacy-error-report form");
    expect(without).toEqual(["email", "Odpowiemy na ten adres w dni robocze.", "message"]);
    const box = await firstFieldByKeyboard(page, "E-mail do odpowiedzi");
    expect(await reportOrder(page, ".tb-error-report__form")).toEqual(without);
    await page.keyboard.press("Tab");
    await expect(box.getByRole("textbox", { name: "Opis problemu" })).toBeFocused();
    await expectAccessible(page, ".tb-error-report");
  });

  test("the box opens to the whole form (at least §9's 200 px): nothing scrolls inside it, the send button in it", async ({ page }) => {
    await servedVariant(page, "/kontakt.html", VARIANT);
    await page.goto("/kontakt.html");
    const toggle = page.locator(".tb-error-report__toggle");
    const box = page.locator(".tb-error-report__box");
    // Still the legacy glide: the next frame is low in it.
    const start = await box.evaluate(async (element) => {
      document.querySelector<HTMLButtonElement>(".tb-error-report__toggle")!.click();
      await new Promise(requestAnimationFrame);
      return element.getBoundingClientRect().height;
    });
    expect(start).toBeLessThan(100);
    await expect.poll(() => box.evaluate((element) => element.getAnimations().length)).toBe(0);
    const open = await box.evaluate((element) => ({ height: element.getBoundingClientRect().height, inside: element.scrollHeight - element.clientHeight }));
    expect(open.height).toBeGreaterThan(200);
    expect(open.inside).toBeLessThanOrEqual(1);
    const send = page.getByRole("button", { name: "Wyślij zgłoszenie" });
    await send.scrollIntoViewIfNeeded();
    await expect(send).toBeInViewport({ ratio: 1 });
    const [sendBox, boxBox] = [(await send.boundingBox())!, (await box.boundingBox())!];
    expect(sendBox.y + sendBox.height).toBeLessThanOrEqual(boxBox.y + boxBox.height);
    await shot(page, "error-report-longer-form", true);
    // Closed, it glides back to nothing.
    await toggle.click();
    await expect.poll(() => box.evaluate((element) => element.getBoundingClientRect().height)).toBe(0);
  });

  test("what was chosen in the shop's fields (a subject, a category) is still there after a reload, with the description and e-mail", async ({ page }) => {
    await servedVariant(page, "/kontakt.html", VARIANT);
    await page.goto("/kontakt.html");
    await page.locator(".tb-error-report__toggle").click();
    await page.getByLabel("Temat").fill("Mapa nie działa");
    await page.getByLabel("Kategoria").selectOption("mapa");
    await page.getByLabel("Opis problemu").fill("Sektor C");
    await page.getByLabel("E-mail do odpowiedzi").fill("jan@example.pl");
    const typed = { subject: "Mapa nie działa", category: "mapa", message: "Sektor C", email: "jan@example.pl" };
    expect(await boxValues(page)).toEqual(typed);
    await page.reload();
    await page.locator(".tb-error-report__toggle").click();
    await expect.poll(() => boxValues(page)).toEqual(typed);
  });

  test("a sent report leaves the box as the shop's form is after its post (every field as printed), and nothing is kept for a reload", async ({ page }) => {
    await servedVariant(page, "/kontakt.html", (html) => VARIANT(html).replace('<input name="subject" maxlength="40" required>', '<input name="subject" maxlength="40" required value="Ogólne">'));
    await answerReports(page);
    const fill = async () => {
      await page.getByLabel("Temat").fill("Mapa nie działa");
      await page.getByLabel("Kategoria").selectOption("mapa");
      await page.getByLabel("Opis problemu").fill("Sektor C");
      await page.getByLabel("E-mail do odpowiedzi").fill("jan@example.pl");
      await page.getByRole("button", { name: "Wyślij zgłoszenie" }).click();
    };
    // Without the script: the shop's form posted, and its page again afterwards.
    await page.route(TRYBUNA_SCRIPT, (route) => route.abort());
    await page.goto("/kontakt.html");
    await page.locator("summary", { hasText: "Zgłoś błąd" }).click();
    await fill();
    await expect(page).toHaveTitle("Dziękujemy");
    await page.goto("/kontakt.html");
    const printed = await page.locator(".legacy-error-report form").evaluate((form) => Object.fromEntries([...form.querySelectorAll<HTMLInputElement>("input:not([type=hidden]), select, textarea")].map((field) => [field.name, field.value])));
    expect(printed).toEqual({ subject: "Ogólne", category: "", message: "", email: "" });
    // With it: the report sent, the box shows the same.
    await page.unroute(TRYBUNA_SCRIPT);
    await page.goto("/kontakt.html");
    await page.locator(".tb-error-report__toggle").click();
    await fill();
    await expect(page.getByText("Dziękujemy, zgłoszenie zostało wysłane.")).toBeVisible();
    await expect.poll(() => boxValues(page)).toEqual(printed);
    await page.reload();
    await page.locator(".tb-error-report__toggle").click();
    await expect(page.getByLabel("Temat")).toBeVisible();
    expect(await boxValues(page)).toEqual(printed);
  });
});

test.describe("cookie notice", () => {
  /** A notice with its policy link inside the sentence, a line break and a second paragraph with a second link. */
  const INLINE = (html: string) => {
    const recorded = /<p>Ta strona[^<]*<\/p> <a href="\/polityka-prywatnosci.html">Polityka prywatności<\/a>/;
    expect(html).toMatch(recorded);
    return html.replace(recorded, '<p>Ta strona używa plików cookie.<br>Więcej w naszej <a href="/polityka-prywatnosci.html">polityce prywatności</a>.</p><p><a href="/kontakt.html">Ustawienia plików cookie</a></p>');
  };

  test("the shop's notice stays as printed (a link inside its sentence, a second paragraph); by keyboard; answered, the bar goes whole", async ({ page }) => {
    await servedVariant(page, PAGE, INLINE);
    const bar = page.locator("[data-island='cookie-bar']");
    const read = async () => ({
      words: (await bar.innerText()).replace(/\s+/g, " ").trim(),
      links: await bar.getByRole("link").evaluateAll((links) => links.map((link) => `${link.textContent} → ${link.getAttribute("href")}`)),
    });
    // Without the script (its request refused): the shop's bar.
    const script = (url: URL) => url.pathname === "/static/trybuna.js";
    await page.route(script, (route) => route.abort());
    await page.goto(PAGE);
    const without = await read();
    expect(without.links).toEqual(["polityce prywatności → /polityka-prywatnosci.html", "Ustawienia plików cookie → /kontakt.html"]);
    // With it: the same words and links, once each, and the island's button in place of the shop's.
    await page.unroute(script);
    await page.goto(PAGE);
    await expect(page.getByRole("region", { name: "Informacja o plikach cookie" })).toBeVisible();
    expect(await read()).toEqual(without);
    await expectAccessible(page, ".tb-cookie-bar");
    for (const name of ["Przejdź do treści", "polityce prywatności", "Ustawienia plików cookie"]) {
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name })).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Rozumiem" })).toBeFocused();
    await page.keyboard.press("Enter");
    // The bar goes whole (no empty strip of its padding and background) and the focus goes to the page's heading.
    await expect(bar).toBeHidden();
    await expect(page.locator("main h1")).toBeFocused();
  });

  test("a keyboard user on the shop's 'Rozumiem' as the island mounts is on the island's after it", async ({ page }) => {
    // The script held until the shop's button has the focus.
    const release = await heldBack(page, TRYBUNA_SCRIPT);
    await page.goto(PAGE, { waitUntil: "commit" });
    const understand = page.getByRole("button", { name: "Rozumiem" });
    await understand.focus();
    release();
    await expect(page.getByRole("region", { name: "Informacja o plikach cookie" })).toBeVisible();
    await expect(page.locator(".tb-cookie-bar__accept")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main h1")).toBeFocused();
  });
});
