import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";

/** Issue 10: the second legacy calendar (preset "calendar"), birth dates, and closing on a key release. */
const PAGE = "/formularze/kalendarz.html";
const TODAY = new Date("2026-11-23T10:00:00"); // a Monday

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(TODAY);
});

async function open(page: Page, query = ""): Promise<void> {
  await page.goto(PAGE + query);
  await expect(page.locator("[data-island='date-input'] .tb-date-input")).toHaveCount(3);
}

const field = (page: Page, label: string | RegExp) => page.getByRole("textbox", { name: label });
const dialog = (page: Page) => page.getByRole("dialog");
const cell = (scope: Locator, name: string | RegExp) => scope.getByRole("gridcell").getByRole("button", { name });
/** The visible column heads of the day grid, week column included. */
const heads = (picker: Locator) => picker.getByRole("columnheader").allInnerTexts();

test.describe("the second legacy calendar (preset)", () => {
  test("by mouse: week numbers, Monday first in Polish, every other year from 1970, then a day", async ({ page }) => {
    await open(page);
    const input = field(page, /Dzień meczu/);
    await input.click();
    const picker = dialog(page);
    await expect(picker.getByRole("grid", { name: "Listopad 2026" })).toBeVisible();
    expect(await heads(picker)).toEqual(["Tydz.", "Pn", "Wt", "Śr", "Cz", "Pt", "So", "Nd"]);
    await expect(picker.getByRole("rowheader").first()).toContainText("44"); // ISO week of 26 October 2026
    await picker.getByRole("button", { name: /Listopad 2026/ }).click();
    await picker.getByRole("button", { name: /^2026/ }).click();
    const years = picker.getByRole("grid", { name: "2012 – 2034" });
    await expect(years).toBeVisible();
    await expect(cell(years, "2014")).toBeVisible();
    await expect(cell(years, "2013")).toHaveCount(0);
    await picker.getByRole("button", { name: "Wcześniejsze lata" }).click();
    await picker.getByRole("button", { name: "Wcześniejsze lata" }).click();
    await expect(picker.getByRole("grid", { name: "1964 – 1986" })).toBeVisible();
    await expect(cell(picker, "1968")).toHaveAttribute("aria-disabled", "true"); // before 1970
    await expect(picker.getByRole("button", { name: "Wcześniejsze lata" })).toHaveAttribute("aria-disabled", "true");
    await expectAccessible(page);
    await cell(picker, "1970").click();
    await cell(picker, "Maj 1970").click();
    await cell(picker, /, 15 maja 1970$/).click();
    await expect(input).toHaveValue("15.05.1970");
    await expect(picker).toBeHidden();
  });

  test("by keyboard, in English: Sunday first, arrows move two years in the year grid", async ({ page }) => {
    await open(page, "?lang=en");
    const input = field(page, /Match day/);
    await input.focus();
    await page.keyboard.press("ArrowDown");
    const picker = dialog(page);
    await expect(picker.getByRole("grid", { name: "November 2026" })).toBeVisible();
    expect(await heads(picker)).toEqual(["Wk", "Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]);
    // To the caption (previous, caption, next, grid: Tab cycles inside the dialog), twice: years.
    for (const grid of ["2026", "2012 – 2034"]) {
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Enter");
      await expect(picker.getByRole("grid", { name: grid })).toBeVisible();
    }
    await page.keyboard.press("ArrowLeft"); // 2024
    await page.keyboard.press("ArrowUp"); // 2018
    await page.keyboard.press("Enter");
    await expect(picker.getByRole("grid", { name: "2018" })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(picker.getByRole("grid", { name: "November 2018" })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(input).toHaveValue("23.11.2018");
    await expect(input).toBeFocused();
  });

  test("a birth-date field opens around a likely birth year; the Zebra defaults stay for the others", async ({ page }) => {
    await open(page);
    await field(page, /Data urodzenia posiadacza/).click();
    await expect(dialog(page).getByRole("grid", { name: "1982 – 2004" })).toBeVisible(); // 1996 ± a page of every other year
    await page.keyboard.press("Escape");
    await field(page, /Dzień wizyty/).click();
    const picker = dialog(page);
    expect(await heads(picker)).toEqual(["Pn", "Wt", "Śr", "Cz", "Pt", "So", "Nd"]); // no week numbers
    await picker.getByRole("button", { name: /Listopad 2026/ }).click();
    await picker.getByRole("button", { name: /^2026/ }).click();
    await expect(picker.getByRole("grid", { name: "2019 – 2030" })).toBeVisible();
  });
});

test.describe("closing on a key release", () => {
  test("a key released anywhere outside the picker closes it; the grid's keys do not", async ({ page }) => {
    await open(page);
    const input = field(page, /Dzień wizyty/);
    await input.click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press("Tab"); // to the calendar button: Tab is not typing
    const icon = page.getByRole("button", { name: "Wybierz datę" }).nth(2);
    await expect(icon).toBeFocused();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press("a"); // released on the button, not in the input: closes all the same
    await expect(dialog(page)).toBeHidden();
    // Opened into the grid, the APG keys move focus and keep it open; Escape closes it.
    await icon.press("Enter");
    await expect(dialog(page)).toBeVisible();
    for (const key of ["ArrowRight", "ArrowDown", "PageDown", "Home", "End", "Shift+PageUp"]) await page.keyboard.press(key);
    await expect(dialog(page).getByRole("grid", { name: "Styczeń 2026" })).toBeVisible(); // 23.11.2026 → … → 3.01.2027 → a year back
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(icon).toBeFocused();
  });
});
