import type { Page } from "@playwright/test";
import { expect, expectAccessible, servedVariant, test } from "./fixtures.ts";

const GALLERY = "/formularze/galeria.html";

async function open(page: Page, query = ""): Promise<void> {
  await page.goto(`${GALLERY}${query}`);
  await page.evaluate(() => {
    (window as unknown as { kitEvents: string[] }).kitEvents = [];
    for (const name of ["tabs:activate", "data-grid:grid-change", "data-grid:cell-change"]) {
      document.addEventListener(`trybuna:${name}`, (event) => (window as unknown as { kitEvents: string[] }).kitEvents.push(`${name} ${(event.target as Element).id} ${JSON.stringify((event as CustomEvent).detail)}`));
    }
  });
  await expect(page.getByRole("tablist", { name: "Cenniki" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Warianty cen (galeria)" })).toBeVisible();
}

const events = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { kitEvents: string[] }).kitEvents);

test.describe("nested tabs", () => {
  test("arrows in the inner list never move the outer one; typing in a panel never switches tabs", async ({ page }) => {
    await open(page);
    const outer = page.getByRole("tablist", { name: "Sekcje wydarzenia" });
    const inner = page.getByRole("tablist", { name: "Cenniki" });
    await expect(outer.getByRole("tab", { name: "Ceny" })).toHaveAttribute("aria-selected", "true");
    // Keyboard only: Tab into the inner list, arrows there.
    await inner.getByRole("tab", { name: "Normalne" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(inner.getByRole("tab", { name: "Ulgowe" })).toBeFocused();
    await expect(inner.getByRole("tab", { name: "Ulgowe" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await page.keyboard.press("Home");
    await expect(inner.getByRole("tab", { name: "Normalne" })).toHaveAttribute("aria-selected", "true");
    await expect(outer.getByRole("tab", { name: "Ceny" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Ceny" })).toBeVisible();
    // Typing arrows, Home and End in a field of the inner panel edits the field only.
    const price = page.getByLabel("Cena normalna");
    await price.focus();
    await page.keyboard.press("End");
    await page.keyboard.type("5");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Home");
    await expect(price).toHaveValue("80,005");
    await expect(inner.getByRole("tab", { name: "Normalne" })).toHaveAttribute("aria-selected", "true");
    await expect(outer.getByRole("tab", { name: "Ceny" })).toHaveAttribute("aria-selected", "true");
    expect((await events(page)).filter((event) => event.startsWith("tabs:activate outer-tabs"))).toEqual([]);
    // The outer list by mouse, then keys on its own level.
    await outer.getByRole("tab", { name: "Podstawowe" }).click();
    await expect(page.getByRole("tabpanel", { name: "Podstawowe" })).toBeVisible();
    await expect(inner).toBeHidden();
    await page.getByLabel("Nazwa wydarzenia").fill("Derby");
    await page.getByLabel("Nazwa wydarzenia").press("ArrowRight");
    await expect(outer.getByRole("tab", { name: "Podstawowe" })).toHaveAttribute("aria-selected", "true");
    await expectAccessible(page);
  });

  test("links that spell the page's address before the fragment are tabs too", async ({ page }) => {
    // PHP templates often print "galeria.html#g-basic": without the script the link jumps within the page all the same.
    await servedVariant(page, GALLERY, (html) =>
      html
        .replace('href="#g-basic"', 'href="galeria.html#g-basic"')
        .replace('href="#g-prices"', `href="${GALLERY}#g-prices"`),
    );
    await open(page);
    const outer = page.getByRole("tablist", { name: "Sekcje wydarzenia" });
    await expect(outer.getByRole("tab")).toHaveText(["Podstawowe", "Ceny"]);
    await outer.getByRole("tab", { name: "Podstawowe" }).click();
    await expect(page.getByRole("tabpanel", { name: "Podstawowe" })).toBeVisible();
    await expect(page.getByRole("tablist", { name: "Cenniki" })).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${GALLERY}$`));
  });

  test("hiding a parent tab hides its children; showing it brings them back as they were", async ({ page }) => {
    await open(page);
    const inner = page.getByRole("tablist", { name: "Cenniki" });
    await inner.getByRole("tab", { name: "Ulgowe" }).click();
    await page.evaluate(() => (window.Trybuna!.get(document.getElementById("outer-tabs")!) as { hide(name: string): void }).hide("prices"));
    await expect(inner).toBeHidden();
    await expect(page.getByLabel("Cena ulgowa")).toBeHidden();
    await expect(page.getByLabel("Cena normalna")).toBeHidden();
    await expect(page.getByRole("tab", { name: "Ceny" })).toHaveCount(0);
    await expect(page.getByRole("tabpanel", { name: "Podstawowe" })).toBeVisible();
    await page.evaluate(() => {
      const outer = window.Trybuna!.get(document.getElementById("outer-tabs")!) as { show(name: string): void; select(name: string): boolean };
      outer.show("prices");
    });
    await page.getByRole("tab", { name: "Ceny" }).click();
    await expect(inner.getByRole("tab", { name: "Ulgowe" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Cena ulgowa")).toBeVisible();
  });
});

test.describe("grid, the remaining options", () => {
  test("silent: no grid-change; is_editable off: the code column is text; the value posts under the input name, with positions, in descending order", async ({ page }) => {
    await open(page);
    const grid = page.getByRole("table", { name: "Warianty cen (galeria)" });
    const value = () => page.locator('#gallery-grid-host input[type="hidden"][name="gallery_grid"]').inputValue().then((json) => JSON.parse(json) as unknown);
    expect(await value()).toEqual([
      { id_record: "13", data: { variant_name: "Ulgowy", code: "U", price: "40,00", position: "1" } },
      { id_record: "12", data: { variant_name: "Normalny", code: "N", price: "80,00", position: "2" } },
    ]);
    await expect(grid.getByRole("button", { name: /^Kod/ })).toHaveCount(0);
    await expect(grid.getByRole("cell", { name: "U", exact: true })).toBeVisible();
    // Keyboard: Enter on a cell opens it, Enter saves and goes on.
    await grid.getByRole("button", { name: "Cena (zł), wiersz 1: 80,00" }).focus();
    await page.keyboard.press("Enter");
    const editor = grid.getByRole("textbox", { name: "Cena (zł), wiersz 1" });
    await expect(editor).toBeFocused();
    await page.keyboard.type("85,00");
    await page.keyboard.press("Enter");
    await expect(grid.getByRole("textbox", { name: "Wariant, wiersz 2" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(grid.getByRole("button", { name: "Cena (zł), wiersz 1: 85,00" })).toBeVisible();
    expect(await events(page)).toEqual([`data-grid:cell-change gallery-grid-host ${JSON.stringify({ id: "12", column: "price", value: "85,00", previous: "80,00" })}`]);
    expect(await value()).toEqual([
      { id_record: "13", data: { variant_name: "Ulgowy", code: "U", price: "40,00", position: "1" } },
      { id_record: "12", data: { variant_name: "Normalny", code: "N", price: "85,00", position: "2" } },
    ]);
    // A legacy script switches the code column's is_editable on.
    await page.evaluate(() => (window.Trybuna!.get(document.getElementById("gallery-grid-host")!) as { setColumnEditable(name: string, on: boolean): void }).setColumnEditable("code", true));
    await grid.getByRole("button", { name: "Kod, wiersz 2: U" }).click();
    await expect(grid.getByRole("textbox", { name: "Kod, wiersz 2" })).toBeFocused();
    await expectAccessible(page);
  });
});

/**
 * The shop's price table as PHP prints it (QA s41 #1): a row number column without data-name first, a hidden VAT
 * column, prices in inputs the no-script form posts as price[12]. The grid used to read cells by their place among the
 * named headers: "1." showed as the variant, the hidden VAT as the price, and the JSON posted them.
 */
const withShopColumns = (html: string): string =>
  html
    .replace('<thead><tr><th scope="col" data-name="name"', '<thead><tr><th scope="col">Lp.</th><th scope="col" data-name="name"')
    .replace('<th scope="col" data-name="code"', '<th scope="col" data-name="id_tax" hidden>VAT</th><th scope="col" data-name="code"')
    .replace(
      /<tr data-id="(\d+)"><td>([^<]*)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><\/tr>/g,
      (_, id: string, name: string, code: string, price: string) =>
        `<tr data-id="${id}"><td>${Number(id) - 11}.</td><td>${name}</td><td hidden>${id === "12" ? "23" : "8"}</td><td>${code}</td><td><input name="price[${id}]" value="${price}" aria-label="Cena ${id}"></td></tr>`,
    );

test.describe("grid on a shop's own table", () => {
  test("a column without data-name shifts nothing: each column shows and posts what the no-script table holds", async ({ page, browser }) => {
    // Without the script: what the table shows and what its form posts, per record.
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const bare = await plain.newPage();
    await servedVariant(bare, GALLERY, withShopColumns);
    await bare.goto(GALLERY);
    const expected: Record<string, { name: string; code: string; price: string }> = {};
    for (const row of await bare.locator("#gallery-grid-host tbody tr[data-id]").all()) {
      const id = (await row.getAttribute("data-id"))!;
      const cells = row.locator("td");
      expected[id] = { name: (await cells.nth(1).innerText()).trim(), code: (await cells.nth(3).innerText()).trim(), price: await cells.nth(4).locator("input").inputValue() };
    }
    await plain.close();
    expect(expected).toEqual({ "12": { name: "Normalny", code: "N", price: "80,00" }, "13": { name: "Ulgowy", code: "U", price: "40,00" } });

    await servedVariant(page, GALLERY, withShopColumns);
    await open(page);
    const grid = page.getByRole("table", { name: "Warianty cen (galeria)" });
    // The unnamed column is the shop's own (docs/kit.md): left out; the hidden one is not shown.
    await expect(grid.getByRole("columnheader")).toHaveText(["Wariant", "Kod", "Cena (zł)", "Usuń"]);
    for (const [row, id] of [[1, "12"], [2, "13"]] as const) {
      await expect(grid.getByRole("button", { name: `Wariant, wiersz ${row}: ${expected[id]!.name}` })).toBeVisible();
      await expect(grid.getByRole("cell", { name: expected[id]!.code, exact: true })).toBeVisible();
      await expect(grid.getByRole("button", { name: `Cena (zł), wiersz ${row}: ${expected[id]!.price}` })).toBeVisible();
    }
    // Posted: the grid's JSON field with the same values (the hidden VAT kept), not the cells' own price[12] (docs/kit.md).
    const posted = await page.locator("#gallery-grid-form").evaluate((form: HTMLFormElement) => [...new FormData(form).keys()]);
    expect(posted).toEqual(["gallery_grid"]);
    const json = JSON.parse(await page.locator('#gallery-grid-host input[type="hidden"][name="gallery_grid"]').inputValue()) as unknown;
    expect(json).toEqual([
      { id_record: "13", data: { variant_name: expected["13"]!.name, id_tax: "8", code: expected["13"]!.code, price: expected["13"]!.price, position: "1" } },
      { id_record: "12", data: { variant_name: expected["12"]!.name, id_tax: "23", code: expected["12"]!.code, price: expected["12"]!.price, position: "2" } },
    ]);
  });
});

test.describe("helpers", () => {
  test("'generate' fills the password field with 12 letters and digits and shows it; each press a new one", async ({ page }) => {
    await open(page);
    // The helpers' own field (the states section shows the same widget in each state).
    const helpers = page.locator("section[aria-labelledby=gallery-helpers]");
    const field = helpers.getByLabel("Hasło konta", { exact: true });
    await helpers.getByRole("button", { name: "Generuj hasło" }).focus();
    await page.keyboard.press("Enter");
    await expect(field).toHaveAttribute("type", "text");
    const first = await field.inputValue();
    expect(first).toMatch(/^[A-Za-z0-9]{12}$/);
    await expect(helpers.getByRole("status").filter({ hasText: "Wygenerowano hasło (12 znaków)" })).toBeAttached();
    await helpers.getByRole("button", { name: "Generuj hasło" }).click();
    await expect(field).not.toHaveValue(first);
    await expect(field).toHaveValue(/^[A-Za-z0-9]{12}$/);
    await helpers.getByRole("button", { name: "Pokaż hasło" }).click();
    await expect(field).toHaveAttribute("type", "password");
    expect(await page.evaluate(() => /^[A-Za-z0-9]{40}$/.test(window.Trybuna!.password(40)))).toBe(true);
  });

  test("sizes: base 1024, B to PB, decimal comma in Polish, dot in English", async ({ page }) => {
    await open(page);
    await expect(page.locator(".gallery-sizes li")).toHaveText(["0 B", "1023 B", "1 KB", "1,50 KB", "5 MB", "1,25 GB", "3 PB"]);
    await page.goto(`${GALLERY}?lang=en`);
    await expect(page.locator(".gallery-sizes li")).toHaveText(["0 B", "1023 B", "1 KB", "1.50 KB", "5 MB", "1.25 GB", "3 PB"]);
    await expect(page.locator("section[aria-labelledby=gallery-helpers]").getByRole("button", { name: "Generate password" })).toBeVisible();
  });
});

test.describe("popup windows", () => {
  test("mouse and keyboard: chrome off unless switched on, centred or against the right edge; a blocked popup opens the address here", async ({ page }) => {
    // The feature strings the page asks for (what the browser then honours is its own business).
    await page.addInitScript(() => {
      const open = window.open.bind(window);
      const calls: string[] = [];
      (window as unknown as { popupCalls: string[] }).popupCalls = calls;
      window.open = (url?: string | URL, name?: string, features?: string) => {
        calls.push(features ?? "");
        return open(url, name, features);
      };
    });
    await open(page);
    const features = async (index: number): Promise<Record<string, string>> =>
      Object.fromEntries((await page.evaluate((at) => (window as unknown as { popupCalls: string[] }).popupCalls[at] ?? "", index)).split(",").map((pair) => pair.split("=") as [string, string]));
    const area = await page.evaluate(() => {
      const screen = window.screen as Screen & { availLeft: number; availTop: number };
      return { left: screen.availLeft, top: screen.availTop, width: screen.availWidth, height: screen.availHeight };
    });
    const centred = page.getByRole("link", { name: "Regulamin w oknie", exact: true });
    const atRight = page.getByRole("link", { name: "Regulamin w oknie przy prawej krawędzi, z paskiem adresu" });
    await expect(centred).toHaveAttribute("href", "/regulamin.html");

    // Mouse: a centred window, every chrome item off.
    let opened = page.waitForEvent("popup");
    await centred.click();
    let popup = await opened;
    await expect(popup).toHaveURL(/\/regulamin\.html$/);
    expect(page.url()).toContain(GALLERY);
    let asked = await features(0);
    expect(asked).toMatchObject({ popup: "yes", width: "480", height: "360", toolbar: "no", location: "no", status: "no", menubar: "no", scrollbars: "no", resizable: "no" });
    expect(Math.abs(Number(asked.left) + 240 - (area.left + area.width / 2))).toBeLessThanOrEqual(1);
    expect(Math.abs(Number(asked.top) + 180 - (area.top + area.height / 2))).toBeLessThanOrEqual(1);
    await popup.close();

    // Keyboard alone: against the right edge (centred vertically), the address bar switched on.
    await atRight.focus();
    opened = page.waitForEvent("popup");
    await page.keyboard.press("Enter");
    popup = await opened;
    await expect(popup).toHaveURL(/\/regulamin\.html$/);
    asked = await features(1);
    expect(asked).toMatchObject({ width: "480", height: "360", location: "yes", toolbar: "no", menubar: "no" });
    expect(Number(asked.left) + 480).toBe(area.left + area.width);
    expect(Math.abs(Number(asked.top) + 180 - (area.top + area.height / 2))).toBeLessThanOrEqual(1);
    await popup.close();

    // Real links first: a blocked popup (window.open answers null) opens the address in this window.
    await page.evaluate(() => {
      window.open = () => null;
    });
    await centred.click();
    await expect(page).toHaveURL(/\/regulamin\.html$/);
  });

  test("a legacy script's popup(url, null) opens the window popup(url) opens: centred, chrome off", async ({ page }) => {
    await open(page);
    const asked = await page.evaluate(() => {
      const w = window as unknown as { Trybuna: { popup(url: string, options?: unknown): Window | null } };
      const calls: Array<[string, string]> = [];
      // Only what is asked counts: a window object is answered (null would be a blocked popup, and the page would leave).
      window.open = (url?: string | URL, _name?: string, features?: string) => (calls.push([String(url), features ?? ""]), window);
      w.Trybuna.popup("/regulamin.html", null);
      w.Trybuna.popup("/regulamin.html");
      return calls;
    });
    expect(asked).toHaveLength(2);
    expect(asked[0]![0]).toMatch(/\/regulamin\.html$/);
    expect(asked[0]).toEqual(asked[1]);
    expect(asked[0]![1]).toContain("toolbar=no");
  });

  test("a popup on another origin gets no way back into the shop's tab (no opener); the window is still answered", async ({ page }) => {
    await open(page);
    // Security review s40, D5: a foreign page with `opener` could send the shop's tab to a fake login page.
    const foreign = `http://localhost:${process.env.E2E_PORT}/obcy-regulamin.html`;
    await page.context().route((url) => url.hostname === "localhost" && url.pathname === "/obcy-regulamin.html", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><html lang=pl><title>Obcy</title><p>Regulamin innej strony</p></html>" }),
    );
    const opened = page.context().waitForEvent("page");
    const answered = await page.evaluate((url) => (window as unknown as { Trybuna: { popup(url: string): Window | null } }).Trybuna.popup(url) !== null, foreign);
    const popup = await opened;
    await expect(popup.getByText("Regulamin innej strony")).toBeVisible();
    expect(popup.url()).toBe(foreign);
    expect(await popup.evaluate(() => window.opener === null)).toBe(true);
    expect(answered).toBe(true);
    await expect(page.getByRole("tablist", { name: "Cenniki" })).toBeVisible();
    await popup.close();
  });

  test("an address that is not a web page opens nothing and runs nothing, with the CSP or without it, popups blocked or not", async ({ page }) => {
    for (const query of ["", "?csp=0"]) {
      await open(page, query);
      const outcome = await page.evaluate(() => {
        const w = window as unknown as { Trybuna: { popup(url: unknown): Window | null }; ran?: string };
        const asked: unknown[] = [];
        const open = window.open.bind(window);
        const answers: string[] = [];
        for (const blocked of [false, true]) {
          window.open = (url?: string | URL, name?: string, features?: string) => (asked.push(url), blocked ? null : open(url, name, features));
          for (const url of ["javascript:window.ran='tak'", " JavaScript:(opener||window).ran='tak'", "java\tscript:window.ran='tak'", "data:text/html,<script>opener.ran='tak'</script>", 42]) {
            try {
              w.Trybuna.popup(url);
              answers.push("opened");
            } catch (error) {
              answers.push(error instanceof TypeError ? error.message : String(error));
            }
          }
        }
        return { asked, answers, href: location.href };
      });
      expect(outcome.asked).toEqual([]);
      expect(outcome.answers).toHaveLength(10);
      for (const answer of outcome.answers) expect(answer).toMatch(/^Trybuna\.popup: not a web address: /);
      // The page stays: nothing ran in it, no other window was opened.
      await expect(page.getByRole("tablist", { name: "Cenniki" })).toBeVisible();
      expect(await page.evaluate(() => [location.href, (window as unknown as { ran?: string }).ran ?? "nic"])).toEqual([outcome.href, "nic"]);
      expect(page.context().pages()).toHaveLength(1);
    }
  });
});
