import type { Browser, Locator, Page } from "@playwright/test";
import { expect, expectAccessible, heldBack, servedVariant, test } from "./fixtures.ts";

/**
 * The content islands (settings box, regulations, paged list) on variants of their recorded pages that a PHP shop
 * could print (session 42), each compared with the same variant with scripts off in the browser.
 */

/** `path` served as `edit` makes it, in a context with scripts off: the page to compare with. */
async function withoutScript(browser: Browser, path: string, edit: (html: string) => string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await servedVariant(page, path, edit);
  await page.goto(path);
  return page;
}

/** The lines a reader sees in an element (its rendered text line by line, blank lines left out). */
const linesOf = (target: Locator): Promise<string[]> =>
  target.evaluate((element: HTMLElement) =>
    element.innerText
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== ""),
  );

/**
 * Regulations as a PHP shop prints them: the nav's links by anchor only (no ?id=); a regulation with a sub-heading, a
 * numbered list, line breaks and a link to another regulation; one whose title is only in its link.
 */
const REGULATIONS = `
  <nav><ul><li><a href="#sprzedaz">Regulamin sprzedaży biletów</a></li><li><a href="#obiekt">Regulamin obiektu</a></li></ul></nav>
  <article id="sprzedaz"><h2>Regulamin sprzedaży biletów</h2>
    <h3>§ 1. Postanowienia ogólne</h3>
    <ol><li>Bilety sprzedaje Arena Bałtycka sp. z o.o.</li><li>Na stadionie obowiązuje <a href="#obiekt">regulamin obiektu</a>.</li></ol>
    <p>Biuro obsługi kibica:<br>ul. Pokoleń Lechii Gdańsk 1<br>80-560 Gdańsk</p>
  </article>
  <article id="obiekt"><p><strong>Obiekt jest monitorowany.</strong></p><ul><li>Dzieci do lat 13 wchodzą pod opieką dorosłego.</li></ul></article>
`;
const regulationsVariant = (html: string): string => html.replace(/(<div data-island="regulations"[^>]*>)[\s\S]*?<\/article>\s*<\/div>/, `$1${REGULATIONS}</div>`);

test.describe("regulations on other legacy markup", () => {
  test("a regulation shows as the shop wrote it (sub-heading, list, line breaks, links); a title given only by its link names the tab", async ({ page, browser }) => {
    const plain = await withoutScript(browser, "/regulaminy", regulationsVariant);
    const expected = { sale: await linesOf(plain.locator("#sprzedaz")), venue: await linesOf(plain.locator("#obiekt")) };
    await plain.context().close();
    await servedVariant(page, "/regulaminy", regulationsVariant);
    await page.goto("/regulaminy");
    const panel = page.getByRole("tabpanel");
    await expect(page.getByRole("tab", { name: "Regulamin sprzedaży biletów" })).toHaveAttribute("aria-selected", "true");
    await expect.poll(() => linesOf(panel)).toEqual(expected.sale);
    await expect(panel.getByRole("listitem")).toHaveCount(2);
    await expect(panel.getByRole("heading", { level: 3 })).toHaveText("§ 1. Postanowienia ogólne");
    await expectAccessible(page, ".tb-regulations");
    // The link in the text leads to the other regulation, as its anchor did; that tab is named by the nav's link.
    await panel.getByRole("link", { name: "regulamin obiektu" }).click();
    const venue = page.getByRole("tab", { name: "Regulamin obiektu" });
    await expect(venue).toHaveAttribute("aria-selected", "true");
    await expect.poll(() => linesOf(panel)).toEqual(expected.venue);
    await venue.focus();
    await page.keyboard.press("ArrowUp");
    await expect(page.getByRole("tab", { name: "Regulamin sprzedaży biletów" })).toBeFocused();
    await expect.poll(() => linesOf(panel)).toEqual(expected.sale);
  });

  test("an address naming a regulation by its anchor opens on it, as the page without the script scrolled to it", async ({ page }) => {
    await servedVariant(page, "/regulaminy", regulationsVariant);
    await page.goto("/regulaminy#obiekt");
    await expect(page.getByRole("tab", { name: "Regulamin obiektu" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("Obiekt jest monitorowany.");
  });

  test("on an English page a nav without a name of its own gives the tab list an English one", async ({ page }) => {
    await page.context().addCookies([{ name: "lang", value: "en", url: `http://127.0.0.1:${process.env.E2E_PORT}` }]);
    await servedVariant(page, "/regulaminy", (html) => html.replace(/<nav aria-label="[^"]*">/, "<nav>"));
    await page.goto("/regulaminy");
    await expect(page.getByRole("tablist", { name: "Regulations" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Ticket sale regulations" })).toHaveAttribute("aria-selected", "true");
    await expectAccessible(page, ".tb-regulations");
  });

  test("the host's other content (an intro before the regulations, a link to their PDF after) stays where the shop put it", async ({ page, browser }) => {
    const variant = (html: string): string =>
      html
        .replace(/(<div data-island="regulations"[^>]*>)/, "$1\n  <p class=\"regulations-intro\">Regulaminy obowiązują od 1 stycznia 2027 r.</p>")
        .replace(/(<\/article>)(\s*<\/div>)/, '$1\n  <p><a href="/pliki/regulaminy.pdf">Wszystkie regulaminy (PDF)</a></p>$2');
    const plain = await withoutScript(browser, "/regulaminy", variant);
    const host = (target: Page) => linesOf(target.locator("[data-island=regulations]"));
    const expected = await host(plain);
    await plain.context().close();
    await servedVariant(page, "/regulaminy", variant);
    await page.goto("/regulaminy");
    await expect(page.getByRole("tablist")).toBeVisible();
    const lines = await host(page);
    expect(lines[0]).toBe(expected[0]);
    expect(lines.at(-1)).toBe(expected.at(-1));
    expect(lines[0]).toBe("Regulaminy obowiązują od 1 stycznia 2027 r.");
    await expect(page.getByRole("link", { name: "Wszystkie regulaminy (PDF)" })).toHaveAttribute("href", "/pliki/regulaminy.pdf");
    await expectAccessible(page, "[data-island=regulations]");
  });

  test("what the shop's script bound in a regulation and in the intro still works, also after another regulation was shown", async ({ page }) => {
    await servedVariant(page, "/regulaminy", (html) => {
      const nonce = /nonce="([^"]+)"/.exec(html)![1];
      // The shop's own script, run as the page loads (before the island takes over), binds a button in a regulation and one in the intro.
      const script = `<script nonce="${nonce}">document.querySelectorAll(".regulation-ack").forEach((button) => button.addEventListener("click", () => button.setAttribute("aria-pressed", "true")));</script>`;
      return regulationsVariant(html)
        .replace(/(<div data-island="regulations"[^>]*>)/, '$1<p class="regulations-intro"><button type="button" class="regulation-ack" aria-pressed="false">Zapoznałem się</button></p>')
        .replace("<h3>§ 1. Postanowienia ogólne</h3>", '<h3>§ 1. Postanowienia ogólne</h3><button type="button" class="regulation-ack" aria-pressed="false">Przyjmuję regulamin sprzedaży</button>')
        .replace(/(<div data-island="regulations"[\s\S]*?<\/article>\s*<\/div>)/, `$1${script}`);
    });
    await page.goto("/regulaminy");
    const panel = page.getByRole("tabpanel");
    await expect(page.getByRole("tab", { name: "Regulamin sprzedaży biletów" })).toHaveAttribute("aria-selected", "true");
    const intro = page.getByRole("button", { name: "Zapoznałem się" });
    await intro.click();
    await expect(intro).toHaveAttribute("aria-pressed", "true");
    // Away to the other regulation and back, by keyboard: the sale regulation's button is the one the shop bound.
    await page.getByRole("tab", { name: "Regulamin sprzedaży biletów" }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(panel).toContainText("Obiekt jest monitorowany.");
    await page.keyboard.press("ArrowUp");
    const accept = panel.getByRole("button", { name: "Przyjmuję regulamin sprzedaży" });
    await accept.focus();
    await page.keyboard.press("Enter");
    await expect(accept).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "Przyjmuję regulamin sprzedaży" })).toHaveCount(1);
  });
});

/** A settings host as a PHP shop prints it: a hint, the link with its own id, class and title, a help link beside it. */
const settingsVariant = (html: string): string =>
  html
    .replace(
      /<div data-island="settings-overlay">(<a href="\/konto\/ustawienia\/powiadomienia"[^>]*)>/,
      `<div data-island="settings-overlay"><p class="settings-hint">Wybierz, o czym mamy Cię informować.</p>$1 id="powiadomienia-link" class="settings-button" title="E-mail i SMS">`,
    )
    .replace(/(>Powiadomienia<\/a>)(<\/div>)/, `$1 <a href="/pomoc/powiadomienia">Jak działają powiadomienia?</a>$2`);

/** The first settings host's text and links (address, id, class, title, words), as a user finds them. */
const settingsHost = (page: Page) =>
  page
    .locator("[data-island=settings-overlay]")
    .first()
    .evaluate((host) => ({
      text: host.textContent!.replace(/\s+/g, " ").trim(),
      links: [...host.querySelectorAll("a")].map((link) => [link.getAttribute("href"), link.id, link.className, link.title, link.textContent!.trim()].join(" | ")),
    }));

test.describe("settings box on other legacy markup", () => {
  test("the host's text, its other links and the link's own id, class and title stay; the link opens the box by keyboard", async ({ page, browser }) => {
    const plain = await withoutScript(browser, "/konto/ustawienia", settingsVariant);
    const expected = await settingsHost(plain);
    await plain.context().close();
    await servedVariant(page, "/konto/ustawienia", settingsVariant);
    await page.route(
      (url) => url.pathname === "/pomoc/powiadomienia",
      (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: "<!doctype html><title>Pomoc</title><h1>Jak działają powiadomienia</h1>" }),
    );
    await page.goto("/konto/ustawienia");
    const link = page.getByRole("link", { name: "Powiadomienia", exact: true });
    await expect(link).toHaveAttribute("aria-haspopup", "dialog");
    expect(await settingsHost(page)).toEqual(expected);
    await expectAccessible(page);
    await link.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Powiadomienia" });
    await expect(dialog.getByLabel("SMS w dniu meczu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();
    // The help link is a link to its page, as without the script.
    await page.getByRole("link", { name: "Jak działają powiadomienia?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Jak działają powiadomienia" })).toBeVisible();
  });

  test("after a preview posted into a new tab (formtarget), 'Zapisz ustawienia' still saves", async ({ page }) => {
    // The fragment with a preview button beside the save, as a PHP settings form may have.
    await page.route(
      (url) => url.pathname === "/konto/ustawienia/powiadomienia" && url.searchParams.get("__ajax_request") === "1",
      async (route) => {
        const response = await route.fetch();
        const preview = '<button type="submit" name="preview" value="1" formaction="/konto/ustawienia/podglad" formtarget="_blank">Podgląd</button>';
        await route.fulfill({ response, body: (await response.text()).replace(/(Zapisz ustawienia<\/button>)/, `$1 ${preview}`) });
      },
    );
    await page.context().route(
      (url) => url.pathname === "/konto/ustawienia/podglad",
      (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: "<!doctype html><title>Podgląd</title><h1>Podgląd powiadomień</h1>" }),
    );
    await page.goto("/konto/ustawienia");
    const link = page.getByRole("link", { name: "Powiadomienia", exact: true });
    await expect(link).toHaveAttribute("aria-haspopup", "dialog");
    await link.click();
    const dialog = page.getByRole("dialog", { name: "Powiadomienia" });
    const opened = page.context().waitForEvent("page");
    await dialog.getByRole("button", { name: "Podgląd" }).click();
    const preview = await opened;
    await expect(preview.getByRole("heading", { name: "Podgląd powiadomień" })).toBeVisible();
    await preview.close();
    await dialog.getByRole("button", { name: "Zapisz ustawienia" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Zapisano ustawienia powiadomień." })).toBeVisible();
  });
});

/** The events page with a second list (an archive with an address of its own) after the first, as one page may print two. */
const twoListsVariant = (html: string): string =>
  html.replace(/<div data-island="paged-list"[\s\S]*?<\/nav><\/div>/, (list) =>
    [
      list,
      "<h2>Archiwum</h2>",
      list.replace(/data-props='[^']*'/, `data-props='{"label":"Archiwum","url":"/wydarzenia/lista?lista=archiwum"}'`).replace(/aria-label="[^"]*"/, 'aria-label="Strony archiwum"'),
    ].join("\n"),
  );

/** A star rating (an island of its own) in the list's first row, as a back-office list may print one per row. */
const RATING = `<div data-island="star-box"><fieldset><legend>Ocena</legend><label><input type="radio" name="ocena" value="1">1</label><label><input type="radio" name="ocena" value="2">2</label><label><input type="radio" name="ocena" value="3" checked>3</label></fieldset></div>`;

/** The pager's links carry the list's sort, as a PHP pager writes them (`?sort=nazwa&page_no=3`). */
const sortedVariant = (html: string): string => html.replaceAll('href="/wydarzenia/lista?page_no=', 'href="/wydarzenia/lista?sort=nazwa&amp;page_no=');

/** Page 3 of the list, its pager marking the current page as another shop does: `current` for its item, no aria-current. */
const LIST_PAGE_3 = "/wydarzenia/lista?page_no=3";
const currentMarked = (current: string) => (html: string): string => html.replace(/<li><a href="[^"]*page_no=3[^"]*" aria-current="page">3<\/a><\/li>/, current);
const CURRENT_MARKS = {
  "<strong>3</strong>": "<li><strong>3</strong></li>",
  '<span class="current">3</span>': '<li><span class="current">3</span></li>',
  '<li class="active"> around its link': '<li class="active"><a href="/wydarzenia/lista?page_no=3#page-3">3</a></li>',
  "a link without href": "<li><a>3</a></li>",
};

test.describe("paged list on other legacy markup", () => {
  for (const [mark, current] of Object.entries(CURRENT_MARKS)) {
    test(`a pager marking the current page by ${mark}: the list is named by that page, not page 1`, async ({ page, browser }) => {
      const plain = await withoutScript(browser, LIST_PAGE_3, currentMarked(current));
      const first = await plain.locator(".event-list li").first().textContent();
      await plain.context().close();
      await servedVariant(page, LIST_PAGE_3, currentMarked(current));
      await page.goto(LIST_PAGE_3);
      const content = page.locator(".tb-paged-list__content");
      await expect(content).toHaveAccessibleName("Wydarzenia, strona 3");
      await expect(content.locator(".event-list li").first()).toHaveText(first!);
      // The page shown only by looks is the current page for a screen reader too (a link without href: the shop's own item).
      await expect(content.locator("[aria-current=page]")).toHaveText("3");
      if (mark !== "<strong>3</strong>") return;
      // Keyboard: the next page's link, Enter: the list loads page 4, says so and is named by it.
      await expectAccessible(page, ".tb-paged-list");
      await page.getByRole("link", { name: "4", exact: true }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status").filter({ hasText: "Wczytano stronę 4." })).toBeAttached();
      await expect(content).toBeFocused();
      await expect(content).toHaveAccessibleName("Wydarzenia, strona 4");
      await expectAccessible(page, ".tb-paged-list");
    });
  }


  test("a pager link's other query parameters (the list's sort) go with the page asked for and stay in the address", async ({ page, browser }) => {
    const plain = await withoutScript(browser, "/wydarzenia/lista", sortedVariant);
    await plain.getByRole("link", { name: "3", exact: true }).click();
    await expect(plain).toHaveURL(/page_no=3/);
    const expected = new URL(plain.url());
    expected.hash = "";
    await plain.context().close();
    await servedVariant(page, "/wydarzenia/lista", sortedVariant);
    await page.goto("/wydarzenia/lista");
    await expect(page.locator(".tb-paged-list")).toBeVisible();
    const asked = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).searchParams.get("__ajax_request") === "1");
    await page.getByRole("link", { name: "3", exact: true }).click();
    const request = await asked;
    expect(new URL(request.url()).searchParams.get("sort")).toBe("nazwa");
    expect(new URLSearchParams(request.postData() ?? "").get("json")).toBe('{"page_no":3}');
    await expect(page.locator(".event-list li").first()).toContainText("28. kolejka");
    await expect(page).toHaveURL(expected.href);
  });

  test("an island in the server's page of the list mounts, as one in a page loaded later does", async ({ page }) => {
    await servedVariant(page, "/wydarzenia/lista", (html) => html.replace('<li class="event-row">', `<li class="event-row">${RATING}`));
    await page.goto("/wydarzenia/lista");
    await expect(page.locator(".tb-paged-list")).toBeVisible();
    const rating = page.getByRole("radiogroup", { name: "Ocena" });
    await expect(rating).toBeVisible();
    await expect(rating.getByRole("radio", { checked: true })).toHaveAccessibleName(/3/);
  });

  test("going back to the first page is announced as every other page", async ({ page }) => {
    await page.goto("/wydarzenia/lista");
    await expect(page.locator(".tb-paged-list")).toBeVisible();
    const list = page.locator(".event-list");
    await page.getByRole("link", { name: "2", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Wczytano stronę 2." })).toBeAttached();
    await page.getByRole("link", { name: "1", exact: true }).click();
    await expect(list.locator("li").first()).toContainText("18. kolejka");
    await expect(page.getByRole("status").filter({ hasText: "Wczytano stronę 1." })).toBeAttached();
  });

  test("two lists on one page: a page chosen in one does not leave the other's load hanging", async ({ page }) => {
    await servedVariant(page, "/wydarzenia/lista", twoListsVariant);
    await page.goto("/wydarzenia/lista");
    const lists = page.locator(".tb-paged-list");
    await expect(lists).toHaveCount(2);
    const [events, archive] = [lists.nth(0), lists.nth(1)];
    // The server holds the first list's page until the archive's page has come.
    const release = await heldBack(page, (url) => url.pathname === "/wydarzenia/lista" && url.searchParams.get("__ajax_request") === "1" && !url.searchParams.has("lista"));
    await events.getByRole("link", { name: "2", exact: true }).click();
    await expect(events).toHaveAttribute("aria-busy", "true");
    await archive.getByRole("link", { name: "3", exact: true }).click();
    await expect(archive.locator(".event-list li").first()).toContainText("28. kolejka");
    release();
    await expect(events.locator(".event-list li").first()).toContainText("23. kolejka");
    await expect(events).toHaveAttribute("aria-busy", "false");
    await expect(page.getByRole("status").filter({ hasText: "Wczytano stronę 2." })).toBeAttached();
  });

  test("what the shop's script bound in the server's page of the list still works (a 'Obserwuj' button in a row)", async ({ page }) => {
    await servedVariant(page, "/wydarzenia/lista", (html) => {
      const nonce = /nonce="([^"]+)"/.exec(html)![1];
      // The shop's own script, run as the page loads (before the island takes the list over), binds the row's button.
      const script = `<script nonce="${nonce}">document.querySelectorAll(".favourite").forEach((button) => button.addEventListener("click", () => button.setAttribute("aria-pressed", "true")));</script>`;
      return html
        .replace('<li class="event-row">', '<li class="event-row"><button type="button" class="favourite" aria-pressed="false">Obserwuj</button> ')
        .replace(/(<div data-island="paged-list"[\s\S]*?<\/nav><\/div>)/, `$1${script}`);
    });
    await page.goto("/wydarzenia/lista");
    await expect(page.locator(".tb-paged-list")).toBeVisible();
    const follow = page.getByRole("button", { name: "Obserwuj" });
    await follow.click();
    await expect(follow).toHaveAttribute("aria-pressed", "true");
  });
});
