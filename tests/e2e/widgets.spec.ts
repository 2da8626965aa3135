import type { Page } from "@playwright/test";
import { expect, expectAccessible, heldBack, test, TRYBUNA_SCRIPT } from "./fixtures.ts";

const PAGE = "/formularze/widzety.html";

declare global {
  interface Window {
    __widgetEvents?: Array<{ type: string; detail: unknown }>;
  }
}

/** Opens the page with every widget mounted, recording the islands' `trybuna:*` events. */
async function open(page: Page): Promise<void> {
  await page.goto(PAGE);
  await page.evaluate(() => {
    window.__widgetEvents = [];
    const names = ["price-input:change", "text-area:change", "star-box:change", "star-box:click", "checkbox:change", "select-list:change", "combo-box:change", "tabs:activate", "tabs:deactivate", "data-grid:cell-change", "data-grid:grid-change", "data-grid:set-value"];
    for (const name of names) document.addEventListener(`trybuna:${name}`, (event) => window.__widgetEvents!.push({ type: name, detail: (event as CustomEvent).detail }));
  });
  await expect(page.getByRole("tablist", { name: "Sekcje formularza wydarzenia" })).toBeVisible();
  await expect(page.locator(".tb-data-grid")).toBeAttached();
}

const events = (page: Page, type: string): Promise<unknown[]> => page.evaluate((name) => window.__widgetEvents!.filter((event) => event.type === name).map((event) => event.detail), type);

/** What the server received, from the page's "Serwer otrzymał" list. */
async function received(page: Page): Promise<Array<[string, string]>> {
  await expect(page.getByRole("heading", { name: "Serwer otrzymał" })).toBeVisible();
  return page.locator("dl.received dt").evaluateAll((terms) => terms.map((term): [string, string] => [term.textContent ?? "", term.nextElementSibling?.querySelector("em") ? "" : (term.nextElementSibling?.textContent ?? "")]));
}

test.describe("form widgets", () => {
  test("price input: digits and one separator, thousands grouped while typing, reformatted on blur, paste cleaned", async ({ page, context }) => {
    await open(page);
    const price = page.getByLabel("Cena bazowa (zł)");
    await expect(price).toHaveValue("1 239,50");
    await price.click();
    await price.fill("");
    await page.keyboard.type("12345");
    await expect(price).toHaveValue("12 345");
    await page.keyboard.type("x");
    await expect(page.locator(".tb-price-input .tb-tooltip")).toHaveText("Dozwolone są tylko cyfry i jeden separator dziesiętny, nie na początku.");
    await expect(price).toHaveAccessibleDescription("Dozwolone są tylko cyfry i jeden separator dziesiętny, nie na początku.");
    await page.keyboard.type(".5,");
    await expect(price).toHaveValue("12 345,5");
    await page.keyboard.press("Home");
    await page.keyboard.type(",");
    await expect(price).toHaveValue("12 345,5");
    await page.keyboard.press("Tab");
    await expect(price).toHaveValue("12 345,50");
    expect(await events(page, "price-input:change")).toEqual([{ value: "12 345,50", number: 12345.5 }]);
    await expect(price).toHaveAccessibleDescription("");

    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.evaluate(() => navigator.clipboard.writeText("00 98 765 zł"));
    await price.focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.press("ControlOrMeta+V");
    await expect(price).toHaveValue("98 765");
    // The legacy rule keeps a paste's digits only (spec §5): a pasted "1 239,50" becomes 123 950, and the user is told.
    const pastedOnly = "Wklejono same cyfry, bez przecinka i innych znaków: sprawdź kwotę.";
    await page.evaluate(() => navigator.clipboard.writeText("1 239,50"));
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.press("ControlOrMeta+V");
    await expect(price).toHaveValue("123 950");
    await expect(page.locator(".tb-price-input .tb-tooltip")).toHaveText(pastedOnly);
    await expect(price).toHaveAccessibleDescription(pastedOnly);
    // A paste that loses only spaces says nothing.
    await page.evaluate(() => navigator.clipboard.writeText("4 500"));
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.press("ControlOrMeta+V");
    await expect(price).toHaveValue("4 500");
    await expect(price).toHaveAccessibleDescription("");
  });

  test("price input: the refusal tooltip hides after 8 s, its text stays for screen readers", async ({ page }) => {
    await page.clock.install();
    await open(page);
    const price = page.getByLabel("Cena bazowa (zł)");
    await price.click();
    // The page's clock stops here: the bubble's 8 s are counted by the test alone, however slow the machine is between
    // two steps (with time flowing, a busy CI host let 100 ms pass before the first runFor and the bubble went early).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.keyboard.type("a");
    const bubble = page.locator(".tb-price-input .tb-tooltip");
    await expect(bubble).toBeVisible();
    await page.clock.runFor(7_900);
    await expect(bubble).toBeVisible();
    await page.clock.runFor(300);
    await expect(bubble).toBeHidden();
    await expect(price).toHaveAccessibleDescription(/Dozwolone są tylko cyfry/);
  });

  test("text area: counter of characters left, cut at the limit, red at zero", async ({ page }) => {
    await open(page);
    const area = page.getByLabel("Opis wydarzenia");
    const counter = page.locator(".tb-text-area__counter");
    await expect(counter).toHaveText("Pozostało znaków: 91");
    await expect(area).toHaveAccessibleDescription("Pozostało znaków: 91");
    await area.fill("x".repeat(130));
    await expect(area).toHaveValue("x".repeat(120));
    await expect(counter).toHaveText("Pozostało znaków: 0");
    await expect(counter).toHaveClass(/is-exhausted/);
    await expect(page.getByRole("status").filter({ hasText: "Osiągnięto limit znaków." })).toBeAttached();
    await expect(page.locator(".tb-text-area .tb-tooltip")).toHaveText("Tekst skrócono do 120 znaków.");
    // What happened (the cut) before the counter (QA session 37, 13e).
    await expect(area).toHaveAccessibleDescription("Tekst skrócono do 120 znaków. Pozostało znaków: 0");
    await area.press("Backspace");
    await expect(counter).toHaveText("Pozostało znaków: 1");
    await expect(counter).not.toHaveClass(/is-exhausted/);
  });

  test("star box: a radio group by mouse (hover lights stars) and arrow keys", async ({ page }) => {
    await open(page);
    const group = page.getByRole("radiogroup", { name: "Ranga meczu" });
    await expect(group.getByRole("radio", { name: "3 z 5" })).toBeChecked();
    await group.locator(".tb-star-box__star").nth(4).hover();
    await expect(group.locator(".tb-star-box__star.is-lit")).toHaveCount(5);
    await group.locator(".tb-star-box__star").nth(4).click();
    await expect(group.getByRole("radio", { name: "5 z 5" })).toBeChecked();
    await page.mouse.move(0, 0);
    await expect(group.locator(".tb-star-box__star.is-lit")).toHaveCount(5);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(group.getByRole("radio", { name: "3 z 5" })).toBeChecked();
    await expect(group.getByRole("radio", { name: "3 z 5" })).toBeFocused();
    await expect(group.locator(".tb-star-box__star.is-lit")).toHaveCount(3);
    expect(await events(page, "star-box:change")).toEqual([{ value: 5 }, { value: 4 }, { value: 3 }]);
    // Legacy scripts: setting the same value clicks without a change.
    await page.evaluate(() => (window.Trybuna!.get(document.querySelector("[data-island=star-box]")!) as { setValue(n: number): boolean }).setValue(3));
    expect(await events(page, "star-box:click")).toHaveLength(1);
    expect(await events(page, "star-box:change")).toHaveLength(3);
  });

  test("checkbox: toggles 0 and 1 by mouse and Space; a read-only one ignores both", async ({ page }) => {
    await open(page);
    const onSale = page.getByRole("checkbox", { name: "Sprzedaż otwarta" });
    const onSaleValue = page.locator("input[type=hidden][name=on_sale]");
    await expect(onSaleValue).toHaveValue("1");
    await onSale.click();
    await expect(onSale).not.toBeChecked();
    await expect(onSaleValue).toHaveValue("0");
    await page.keyboard.press("Space");
    await expect(onSaleValue).toHaveValue("1");
    expect(await events(page, "checkbox:change")).toEqual([{ value: 0 }, { value: 1 }]);

    const archived = page.getByRole("checkbox", { name: /Wydarzenie archiwalne/ });
    await expect(archived).toHaveAttribute("aria-readonly", "true");
    // Each press on its own: two toggles would cancel out.
    for (const press of [() => archived.click(), () => page.keyboard.press("Space")]) {
      await press();
      await expect(archived).not.toBeChecked();
      await expect(page.locator("input[type=hidden][name=is_archived]")).toHaveValue("0");
    }
    expect(await events(page, "checkbox:change")).toEqual([{ value: 0 }, { value: 1 }]);
  });

  test("select list (first alternate): the first option excludes the others; by mouse and keyboard; disabled refused", async ({ page }) => {
    await open(page);
    await page.getByRole("tab", { name: "Sprzedaż" }).click();
    const list = page.getByRole("listbox", { name: "Sektory w sprzedaży" });
    await expect(list).toHaveAttribute("aria-multiselectable", "true");
    const option = (name: string) => list.getByRole("option", { name });
    await expect(option("Wszystkie sektory")).toHaveAttribute("aria-selected", "true");
    await option("Trybuna A").click();
    await option("Trybuna C").click();
    await expect(option("Wszystkie sektory")).toHaveAttribute("aria-selected", "false");
    await expect(option("Trybuna A")).toHaveAttribute("aria-selected", "true");
    await option("Loża VIP (wyłączona)").click({ force: true }); // Playwright would wait for an aria-disabled option to enable
    await expect(option("Loża VIP (wyłączona)")).toHaveAttribute("aria-selected", "false");
    await expect(page.locator("input[type=hidden][name='sectors[]']")).toHaveCount(2);

    await list.focus();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Space");
    await expect(option("Trybuna C")).toHaveAttribute("aria-selected", "true");
    await expect(option("Trybuna B")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await page.keyboard.press("Enter");
    await expect(option("Wszystkie sektory")).toHaveAttribute("aria-selected", "true");
    await expect(list.locator("[aria-selected=true]")).toHaveCount(1);
    await expect(page.locator("input[type=hidden][name='sectors[]']")).toHaveValue("all");
  });

  test("select list (first alternate): sectors Ctrl-chosen in the shop's list before the script ran, its 'all' still chosen, stay chosen; 'all' goes", async ({ page }) => {
    const release = await heldBack(page, TRYBUNA_SCRIPT);
    await page.goto(PAGE, { waitUntil: "commit" });
    await page.locator("select#sectors").selectOption(["all", "A", "C"]);
    release();
    // The list's island wakes when its tab's panel shows it.
    await page.getByRole("tab", { name: "Sprzedaż" }).click();
    const list = page.getByRole("listbox", { name: "Sektory w sprzedaży" });
    await expect(list).toHaveAttribute("aria-multiselectable", "true");
    await expect(list.locator("[aria-selected=true]")).toHaveText(["Trybuna A", "Trybuna C"]);
    await expect(page.locator("input[type=hidden][name='sectors[]']")).toHaveCount(2);
    await expect(page.locator("input[type=hidden][name='sectors[]']").first()).toHaveValue("A");
  });

  test("combo box: popup by click and keyboard, closes on a choice, Escape or a click outside; disabled refused", async ({ page }) => {
    await open(page);
    await page.getByRole("tab", { name: "Sprzedaż" }).click();
    const combo = page.getByRole("combobox", { name: "Brama wejściowa" });
    const popup = page.getByRole("listbox", { name: "Brama wejściowa" });
    const value = page.locator("input[type=hidden][name=gate]");
    await expect(combo).toHaveText("Brama 1 – Północ");
    await combo.click();
    await expect(combo).toHaveAttribute("aria-expanded", "true");
    // 8 options: the popup starts 100 px tall and scrolls, above the page (spec §9).
    expect(await popup.evaluate((list) => [list.getBoundingClientRect().height, getComputedStyle(list).zIndex])).toEqual([100, "65533"]);
    await popup.getByRole("option", { name: "Brama 3 – Wschód" }).click();
    await expect(popup).toBeHidden();
    await expect(combo).toHaveText("Brama 3 – Wschód");
    await expect(value).toHaveValue("3");
    await expect(combo).toBeFocused();

    await combo.click();
    await page.getByRole("heading", { name: "Edycja wydarzenia" }).click();
    await expect(popup).toBeHidden();

    await combo.focus();
    await page.keyboard.press("ArrowDown");
    await expect(popup).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(combo).toHaveAttribute("aria-activedescendant", (await popup.getByRole("option", { name: "Brama 4 – Wschód" }).getAttribute("id")) ?? "");
    await page.keyboard.press("Escape");
    await expect(popup).toBeHidden();
    await expect(value).toHaveValue("3");
    await page.keyboard.press("Enter");
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await expect(popup).toBeHidden();
    await expect(value).toHaveValue("7"); // End skips the disabled last gate
    const refused = await page.evaluate(() => (window.Trybuna!.get(document.querySelector("[data-island=combo-box]")!) as { setValue(value: string): boolean }).setValue("8"));
    expect(refused).toBe(false);
    await expect(value).toHaveValue("7");
    expect(await events(page, "combo-box:change")).toEqual([{ value: "3" }, { value: "7" }]);
  });

  test("keyboard alone: type-ahead and Page Up/Down in the combo box and the select list (APG), disabled options skipped", async ({ page }) => {
    await page.clock.install();
    await open(page);
    await page.getByRole("tab", { name: "Sprzedaż" }).click();
    const combo = page.getByRole("combobox", { name: "Brama wejściowa" });
    const popup = page.getByRole("listbox", { name: "Brama wejściowa" });
    const active = async (name: string) => expect(combo).toHaveAttribute("aria-activedescendant", (await popup.getByRole("option", { name }).getAttribute("id")) ?? "");
    // Tab from the list to the combo box; typing "b" opens its list on the next gate after the chosen one.
    await page.getByRole("listbox", { name: "Sektory w sprzedaży" }).focus();
    await page.keyboard.press("Tab");
    await expect(combo).toBeFocused();
    await page.keyboard.press("b");
    await expect(popup).toBeVisible();
    await active("Brama 2 – Północ");
    // The same letter again cycles; a typed string, its Space included, goes to its match.
    await page.keyboard.press("b");
    await active("Brama 3 – Wschód");
    await page.clock.runFor(600); // a pause: the next letters start a new search
    await page.keyboard.type("brama 6");
    await active("Brama 6 – Południe");
    await page.keyboard.press("PageDown");
    await active("Brama 7 – Zachód"); // the last, "Brama 8 – VIP", is disabled
    await page.keyboard.press("PageUp");
    await active("Brama 1 – Północ");
    await page.clock.runFor(600);
    await page.keyboard.type("brama 8");
    await active("Brama 2 – Północ"); // "b" moved on; then nothing enabled matches "brama 8": it stays
    await page.clock.runFor(600);
    await page.keyboard.type("brama 5");
    await page.keyboard.press("Enter");
    await expect(popup).toBeHidden();
    await expect(combo).toHaveText("Brama 5 – Południe");
    await expect(page.locator("input[type=hidden][name=gate]")).toHaveValue("5");

    // The select list: a letter moves the active option (cycling when repeated); the disabled "Loża VIP" is never reached.
    const list = page.getByRole("listbox", { name: "Sektory w sprzedaży" });
    await list.focus();
    const activeName = async () => list.evaluate((element) => document.getElementById(element.getAttribute("aria-activedescendant") ?? "")?.textContent);
    await page.keyboard.press("t");
    await expect.poll(activeName).toBe("Trybuna A");
    await page.keyboard.press("t");
    await expect.poll(activeName).toBe("Trybuna B");
    await page.clock.runFor(600);
    await page.keyboard.press("l");
    await expect.poll(activeName).toBe("Trybuna B");
    await page.keyboard.press("PageUp");
    await expect.poll(activeName).toBe("Wszystkie sektory");
    await page.keyboard.press("PageDown");
    await expect.poll(activeName).toBe("Trybuna D");
    await page.keyboard.press("Space");
    await expect(list.getByRole("option", { name: "Trybuna D" })).toHaveAttribute("aria-selected", "true");
  });

  test("combo box at the window's bottom edge: the list opens below it and the page brings it into view", async ({ page }) => {
    await open(page);
    await page.getByRole("tab", { name: "Sprzedaż" }).click();
    const combo = page.getByRole("combobox", { name: "Brama wejściowa" });
    await combo.evaluate((element) => element.scrollIntoView({ block: "end" }));
    await combo.click();
    const popup = page.getByRole("listbox", { name: "Brama wejściowa" });
    await expect(popup).toBeInViewport({ ratio: 1 });
    await expect(combo).toBeInViewport({ ratio: 1 });
    const [list, box] = [(await popup.boundingBox())!, (await combo.boundingBox())!];
    expect(list.y).toBeGreaterThanOrEqual(box.y + box.height);
  });

  test("tabs: one section at a time by mouse and arrows; events only on a real change; a hidden tab", async ({ page }) => {
    await open(page);
    const tab = (name: string) => page.getByRole("tab", { name });
    const panel = (id: string) => page.locator(`#${id}`);
    await expect(tab("Podstawowe")).toHaveAttribute("aria-selected", "true");
    await expect(panel("sekcja-sprzedaz")).toBeHidden();
    await expect(tab("Archiwum")).toHaveCount(0);
    await expect(panel("sekcja-archiwum")).toBeHidden();
    await tab("Podstawowe").click();
    expect(await events(page, "tabs:activate")).toEqual([]);
    await tab("Sprzedaż").click();
    await expect(panel("sekcja-sprzedaz")).toBeVisible();
    await expect(panel("sekcja-podstawowe")).toBeHidden();
    await expect(page.getByRole("tabpanel", { name: "Sprzedaż" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(tab("Warianty cen")).toBeFocused();
    await expect(panel("sekcja-ceny")).toBeVisible();
    await page.keyboard.press("Home");
    await expect(panel("sekcja-podstawowe")).toBeVisible();
    expect(await events(page, "tabs:activate")).toEqual([{ name: "sprzedaz" }, { name: "ceny" }, { name: "podstawowe" }]);
    expect(await events(page, "tabs:deactivate")).toEqual([{ name: "podstawowe" }, { name: "sprzedaz" }, { name: "ceny" }]);

    await page.evaluate(() => (window.Trybuna!.get(document.querySelector("[data-island=tabs]")!) as { show(name: string): void }).show("archiwum"));
    await tab("Archiwum").click();
    await expect(panel("sekcja-archiwum")).toBeVisible();
    await page.evaluate(() => (window.Trybuna!.get(document.querySelector("[data-island=tabs]")!) as { hide(name: string): void }).hide("archiwum"));
    await expect(tab("Archiwum")).toHaveCount(0);
    await expect(panel("sekcja-archiwum")).toBeHidden();
    await expect(tab("Podstawowe")).toHaveAttribute("aria-selected", "true");
  });

  test("data grid by mouse: a cell becomes an edit box, Escape restores, a click outside saves, rows added and deleted", async ({ page }) => {
    await open(page);
    await page.getByRole("tab", { name: "Warianty cen" }).click();
    const grid = page.getByRole("table", { name: "Warianty cen biletu" });
    const json = page.locator("input[type=hidden][name=price_variants]");
    await grid.getByRole("button", { name: "Wariant, wiersz 1: Normalny" }).click();
    const editor = grid.getByRole("textbox", { name: "Wariant, wiersz 1" });
    await expect(editor).toBeFocused();
    await editor.fill("Zmieniony");
    await page.keyboard.press("Escape");
    await expect(grid.getByRole("button", { name: "Wariant, wiersz 1: Normalny" })).toBeFocused();
    expect(await events(page, "data-grid:grid-change")).toEqual([]);

    await grid.getByRole("button", { name: "Cena (zł), wiersz 2: 40,00" }).click();
    await grid.getByRole("textbox", { name: "Cena (zł), wiersz 2" }).fill("45,00");
    await page.getByRole("heading", { name: "Warianty cen", exact: true }).click();
    await expect(grid.getByRole("button", { name: "Cena (zł), wiersz 2: 45,00" })).toBeVisible();
    expect(await events(page, "data-grid:cell-change")).toEqual([{ id: "13", column: "price", value: "45,00", previous: "40,00" }]);
    expect(await events(page, "data-grid:grid-change")).toEqual([{ modified: true }]);

    // The empty row at the bottom: a value in it adds the next empty row (and its own delete icon).
    await expect(grid.getByRole("button", { name: /^Usuń wiersz/ })).toHaveCount(3);
    await grid.getByRole("button", { name: "Wariant, wiersz 4: puste" }).click();
    await grid.getByRole("textbox", { name: "Wariant, wiersz 4" }).fill("Rodzinny");
    await page.getByRole("heading", { name: "Warianty cen", exact: true }).click();
    await expect(grid.getByRole("button", { name: "Wariant, wiersz 5: puste" })).toBeVisible();
    await expect(grid.getByRole("button", { name: /^Usuń wiersz/ })).toHaveCount(4);

    await grid.getByRole("button", { name: "Usuń wiersz 1" }).click();
    await expect(grid.getByRole("button", { name: "Wariant, wiersz 1: Ulgowy" })).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: "Usunięto wiersz 1." })).toBeAttached();
    await page.getByRole("button", { name: "Dodaj wiersz" }).click();
    await expect(grid.getByRole("button", { name: "Wariant, wiersz 5: puste" })).toBeFocused();
    expect(JSON.parse(await json.inputValue())).toEqual([
      { id_record: "13", data: { name: "Ulgowy", code: "U", price: "45,00" } },
      { id_record: "14", data: { name: "Dziecięcy", code: "D", price: "20,00" } },
      { id_record: null, data: { name: "Rodzinny", code: "", price: "" } },
    ]);
    expect(await events(page, "data-grid:grid-change")).toHaveLength(1);
  });

  test("data grid by keyboard: Enter and Tab go to the next editable cell, Shift+Tab back, across rows", async ({ page }) => {
    await open(page);
    await page.getByRole("tab", { name: "Warianty cen" }).click();
    const grid = page.getByRole("table", { name: "Warianty cen biletu" });
    await grid.getByRole("button", { name: "Wariant, wiersz 1: Normalny" }).focus();
    await page.keyboard.press("Enter");
    await expect(grid.getByRole("textbox", { name: "Wariant, wiersz 1" })).toBeFocused();
    await page.keyboard.type("Senior");
    await page.keyboard.press("Enter");
    // The code column is not editable: next comes the price.
    await expect(grid.getByRole("textbox", { name: "Cena (zł), wiersz 1" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(grid.getByRole("textbox", { name: "Wariant, wiersz 2" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(grid.getByRole("textbox", { name: "Cena (zł), wiersz 1" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(grid.getByRole("textbox", { name: "Wariant, wiersz 1" })).toHaveValue("Senior");
    await page.keyboard.press("Escape");
    await expect(grid.getByRole("button", { name: "Wariant, wiersz 1: Senior" })).toBeFocused();
    expect(await events(page, "data-grid:cell-change")).toEqual([{ id: "12", column: "name", value: "Senior", previous: "Normalny" }]);
  });

  test("data grid value set by a legacy script replaces the rows; a bad value is refused", async ({ page }) => {
    await open(page);
    await page.getByRole("tab", { name: "Warianty cen" }).click();
    const grid = page.getByRole("table", { name: "Warianty cen biletu" });
    const setValue = (json: string) => page.evaluate((value) => (window.Trybuna!.get(document.querySelector("[data-island=data-grid]")!) as { setValue(json: string): boolean }).setValue(value), json);
    expect(await setValue("[{\"id_record\": 7}]")).toBe(false);
    expect(await setValue("nie json")).toBe(false);
    await expect(grid.getByRole("row")).toHaveCount(5);
    const rows = [{ id_record: "20", data: { name: "VIP", code: "V", price: "300,00" } }, { id_record: null, data: { name: "Grupowy", code: "", price: "60,00" } }];
    expect(await setValue(JSON.stringify(rows))).toBe(true);
    await expect(grid.getByRole("row")).toHaveCount(4); // header, two rows, the empty one
    await expect(grid.getByRole("button", { name: "Wariant, wiersz 2: Grupowy" })).toBeVisible();
    expect(JSON.parse(await page.locator("input[type=hidden][name=price_variants]").inputValue())).toEqual(rows);
    expect(await events(page, "data-grid:set-value")).toEqual([{ rows: 2 }]);
  });

  test("the form posts every widget's value", async ({ page }) => {
    await open(page);
    await page.getByLabel("Cena bazowa (zł)").fill("4");
    await page.getByLabel("Opis wydarzenia").fill("Derby Trójmiasta");
    await page.getByRole("radio", { name: "4 z 5" }).check();
    await page.getByRole("checkbox", { name: "Sprzedaż otwarta" }).uncheck();
    await page.getByRole("tab", { name: "Sprzedaż" }).click();
    await page.getByRole("option", { name: "Trybuna B" }).click();
    await page.getByRole("option", { name: "Trybuna D" }).click();
    await page.getByRole("combobox", { name: "Brama wejściowa" }).click();
    await page.getByRole("option", { name: "Brama 5 – Południe" }).click();
    await page.getByRole("tab", { name: "Warianty cen" }).click();
    await page.getByRole("button", { name: "Cena (zł), wiersz 3: 20,00" }).click();
    await page.keyboard.type("25,00");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Zapisz wydarzenie" }).click();
    const values = await received(page);
    expect(values).toEqual([
      ["base_price", "4,00"],
      ["description", "Derby Trójmiasta"],
      ["rank", "4"],
      ["on_sale", "0"],
      ["is_archived", "0"],
      ["sectors[]", "B"],
      ["sectors[]", "D"],
      ["gate", "5"],
      [
        "price_variants",
        JSON.stringify([
          { id_record: "12", data: { name: "Normalny", code: "N", price: "80,00" } },
          { id_record: "13", data: { name: "Ulgowy", code: "U", price: "40,00" } },
          { id_record: "14", data: { name: "Dziecięcy", code: "D", price: "25,00" } },
        ]),
      ],
    ]);
  });

  test("the page passes axe with each section shown and the combo box open", async ({ page }) => {
    await open(page);
    await expectAccessible(page);
    await page.getByRole("tab", { name: "Sprzedaż" }).click();
    await page.getByRole("combobox", { name: "Brama wejściowa" }).click();
    await expectAccessible(page, "main");
    await page.getByRole("tab", { name: "Warianty cen" }).click();
    await page.getByRole("button", { name: "Wariant, wiersz 1: Normalny" }).click();
    await expectAccessible(page, "main");
  });

  test("without the script the plain form posts the legacy fields", async ({ page }) => {
    await page.goto(`${PAGE}?js=0`);
    await expect(page.locator("#sekcja-sprzedaz")).toBeVisible();
    await page.getByLabel("Cena bazowa (zł)").fill("99.9");
    await page.getByLabel("Sprzedaż otwarta").uncheck();
    await page.getByLabel("Brama wejściowa").selectOption("2");
    await page.getByLabel("Wariant, wiersz 2").fill("Studencki");
    await page.getByRole("button", { name: "Zapisz wydarzenie" }).click();
    const values = await received(page);
    expect(values).toEqual(
      expect.arrayContaining([
        ["base_price", "99.9"],
        ["on_sale", "0"],
        ["rank", "3"],
        ["sectors[]", "all"],
        ["gate", "2"],
        ["variant_rows[13][name]", "Studencki"],
        ["variant_rows[12][price]", "80,00"],
      ]),
    );
    expect(values.filter(([name]) => name === "price_variants")).toEqual([]);
  });
});
