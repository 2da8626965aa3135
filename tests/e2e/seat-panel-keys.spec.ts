import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";

/**
 * The seat panel's grid (issue 13 items owned by issue 11): Page Up / Page Down move five rows, as on the
 * stadium map; rows wider than the sector box scroll sideways with every seat reachable and the row
 * numbers kept in view.
 */

const SEATS = ".tb-seat-panel__seat";
const focusedName = (page: Page) => page.locator(":focus").getAttribute("aria-label");
const rowOf = (name: string | null) => Number(/^Rząd (\d+),/.exec(name ?? "")?.[1]);

/** Opens step 4 and Tabs into the seat grid (bounded); the roving tab stop is the first free seat. */
async function tabIntoSeats(page: Page, query = ""): Promise<void> {
  await page.goto(`/sprzedaz/krok-4${query}`);
  await expect(page.locator(SEATS).first()).toBeVisible({ timeout: 60_000 });
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => document.activeElement?.hasAttribute("data-i") ?? false)) return;
  }
  throw new Error("Tab never reached the seats");
}

test.describe("seat panel grid", () => {
  test("Page Down and Page Up move the focus five rows, keeping its place in the row", async ({ page }) => {
    await tabIntoSeats(page);
    const start = await focusedName(page);
    const startRow = rowOf(start);
    expect(startRow).toBeGreaterThan(0);
    await page.keyboard.press("PageDown");
    await expect.poll(async () => rowOf(await focusedName(page))).toBe(startRow + 5);
    await page.keyboard.press("PageDown");
    await expect.poll(async () => rowOf(await focusedName(page))).toBe(startRow + 10);
    await page.keyboard.press("PageUp");
    await page.keyboard.press("PageUp");
    await expect.poll(() => focusedName(page)).toBe(start);
    // The page itself did not scroll away: the keys were the grid's.
    await expect(page.locator(":focus")).toBeInViewport();
  });

  test("Ctrl+Home and Ctrl+End go to the grid's first and last seat; Home and End stay in the row", async ({ page }) => {
    await tabIntoSeats(page);
    await page.keyboard.press("PageDown");
    const startRow = rowOf(await focusedName(page));
    await page.keyboard.press("End");
    await expect.poll(async () => rowOf(await focusedName(page))).toBe(startRow);
    const [first, last] = await page.locator(SEATS).evaluateAll((seats) => [seats[0]!.getAttribute("aria-label"), seats.at(-1)!.getAttribute("aria-label")]);
    await page.keyboard.press("Control+End");
    await expect.poll(() => focusedName(page)).toBe(last);
    await page.keyboard.press("Control+Home");
    await expect.poll(() => focusedName(page)).toBe(first);
    await expect(page.locator(":focus")).toBeInViewport();
  });

  test("at phone width a row wider than the box scrolls sideways: every seat reachable, row numbers stay visible", async ({ page }) => {
    // axe on 540 seat buttons, on a busy 2-core machine.
    test.slow();
    await page.setViewportSize({ width: 390, height: 800 });
    // A 540-seat corner sector (axe on 2,000 seat buttons outlasts the test on this machine).
    await tabIntoSeats(page, "?id_tribune=11");
    const grid = page.locator(".tb-seat-panel__seats");
    // The premise: this sector's rows are wider than its box.
    expect(await grid.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(200);
    const name = await focusedName(page);
    const row = rowOf(name);
    const label = page.locator(".tb-seat-panel__row-label").filter({ hasText: new RegExp(`^${row}$`) });

    /** The focused seat is inside the grid's box and clear of the row numbers; its row's number is in view. */
    const seatAndLabelVisible = async () => {
      const box = (await grid.boundingBox())!;
      const seat = (await page.locator(":focus").boundingBox())!;
      const number = (await label.boundingBox())!;
      return (
        seat.x >= number.x + number.width - 1 &&
        seat.x + seat.width <= box.x + box.width + 1 &&
        number.x >= box.x - 1 &&
        number.x + number.width <= box.x + box.width
      );
    };

    await page.keyboard.press("End");
    await expect.poll(async () => rowOf(await focusedName(page))).toBe(row);
    expect(await focusedName(page)).not.toBe(name);
    await expect.poll(() => grid.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
    await expect.poll(seatAndLabelVisible).toBe(true);
    await expectAccessible(page);

    await page.keyboard.press("Home");
    await expect.poll(() => grid.evaluate((el) => el.scrollLeft)).toBeLessThan(40);
    await expect.poll(seatAndLabelVisible).toBe(true);

    // Scrolling sideways with the wheel (no focus move): the numbers stay at the box's left edge.
    await grid.hover();
    await page.mouse.wheel(400, 0);
    await expect.poll(() => grid.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
    const box = (await grid.boundingBox())!;
    await expect.poll(async () => Math.abs((await label.boundingBox())!.x - box.x)).toBeLessThan(12);
    await page.screenshot({ path: "/tmp/i11-seat-panel-wide.png" });
  });

  test("a 5,000-seat sector on a slow CPU: the first rows come with the mount, the rest fill in after, every seat named and choosable", async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener("trybuna:mount", (event) => {
        const host = event.target as Element;
        if (host.getAttribute("data-island") === "seat-panel") (window as unknown as { seatsAtMount: number }).seatsAtMount = host.querySelectorAll("[data-i]").length;
      });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto("/sprzedaz/krok-4-5000");
    // Every row's group is there at once; the seats of the later rows arrive in the tasks after the mount.
    await expect(page.getByRole("group", { name: "Rząd 50" })).toBeAttached({ timeout: 30_000 });
    const atMount = await page.evaluate(() => (window as unknown as { seatsAtMount?: number }).seatsAtMount);
    expect(atMount).toBeGreaterThan(0);
    expect(atMount).toBeLessThan(5000);
    await expect(page.locator(SEATS)).toHaveCount(5000, { timeout: 60_000 });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    // A seat of the last row, built in a later slice, is named in full and chosen like any other.
    const last = page.getByRole("group", { name: "Rząd 50" }).locator(`${SEATS}:not([aria-disabled])`).last();
    await expect(last).toHaveAttribute("aria-label", /^Rząd 50, miejsce \S+, wolne, /);
    await last.click();
    await expect(last).toHaveAttribute("aria-pressed", "true");
    await last.click();
    await expect(last).toHaveAttribute("aria-pressed", "false");
  });
});
