/**
 * The form-widget kit islands on legacy markup other pages print (QA session 40, findings 12 and 13): labels around
 * a control without an id or outside the host, `<select>`s without options or with `<optgroup>`s, a lone checkbox
 * with its own value, a disabled box with its hidden pair. Each variant of the recorded widgets page mounts, is
 * named (axe), its outside label focuses or toggles the control, and the form posts what it posted without the script.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, servedVariant, shot, test } from "./fixtures.ts";

const PAGE = "/formularze/widzety.html";
const BACKOFFICE = "/zaplecze/wydarzenie.html";

/** Replaces `from` (which must be in the page) with `to`. */
const swap = (from: string, to: string) => (html: string) => {
  expect(html, "the recorded markup to vary").toContain(from);
  return html.replace(from, to);
};

const ON_SALE = `<input type="checkbox" id="on_sale" name="on_sale" value="1" checked> <label for="on_sale">Sprzedaż otwarta</label>`;
const SECTORS_HOST = `<div data-island="select-list" data-props='{"mode":"first-alternate"}'>
      <label for="sectors">Sektory w sprzedaży</label>`;
const GATE_LABEL = `<label for="gate">Brama wejściowa</label>
      <select id="gate" name="gate">`;
const GATE_HOST = `<div data-island="combo-box">
      <label for="gate">Brama wejściowa</label>`;
/** Markup added after the combo box's host, in the same section of the form. */
const AFTER_GATE = `<section id="sekcja-ceny"`;

const GROUPED_OPTIONS = `<optgroup label="Zachód"><option value="A">Trybuna A</option><option value="B" selected>Trybuna B</option></optgroup><optgroup label="Wschód"><option value="C">Trybuna C</option><option value="D">Trybuna D</option></optgroup>`;

/** The page's layouts, each one edit of the recorded page. */
const VARIANTS = {
  "checkbox, a label around a box without an id": swap(ON_SALE, `<label><input type="checkbox" name="on_sale" value="1" checked> Sprzedaż otwarta</label>`),
  "checkbox, its <label for> in a <p> before the host": swap(
    `<div data-island="checkbox">
      <input type="hidden" name="on_sale" value="0">
      ${ON_SALE}`,
    `<p><label for="on_sale">Sprzedaż otwarta</label></p><div data-island="checkbox">
      <input type="hidden" name="on_sale" value="0">
      <input type="checkbox" id="on_sale" name="on_sale" value="1" checked>`,
  ),
  "select list, its <label for> in the table cell before the host": (html: string) =>
    swap(`</select>\n    </div>\n    <div data-island="combo-box">`, `</select>\n    </div></td></tr></table>\n    <div data-island="combo-box">`)(
      swap(SECTORS_HOST, `<table><tr><td><label for="sectors">Sektory w sprzedaży</label></td><td><div data-island="select-list" data-props='{"mode":"first-alternate"}'>`)(html),
    ),
  "combo box, a label around a select without an id": swap(GATE_LABEL, `<label>Brama wejściowa <select name="gate">`),
  "combo box, its <label for> in a <p> before the host": swap(GATE_HOST, `<p><label for="gate">Brama wejściowa</label></p><div data-island="combo-box">`),
} satisfies Record<string, (html: string) => string>;

/** The fields the form posts, as the PHP server reads them: a repeated name keeps its last value, unless it ends in []. */
async function capturedPost(page: Page): Promise<Record<string, string | string[]>> {
  const [request] = await Promise.all([page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === PAGE), page.getByRole("button", { name: "Zapisz wydarzenie" }).click()]);
  const read: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(request.postData() ?? "")) {
    if (name.endsWith("[]")) read[name] = [...((read[name] as string[] | undefined) ?? []), value];
    else read[name] = value;
  }
  return read;
}

/** Only `names` of a post. */
const only = (post: Record<string, string | string[]>, names: readonly string[]) => Object.fromEntries(Object.entries(post).filter(([name]) => names.includes(name)));

/** What the form posts without the script (its request blocked) and with it, each after `act` on the page. */
async function postsWithAndWithout(page: Page, names: readonly string[], act: (page: Page, script: boolean) => Promise<void> = async () => {}) {
  const script = (url: URL) => url.pathname === "/static/trybuna.js";
  await page.route(script, (route) => route.abort());
  await page.goto(PAGE);
  await act(page, false);
  const without = only(await capturedPost(page), names);
  await page.unroute(script);
  await page.goto(PAGE);
  await expect(page.locator(".tb-data-grid")).toBeAttached();
  await act(page, true);
  const withScript = only(await capturedPost(page), names);
  return { without, withScript };
}

test.describe("kit islands on other label layouts (QA s40 #12)", () => {
  for (const [layout, edit] of Object.entries(VARIANTS)) {
    test(`${layout}: the island mounts, named by the page's label; axe passes; the form posts what it posted without the script`, async ({ page }) => {
      await servedVariant(page, PAGE, edit);
      const names = ["on_sale", "sectors[]", "gate"];
      const { without, withScript } = await postsWithAndWithout(page, names);
      expect(withScript).toEqual(without);
      // The islands are back (the page after the post lists what was received): open the variant again.
      await page.goto(PAGE);
      await expect(page.locator(".tb-data-grid")).toBeAttached();
      // Every host mounted: no legacy control is left in one.
      await expect(page.locator("[data-island=checkbox] input[type=checkbox]:not(.tb-checkbox input)")).toHaveCount(0);
      await expect(page.locator("[data-island] select")).toHaveCount(0);
      await expect(page.getByRole("checkbox", { name: "Sprzedaż otwarta", exact: true })).toBeChecked();
      await expect(page.getByText("Sprzedaż otwarta", { exact: true })).toHaveCount(1);
      await expect(page.getByText("Sektory w sprzedaży", { exact: true })).toHaveCount(1);
      await expect(page.getByText("Brama wejściowa", { exact: true })).toHaveCount(1);
      await page.getByRole("tab", { name: "Sprzedaż" }).click();
      await expect(page.getByRole("listbox", { name: "Sektory w sprzedaży" })).toBeVisible();
      await expect(page.getByRole("combobox", { name: "Brama wejściowa" })).toHaveText("Brama 1 – Północ");
      await expectAccessible(page);
    });
  }

  test("a click on a label outside the host toggles the checkbox, focuses the select list and the combo box", async ({ page }) => {
    await servedVariant(page, PAGE, (html) => VARIANTS["combo box, its <label for> in a <p> before the host"](VARIANTS["select list, its <label for> in the table cell before the host"](VARIANTS["checkbox, its <label for> in a <p> before the host"](html))));
    await page.goto(PAGE);
    await expect(page.locator(".tb-data-grid")).toBeAttached();
    const box = page.getByRole("checkbox", { name: "Sprzedaż otwarta" });
    await page.locator("p > label", { hasText: "Sprzedaż otwarta" }).click();
    await expect(box).not.toBeChecked();
    await expect(box).toBeFocused();
    await page.getByRole("tab", { name: "Sprzedaż" }).click();
    await page.locator("td > label", { hasText: "Sektory w sprzedaży" }).click();
    await expect(page.getByRole("listbox", { name: "Sektory w sprzedaży" })).toBeFocused();
    await page.locator("p > label", { hasText: "Brama wejściowa" }).click();
    const gate = page.getByRole("combobox", { name: "Brama wejściowa" });
    await expect(gate).toBeFocused();
    await expect(gate).toHaveAttribute("aria-expanded", "false");
    // The keys work from there, as after a Tab.
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(gate).toHaveText("Brama 2 – Północ");
  });

  test("file upload: a label around an input without an id, and a <label for> before the host, name the uploader; the outside one opens the chooser", async ({ page }) => {
    const INPUT = `<div data-island="file-upload"><label for="bo_files">Załączniki (plakat, umowa)</label>
        <input type="file" id="bo_files"`;
    await servedVariant(page, BACKOFFICE, swap(INPUT, `<div data-island="file-upload"><label>Załączniki (plakat, umowa)
        <input type="file"`));
    await page.goto(BACKOFFICE);
    const input = page.getByLabel("Załączniki (plakat, umowa)");
    await expect(page.locator("#bo_event .tb-file-upload")).toBeVisible();
    await expect(input).toHaveAttribute("type", "file");
    await expect(input).toHaveAttribute("id", /^tb-file-upload-/);
    await expectAccessible(page, "[data-island=file-upload]");

    await page.unrouteAll();
    await servedVariant(page, BACKOFFICE, swap(INPUT, `<p><label for="bo_files">Załączniki (plakat, umowa)</label></p><div data-island="file-upload">
        <input type="file" id="bo_files"`));
    await page.goto(BACKOFFICE);
    await expect(page.locator("#bo_event .tb-file-upload")).toBeVisible();
    await expect(page.getByText("Załączniki (plakat, umowa)", { exact: true })).toHaveCount(1);
    await expect(page.locator("#bo_files")).toHaveAccessibleName(/^Załączniki \(plakat, umowa\)/);
    const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.getByText("Załączniki (plakat, umowa)", { exact: true }).click()]);
    expect(chooser.isMultiple()).toBe(true);
    await expectAccessible(page, "#bo_event");
  });
});

test.describe("selects without options and with groups (QA s40 #12, #13)", () => {
  const EXTRA = `<div data-island="select-list"><label for="zones">Strefy kibiców</label><select id="zones" name="zones[]" multiple></select></div>
    <div data-island="combo-box"><label for="parking">Parking</label><select id="parking" name="parking"></select></div>
    <div data-island="select-list"><label for="stands">Trybuny (grupy)</label><select id="stands" name="stands">${GROUPED_OPTIONS}</select></div>
    <div data-island="combo-box"><label for="stands_combo">Trybuna (grupy)</label><select id="stands_combo" name="stands_combo"><option value="">— wybierz —</option>${GROUPED_OPTIONS}</select></div>
  </section>
  ${AFTER_GATE}`;
  const extra = swap(`</section>\n\n  ${AFTER_GATE}`, EXTRA);

  test("an empty select becomes a list or box saying there is nothing to choose, reachable, posting nothing as before; axe passes", async ({ page }) => {
    await servedVariant(page, PAGE, extra);
    const { without, withScript } = await postsWithAndWithout(page, ["zones[]", "parking"]);
    expect(without).toEqual({});
    expect(withScript).toEqual(without);
    await page.goto(PAGE);
    await page.getByRole("tab", { name: "Sprzedaż" }).click();
    const zones = page.getByRole("listbox", { name: "Strefy kibiców" });
    await expect(zones).toHaveAttribute("aria-disabled", "true");
    await expect(zones).toHaveAccessibleDescription("Brak pozycji do wyboru");
    const parking = page.getByRole("combobox", { name: "Parking" });
    await expect(parking).toHaveAttribute("aria-disabled", "true");
    await expect(parking).toHaveText("Brak pozycji do wyboru");
    // Reachable, as the empty select was; nothing opens.
    await parking.focus();
    await page.keyboard.press("ArrowDown");
    await expect(parking).toHaveAttribute("aria-expanded", "false");
    await parking.click({ force: true });
    await expect(parking).toHaveAttribute("aria-expanded", "false");
    await expectAccessible(page);
  });

  test("English: the empty select says so in English", async ({ page }) => {
    await servedVariant(page, PAGE, extra);
    // The language is remembered in a cookie: the variant is served for the page without a query.
    await page.goto("/?lang=en");
    await page.goto(PAGE);
    await page.getByRole("tab", { name: "Sales" }).click();
    await expect(page.locator("[data-island=combo-box]").filter({ hasText: "Parking" }).getByRole("combobox")).toHaveText("Nothing to choose from");
    await expect(page.locator("[data-island=select-list]").filter({ hasText: "Strefy kibiców" }).getByRole("listbox")).toHaveAccessibleDescription("Nothing to choose from");
  });

  test("<optgroup>s are listed as named groups (APG); the keys cross them; the post is the no-script post", async ({ page }) => {
    await servedVariant(page, PAGE, extra);
    const choose = async (page: Page, script: boolean) => {
      if (!script) {
        await page.locator("#stands").selectOption("C");
        await page.locator("#stands_combo").selectOption("D");
        return;
      }
      await page.getByRole("tab", { name: "Sprzedaż" }).click();
      const stands = page.getByRole("listbox", { name: "Trybuny (grupy)" });
      await expect(stands.getByRole("group", { name: "Zachód" }).getByRole("option")).toHaveText(["Trybuna A", "Trybuna B"]);
      await expect(stands.getByRole("group", { name: "Wschód" }).getByRole("option")).toHaveText(["Trybuna C", "Trybuna D"]);
      await expect(stands.getByRole("option", { name: "Trybuna B" })).toHaveAttribute("aria-selected", "true");
      await stands.focus();
      await page.keyboard.press("ArrowDown");
      await expect(stands.getByRole("group", { name: "Wschód" }).getByRole("option", { name: "Trybuna C" })).toHaveAttribute("aria-selected", "true");
      const combo = page.getByRole("combobox", { name: "Trybuna (grupy)" });
      await combo.click();
      const popup = page.getByRole("listbox", { name: "Trybuna (grupy)" });
      await expect(popup.getByRole("group", { name: "Wschód" }).getByRole("option")).toHaveText(["Trybuna C", "Trybuna D"]);
      await expectAccessible(page);
      await popup.getByRole("option", { name: "Trybuna D" }).click();
      await expect(combo).toHaveText("Trybuna D");
    };
    const { without, withScript } = await postsWithAndWithout(page, ["stands", "stands_combo"], choose);
    expect(without).toEqual({ stands: "C", stands_combo: "D" });
    expect(withScript).toEqual(without);
  });
});

test.describe("checkbox values (QA s40 #13)", () => {
  const LONE = `<div data-island="checkbox"><input type="checkbox" id="newsletter" name="newsletter" value="tak"> <label for="newsletter">Wyślij zapowiedź w newsletterze</label></div>`;
  const variant = (html: string) =>
    swap(`</section>\n\n  <section id="sekcja-sprzedaz"`, `${LONE}\n  </section>\n\n  <section id="sekcja-sprzedaz"`)(
      swap(`<input type="checkbox" id="is_archived" name="is_archived" value="1" data-readonly>`, `<input type="checkbox" id="is_archived" name="is_archived" value="1" disabled checked>`)(html),
    );

  test("a lone box posts its own value ticked and nothing unticked; a disabled box posts its hidden pair's 0, as without the script", async ({ page }) => {
    await servedVariant(page, PAGE, variant);
    const names = ["newsletter", "is_archived"];
    const unticked = await postsWithAndWithout(page, names);
    expect(unticked.without).toEqual({ is_archived: "0" });
    expect(unticked.withScript).toEqual(unticked.without);
    const ticked = await postsWithAndWithout(page, names, async (page) => {
      await page.getByRole("checkbox", { name: "Wyślij zapowiedź w newsletterze" }).check();
    });
    expect(ticked.without).toEqual({ is_archived: "0", newsletter: "tak" });
    expect(ticked.withScript).toEqual(ticked.without);
    await page.goto(PAGE);
    await expect(page.getByRole("checkbox", { name: "Wydarzenie archiwalne (tylko do odczytu)" })).toBeDisabled();
    await expectAccessible(page, "#sekcja-podstawowe");
  });
});

test.describe("price input, text area and password field on other label layouts", () => {
  test("a label around a control without an id, or a <label for> before the host, names the island's control; one label shows; the text area posts what it did", async ({ page }) => {
    const edit = (html: string) =>
      swap(
        `<div data-island="text-area" data-props='{"maxLength":120}'>
      <label for="description">Opis wydarzenia</label>`,
        `<p><label for="description">Opis wydarzenia</label></p><div data-island="text-area" data-props='{"maxLength":120}'>`,
      )(
        swap(
          `<label for="base_price">Cena bazowa (zł)</label>
      <input type="text" id="base_price" name="base_price" value="1239.5">`,
          `<label>Cena bazowa (zł) <input type="text" name="base_price" value="1239.5"></label>`,
        )(html),
      );
    await servedVariant(page, PAGE, edit);
    const { without, withScript } = await postsWithAndWithout(page, ["description"]);
    expect(withScript).toEqual(without);
    await page.goto(PAGE);
    await expect(page.locator(".tb-data-grid")).toBeAttached();
    const price = page.getByRole("textbox", { name: "Cena bazowa (zł)" });
    await expect(page.locator("[data-island=price-input] .tb-price-input")).toBeVisible();
    await expect(price).toHaveAttribute("id", /^tb-price-input-/);
    await expect(page.getByText("Cena bazowa (zł)", { exact: true })).toHaveCount(1);
    await expect(page.locator("[data-island=text-area] .tb-text-area")).toBeVisible();
    await expect(page.getByText("Opis wydarzenia", { exact: true })).toHaveCount(1);
    // The page's own label, outside the host, still takes the user to the field.
    await page.locator("p > label", { hasText: "Opis wydarzenia" }).click();
    await expect(page.getByRole("textbox", { name: "Opis wydarzenia" })).toBeFocused();
    await expectAccessible(page);

    await page.unrouteAll();
    await servedVariant(page, "/formularze/galeria.html", swap(`<label for="g-password">Hasło konta</label>
    <input type="password" id="g-password" name="password" autocomplete="new-password">`, `<label>Hasło konta <input type="password" name="password" autocomplete="new-password"></label>`));
    await page.goto("/formularze/galeria.html");
    const password = page.locator("#gallery-helpers ~ [data-island=password-field] input[type=password], [aria-labelledby=gallery-helpers] [data-island=password-field] input[type=password]");
    await expect(password).toHaveAttribute("id", /^tb-password-field-/);
    await expect(page.getByLabel("Hasło konta", { exact: true })).toHaveCount(1);
    await expectAccessible(page, "[aria-labelledby=gallery-helpers]");
  });
});

/**
 * The widgets page's price grid with cells as a shop's table prints them (QA session 42): the record id in a hidden
 * input before the name's, a VAT select, an "active" box with its hidden "0" pair (ticked in rows 12 and 13), and a
 * tax column hidden by the page's style, its cells holding hidden inputs.
 */
const GRID_PRICE_HEADER = `<th scope="col" data-name="price" data-editable data-align="right">Cena (zł)</th>`;
const shopGridCells = (html: string): string =>
  swap(GRID_PRICE_HEADER, `${GRID_PRICE_HEADER}<th scope="col" data-name="vat" data-editable>VAT</th><th scope="col" data-name="active" data-editable>Aktywny</th><th scope="col" data-name="id_tax" style="display:none">Podatek</th>`)(html).replace(
    /<tr data-id="(\d+)">([\s\S]*?)<\/tr>/g,
    (_, id: string, cells: string) =>
      `<tr data-id="${id}">${cells.replace("<td><input name=", `<td><input type="hidden" name="variant_rows[${id}][id]" value="${id}"><input name=`)}` +
      `<td><select name="variant_rows[${id}][vat]" aria-label="VAT ${id}"><option value="23"${id === "13" ? "" : " selected"}>23%</option><option value="8"${id === "13" ? " selected" : ""}>8%</option></select></td>` +
      `<td><input type="hidden" name="variant_rows[${id}][active]" value="0"><input type="checkbox" name="variant_rows[${id}][active]" value="1"${id === "14" ? "" : " checked"} aria-label="Aktywny ${id}"></td>` +
      `<td style="display:none"><input type="hidden" name="variant_rows[${id}][id_tax]" value="${id === "13" ? "5" : "7"}"></td></tr>`,
  );
const GRID_IDS = ["12", "13", "14"];
const GRID_POSTED = ["name", "price", "vat", "active", "id_tax"];

test.describe("data grid cells holding the shop's controls (QA s42)", () => {
  test("a hidden input beside a cell's control, a box with its hidden pair, a column hidden by style: the grid shows and posts what the table posts without the script", async ({ page }) => {
    await servedVariant(page, PAGE, shopGridCells);
    const names = ["price_variants", ...GRID_IDS.flatMap((id) => GRID_POSTED.map((column) => `variant_rows[${id}][${column}]`))];
    const { without, withScript } = await postsWithAndWithout(page, names);
    // Without the script (PHP keeps a repeated name's last value: a ticked box's 1 after its pair's 0).
    expect(without).toMatchObject({ "variant_rows[12][name]": "Normalny", "variant_rows[12][active]": "1", "variant_rows[14][active]": "0", "variant_rows[13][vat]": "8" });
    // With it, the grid's JSON only (docs/kit.md), each value what the no-script post had under the cell's name.
    expect(Object.keys(withScript)).toEqual(["price_variants"]);
    const rows = JSON.parse(withScript.price_variants as string) as Array<{ id_record: string; data: Record<string, string> }>;
    expect(rows.map((row) => row.id_record)).toEqual(GRID_IDS);
    for (const row of rows) for (const column of GRID_POSTED) expect(row.data[column], `${row.id_record} ${column}`).toBe(without[`variant_rows[${row.id_record}][${column}]`]);

    await page.goto(PAGE);
    await page.getByRole("tab", { name: "Warianty cen" }).click();
    const grid = page.getByRole("table", { name: "Warianty cen biletu" });
    // The column the page hides stays hidden; the name is the name, not the record id beside it.
    await expect(grid.getByRole("columnheader")).toHaveText(["Wariant", "Kod", "Cena (zł)", "VAT", "Aktywny", "Usuń"]);
    await expect(grid.getByRole("button", { name: "Wariant, wiersz 1: Normalny" })).toBeVisible();
    await expectAccessible(page, ".tb-data-grid");
  });
});

test.describe("data grid select and box cells (QA s42)", () => {
  test("a select cell shows its choice's text and edits with the list, a box cell is a box: keyboard only, posted as the no-script controls post; axe passes", async ({ page }) => {
    await servedVariant(page, PAGE, shopGridCells);
    await page.goto(PAGE);
    await page.getByRole("tab", { name: "Warianty cen" }).click();
    const grid = page.getByRole("table", { name: "Warianty cen biletu" });
    const json = async () => (JSON.parse(await page.locator("input[type=hidden][name=price_variants]").inputValue()) as Array<{ id_record: string; data: Record<string, string> }>).map((row) => [row.id_record, row.data.vat, row.data.active]);
    // Shown as the no-script table showed them: the option's text, the boxes ticked as printed.
    await expect(grid.getByRole("button", { name: "VAT, wiersz 1: 23%" })).toHaveText("23%");
    await expect(grid.getByRole("button", { name: "VAT, wiersz 2: 8%" })).toBeVisible();
    await expect(grid.getByRole("checkbox", { name: "Aktywny, wiersz 1" })).toBeChecked();
    await expect(grid.getByRole("checkbox", { name: "Aktywny, wiersz 3" })).not.toBeChecked();
    expect(await json()).toEqual([["12", "23", "1"], ["13", "8", "1"], ["14", "23", "0"]]);
    await expectAccessible(page, ".tb-data-grid");

    // Enter opens the list on the cell's choice; a key picks another, Enter saves and goes on to the box, Space unticks it.
    await grid.getByRole("button", { name: "VAT, wiersz 2: 8%" }).focus();
    await page.keyboard.press("Enter");
    const list = grid.getByRole("combobox", { name: "VAT, wiersz 2" });
    await expect(list).toBeFocused();
    await expect(list).toHaveValue("8");
    await expect(list.getByRole("option")).toHaveText(["23%", "8%"]);
    await page.keyboard.press("ArrowUp");
    await expect(list).toHaveValue("23");
    await page.keyboard.press("Enter");
    const box = grid.getByRole("checkbox", { name: "Aktywny, wiersz 2" });
    await expect(box).toBeFocused();
    await page.keyboard.press("Space");
    await expect(box).not.toBeChecked();
    await expect(grid.getByRole("button", { name: "VAT, wiersz 2: 23%" })).toBeVisible();
    expect(await json()).toEqual([["12", "23", "1"], ["13", "23", "0"], ["14", "23", "0"]]);
    // Escape in the list keeps the old choice.
    await grid.getByRole("button", { name: "VAT, wiersz 1: 23%" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Escape");
    await expect(grid.getByRole("button", { name: "VAT, wiersz 1: 23%" })).toBeFocused();
    expect((await json())[0]).toEqual(["12", "23", "1"]);
    // The empty row's box, ticked and unticked again (its pair's "0"), fills nothing: the row is not posted.
    const fresh = grid.getByRole("checkbox", { name: "Aktywny, wiersz 4" });
    await fresh.focus();
    await page.keyboard.press("Space");
    await expect(grid.getByRole("checkbox", { name: "Aktywny, wiersz 5" })).toBeVisible();
    expect(await json()).toHaveLength(4);
    await page.keyboard.press("Space");
    await expect(fresh).not.toBeChecked();
    expect(await json()).toHaveLength(3);
  });
});

/**
 * The price grid as another shop's table prints it (session 43): the first row's VAT and "active" cells as text (the
 * row's variant has neither), the later rows' as a select and a box with its hidden pair; the last row printed locked
 * (its price, VAT and box disabled, the box's pair not).
 */
const mixedGridCells = (html: string): string =>
  swap(GRID_PRICE_HEADER, `${GRID_PRICE_HEADER}<th scope="col" data-name="vat" data-editable>VAT</th><th scope="col" data-name="active" data-editable>Aktywny</th>`)(html).replace(
    /<tr data-id="(\d+)">([\s\S]*?)<\/tr>/g,
    (_, id: string, cells: string) => {
      const locked = id === "14" ? " disabled" : "";
      const vat = `<td><select name="variant_rows[${id}][vat]" aria-label="VAT ${id}"${locked}><option value="23">23%</option><option value="8" selected>8%</option></select></td>`;
      const active = `<td><input type="hidden" name="variant_rows[${id}][active]" value="0"><input type="checkbox" name="variant_rows[${id}][active]" value="1" checked aria-label="Aktywny ${id}"${locked}></td>`;
      return id === "12" ? `<tr data-id="${id}">${cells}<td></td><td>nie dotyczy</td></tr>` : `<tr data-id="${id}">${cells.replace(`<input name="variant_rows[${id}][price]"`, `<input name="variant_rows[${id}][price]"${locked}`)}${vat}${active}</tr>`;
    },
  );

test.describe("data grid cells judged one by one, cells printed disabled (session 43), text among controls (session 44)", () => {
  test("select and box cells after a first row of text are a list and a box; a disabled row's cells and the first row's text cells are locked, skipped by Enter and posted as without the script; axe passes", async ({ page }) => {
    await servedVariant(page, PAGE, mixedGridCells);
    const names = ["price_variants", ...GRID_IDS.flatMap((id) => ["name", "price", "vat", "active"].map((column) => `variant_rows[${id}][${column}]`))];
    const { without, withScript } = await postsWithAndWithout(page, names);
    // Without the script the disabled price, VAT and box of row 14 are not posted; the box's pair is.
    expect(without).toMatchObject({ "variant_rows[13][vat]": "8", "variant_rows[13][active]": "1", "variant_rows[14][active]": "0" });
    expect(without).not.toHaveProperty("variant_rows[14][price]");
    expect(without).not.toHaveProperty("variant_rows[14][vat]");
    const rows = JSON.parse(withScript.price_variants as string) as Array<{ id_record: string; data: Record<string, string> }>;
    expect(rows.map((row) => row.id_record)).toEqual(GRID_IDS);
    // Every row, the first one's text cells too (session 44: they posted `vat: ""`, `active: "nie dotyczy"`).
    for (const row of rows) for (const column of ["name", "price", "vat", "active"]) expect(row.data[column], `${row.id_record} ${column}`).toBe(without[`variant_rows[${row.id_record}][${column}]`]);

    await page.goto(PAGE);
    await page.getByRole("tab", { name: "Warianty cen" }).click();
    const grid = page.getByRole("table", { name: "Warianty cen biletu" });
    // Shown as the no-script table showed them: the option's text and a box in the later rows, the first row's text.
    await expect(grid.getByRole("button", { name: "VAT, wiersz 2: 8%" })).toHaveText("8%");
    await expect(grid.getByRole("checkbox", { name: "Aktywny, wiersz 2" })).toBeChecked();
    // The first row's VAT and "active" printed as text, no control to post them: shown, not edited (session 44).
    const first = grid.getByRole("row").nth(1);
    await expect(first.getByRole("cell")).toHaveText(["Normalny", "N", "80,00", "", "nie dotyczy", "×"]);
    await expect(first.getByRole("button")).toHaveText(["Normalny", "80,00", "×"]);
    // The locked row: its price and VAT as text, its box ticked and locked, none of them a control to edit.
    const locked = grid.getByRole("row").nth(3);
    await expect(locked.getByRole("cell")).toHaveText(["Dziecięcy", "D", "20,00", "8%", "", "×"]);
    await expect(locked.getByRole("button")).toHaveText(["Dziecięcy", "×"]);
    await expect(grid.getByRole("checkbox", { name: "Aktywny, wiersz 3" })).toBeChecked();
    await expect(grid.getByRole("checkbox", { name: "Aktywny, wiersz 3" })).toBeDisabled();
    await expectAccessible(page, ".tb-data-grid");

    // Keyboard only: row 2's VAT opens as the list, Enter saves and goes on to its box.
    await grid.getByRole("button", { name: "VAT, wiersz 2: 8%" }).focus();
    await page.keyboard.press("Enter");
    const list = grid.getByRole("combobox", { name: "VAT, wiersz 2" });
    await expect(list).toBeFocused();
    await expect(list.getByRole("option")).toHaveText(["23%", "8%"]);
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await expect(grid.getByRole("checkbox", { name: "Aktywny, wiersz 2" })).toBeFocused();
    // Enter from row 3's name passes its locked cells over, to the empty row's name.
    await grid.getByRole("button", { name: "Wariant, wiersz 3: Dziecięcy" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await expect(grid.getByRole("textbox", { name: "Wariant, wiersz 4" })).toBeFocused();
    await page.keyboard.press("Escape");
    // The empty row takes the column's kinds: a list and a box.
    await expect(grid.getByRole("checkbox", { name: "Aktywny, wiersz 4" })).not.toBeChecked();
    const json = JSON.parse(await page.locator("input[type=hidden][name=price_variants]").inputValue()) as Array<{ id_record: string; data: Record<string, string> }>;
    expect(json.map((row) => [row.id_record, row.data.vat, row.data.active, row.data.price])).toEqual([["12", undefined, undefined, "80,00"], ["13", "23", "1", "40,00"], ["14", undefined, "0", undefined]]);
    // Enter from row 1's price passes its text cells over, to row 2's name.
    await grid.getByRole("button", { name: "Cena (zł), wiersz 1: 80,00" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await expect(grid.getByRole("textbox", { name: "Wariant, wiersz 2" })).toBeFocused();
  });
});

/**
 * The price grid with a VAT select of option groups (session 44): a "— wybierz —" printed `disabled selected` (row
 * 12), 8% chosen (row 13), and 7% in a disabled group chosen (row 14).
 */
const vatSelect = (id: string, chosen: string): string =>
  `<select name="variant_rows[${id}][vat]" aria-label="VAT ${id}"><option value=""${chosen === "" ? " selected" : ""} disabled>— wybierz —</option>` +
  `<optgroup label="Stawki obniżone"><option value="8"${chosen === "8" ? " selected" : ""}>8%</option><option value="5">5%</option></optgroup>` +
  `<optgroup label="Stawka podstawowa"><option value="23">23%</option></optgroup><optgroup label="Stawki wycofane" disabled><option value="7"${chosen === "7" ? " selected" : ""}>7%</option></optgroup></select>`;
const groupedVatCells = (html: string): string =>
  swap(GRID_PRICE_HEADER, `${GRID_PRICE_HEADER}<th scope="col" data-name="vat" data-editable>VAT</th>`)(html).replace(
    /<tr data-id="(\d+)">([\s\S]*?)<\/tr>/g,
    (_, id: string, cells: string) => `<tr data-id="${id}">${cells}<td>${vatSelect(id, { "12": "", "13": "8", "14": "7" }[id] ?? "")}</td></tr>`,
  );

/**
 * A list's groups and options as Chromium's accessibility tree gives them to a screen reader, in order (Playwright's
 * roles leave out a native select's `<optgroup>`s).
 */
async function listTree(page: Page, name: string): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  const { nodes } = await session.send("Accessibility.getFullAXTree");
  await session.detach();
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const said: string[] = [];
  const walk = (id: string): void => {
    const node = byId.get(id);
    if (!node) return;
    const role = node.role?.value;
    if (!node.ignored && (role === "group" || role === "option")) {
      const disabled = node.properties?.some((property) => property.name === "disabled" && property.value.value === true);
      said.push(`${role} ${node.name?.value}${disabled ? " (disabled)" : ""}`);
    }
    for (const child of node.childIds ?? []) walk(child);
  };
  const list = nodes.find((node) => !node.ignored && node.role?.value === "combobox" && node.name?.value === name);
  expect(list, `the list "${name}" in the accessibility tree`).toBeDefined();
  walk(list!.nodeId);
  return said;
}

test.describe("data grid select cells: a disabled choice, option groups (session 44)", () => {
  test("a chosen option that is disabled is shown and not posted, as without the script; the list shows the groups by name, keys cross them and pass disabled options; axe passes", async ({ page }) => {
    await servedVariant(page, PAGE, groupedVatCells);
    const names = ["price_variants", ...GRID_IDS.map((id) => `variant_rows[${id}][vat]`)];
    const { without, withScript } = await postsWithAndWithout(page, names);
    // Without the script the browser skips a chosen option that is disabled (its own attribute or its group's).
    expect(without).toEqual({ "variant_rows[13][vat]": "8" });
    const posted = (json: string) => (JSON.parse(json) as Array<{ id_record: string; data: Record<string, string> }>).map((row) => [row.id_record, row.data.vat]);
    expect(posted(withScript.price_variants as string)).toEqual(GRID_IDS.map((id) => [id, without[`variant_rows[${id}][vat]`]]));

    await page.goto(PAGE);
    await page.getByRole("tab", { name: "Warianty cen" }).click();
    const grid = page.getByRole("table", { name: "Warianty cen biletu" });
    const json = async () => posted(await page.locator("input[type=hidden][name=price_variants]").inputValue());
    // Shown as the no-script select showed them.
    await expect(grid.getByRole("button", { name: "VAT, wiersz 1: — wybierz —" })).toBeVisible();
    await expect(grid.getByRole("button", { name: "VAT, wiersz 3: 7%" })).toBeVisible();

    // Keyboard only: the list opens on the disabled "— wybierz —", its groups named, the withdrawn rate not choosable.
    await grid.getByRole("button", { name: "VAT, wiersz 1: — wybierz —" }).focus();
    await page.keyboard.press("Enter");
    const list = grid.getByRole("combobox", { name: "VAT, wiersz 1" });
    await expect(list).toBeFocused();
    await expect(list).toHaveValue("");
    expect(await listTree(page, "VAT, wiersz 1")).toEqual([
      "option — wybierz — (disabled)",
      "group Stawki obniżone",
      "option 8%",
      "option 5%",
      "group Stawka podstawowa",
      "option 23%",
      "group Stawki wycofane",
      "option 7% (disabled)",
    ]);
    await expectAccessible(page, ".tb-data-grid");
    // The arrows cross the groups and pass the disabled options at either end.
    for (const value of ["8", "5", "23", "23"]) {
      await page.keyboard.press("ArrowDown");
      await expect(list).toHaveValue(value);
    }
    for (const value of ["5", "8", "8"]) {
      await page.keyboard.press("ArrowUp");
      await expect(list).toHaveValue(value);
    }
    await page.keyboard.press("Enter");
    await expect(grid.getByRole("textbox", { name: "Wariant, wiersz 2" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(grid.getByRole("button", { name: "VAT, wiersz 1: 8%" })).toBeVisible();
    expect(await json()).toEqual([["12", "8"], ["13", "8"], ["14", undefined]]);
    // Row 3's list opens on its withdrawn 7%; Escape keeps it, still not posted.
    await grid.getByRole("button", { name: "VAT, wiersz 3: 7%" }).focus();
    await page.keyboard.press("Enter");
    await expect(grid.getByRole("combobox", { name: "VAT, wiersz 3" })).toHaveValue("7");
    await page.keyboard.press("Escape");
    await expect(grid.getByRole("button", { name: "VAT, wiersz 3: 7%" })).toBeFocused();
    expect(await json()).toEqual([["12", "8"], ["13", "8"], ["14", undefined]]);
    // A legacy script sets back what it read (session 46: row 3 then showed nothing, its list the value given, "").
    expect(await setBack(page)).toBe(true);
    await expect(grid.getByRole("button", { name: "VAT, wiersz 3: 7%" })).toBeVisible();
    expect(await json()).toEqual([["12", "8"], ["13", "8"], ["14", undefined]]);
  });
});

/** A legacy script's `grid.setValue(grid.getValue())` on the page's grid: whether it took the value. */
const setBack = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const grid = window.Trybuna!.get(document.querySelector("[data-island=data-grid]")!) as { getValue(): string; setValue(json: string): boolean };
    return grid.setValue(grid.getValue());
  });

/**
 * The price grid with an editable "Sektory" column of `<select multiple>` cells (session 46): row 12 with A and C
 * chosen, row 13 with B and the closed D (a disabled option, chosen: shown, never posted), row 14 with none.
 */
const SECTORS: Record<string, readonly string[]> = { "12": ["A", "C"], "13": ["B", "D"], "14": [] };
const sectorsSelect = (id: string): string =>
  `<select multiple size="4" name="variant_rows[${id}][sectors][]" aria-label="Sektory ${id}">` +
  ["A", "B", "C", "D"].map((sector) => `<option value="${sector}"${SECTORS[id]?.includes(sector) ? " selected" : ""}${sector === "D" ? " disabled" : ""}>Trybuna ${sector}</option>`).join("") +
  `</select>`;
const sectorCells = (html: string): string =>
  swap(GRID_PRICE_HEADER, `${GRID_PRICE_HEADER}<th scope="col" data-name="sectors" data-editable>Sektory</th>`)(html).replace(
    /<tr data-id="(\d+)">([\s\S]*?)<\/tr>/g,
    (_, id: string, cells: string) => `<tr data-id="${id}">${cells}<td>${sectorsSelect(id)}</td></tr>`,
  );

test.describe("data grid <select multiple> cells (session 46)", () => {
  const posted = (json: string) => (JSON.parse(json) as Array<{ id_record: string; data: { sectors?: unknown } }>).map((row) => [row.id_record, row.data.sectors]);

  test("every chosen sector is posted as a list, as without the script (the disabled one not, none as [])", async ({ page }) => {
    await servedVariant(page, PAGE, sectorCells);
    const names = ["price_variants", ...GRID_IDS.map((id) => `variant_rows[${id}][sectors][]`)];
    const { without, withScript } = await postsWithAndWithout(page, names);
    // Without the script every chosen option posts under the name's [], the disabled one not, a list of none nothing.
    expect(without).toEqual({ "variant_rows[12][sectors][]": ["A", "C"], "variant_rows[13][sectors][]": ["B"] });
    // With it, the same lists in the grid's JSON (json_decode reads [] as the no-script form's missing array: empty).
    expect(posted(withScript.price_variants as string)).toEqual(GRID_IDS.map((id) => [id, without[`variant_rows[${id}][sectors][]`] ?? []]));
  });

  test("every chosen sector is shown; the list edits by mouse and keyboard, Escape restores; set back by a script it stays; axe passes with it open", async ({ page }) => {
    await servedVariant(page, PAGE, sectorCells);
    await page.goto(PAGE);
    await page.getByRole("tab", { name: "Warianty cen" }).click();
    const grid = page.getByRole("table", { name: "Warianty cen biletu" });
    const json = async () => posted(await page.locator("input[type=hidden][name=price_variants]").inputValue());
    // Shown as the no-script list showed them: every chosen text; an empty cell named so.
    await expect(grid.getByRole("button", { name: "Sektory, wiersz 1: Trybuna A, Trybuna C" })).toHaveText("Trybuna A, Trybuna C");
    await expect(grid.getByRole("button", { name: "Sektory, wiersz 2: Trybuna B, Trybuna D" })).toBeVisible();
    await expect(grid.getByRole("button", { name: "Sektory, wiersz 3: puste" })).toHaveText("");

    // By mouse: a click opens the list on the cell's choices, Ctrl+click adds one, a click outside saves.
    await grid.getByRole("button", { name: "Sektory, wiersz 2: Trybuna B, Trybuna D" }).click();
    const second = grid.getByRole("listbox", { name: "Sektory, wiersz 2" });
    await expect(second).toBeFocused();
    await expect(second).toHaveValues(["B", "D"]);
    await expect(second.getByRole("option", { name: "Trybuna D" })).toBeDisabled();
    await expectAccessible(page, ".tb-data-grid");
    await shot(page.locator("#sekcja-ceny"), "grid-multiple-open");
    await second.getByRole("option", { name: "Trybuna A" }).click({ modifiers: ["ControlOrMeta"] });
    await expect(second).toHaveValues(["A", "B", "D"]);
    await page.getByRole("heading", { name: "Warianty cen" }).click();
    await expect(grid.getByRole("button", { name: "Sektory, wiersz 2: Trybuna A, Trybuna B, Trybuna D" })).toBeVisible();
    expect(await json()).toEqual([["12", ["A", "C"]], ["13", ["A", "B"]], ["14", []]]);

    // Keyboard only: Enter opens row 3's empty list, the arrow chooses the first, Ctrl+arrows move on without choosing,
    // Ctrl+Space adds, Enter saves and goes on to the empty row's name.
    await grid.getByRole("button", { name: "Sektory, wiersz 3: puste" }).focus();
    await page.keyboard.press("Enter");
    const third = grid.getByRole("listbox", { name: "Sektory, wiersz 3" });
    await expect(third).toBeFocused();
    await expect(third).toHaveValues([]);
    await page.keyboard.press("ArrowDown");
    await expect(third).toHaveValues(["A"]);
    await page.keyboard.press("Control+ArrowDown");
    await page.keyboard.press("Control+ArrowDown");
    await page.keyboard.press("Control+Space");
    await expect(third).toHaveValues(["A", "C"]);
    await page.keyboard.press("Enter");
    await expect(grid.getByRole("textbox", { name: "Wariant, wiersz 4" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(grid.getByRole("button", { name: "Sektory, wiersz 3: Trybuna A, Trybuna C" })).toBeVisible();
    expect(await json()).toEqual([["12", ["A", "C"]], ["13", ["A", "B"]], ["14", ["A", "C"]]]);
    // Escape keeps the old choices.
    await grid.getByRole("button", { name: "Sektory, wiersz 1: Trybuna A, Trybuna C" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowDown");
    await expect(grid.getByRole("listbox", { name: "Sektory, wiersz 1" })).toHaveValues(["B"]);
    await page.keyboard.press("Escape");
    await expect(grid.getByRole("button", { name: "Sektory, wiersz 1: Trybuna A, Trybuna C" })).toBeFocused();
    expect((await json())[0]).toEqual(["12", ["A", "C"]]);
    await shot(page.locator("#sekcja-ceny"), "grid-multiple-saved");
    // Set back by a script as it was read: the lists, and row 2's closed D (shown, never posted), stay.
    expect(await setBack(page)).toBe(true);
    await expect(grid.getByRole("button", { name: "Sektory, wiersz 2: Trybuna A, Trybuna B, Trybuna D" })).toBeVisible();
    await expect(grid.getByRole("button", { name: "Sektory, wiersz 1: Trybuna A, Trybuna C" })).toBeVisible();
    expect(await json()).toEqual([["12", ["A", "C"]], ["13", ["A", "B"]], ["14", ["A", "C"]]]);
  });
});
