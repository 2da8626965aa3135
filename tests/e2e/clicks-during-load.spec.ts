import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * No click is lost while the script loads (issue 14): the step-4 seat page is loaded on a slow
 * network with the CPU 4× slower, and 100 clicks land on seats while it loads, before and after its
 * island takes over. Every click is accounted for: a seat clicked an odd number of times is chosen
 * when the island has mounted (a click before it toggled the legacy checkbox, which the island reads
 * at mount; a click after it went to the island), an even number of times, not chosen.
 *
 * Known loss, not asserted: a click measured on the legacy markup that the browser delivers just
 * after the island has replaced it lands where the legacy seat was; the island lays the seats out
 * higher (row 1 at y 434 instead of 593 at 1280 px), so it hits another place. Such clicks ("r")
 * are logged and their seat is left out of that load's check (docs/speed.md).
 */

const CLICKS = 100;
/** Clicks per load while the script's files are held back; the rest land while and after the island mounts. */
const HELD_CLICKS = 30;
/** Seats of row 1 that are free in the recorded sector; at most these few are chosen at once, within the seat limit. */
const SEATS = ["2", "3"];

/** mulberry32: a small seeded generator, so a failure can be replayed from the logged seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value ^= value + Math.imul(value ^ (value >>> 7), 61 | value);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** The legacy checkbox (`rząd 1, miejsce 2, …`) and the island's seat button (`Rząd 1, miejsce 2, …`) alike. */
const seat = (page: Page, number: string) => page.getByLabel(new RegExp(`^rząd 1, miejsce ${number},`, "i"));

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  // Chromium DevTools' "Slow 4G" profile.
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 });
}

test("100 clicks on seats while the step-4 page loads are all accounted for", async ({ page }) => {
  test.slow(); // several throttled page loads
  const seed = Number(process.env.CLICKS_SEED ?? Date.now() % 100_000);
  console.log(`clicks-during-load: seed ${seed} (CLICKS_SEED=${seed} replays it)`);
  const next = random(seed);
  await throttle(page);
  // The script's files arrive late, as on a slow connection to the static host: they are held
  // until a few clicks have landed on the legacy seats, then the island mounts while clicks go on.
  let release = (): void => {};
  let held = Promise.resolve();
  await page.route((url) => url.pathname.startsWith("/static/") && url.pathname.endsWith(".js"), async (route) => {
    await held;
    await route.continue();
  });
  let done = 0;
  const phases: string[] = [];
  for (let load = 1; done < CLICKS; load++) {
    held = new Promise((resolve) => (release = resolve));
    await page.goto("/sprzedaz/krok-4", { waitUntil: "commit" });
    const counts = new Map(SEATS.map((number) => [number, 0]));
    /** Seats clicked in the very moment the island replaced the markup (see above). */
    const raced = new Set<string>();
    const log: string[] = [];
    // Clicks while the script is held back, then on until the island has mounted and a few more on
    // it; half of the total per load. Two round trips per click: measure, click.
    let after = 0;
    let previous: { number: string; mounted: boolean } | undefined;
    const settle = (mountedNow: boolean): void => {
      if (!previous) return;
      // The island appeared between measuring the last seat and the next look: that click raced the swap.
      if (previous.mounted === mountedNow) counts.set(previous.number, counts.get(previous.number)! + 1);
      else raced.add(previous.number);
      log.push(`${previous.number}${previous.mounted !== mountedNow ? "r" : mountedNow ? "i" : "l"}`);
      if (mountedNow) after++;
      previous = undefined;
    };
    while (after < 3 && log.length < CLICKS / 2 && done < CLICKS) {
      if (log.length === HELD_CLICKS) release();
      const number = SEATS[Math.floor(next() * SEATS.length)]!;
      const measured = await seat(page, number).evaluate((element) => {
        // Found on the legacy markup, then moved out by the takeover before this ran: it has no place on screen.
        if (!element.isConnected) return null;
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x: x + width / 2, y: y + height / 2, mounted: document.querySelector(".tb-seat-panel__seat") !== null };
      }).catch(() => null); // replaced between finding and measuring it (or detached): the user has not clicked yet
      if (!measured) continue;
      settle(measured.mounted);
      // A user's click: at the seat's place on screen, whatever element is there when the browser
      // handles it (Playwright's own click would re-check its target and retry instead).
      await page.mouse.click(measured.x, measured.y);
      done++;
      previous = { number, mounted: measured.mounted };
    }
    release();
    await expect(page.locator(".tb-seat-panel__seat").first()).toBeVisible();
    settle(true);
    phases.push(...log.map((entry) => entry.at(-1)!));
    console.log(`load ${load}: ${log.join(" ")} (l: on the legacy markup, i: on the island, r: the island mounted between measuring the seat and the click)`);
    for (const [number, clicks] of counts) {
      if (raced.has(number)) continue;
      await expect(seat(page, number), `seat 1/${number} after ${clicks} clicks (seed ${seed}, load ${load})`).toHaveAttribute("aria-pressed", String(clicks % 2 === 1));
    }
  }
  expect(done).toBe(CLICKS);
  // Both sides were exercised: clicks on the legacy markup and on the island.
  expect(phases.filter((phase) => phase === "l").length, "clicks on the legacy markup").toBeGreaterThan(0);
  expect(phases.filter((phase) => phase === "i").length, "clicks on the island").toBeGreaterThan(0);
});
