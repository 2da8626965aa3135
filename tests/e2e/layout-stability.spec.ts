import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * The islands every page carries (cookie notice, session clock, error report) take over the legacy markup in the
 * legacy boxes: nothing the buyer sees moves when the script mounts them. (Before session 25 the cookie notice grew
 * the bar by 49 px and the error report wrapped onto its own footer line: the whole page jumped at mount, a layout
 * shift score of 0.03 to 0.76.)
 */
const PAGES = ["/", "/rejestracja.html", "/logowanie.html", "/kontakt.html", "/konto/ustawienia", "/sprzedaz/krok-4", "/stadion"];
/**
 * Pages whose own island is laid out anew on purpose: the login form (labels above 44 px fields instead of the
 * legacy inline ones) and the seat pages (the panel and the stadium map instead of the legacy seat table). What is
 * below them moves once, at mount; above them nothing moves.
 */
const REDRAWN_CONTENT = new Set(["/logowanie.html", "/sprzedaz/krok-4", "/stadion"]);
const VIEWPORTS = [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
];
/** Chromium's layout shift score (Layout Instability API) summed over the load; 0.1 is the web's "good" bound. */
const MOST_SHIFT = 0.005;

declare global {
  interface Window {
    __shifts?: number[];
  }
}

/** Where the header, the page's heading and the footer are (page coordinates). */
const boxes = (page: Page) =>
  page.evaluate(() => {
    const boxOf = (selector: string) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box ? { top: box.top + scrollY, left: box.left, width: box.width, height: box.height } : null;
    };
    return { header: boxOf(".shop-header"), heading: boxOf("main h1"), footer: boxOf(".shop-footer") };
  });

for (const viewport of VIEWPORTS) {
  test.describe(`the islands take over without moving the page, ${viewport.width} px wide`, () => {
    test.use({ viewport });
    for (const path of PAGES) {
      test(path, async ({ page }) => {
        // The same page without the script: the legacy layout the buyer sees before the islands mount.
        await page.goto(`${path}?js=0`);
        const legacy = await boxes(page);
        expect(legacy.heading).not.toBeNull();
        await page.addInitScript(() => {
          window.__shifts = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
              if (!entry.hadRecentInput) window.__shifts!.push(entry.value);
            }
          }).observe({ type: "layout-shift", buffered: true });
        });
        await page.goto(path);
        // Mounted: the islands' own parts are there.
        await expect(page.getByRole("region", { name: "Informacja o plikach cookie" })).toBeVisible();
        await expect(page.getByRole("timer")).toBeVisible();
        await expect(page.locator(".tb-error-report__toggle")).toBeAttached();
        const now = await boxes(page);
        expect(now.header).toEqual(legacy.header);
        expect(now.heading).toEqual(legacy.heading);
        if (REDRAWN_CONTENT.has(path)) return;
        // The footer, where the buyer could see it at load.
        if (legacy.footer!.top < viewport.height) expect(now.footer).toEqual(legacy.footer);
        const shifts = await page.evaluate(() => window.__shifts!);
        expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(MOST_SHIFT);
      });
    }
  });
}
