import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, heldBack, servedVariant, test, TRYBUNA_SCRIPT } from "./fixtures.ts";

const PAGE = "/formularze/daty.html";
const TODAY = new Date("2026-11-23T10:00:00"); // a Monday

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(TODAY);
});

/** Opens the page and wakes every date input (they wake near the viewport) by scrolling through it. */
async function open(page: Page, query = ""): Promise<void> {
  await page.goto(PAGE + query);
  await expect(page.locator(".tb-date-input #event_date")).toBeVisible();
  for (let y = 0; y < 3000; y += 300) {
    await page.mouse.wheel(0, 300);
  }
  await expect(page.locator("[data-island='date-input'] .tb-date-input")).toHaveCount(16);
  await page.evaluate(() => window.scrollTo(0, 0));
}

const field = (page: Page, label: string | RegExp) => page.getByRole("textbox", { name: label });
const dialog = (page: Page) => page.getByRole("dialog");
/** A day, month or year button of the open picker, by its accessible name. */
const cell = (scope: Locator, name: string | RegExp) => scope.getByRole("gridcell").getByRole("button", { name });
/** The accessible name of the focused cell (its visually hidden full date). */
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.querySelector(".tb-visually-hidden")?.textContent ?? document.activeElement?.id);

test.describe("date inputs", () => {
  test("the page is accessible, closed and with each view open", async ({ page }) => {
    test.slow(); // four axe runs: on a busy 2-core machine they can take more than 30 s together
    await open(page);
    await expectAccessible(page);
    await field(page, /Odbiór w kasie \(dni robocze\)/).click();
    await expectAccessible(page, ".tb-date-input-picker");
    await dialog(page).getByRole("button", { name: /Listopad 2026/ }).click();
    await expectAccessible(page, ".tb-date-input-picker");
    await dialog(page).getByRole("button", { name: /^2026/ }).click();
    await expect(dialog(page).getByRole("grid", { name: "2019 – 2030" })).toBeVisible();
    await expectAccessible(page, ".tb-date-input-picker");
  });

  test("future only: by mouse", async ({ page }) => {
    await open(page);
    const input = field(page, /Data wydarzenia/);
    await input.click();
    const picker = dialog(page);
    await expect(picker.getByRole("grid", { name: "Listopad 2026" })).toBeVisible();
    await expect(cell(picker, /, 22 listopada 2026$/)).toHaveAttribute("aria-disabled", "true");
    await expect(picker.getByRole("button", { name: "Poprzedni miesiąc" })).toHaveAttribute("aria-disabled", "true");
    await cell(picker, /, 22 listopada 2026$/).click({ force: true }); // aria-disabled: Playwright would wait for it to enable
    await expect(picker).toBeVisible();
    await cell(picker, /, 25 listopada 2026$/).click();
    await expect(input).toHaveValue("25.11.2026");
    await expect(picker).toBeHidden();
    await expect(input).toBeFocused();
    // A second click on the input opens, a third closes.
    await input.click();
    await expect(picker).toBeVisible();
    await input.click();
    await expect(picker).toBeHidden();
  });

  test("future only: by keyboard", async ({ page }) => {
    await open(page);
    const input = field(page, /Data wydarzenia/);
    await input.focus();
    await page.keyboard.press("ArrowDown");
    expect(await focusedLabel(page)).toMatch(/, 23 listopada 2026$/);
    await page.keyboard.press("ArrowLeft");
    expect(await focusedLabel(page)).toMatch(/, 22 listopada 2026$/);
    await page.keyboard.press("Enter"); // unavailable: nothing happens
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Space");
    await expect(input).toHaveValue("24.11.2026");
    await expect(input).toBeFocused();
  });

  test("past only: by mouse and keyboard", async ({ page }) => {
    await open(page);
    const input = field(page, /Data zakupu/);
    await input.click();
    const picker = dialog(page);
    await expect(picker.getByRole("button", { name: "Następny miesiąc" })).toHaveAttribute("aria-disabled", "true");
    await expect(cell(picker, /, 24 listopada 2026$/)).toHaveAttribute("aria-disabled", "true");
    await picker.getByRole("button", { name: "Poprzedni miesiąc" }).click();
    // October 2026 ends on a week of November's days alone (text, not choosable): that row keeps a day's height.
    const october = picker.getByRole("grid", { name: "Październik 2026" });
    await expect(october.locator("tbody tr").last().getByRole("button")).toHaveCount(0);
    const heights = await october.locator("tbody tr").evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
    expect(new Set(heights).size, `row heights ${heights.join(", ")}`).toBe(1);
    await cell(picker, /, 5 października 2026$/).click();
    await expect(input).toHaveValue("05.10.2026");

    await page.getByRole("button", { name: "Wybierz datę" }).nth(1).press("Enter");
    expect(await focusedLabel(page)).toMatch(/, 5 października 2026$/);
    await page.keyboard.press("PageUp");
    await page.keyboard.press("Home");
    expect(await focusedLabel(page)).toMatch(/, 31 sierpnia 2026$/); // Monday of the week of 5 Sept
    await page.keyboard.press("Shift+PageUp");
    expect(await focusedLabel(page)).toMatch(/, 31 sierpnia 2025$/);
    await page.keyboard.press("Enter");
    await expect(input).toHaveValue("31.08.2025");
  });

  test("a day-offset range: from tomorrow for 14 days", async ({ page }) => {
    await open(page);
    const input = field(page, /Dostawa biletów/);
    await input.click();
    const picker = dialog(page);
    await expect(cell(picker, /, 23 listopada 2026$/)).toHaveAttribute("aria-disabled", "true");
    await expect(cell(picker, /, 24 listopada 2026$/)).not.toHaveAttribute("aria-disabled");
    await picker.getByRole("button", { name: "Następny miesiąc" }).click();
    // The end is 14 days after the start (legacy [1, 14]).
    await expect(cell(picker, /, 8 grudnia 2026$/)).not.toHaveAttribute("aria-disabled");
    await expect(cell(picker, /, 9 grudnia 2026$/)).toHaveAttribute("aria-disabled", "true");
    await expect(picker.getByRole("button", { name: "Następny miesiąc" })).toHaveAttribute("aria-disabled", "true");
    await cell(picker, /, 8 grudnia 2026$/).click();
    await expect(input).toHaveValue("2026-12-08");
    // Keyboard: opens on the selected date.
    await input.press("ArrowDown");
    await page.keyboard.press("ArrowRight"); // 9 December: unavailable
    await page.keyboard.press("Enter");
    await expect(input).toHaveValue("2026-12-08");
    await page.keyboard.press("Home");
    await page.keyboard.press("Enter");
    await expect(input).toHaveValue("2026-12-07");
  });

  test("an array range of two dates opens on its first day", async ({ page }) => {
    await open(page);
    const input = field(page, /Jarmark świąteczny/);
    await input.click();
    const picker = dialog(page);
    await expect(picker.getByRole("grid", { name: "Grudzień 2026" })).toBeVisible();
    await expect(picker.getByRole("button", { name: "Poprzedni miesiąc" })).toHaveAttribute("aria-disabled", "true");
    await expect(picker.getByRole("button", { name: "Następny miesiąc" })).toHaveAttribute("aria-disabled", "true");
    await expect(cell(picker, /, 25 grudnia 2026$/)).toHaveAttribute("aria-disabled", "true");
    await cell(picker, /, 24 grudnia 2026$/).click();
    await expect(input).toHaveValue("24.12.2026");
    await input.press("ArrowDown");
    expect(await focusedLabel(page)).toMatch(/, 24 grudnia 2026$/);
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await expect(input).toHaveValue("17.12.2026");
  });

  test("disabled weekends, with ISO week numbers", async ({ page }) => {
    await open(page);
    const input = field(page, /Odbiór w kasie \(dni robocze\)/);
    await input.click();
    const picker = dialog(page);
    await expect(picker.getByRole("rowheader")).toHaveText(["Tydzień 44", "Tydzień 45", "Tydzień 46", "Tydzień 47", "Tydzień 48", "Tydzień 49"]);
    await expect(cell(picker, /, 28 listopada 2026$/)).toHaveAttribute("aria-disabled", "true");
    await expect(cell(picker, /, 29 listopada 2026$/)).toHaveAttribute("aria-disabled", "true");
    await cell(picker, /, 27 listopada 2026$/).click();
    await expect(input).toHaveValue("27.11.2026");
    await input.press("ArrowDown");
    await page.keyboard.press("ArrowRight"); // Saturday: unavailable
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await expect(input).toHaveValue("30.11.2026");
  });

  test("an enabled date overrides disabled weekends", async ({ page }) => {
    await open(page);
    const input = field(page, /dniu meczu/);
    await input.click();
    const picker = dialog(page);
    await picker.getByRole("button", { name: "Następny miesiąc" }).click();
    await expect(cell(picker, /, 12 grudnia 2026$/)).not.toHaveAttribute("aria-disabled");
    await expect(cell(picker, /, 13 grudnia 2026$/)).toHaveAttribute("aria-disabled", "true");
    await cell(picker, /, 12 grudnia 2026$/).click();
    await expect(input).toHaveValue("12.12.2026");
    await input.press("ArrowDown");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Enter");
    await expect(input).toHaveValue("11.12.2026");
  });

  test("everything disabled but one year opens in that year", async ({ page }) => {
    await open(page);
    const input = field(page, /Dzień karnetu/);
    await input.click();
    const picker = dialog(page);
    await expect(picker.getByRole("grid", { name: "Styczeń 2027" })).toBeVisible();
    await expect(picker.getByRole("button", { name: "Poprzedni miesiąc" })).toHaveAttribute("aria-disabled", "true");
    await picker.getByRole("button", { name: /Styczeń 2027/ }).click();
    await picker.getByRole("button", { name: /^2027/ }).click();
    await expect(cell(picker, "2026")).toHaveAttribute("aria-disabled", "true");
    await expect(cell(picker, "2028")).toHaveAttribute("aria-disabled", "true");
    await cell(picker, "2027").click();
    await cell(picker, "Czerwiec 2027").click();
    await cell(picker, /, 15 czerwca 2027$/).click();
    await expect(input).toHaveValue("2027-06-15");
    await input.press("ArrowDown");
    await page.keyboard.press("Shift+PageDown"); // 2028: focus moves, but the day is unavailable
    expect(await focusedLabel(page)).toMatch(/, 15 czerwca 2028$/);
    await page.keyboard.press("Enter");
    await expect(input).toHaveValue("2027-06-15");
    await page.keyboard.press("Shift+PageUp");
    await page.keyboard.press("PageDown");
    await page.keyboard.press("Enter");
    await expect(input).toHaveValue("2027-07-15");
  });

  test("months-only format m Y: months and years views, previous/next by year", async ({ page }) => {
    await open(page);
    const input = field(page, /Ważność karty/);
    await input.click();
    const picker = dialog(page);
    await expect(picker.getByRole("grid", { name: "2026" })).toBeVisible();
    await expect(cell(picker, "Październik 2026")).toHaveAttribute("aria-disabled", "true");
    await picker.getByRole("button", { name: "Następny rok" }).click();
    await expect(picker.getByRole("grid", { name: "2027" })).toBeVisible();
    await picker.getByRole("button", { name: /^2027/ }).click();
    await cell(picker, "2028").click();
    await cell(picker, "Marzec 2028").click();
    await expect(input).toHaveValue("03 2028");
    await expect(picker).toBeHidden();
    await input.press("ArrowDown");
    expect(await focusedLabel(page)).toBe("Marzec 2028");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await expect(input).toHaveValue("06 2028");
  });

  test("years-only format Y selects on a year", async ({ page }) => {
    await open(page);
    const input = field(page, /Rok urodzenia/);
    await input.click();
    const picker = dialog(page);
    // Changed on purpose (issue 10): a birth-date field opens around a likely birth year (30 years
    // ago), no longer on the current decade (2019 – 2030).
    await expect(picker.getByRole("grid", { name: "1989 – 2000" })).toBeVisible();
    for (let i = 0; i < 3; i++) await picker.getByRole("button", { name: "Następne 12 lat" }).click();
    await expect(picker.getByRole("grid", { name: "2025 – 2036" })).toBeVisible();
    await expect(picker.getByRole("button", { name: "Następne 12 lat" })).toHaveAttribute("aria-disabled", "true");
    await expect(cell(picker, "2027")).toHaveAttribute("aria-disabled", "true");
    for (let i = 0; i < 3; i++) await picker.getByRole("button", { name: "Poprzednie 12 lat" }).click();
    await cell(picker, "1990").click();
    await expect(input).toHaveValue("1990");
    await input.press("ArrowDown");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await expect(input).toHaveValue("1986");
  });

  test("birth date: opens on years with the value selected, goes down to days, Clear", async ({ page }) => {
    await open(page);
    const input = field(page, "Data urodzenia");
    await input.click();
    const picker = dialog(page);
    await expect(picker.getByRole("grid", { name: "1983 – 1994" })).toBeVisible();
    await expect(picker.getByRole("gridcell", { selected: true }).getByRole("button")).toHaveAccessibleName("1990");
    await cell(picker, "1991").click();
    await cell(picker, "Sierpień 1991").click();
    await expect(picker.getByRole("grid", { name: "Sierpień 1991" })).toBeVisible();
    // select_other_months: 31 July is selectable from the August grid; zero_pad shows 01..09.
    await expect(cell(picker, /, 31 lipca 1991$/).locator("[aria-hidden]")).toHaveText("31");
    await expect(cell(picker, /, 5 sierpnia 1991$/).locator("[aria-hidden]")).toHaveText("05");
    await cell(picker, /, 31 lipca 1991$/).click();
    await expect(input).toHaveValue("1991-07-31");
    await input.click();
    await picker.getByRole("button", { name: "Wyczyść datę" }).click();
    await expect(input).toHaveValue("");
    await expect(picker).toBeHidden();
  });

  test("a start/end pair: the end starts the day after the start", async ({ page }) => {
    await open(page);
    await field(page, "Pobyt od").click();
    await dialog(page).getByRole("button", { name: "Następny miesiąc" }).click();
    await cell(dialog(page), /, 10 grudnia 2026$/).click();
    const end = field(page, "Pobyt do");
    await end.press("ArrowDown");
    expect(await focusedLabel(page)).toMatch(/, 11 grudnia 2026$/);
    await expect(cell(dialog(page), /, 10 grudnia 2026$/)).toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Enter");
    await expect(end).toHaveValue("");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await expect(end).toHaveValue("12.12.2026");
  });

  test("always visible: shown without a click, stays after selection, follows typing", async ({ page }) => {
    await open(page);
    const input = field(page, /Data wizyty/);
    const calendar = page.getByRole("group", { name: "Kalendarz" });
    await expect(calendar).toBeVisible();
    await cell(calendar, /, 25 listopada 2026$/).click();
    await expect(input).toHaveValue("25.11.2026");
    await expect(calendar).toBeVisible();
    await page.mouse.click(900, 100); // outside
    await expect(calendar).toBeVisible();
    await input.fill("14.02.2027");
    await expect(calendar.getByRole("grid", { name: "Luty 2027" })).toBeVisible();
    // Keyboard: Tab reaches the grid's one focusable cell; arrows and Enter select.
    await cell(calendar, /, 14 lutego 2027$/).focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(input).toHaveValue("21.02.2027");
  });

  test("icon beside the field: toggles, Escape returns focus to it, a click outside closes", async ({ page }) => {
    await open(page);
    const icon = page.locator("#return_date ~ .tb-date-input-icon");
    await expect(page.locator(".tb-date-input:not(.is-inside) #return_date")).toHaveCount(1);
    await icon.click();
    await expect(dialog(page)).toBeVisible();
    await icon.click();
    await expect(dialog(page)).toBeHidden();
    await icon.press("Enter");
    await expect(dialog(page)).toBeVisible();
    // Tab stays inside the dialog.
    for (let i = 0; i < 6; i++) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("[role=dialog]"))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(icon).toBeFocused();
    await icon.click();
    await page.mouse.click(900, 100);
    await expect(dialog(page)).toBeHidden();
  });

  test("typing hides the picker; a typed date is where it opens next", async ({ page }) => {
    await open(page);
    const input = field(page, /Data zwrotu biletu/);
    await input.click();
    await expect(dialog(page)).toBeVisible();
    await input.pressSequentially("2027-03-");
    await expect(dialog(page)).toBeHidden();
    await input.pressSequentially("14");
    await input.press("ArrowDown");
    expect(await focusedLabel(page)).toMatch(/, 14 marca 2027$/);
  });

  test("inputs below the fold wake near the viewport and take over text, focus and caret", async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 500 });
    await page.goto(PAGE);
    await expect(page.locator(".tb-date-input #event_date")).toBeVisible();
    const legacy = page.locator("#return_date");
    await expect(page.locator(".tb-date-input #return_date")).toHaveCount(0); // still the legacy input
    // The user is typing in the legacy input when it wakes (focus scrolls it into view).
    await legacy.evaluate((element: HTMLInputElement) => {
      element.value = "2026-12";
      element.focus();
    });
    const island = page.locator(".tb-date-input #return_date");
    await expect(island).toBeFocused();
    await expect(island).toHaveValue("2026-12");
    await page.keyboard.type("-05");
    await expect(island).toHaveValue("2026-12-05");
  });

  test("configured English names on a Polish page; Sunday first", async ({ page }) => {
    await open(page);
    const input = field(page, /English names/);
    await input.click();
    const picker = dialog(page);
    await expect(picker.getByRole("grid", { name: "November 2026" })).toBeVisible();
    await expect(picker.getByRole("columnheader")).toHaveText(["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]);
    await cell(picker, /, 24 listopada 2026$/).click();
    await expect(input).toHaveValue("Tuesday, 24 November 2026");
    await page.getByRole("button", { name: "Pick a date" }).click();
    await page.keyboard.press("Home");
    await page.keyboard.press("Enter");
    await expect(input).toHaveValue("Sunday, 22 November 2026");
  });

  test("days_abbr is what D writes, and a value printed with it reads back (Zebra >= 1.6.1; routed variant)", async ({ page }) => {
    // A legacy page's field in a format with D and its own day abbreviations, ahead of the recorded ones.
    const host = `<div class="field"><label for="abbr_date">Dzień skrócony</label><div data-island="date-input" data-props='{"format":"D, d.m.Y","days_abbr":["Nd","Pn","Wt","Śr","Cz","Pt","So"]}'><input type="text" id="abbr_date" name="abbr_date" value="Pn, 02.11.2026"></div></div>`;
    await page.route((url) => url.pathname === PAGE, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace("<legend>Kierunek</legend>", `<legend>Kierunek</legend>${host}`) });
    });
    await page.goto(PAGE);
    await expect(page.locator(".tb-date-input #abbr_date")).toBeVisible();
    const input = field(page, /Dzień skrócony/);
    await input.click();
    const picker = dialog(page);
    await expect(picker.getByRole("gridcell", { selected: true }).getByRole("button")).toHaveAccessibleName(/, 2 listopada 2026$/);
    await cell(picker, /, 25 listopada 2026$/).click();
    await expect(input).toHaveValue("Śr, 25.11.2026");
  });

  test("an English page speaks English", async ({ page }) => {
    await open(page, "?lang=en");
    const input = field(page, /Event date/);
    await input.click();
    const picker = dialog(page);
    // Named after its field, not just 'Pick a date' as every other picker (QA 13a).
    await expect(picker).toHaveAccessibleName(/^Pick a date: Event date/);
    await expect(picker.getByRole("grid", { name: "November 2026" })).toBeVisible();
    await expect(picker.getByRole("button", { name: "Next month" })).toBeVisible();
    await expect(picker.getByRole("columnheader")).toHaveText(["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]);
    await expect(cell(picker, "Tuesday, 24 November 2026")).toBeVisible();
    await expectAccessible(page, ".tb-date-input-picker");
  });

  test("a read-only input turns the picker off, and on again when editable", async ({ page }) => {
    await open(page);
    const input = field(page, /tylko do odczytu/);
    await input.click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.locator("#locked_date ~ .tb-date-input-icon")).toBeDisabled();
    await input.evaluate((element: HTMLInputElement) => (element.readOnly = false));
    await input.click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole("gridcell", { selected: true }).getByRole("button")).toHaveAccessibleName(/, 2 listopada 2026$/);
  });

  test("events and the global API", async ({ page }) => {
    await open(page);
    const events = await page.evaluate(() => {
      const host = document.querySelector("#event_date")!.closest<HTMLElement>("[data-island]")!;
      const seen: string[] = [];
      for (const name of ["select", "clear", "change"]) {
        host.addEventListener(`trybuna:date-input:${name}`, (event) => seen.push(`${name} ${JSON.stringify((event as CustomEvent).detail ?? null)}`));
      }
      const api = window.Trybuna!.get(host) as { open(): void; setDate(v: string): boolean; getDate(): Date | null; clear(): void };
      api.open();
      const refused = api.setDate("01.01.2020");
      api.setDate("24.12.2026");
      const date = api.getDate()?.toISOString();
      api.clear();
      return { seen, refused, date };
    });
    expect(events.refused).toBe(false);
    expect(events.date).toBe("2026-12-24T12:00:00.000Z");
    expect(events.seen).toEqual([
      'change {"view":"days","year":2026,"month":11}',
      'select {"value":"24.12.2026","iso":"2026-12-24","week":52}',
      "clear null",
    ]);
  });

  test("the form posts the same values with and without the script", async ({ page }) => {
    await open(page);
    await field(page, /Data wydarzenia/).click();
    await cell(dialog(page), /, 26 listopada 2026$/).click();
    await page.getByRole("button", { name: "Wyślij" }).click();
    // The required attribute came over from the legacy input: the browser holds the form back.
    await expect(field(page, /Odbiór w kasie \(dni robocze\)/)).toBeFocused();
    await field(page, /Odbiór w kasie \(dni robocze\)/).fill("30.11.2026");
    await page.getByRole("button", { name: "Wyślij" }).click();
    const received = page.getByRole("region", { name: "Serwer otrzymał" });
    await expect(received.locator("dt", { hasText: /^event_date$/ }).locator("+ dd")).toHaveText("26.11.2026");
    await expect(received.locator("dt", { hasText: /^date_birth$/ }).locator("+ dd")).toHaveText("1990-05-17");

    await page.goto(`${PAGE}?js=0`);
    await page.locator("#event_date").fill("27.11.2026");
    await page.locator("#pickup_date").fill("30.11.2026");
    await page.getByRole("button", { name: "Wyślij" }).click();
    await expect(page.getByRole("region", { name: "Serwer otrzymał" }).locator("dt", { hasText: /^event_date$/ }).locator("+ dd")).toHaveText("27.11.2026");
  });

  test("a date input tied to another form by form=\"outer_form\" is posted with that form, and keeps the legacy input's attributes (QA s40 #6; routed variant)", async ({ page, browser }) => {
    // A ticket's date printed inside the dates form but belonging to the form below it, as a legacy page could.
    const variant = (html: string) =>
      html
        .replace(
          "<legend>Kierunek</legend>",
          `<legend>Kierunek</legend><div class="field"><label for="ticket_date">Data biletu</label><div data-island="date-input" data-props='{"format":"d.m.Y"}'>` +
            `<input type="text" id="ticket_date" name="tickets[0][date]" form="outer_form" maxlength="10" pattern="\\d{2}\\.\\d{2}\\.\\d{4}" title="DD.MM.RRRR" tabindex="0" autocomplete="off" inputmode="numeric" data-ticket="0"></div></div>`,
        )
        .replace(/<form id="dates"[^]*?<\/form>/, (dates) => `${dates}<form id="outer_form" method="post" action="${PAGE}"><p><button type="submit" class="legacy-button">Wyślij bilety</button></p></form>`);
    /** The body of the next POST of the page (the browser's own submission of outer_form). */
    const nextPost = (target: Page) => target.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === PAGE).then((request) => request.postData());
    const ATTRIBUTES = ["id", "name", "form", "maxlength", "pattern", "title", "tabindex", "autocomplete", "inputmode", "data-ticket"];
    const attributesOf = (target: Page) => target.locator("input[name='tickets[0][date]']").evaluate((input, names) => names.map((name) => `${name}=${input.getAttribute(name)}`), ATTRIBUTES);

    // Without the script: the browser posts the date with outer_form, and only it.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await servedVariant(plain, PAGE, variant);
    await plain.goto(PAGE);
    await plain.locator("#ticket_date").fill("24.11.2026");
    const legacyAttributes = await attributesOf(plain);
    const plainPost = nextPost(plain);
    await plain.getByRole("button", { name: "Wyślij bilety" }).click();
    expect(await plainPost).toBe("tickets%5B0%5D%5Bdate%5D=24.11.2026");
    await context.close();

    await servedVariant(page, PAGE, variant);
    await page.goto(PAGE);
    const input = field(page, "Data biletu");
    await expect(page.locator(".tb-date-input #ticket_date")).toBeVisible();
    expect(await attributesOf(page), "the island's input has the legacy input's attributes").toEqual(legacyAttributes);
    await input.click();
    await cell(dialog(page), /, 24 listopada 2026$/).click();
    await expect(input).toHaveValue("24.11.2026");
    const post = nextPost(page);
    await page.getByRole("button", { name: "Wyślij bilety" }).click();
    expect(await post, "what the browser posts without the script").toBe("tickets%5B0%5D%5Bdate%5D=24.11.2026");
  });

  test("fades in over 150 ms, not at all with reduced motion", async ({ page }) => {
    await open(page);
    await field(page, /Data wydarzenia/).click();
    expect(await page.locator(".tb-date-input-picker").evaluate((element) => getComputedStyle(element).animationDuration)).toBe("0.15s");
    await page.keyboard.press("Escape");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await field(page, /Data wydarzenia/).click();
    expect(await page.locator(".tb-date-input-picker").evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
  });

  test("opens in the click's own task: no legacy 12 ms open delay (spec §9; docs/speed.md)", async ({ page }) => {
    await open(page);
    const openBeforeAnyTimer = await page.evaluate(async () => {
      const input = document.querySelector<HTMLInputElement>("#event_date")!;
      input.closest("[data-island]")!.querySelector<HTMLButtonElement>(".tb-date-input-icon")!.click();
      // A 12 ms timer started by the click would fire after this 0 ms one, whatever the machine's load.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const picker = document.querySelector(".tb-date-input-picker");
      return !!picker && picker.checkVisibility({ visibilityProperty: true });
    });
    expect(openBeforeAnyTimer).toBe(true);
    await expect(dialog(page)).toBeVisible();
  });

  test("stays inside the viewport and above the page", async ({ page }) => {
    await page.setViewportSize({ width: 420, height: 700 });
    await open(page);
    const input = field(page, /Jarmark świąteczny/);
    await input.scrollIntoViewIfNeeded();
    await input.click();
    const box = (await dialog(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(420);
    expect(box.y + box.height).toBeLessThanOrEqual(700);
    expect(await page.locator(".tb-date-input-layer").evaluate((element) => getComputedStyle(element).zIndex)).toBe("1500");
    expect(await page.locator(".tb-date-input-picker").evaluate((element) => getComputedStyle(element).zIndex)).toBe("2000");
  });

  test("with room neither above nor below the field (320 × 480: 400 % zoom) the picker moves over the field, whole in view; in a window shorter than itself it scrolls", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 480 });
    await open(page);
    // Weekdays only, with week numbers: the widest picker.
    const input = field(page, /Odbiór w kasie \(dni robocze\)/);
    await input.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await input.click();
    const box = (await dialog(page).boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(480);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    // Its month and both month buttons are on screen, and work.
    await expect(dialog(page).getByRole("button", { name: /Listopad 2026/ })).toBeInViewport({ ratio: 1 });
    await expect(dialog(page).getByRole("button", { name: "Poprzedni miesiąc" })).toBeInViewport({ ratio: 1 });
    await dialog(page).getByRole("button", { name: "Następny miesiąc" }).click();
    await expect(dialog(page).getByRole("button", { name: /Grudzień 2026/ })).toBeInViewport({ ratio: 1 });
    await page.keyboard.press("Escape");

    // A window shorter than the picker (640 × 320): the picker scrolls inside, and its last row can be chosen.
    await page.setViewportSize({ width: 640, height: 320 });
    await input.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await input.click();
    const short = (await dialog(page).boundingBox())!;
    expect(short.y).toBeGreaterThanOrEqual(0);
    expect(short.y + short.height).toBeLessThanOrEqual(320);
    await cell(dialog(page), /, 30 listopada 2026$/).click();
    await expect(input).toHaveValue("30.11.2026");
  });

  test("a picker prepared at idle is not seen, reached or announced until it opens, and is the one that opens", async ({ page }) => {
    await open(page);
    const standby = page.locator(".tb-date-input:has(#event_date) .tb-date-input-standby");
    await expect(standby).toBeAttached();
    await expect(standby).toBeHidden();
    await expect(dialog(page)).toHaveCount(0);
    // Tab from the field's icon goes on to the next field, not into its hidden picker.
    await page.locator("#event_date ~ .tb-date-input-icon").focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest(".tb-date-input-standby") ?? document.activeElement?.id)).toBe("purchase_date");
    await page.evaluate(() => {
      (window as unknown as { prepared: Element | null }).prepared = document.querySelector(".tb-date-input:has(#event_date) .tb-date-input-standby > *");
    });
    await field(page, /Data wydarzenia/).click();
    await expect(dialog(page).getByRole("grid", { name: "Listopad 2026" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { prepared: Element | null }).prepared === document.querySelector(".tb-date-input-layer > .tb-date-input-picker"))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(standby).toBeHidden();
  });
});

test.describe("date inputs: typed before the script ran", () => {
  test("a day outside the field's range, typed before the island woke, stays in the field (only a printed default is cleared)", async ({ page }) => {
    const release = await heldBack(page, TRYBUNA_SCRIPT);
    await page.goto(PAGE, { waitUntil: "commit" });
    // Delivery is from tomorrow for 14 days: today (23 November) is out of its range.
    await page.locator("input#delivery_date").fill("2026-11-23");
    await page.locator("input#fair_date").fill("31.12.2026");
    release();
    await expect(page.locator(".tb-date-input #delivery_date")).toBeVisible();
    await expect(field(page, /Dostawa biletów/)).toHaveValue("2026-11-23");
    await page.locator("#fair_date").scrollIntoViewIfNeeded();
    await expect(page.locator(".tb-date-input #fair_date")).toBeVisible();
    await expect(field(page, /Jarmark świąteczny/)).toHaveValue("31.12.2026");
  });
});
