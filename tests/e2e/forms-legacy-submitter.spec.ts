import type { Browser, Page, Request } from "@playwright/test";
import { expect, servedVariant, test } from "./fixtures.ts";
import { acceptCookies } from "./forms-helpers.ts";

/**
 * The plain legacy form's pressed button and chosen file (QA s41 #2–#4): variants of the back-office page whose form
 * is another the shop prints; what the island sends is compared with what the same page sends without the script.
 */
const PAGE = "/zaplecze/wydarzenie.html";
const ECHO = "/zaplecze/echo/";

interface Sent {
  ajax: boolean;
  method: string;
  path: string;
  fields: Record<string, unknown>;
  files: string[];
}

/** What reached the server: the fields by name (a GET's query, a post's body, an AJAX post's `json`), files as name=filename:content. */
function readSent(request: Request): Sent {
  const url = new URL(request.url());
  const ajax = url.searchParams.has("__ajax_request");
  const type = request.headers()["content-type"] ?? "";
  const body = request.postDataBuffer()?.toString("latin1") ?? "";
  let fields: Record<string, unknown> = {};
  const files: string[] = [];
  if (request.method() === "GET") fields = Object.fromEntries(url.searchParams);
  else if (type.startsWith("multipart/")) {
    for (const [, name, filename, value] of body.matchAll(/name="([^"]+)"(?:; filename="([^"]*)")?\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*?)\r\n--/g)) {
      if (filename === undefined) fields[name!] = value;
      else files.push(`${name}=${filename}:${value}`);
    }
  } else {
    const params = new URLSearchParams(body);
    fields = ajax ? (JSON.parse(params.get("json") ?? "{}") as Record<string, unknown>) : Object.fromEntries(params);
  }
  delete fields.__ajax_request;
  delete fields.__deform_form_id__;
  return { ajax, method: request.method(), path: url.pathname, fields, files };
}

type Fill = (page: Page) => Promise<void>;

/** Opens the page with `form` in the legacy-form host, fills it, presses `button`; what the press sent (the one request to the echo addresses). */
async function pressIn(page: Page, form: string, fill: Fill, button: string, script: boolean): Promise<{ sent: Sent; all: Sent[] }> {
  const sent: Sent[] = [];
  await page.context().route(
    (url) => url.pathname.startsWith(ECHO),
    async (route) => {
      const request = readSent(route.request());
      sent.push(request);
      if (request.ajax) await route.fulfill({ json: { is_error: false, form: { valid: true }, elements: {} } });
      else await route.fulfill({ contentType: "text/html", body: "<!doctype html><html lang=pl><title>Odebrano</title><h1>Odebrano</h1></html>" });
    },
  );
  await servedVariant(page, PAGE, (html) => html.replace(/<form id="bo_event"[\s\S]*?<\/form>/, form));
  await acceptCookies(page);
  await page.goto(PAGE);
  if (script) await expect(page.locator(".tb-legacy-form #bo_event .tb-deform-errorbox")).toBeAttached();
  await fill(page);
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect.poll(() => sent.length).toBeGreaterThan(0);
  return { sent: sent[0]!, all: sent };
}

/** The same press on the page without the script (the browser's own send). */
async function pressWithoutScript(browser: Browser, form: string, fill: Fill, button: string): Promise<Sent> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false });
  try {
    return (await pressIn(await context.newPage(), form, fill, button, false)).sent;
  } finally {
    await context.close();
  }
}

const title: Fill = (page) => page.getByLabel("Tytuł").fill("Mecz");

test.describe("a plain legacy form sends the pressed button as without the script", () => {
  test("a GET list form (method=get): the pressed sort button goes in the address, as without the script (QA s41 #2)", async ({ page, browser }) => {
    const form = `<form id="bo_event" method="get" action="${ECHO}list"><p><label for="q">Szukaj</label> <input id="q" name="q" class="minLength:2"> <button name="sort" value="date">Wg daty</button> <button name="sort" value="name">Wg nazwy</button></p></form>`;
    const fill: Fill = (p) => p.getByLabel("Szukaj").fill("mecz");
    const { sent } = await pressIn(page, form, fill, "Wg nazwy", true);
    expect(sent).toEqual({ ajax: false, method: "GET", path: `${ECHO}list`, fields: { q: "mecz", sort: "name" }, files: [] });
    expect(sent).toEqual(await pressWithoutScript(browser, form, fill, "Wg nazwy"));
  });

  for (const [button, name, value] of [
    ["Opublikuj", "publish", "Opublikuj"],
    // PHP's usual button: the control named "submit" shadows form.submit (the island used to throw there).
    ["Zapisz szkic", "submit", "Zapisz szkic"],
  ] as const) {
    test(`a data-ajax="0" post: the pressed <input type=submit name=${name}> is posted, as without the script (QA s41 #2)`, async ({ page, browser }) => {
      const form = `<form id="bo_event" method="post" action="${ECHO}save" data-ajax="0"><p><label for="t">Tytuł</label> <input id="t" name="title" class="required"></p><p><input type="submit" name="publish" value="Opublikuj"> <input type="submit" name="submit" value="Zapisz szkic"></p></form>`;
      const { sent } = await pressIn(page, form, title, button, true);
      expect(sent).toEqual({ ajax: false, method: "POST", path: `${ECHO}save`, fields: { title: "Mecz", [name]: value }, files: [] });
      expect(sent).toEqual(await pressWithoutScript(browser, form, title, button));
    });
  }
});

test.describe("a button's formaction, formmethod, formnovalidate and formtarget are honoured (QA s41 #3)", () => {
  const form = `<form id="bo_event" method="post" action="${ECHO}save"><p><label for="t">Tytuł</label> <input id="t" name="title" class="required minLength:3"></p>
    <p><button name="save" value="1">Zapisz</button> <button name="preview" value="1" formaction="${ECHO}preview">Podgląd</button>
    <button formmethod="get" formaction="${ECHO}search">Szukaj</button> <button name="draft" value="1" formnovalidate>Zapisz szkic</button>
    <button name="print" value="1" formaction="${ECHO}print" formtarget="_blank">Drukuj</button></p></form>`;
  const without = (sent: Sent): Omit<Sent, "ajax"> => ({ method: sent.method, path: sent.path, fields: sent.fields, files: sent.files });

  test("a formaction button posts by AJAX to its own address, not the form's (\"Podgląd\" does not save)", async ({ page, browser }) => {
    const { sent } = await pressIn(page, form, title, "Podgląd", true);
    expect(sent).toEqual({ ajax: true, method: "POST", path: `${ECHO}preview`, fields: { title: "Mecz", preview: "1" }, files: [] });
    expect(without(sent)).toEqual(without(await pressWithoutScript(browser, form, title, "Podgląd")));
    await expect(page.locator(".tb-deform-status")).toBeAttached(); // an AJAX answer: the page stays
  });

  test("a formmethod=\"get\" button goes to its address as a GET (a search button does not save)", async ({ page, browser }) => {
    const { sent } = await pressIn(page, form, title, "Szukaj", true);
    expect(sent).toEqual({ ajax: false, method: "GET", path: `${ECHO}search`, fields: { title: "Mecz" }, files: [] });
    expect(sent).toEqual(await pressWithoutScript(browser, form, title, "Szukaj"));
    await expect(page).toHaveURL(/\/zaplecze\/echo\/search\?title=Mecz$/);
  });

  test("a formnovalidate button sends an unfinished form without the island's judging; the other buttons still judge it", async ({ page, browser }) => {
    const short: Fill = (p) => p.getByLabel("Tytuł").fill("M");
    const { sent } = await pressIn(page, form, short, "Zapisz szkic", true);
    expect(sent).toEqual({ ajax: true, method: "POST", path: `${ECHO}save`, fields: { title: "M", draft: "1" }, files: [] });
    expect(without(sent)).toEqual(without(await pressWithoutScript(browser, form, short, "Zapisz szkic")));
    await page.getByRole("button", { name: "Zapisz", exact: true }).click();
    await expect(page.getByLabel("Tytuł")).toHaveAttribute("aria-invalid", "true");
  });

  test("a formtarget=\"_blank\" button posts natively into a new window; this page stays, its buttons released", async ({ page }) => {
    const popup = page.context().waitForEvent("page");
    const { sent } = await pressIn(page, form, title, "Drukuj", true);
    expect(sent).toEqual({ ajax: false, method: "POST", path: `${ECHO}print`, fields: { title: "Mecz", print: "1" }, files: [] });
    await expect((await popup).getByRole("heading", { name: "Odebrano" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Drukuj" })).not.toHaveAttribute("aria-disabled", "true");
    await expect(page).toHaveURL(/wydarzenie\.html$/);
  });
});

test.describe("a plain file input in an AJAX form (QA s41 #4)", () => {
  const form = `<form id="bo_event" method="post" action="${ECHO}upload" enctype="multipart/form-data"><p><label for="t">Tytuł</label> <input id="t" name="title" class="required"></p>
    <p><label for="poster">Plakat</label> <input type="file" id="poster" name="poster"></p><p><button>Wyślij</button></p></form>`;
  const withFile: Fill = async (page) => {
    await page.getByLabel("Tytuł").fill("Plakat");
    await page.getByLabel("Plakat").setInputFiles({ name: "plakat.txt", mimeType: "text/plain", buffer: Buffer.from("Plakat meczu") });
  };

  test("a chosen file sends the form natively, multipart with the file, as without the script (not dropped)", async ({ page, browser }) => {
    const { sent } = await pressIn(page, form, withFile, "Wyślij", true);
    expect(sent).toEqual({ ajax: false, method: "POST", path: `${ECHO}upload`, fields: { title: "Plakat" }, files: ["poster=plakat.txt:Plakat meczu"] });
    expect(sent).toEqual(await pressWithoutScript(browser, form, withFile, "Wyślij"));
  });

  test("with no file chosen the form keeps the legacy AJAX post; a file chosen afterwards goes natively with it", async ({ page }) => {
    const { sent, all } = await pressIn(page, form, (p) => p.getByLabel("Tytuł").fill("Plakat"), "Wyślij", true);
    expect(sent).toEqual({ ajax: true, method: "POST", path: `${ECHO}upload`, fields: { title: "Plakat" }, files: [] });
    await expect(page.getByRole("button", { name: "Wyślij" })).not.toHaveAttribute("aria-disabled", "true");
    await withFile(page);
    await page.getByRole("button", { name: "Wyślij" }).click();
    await expect.poll(() => all.length).toBe(2);
    expect(all[1]).toEqual({ ajax: false, method: "POST", path: `${ECHO}upload`, fields: { title: "Plakat" }, files: ["poster=plakat.txt:Plakat meczu"] });
  });
});
