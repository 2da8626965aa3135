import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * Date inputs on an odd clock (session 44's time walk): a browser in another time zone, a calendar shown across
 * midnight. "Today" is the browser's own day, as with Zebra_Datepicker (spec §5: direction counts from the reference
 * date, today by default).
 */
test.use({ timezoneId: "Asia/Tokyo" });

const PAGE = "/formularze/daty.html";

/** The date page's always-visible, future-only calendar ("Data wizyty") at 23:58 on Monday 30 November in Tokyo. */
async function tokyoBeforeMidnight(page: Page) {
  await page.clock.install({ time: new Date("2026-11-30T14:58:00Z") });
  await page.goto(PAGE);
  const input = page.getByRole("textbox", { name: /Data wizyty/ });
  await input.scrollIntoViewIfNeeded();
  const calendar = page.getByRole("group", { name: "Kalendarz" });
  const day = (name: RegExp) => calendar.getByRole("gridcell").getByRole("button", { name });
  await expect(day(/, 30 listopada 2026$/)).toHaveAttribute("aria-current", "date");
  return { input, calendar, day };
}

test("an always-visible future-only calendar left open over midnight in Tokyo stops offering yesterday", async ({ page }) => {
  const { input, calendar, day } = await tokyoBeforeMidnight(page);
  await expect(day(/, 30 listopada 2026$/)).not.toHaveAttribute("aria-disabled", "true");
  await page.clock.fastForward("05:00");
  // Zebra_Datepicker kept the day it was built on: 30 November stayed today and could still be picked.
  await expect(day(/, 30 listopada 2026$/)).toHaveAttribute("aria-disabled", "true");
  await calendar.getByRole("button", { name: "Następny miesiąc" }).click();
  await expect(calendar.getByRole("grid", { name: "Grudzień 2026" })).toBeVisible();
  await expect(day(/, 1 grudnia 2026$/)).toHaveAttribute("aria-current", "date");
  await day(/, 1 grudnia 2026$/).click();
  await expect(input).toHaveValue("01.12.2026");
});

test("a calendar in a tab the buyer comes back to after midnight takes the new day at once", async ({ page }) => {
  // The tab is left while its timers are held back (a background tab, a sleeping laptop).
  const { day } = await tokyoBeforeMidnight(page);
  const monday = day(/, 30 listopada 2026$/);
  // The clock moves on without running a timer; the tab comes back. Headless Chromium keeps every tab visible, so the
  // page is told as a browser tells a tab brought to the front.
  await page.clock.setSystemTime(new Date("2026-11-30T15:05:00Z"));
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(monday).toHaveAttribute("aria-disabled", "true");
  await expect(monday).not.toHaveAttribute("aria-current", "date");
});
