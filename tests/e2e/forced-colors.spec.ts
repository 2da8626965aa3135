import type { Locator } from "@playwright/test";
import { expect, servedVariant, test } from "./fixtures.ts";

/**
 * Forced colours (Windows contrast themes): the browser replaces the shop's backgrounds and colours with the
 * theme's, so a state shown only by them (a chosen seat, the selected tab, a lit star, the chosen day) would
 * look like every other. Each such state must still look different from its neighbours.
 */
test.use({ colorScheme: "dark" });
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: "active" });
});

/**
 * What the buyer sees of a control's state: its fill, text and border colours as painted. A transparent fill
 * shows what is behind it, so it counts as the nearest fill under it (a black cell on the theme's black canvas
 * looks the same as a transparent one).
 */
const look = (control: Locator) =>
  control.evaluate((element) => {
    const style = getComputedStyle(element);
    let fill = style.backgroundColor;
    for (let under = element.parentElement; under && /^rgba\(.*, 0\)$|^transparent$/.test(fill); under = under.parentElement) fill = getComputedStyle(under).backgroundColor;
    return `${fill} / ${style.color} / ${style.borderTopColor}`;
  });

test("seat panel: a chosen seat, a free one and a taken one look different, and so does the key", async ({ page }) => {
  await page.goto("/sprzedaz/krok-4");
  const free = page.getByRole("button", { name: /, wolne, / }).and(page.locator("[aria-pressed=false]"));
  await expect(free.first()).toBeVisible({ timeout: 30_000 });
  const chosen = free.first();
  const name = (await chosen.getAttribute("aria-label"))!;
  await chosen.click();
  // A chosen seat is named "wybrane" (QA session 37), not "wolne".
  const chosenNow = page.getByRole("button", { name: name.replace(", wolne, ", ", wybrane, "), exact: true });
  await expect(chosenNow).toHaveAttribute("aria-pressed", "true");
  const [chosenLook, freeLook, takenLook] = [await look(chosenNow), await look(free.first()), await look(page.getByRole("button", { name: /, zajęte/ }).first())];
  expect(new Set([chosenLook, freeLook, takenLook]).size).toBe(3);
  const swatch = (state: string) => look(page.locator(`.tb-seat-panel__swatch--${state}`));
  expect(new Set([await swatch("free"), await swatch("pressed"), await swatch("taken")]).size).toBe(3);
});

test("stadium: the map keeps its colours, so its key keeps them too", async ({ page }) => {
  await page.goto("/stadion");
  const swatches = page.locator(".tb-stadium-map__swatch");
  await expect(swatches.first()).toBeVisible();
  const zones = await swatches.evaluateAll((elements) => elements.slice(0, 4).map((element) => getComputedStyle(element).backgroundColor));
  expect(new Set(zones).size).toBe(4);
});

test("step 2: the tribune the pointer lights on the plan is lit in the list too", async ({ page }) => {
  await page.goto("/sprzedaz/krok-2");
  const choice = (name: RegExp) => page.getByRole("button", { name });
  await expect(choice(/Trybuna Północna N1/)).toBeVisible();
  // N1's polygon on the legacy 700 × 550 plan has its middle near (237, 97).
  const plan = (await page.locator("[data-island=tribune-map] canvas").boundingBox())!;
  await page.mouse.move(plan.x + (237 / 700) * plan.width, plan.y + (97 / 550) * plan.height);
  await expect(choice(/Trybuna Północna N1/)).toHaveClass(/--lit/);
  expect(await look(choice(/Trybuna Północna N1/))).not.toBe(await look(choice(/Trybuna Północna N2/)));
});

test("regulations: the regulation shown stands out in the list", async ({ page }) => {
  await page.goto("/regulaminy");
  const shown = page.getByRole("tab", { selected: true });
  await expect(shown).toBeVisible();
  expect(await look(shown)).not.toBe(await look(page.getByRole("tab", { selected: false }).first()));
});

test("paged list: the current page stands out in the shop's pager", async ({ page }) => {
  await page.goto("/wydarzenia/lista");
  const pager = page.getByRole("navigation", { name: "Strony listy wydarzeń" });
  await expect(page.locator("[data-island=paged-list] .tb-paged-list")).toBeVisible();
  expect(await look(pager.getByRole("link", { name: "1", exact: true }))).not.toBe(await look(pager.getByRole("link", { name: "2", exact: true })));
});

test("paged list: a current page the shop prints as text (span.current) is filled as its linked one is", async ({ page }) => {
  await page.goto("/wydarzenia/lista");
  await expect(page.locator("[data-island=paged-list] .tb-paged-list")).toBeVisible();
  const linked = await look(page.getByRole("navigation", { name: "Strony listy wydarzeń" }).getByRole("link", { name: "1", exact: true }));
  await servedVariant(page, "/wydarzenia/lista", (html) => html.replace(/<li><a href="[^"]*page_no=1[^"]*" aria-current="page">1<\/a><\/li>/, '<li><span class="current">1</span></li>'));
  await page.goto("/wydarzenia/lista");
  const current = page.locator(".tb-paged-list span.current");
  await expect(current).toHaveAttribute("aria-current", "page");
  expect(await look(current)).toBe(linked);
});

test("widgets: the selected tab and the lit stars stand out; the chosen day in the date picker too", async ({ page }) => {
  await page.goto("/formularze/widzety.html");
  const tabs = page.getByRole("tablist", { name: "Sekcje formularza wydarzenia" });
  await expect(tabs).toBeVisible();
  expect(await look(tabs.getByRole("tab", { selected: true }))).not.toBe(await look(tabs.getByRole("tab", { selected: false }).first()));
  const stars = page.locator(".tb-star-box__star");
  await expect(page.getByRole("radio", { name: "3 z 5" })).toBeChecked();
  expect(await look(stars.nth(2))).not.toBe(await look(stars.nth(3)));

  await page.goto("/formularze/daty.html");
  // The picker's island has taken the field over (a click on the legacy field before that opens nothing).
  await expect(page.locator(".tb-date-input #event_date")).toBeVisible();
  const input = page.getByRole("textbox", { name: /Data wydarzenia/ });
  await input.fill("15.06.2030");
  await input.click();
  const day = (name: RegExp) => page.getByRole("dialog").getByRole("gridcell").getByRole("button", { name });
  await expect(day(/15 czerwca 2030$/)).toBeVisible();
  expect(await look(day(/15 czerwca 2030$/))).not.toBe(await look(day(/14 czerwca 2030$/)));
});

test("widgets: a chosen sector's mark and the combo box's active option stand out", async ({ page }) => {
  await page.goto("/formularze/widzety.html");
  await page.getByRole("tab", { name: "Sprzedaż" }).click();
  const sectors = page.getByRole("listbox", { name: "Sektory w sprzedaży" });
  await sectors.getByRole("option", { name: "Trybuna B" }).click({ modifiers: ["Control"] });
  await expect(sectors.getByRole("option", { name: "Trybuna B" })).toHaveAttribute("aria-selected", "true");
  const mark = (name: string) => look(sectors.getByRole("option", { name }).locator(".tb-select-list__mark"));
  expect(await mark("Trybuna B")).not.toBe(await mark("Trybuna C"));

  const combo = page.getByRole("combobox", { name: "Brama wejściowa" });
  await combo.click();
  await page.keyboard.press("ArrowDown");
  const active = page.locator(`#${await combo.getAttribute("aria-activedescendant")}`);
  await expect(active).toHaveText("Brama 2 – Północ");
  expect(await look(active)).not.toBe(await look(page.getByRole("option", { name: "Brama 3 – Wschód" })));
});

test("date picker: days and months that cannot be chosen look unavailable", async ({ page }) => {
  await page.goto("/formularze/daty.html");
  await expect(page.locator(".tb-date-input #pickup_date")).toBeVisible();
  const input = page.getByRole("textbox", { name: /Odbiór w kasie \(dni robocze\)/ });
  await input.fill("15.06.2030"); // a Saturday: weekends are off for this field, and so are past days
  await input.click();
  const picker = page.getByRole("dialog");
  const day = (name: RegExp) => picker.getByRole("gridcell").getByRole("button", { name });
  await expect(day(/14 czerwca 2030$/)).toBeVisible();
  expect(await look(day(/16 czerwca 2030$/))).not.toBe(await look(day(/14 czerwca 2030$/)));

  await page.keyboard.press("Escape");
  await page.getByRole("textbox", { name: /Jarmark świąteczny/ }).click(); // 1–24 December 2026 only
  await expect(day(/, 1 grudnia 2026$/)).toBeVisible();
  await picker.locator(".tb-date-input-caption").click();
  const month = (name: string) => picker.getByRole("gridcell").getByRole("button", { name: `${name} 2026`, exact: true });
  await expect(month("Grudzień")).toBeVisible();
  expect(await look(month("Listopad"))).not.toBe(await look(month("Grudzień")));
});

test("stadium list: a chosen seat, a free one and a taken one look different", async ({ page }) => {
  await page.goto("/stadion");
  await page.getByRole("button", { name: "Lista miejsc" }).click();
  const seats = page.locator(".tb-stadium-map__list-seat");
  await expect(seats.first()).toBeVisible();
  const states = await seats.evaluateAll((elements) => elements.map((element) => (element.getAttribute("aria-disabled") ? "taken" : "free")));
  const [chosen, free, taken] = [states.indexOf("free"), states.lastIndexOf("free"), states.indexOf("taken")].map((index) => seats.nth(index));
  await chosen!.click();
  await expect(chosen!).toHaveAttribute("aria-pressed", "true");
  const looks = [await look(chosen!), await look(free!), await look(taken!)];
  expect(new Set(looks).size).toBe(3);
});
