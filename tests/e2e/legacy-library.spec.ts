import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "./fixtures.ts";
import purchaseFlow from "./flows/purchase-mouse.ts";
import { legacyLibraryIntact, withLegacyLibrary } from "./legacyLibrary.ts";
import { crashesOnPurpose, pageSettled, SHOP_PAGES } from "./shopPages.ts";

/**
 * Legacy pages keep their own library (MooTools 1.4) while islands take over, and it replaces built-ins the
 * islands' code would use (`Array.from` above all: before session 27 every island crashed beside it, the seat
 * panel refused its props). Trybuna must work beside it and leave the library's behaviour as it is.
 */
test.beforeEach(async ({ page }) => {
  await withLegacyLibrary(page);
});

test("the bundle calls none of the built-ins the legacy library replaces", () => {
  const dist = new URL("../../dist/", import.meta.url);
  const files = ["trybuna.js", ...readdirSync(new URL("chunks/", dist)).map((file) => `chunks/${file}`)];
  const calls = files.flatMap((file) => [...readFileSync(new URL(file, dist), "utf8").matchAll(/\b(Array\.from|Date\.parse)\(/g)].map((match) => `${file}: ${match[1]}`));
  expect(calls).toEqual([]);
});

test.describe("every page beside the legacy library: each island mounts, none fails", () => {
  for (const path of SHOP_PAGES.filter((path) => !crashesOnPurpose(path))) {
    test(path, async ({ page }) => {
      await page.addInitScript(() => {
        const seen = ((window as unknown as { islandsSeen: Map<Element, string> }).islandsSeen = new Map());
        // An uncaught error (a crashed render) may leave hosts with no event at all: stop waiting for them.
        addEventListener("error", () => seen.set(document.documentElement, "page error"));
        document.addEventListener("trybuna:mount", (event) => seen.set(event.target as Element, "mounted"), true);
        document.addEventListener("trybuna:error", (event) => seen.set(event.target as Element, `error: ${(event as CustomEvent<{ reason: string }>).detail.reason}`), true);
      });
      await page.goto(path);
      await pageSettled(page, path);
      // Islands that wake when seen mount as the page scrolls to them.
      const outcomes = await page.evaluate(async () => {
        const seen = (window as unknown as { islandsSeen: Map<Element, string> }).islandsSeen;
        const hosts = [...document.querySelectorAll("[data-island]")].filter((host) => !host.parentElement?.closest("[data-island]"));
        for (const host of hosts) {
          host.scrollIntoView({ block: "center" });
          while (!seen.has(host) && !seen.has(document.documentElement)) await new Promise(requestAnimationFrame);
        }
        return [...hosts, document.documentElement].filter((host) => host !== document.documentElement || seen.has(host)).map((host) => `${host.getAttribute("data-island") ?? "page"}: ${seen.get(host)}`);
      });
      expect(outcomes.filter((outcome) => !outcome.endsWith(": mounted"))).toEqual([]);
      expect(await legacyLibraryIntact(page)).toBe(true);
    });
  }
});

test("a ticket bought beside the legacy library: tribune, seat, cart, summary, payment", async ({ page }) => {
  test.slow();
  await page.goto("/sprzedaz/krok-2");
  await purchaseFlow(page);
  expect(await legacyLibraryIntact(page)).toBe(true);
});

test("a date chosen in the picker by keyboard beside the legacy library", async ({ page }) => {
  await page.goto("/formularze/daty.html");
  await expect(page.locator(".tb-date-input #fair_date")).toBeVisible();
  const input = page.getByRole("textbox", { name: /Jarmark świąteczny/ });
  await input.focus();
  await page.keyboard.press("Alt+ArrowDown");
  const picker = page.getByRole("dialog");
  await expect(picker.getByRole("gridcell").getByRole("button", { name: /, 1 grudnia 2026$/ })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(input).toHaveValue("02.12.2026");
});
