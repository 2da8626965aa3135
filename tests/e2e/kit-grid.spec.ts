import { expect, test } from "./fixtures.ts";

const GALLERY = "/formularze/galeria.html";
const ROWS = 1000;
const POST_URL = "/qa/kit-grid-post";

/**
 * A 1,000-row grid (issue 10's bench size) renders its first rows in the mount and the rest in a
 * background render: every row must still be reachable by keyboard and mouse, screen readers must
 * get the row count and positions, and the form must post all 1,000 rows.
 */
test.describe("a 1,000-row data grid", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(GALLERY);
    await expect(page.getByRole("table", { name: "Warianty cen (galeria)" })).toBeVisible();
    const columns = [
      { name: "name", header: "Nazwa", editable: true },
      { name: "code", header: "Kod" },
    ];
    const records = Array.from({ length: ROWS }, (_, row) => ({ id: String(row + 1), data: { name: `n${row + 1}`, code: `k${row + 1}` } }));
    await page.evaluate(({ props, action }) => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = action;
      const host = Object.assign(document.createElement("div"), { id: "big-grid" });
      host.dataset.island = "data-grid";
      host.dataset.props = props;
      form.append(host, Object.assign(document.createElement("button"), { type: "submit", textContent: "Zapisz tabelę" }));
      document.querySelector("main")!.prepend(form);
    }, { props: JSON.stringify({ name: "big_grid", caption: "Duża tabela", columns, records }), action: POST_URL });
  });

  test("all rows end up in the page with their positions for screen readers", async ({ page }) => {
    const grid = page.getByRole("table", { name: "Duża tabela" });
    await expect(grid).toHaveAttribute("aria-rowcount", String(ROWS + 1));
    await expect(grid.locator("tbody tr[aria-rowindex]")).toHaveCount(ROWS);
    await expect(grid.locator("tbody tr").last()).toHaveAttribute("aria-rowindex", String(ROWS + 1));
    await expect(grid.getByRole("cell", { name: "k1000", exact: true })).toBeAttached();
  });

  test("keyboard moves down past the first rows and reaches the last row, edits it; the mouse edits one near the end; the form posts all rows", async ({ page }) => {
    const grid = page.getByRole("table", { name: "Duża tabela" });
    await grid.getByRole("button", { name: "Nazwa, wiersz 1: n1" }).focus();
    await page.keyboard.press("Enter");
    await expect(grid.getByRole("textbox", { name: "Nazwa, wiersz 1" })).toBeFocused();
    // Spec §9: the edit box sits over its cell at z-index 3.
    expect(await grid.getByRole("textbox", { name: "Nazwa, wiersz 1" }).evaluate((box) => getComputedStyle(box).zIndex)).toBe("3");
    // One editable column: each Enter saves and opens the next row's cell, past the rows rendered in the mount.
    for (let row = 1; row < 60; row++) await page.keyboard.press("Enter");
    await expect(grid.getByRole("textbox", { name: "Nazwa, wiersz 60" })).toBeFocused();
    await page.keyboard.press("Escape");
    // The last row from below: Shift+Tab from the form's button goes through row 1,000's delete button to its cell.
    // The rows past the mount's render arrive in a background render that each Enter above interrupted; a user
    // sees row 1,000 at the table's end before going for it.
    await expect(grid.getByRole("button", { name: `Usuń wiersz ${ROWS}` })).toBeAttached();
    await page.getByRole("button", { name: "Zapisz tabelę" }).focus();
    await page.keyboard.press("Shift+Tab");
    await expect(grid.getByRole("button", { name: `Usuń wiersz ${ROWS}` })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    const last = grid.getByRole("textbox", { name: `Nazwa, wiersz ${ROWS}` });
    await expect(last).toBeFocused();
    await expect(last).toBeInViewport();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("ostatni");
    await page.keyboard.press("Enter");
    await expect(grid.getByRole("button", { name: `Nazwa, wiersz ${ROWS}: ostatni` })).toBeFocused();

    await grid.getByRole("button", { name: "Nazwa, wiersz 998: n998" }).click();
    await grid.getByRole("textbox", { name: "Nazwa, wiersz 998" }).fill("przedprzedostatni");

    // The click on 'Zapisz tabelę' saves the open edit box (a click elsewhere saves) and posts the form.
    const posted = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith(POST_URL));
    await page.route(POST_URL, (route) => route.fulfill({ contentType: "text/plain", body: "ok" }));
    await page.getByRole("button", { name: "Zapisz tabelę" }).click();
    const body = new URLSearchParams((await posted).postData() ?? "");
    const rows = JSON.parse(body.get("big_grid") ?? "[]") as Array<{ id_record: string | null; data: Record<string, string> }>;
    expect(rows).toHaveLength(ROWS);
    expect(rows[0]).toEqual({ id_record: "1", data: { name: "n1", code: "k1" } });
    expect(rows[997]).toEqual({ id_record: "998", data: { name: "przedprzedostatni", code: "k998" } });
    expect(rows[ROWS - 1]).toEqual({ id_record: String(ROWS), data: { name: "ostatni", code: `k${ROWS}` } });
  });
});
