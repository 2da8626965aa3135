import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";

const GALLERY = "/formularze/galeria.html";

type Lang = "pl" | "en";
type State = "empty" | "filled" | "readonly" | "disabled" | "invalid";

/** What a user reads on the gallery, in each language. */
const TEXT = {
  pl: {
    states: { empty: "puste", filled: "wypełnione", readonly: "tylko do odczytu", disabled: "wyłączone", invalid: "błędne" },
    price: "Cena (zł)",
    notes: "Uwagi",
    date: "Data meczu",
    sectors: "Sektory",
    gate: "Brama",
    rating: "Ocena meczu",
    terms: "Akceptuję regulamin sprzedaży",
    password: "Hasło konta",
    errors: {
      price: "Cena musi być większa od zera.",
      notes: "Wypełnij to pole!",
      date: "Niepoprawna data.",
      sectors: "Wybierz co najmniej jeden sektor.",
      gate: "Wybierz bramę wejściową.",
      rating: "Wybierz ocenę.",
      terms: "Należy zaakceptować regulamin sprzedaży.",
      password: "Hasło musi mieć co najmniej 8 znaków.",
    },
    refused: "Dozwolone są tylko cyfry",
    pick: "Wybierz datę",
    alert: "Limit miejsc",
    photo: "Trybuna północna",
    quickAdd: "Dodaj organizatora",
    newWindow: "(otwiera nowe okno)",
    quickAddField: "Nazwa organizatora",
  },
  en: {
    states: { empty: "empty", filled: "filled", readonly: "read-only", disabled: "disabled", invalid: "invalid" },
    price: "Price (PLN)",
    notes: "Notes",
    date: "Match date",
    sectors: "Sectors",
    gate: "Gate",
    rating: "Match rating",
    terms: "I accept the terms of sale",
    password: "Account password",
    errors: {
      price: "The price must be above zero.",
      notes: "Fill out this field!",
      date: "Invalid date.",
      sectors: "Choose at least one sector.",
      gate: "Choose an entrance gate.",
      rating: "Choose a rating.",
      terms: "Please accept the terms and conditions of sale.",
      password: "The password must have at least 8 characters.",
    },
    refused: "Only digits and one decimal separator",
    pick: "Pick a date",
    alert: "Seat limit",
    photo: "North stand",
    quickAdd: "Add an organiser",
    newWindow: "(opens in a new window)",
    quickAddField: "Organiser's name",
  },
} as const;

type Widget = keyof (typeof TEXT)["pl"]["errors"];
const WIDGETS: readonly Widget[] = ["price", "notes", "date", "sectors", "gate", "rating", "terms", "password"];

/** A widget's field in a state, by its role and its label "<widget> (<state>)". */
function field(page: Page, lang: Lang, widget: Widget, state: State): Locator {
  const name = `${TEXT[lang][widget]} (${TEXT[lang].states[state]})`;
  if (widget === "sectors") return page.getByRole("listbox", { name, exact: true });
  if (widget === "gate") return page.getByRole("combobox", { name, exact: true });
  if (widget === "rating") return page.getByRole("radiogroup", { name, exact: true });
  if (widget === "terms") return page.getByRole("checkbox", { name, exact: true });
  return page.getByLabel(name, { exact: true });
}

const errorBubbles = (page: Page) => page.locator(".tb-tooltip[data-type=error]");

async function openGallery(page: Page, lang: Lang): Promise<void> {
  await page.goto(`${GALLERY}?lang=${lang}`);
  await expect(page.getByRole("combobox", { name: `${TEXT[lang].gate} (${TEXT[lang].states.invalid})` })).toBeVisible();
  // The date inputs wake when they near the viewport (as a user scrolls to them).
  await page.locator("#gallery-date-input").scrollIntoViewIfNeeded();
  await expect(page.locator("[data-island='date-input'] .tb-date-input")).toHaveCount(5);
  await page.evaluate(() => window.scrollTo(0, 0));
  // The viewer and quick-add links taken over (before that a click is the legacy link's).
  await expect(page.locator(".tb-lightbox__links")).toBeVisible();
  await expect(page.locator(".tb-quick-add__link")).toHaveCount(3);
}

for (const lang of ["pl", "en"] as const) {
  const text = TEXT[lang];

  test(`gallery (${lang}): every widget printed empty, filled, read-only, disabled and invalid with its error tooltip; axe passes (target size included)`, async ({ page }) => {
    // Reduced motion: a bubble hides at 8 s without its 130 ms fade, so axe (slow on a busy machine)
    // never meets one half-transparent, which it would count as too little contrast.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openGallery(page, lang);
    for (const widget of WIDGETS) {
      const invalid = field(page, lang, widget, "invalid");
      await expect(invalid, `${widget} invalid`).toHaveAttribute("aria-invalid", "true");
      // The error text is (part of) the description: the text area's counter describes it too.
      await expect(invalid, `${widget} invalid`).toHaveAccessibleDescription(new RegExp(text.errors[widget].replace(/[.!]/g, "\\$&")));
      const disabled = field(page, lang, widget, "disabled");
      if (widget === "sectors" || widget === "gate") await expect(disabled, `${widget} disabled`).toHaveAttribute("aria-disabled", "true");
      else if (widget === "rating") await expect(disabled.getByRole("radio").first()).toBeDisabled();
      else await expect(disabled, `${widget} disabled`).toBeDisabled();
      const readOnly = field(page, lang, widget, "readonly");
      if (["price", "notes", "date", "password"].includes(widget)) await expect(readOnly, `${widget} read-only`).toHaveAttribute("readonly", "");
      else await expect(readOnly, `${widget} read-only`).toHaveAttribute("aria-readonly", "true");
    }
    // Each date button (and its picker) is named after its field: five buttons, five names (QA 13a).
    await expect(page.getByRole("button", { name: text.pick })).toHaveText(["", "", "", "", ""]);
    for (const state of ["empty", "filled", "readonly", "disabled", "invalid"] as const) {
      await expect(page.getByRole("button", { name: `${text.pick}: ${text.date} (${text.states[state]})`, exact: true })).toHaveCount(1);
    }
    // The text area's error comes before its counter.
    await expect(field(page, lang, "notes", "invalid")).toHaveAccessibleDescription(`${text.errors.notes} ${lang === "pl" ? "Pozostało znaków: 40" : "Characters left: 40"}`);
    // The eight error tooltips are shown on load (they hide after 8 s: see the clock test).
    await expect(errorBubbles(page).locator("visible=true")).toHaveCount(WIDGETS.length);
    await expect(errorBubbles(page).filter({ hasText: text.errors.gate })).toBeVisible();
    await expectAccessible(page);
  });

  test(`gallery (${lang}): each overlay open passes axe — combo-box list, date picker, alert box, lightbox, quick-add dialog, refused-key tooltip`, async ({ page }) => {
    test.slow();
    // Popups blocked (what a blocker does): quick-add opens its in-page dialog.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    // Reduced motion: no bubble is ever half-faded when axe looks (see the test above).
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openGallery(page, lang);

    const gate = field(page, lang, "gate", "filled");
    await gate.click();
    await expect(gate).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator(`[id="${await gate.getAttribute("aria-controls")}"]`).getByRole("option")).toHaveCount(4);
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(gate).toHaveAttribute("aria-expanded", "false");

    await page.getByRole("button", { name: text.pick }).nth(1).click();
    await expect(page.getByRole("dialog", { name: `${text.pick}: ${text.date} (${text.states.filled})`, exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();

    await page.getByRole("button", { name: text.alert }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("alertdialog")).toBeHidden();

    await page.getByRole("link", { name: text.photo }).click();
    await expect(page.locator("dialog.tb-lightbox[open]")).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(page.locator("dialog[open]")).toHaveCount(0);

    // The link says it opens a window of its own; the dialog is named by the link's text alone.
    await page.getByRole("link", { name: `${text.quickAdd} ${text.newWindow}`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: text.quickAdd, exact: true });
    await expect(dialog).toBeVisible();
    await expect(page.frameLocator("iframe").getByLabel(text.quickAddField)).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // Invalid while typing: a refused key's tooltip replaces the server's text for the moment.
    const price = field(page, lang, "price", "filled");
    await price.focus();
    await page.keyboard.press("End");
    await page.keyboard.type("x");
    await expect(price).toHaveAccessibleDescription(new RegExp(text.refused));
    await expect(page.getByText(text.refused).locator("visible=true")).toHaveCount(1);
    await expectAccessible(page);
  });
}

test("gallery at 360 px: a checkbox keeps its 20 px beside a long label, in every state", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openGallery(page, "pl");
  const boxes = page.locator(".tb-checkbox input[type='checkbox']");
  await expect(boxes.first()).toBeVisible();
  const sizes = await boxes.evaluateAll((inputs) => inputs.map((input) => `${input.getBoundingClientRect().width}×${input.getBoundingClientRect().height}`));
  expect(sizes.length).toBeGreaterThan(4);
  expect(new Set(sizes)).toEqual(new Set(["20×20"]));
});

test("gallery, mouse: read-only fields keep their value, disabled ones cannot be reached; the filled ones change", async ({ page }) => {
  const lang = "pl";
  await openGallery(page, lang);
  // Combo box: the read-only and the disabled one never open; the filled one does.
  for (const state of ["readonly", "disabled"] as const) {
    await field(page, lang, "gate", state).click({ force: state === "disabled" });
    await expect(field(page, lang, "gate", state)).toHaveAttribute("aria-expanded", "false");
    await expect(field(page, lang, "gate", state)).toHaveText("Brama 1 – Północ");
  }
  // Select list: a click on an option of the read-only or disabled list chooses nothing.
  for (const state of ["readonly", "disabled"] as const) {
    const list = field(page, lang, "sectors", state);
    await list.getByRole("option", { name: "Trybuna B" }).click({ force: true });
    await expect(list.getByRole("option", { name: "Trybuna B" })).toHaveAttribute("aria-selected", "false");
    await expect(list.getByRole("option", { name: "Trybuna A" })).toHaveAttribute("aria-selected", "true");
  }
  await field(page, lang, "sectors", "filled").getByRole("option", { name: "Trybuna B" }).click();
  await expect(field(page, lang, "sectors", "filled").getByRole("option", { name: "Trybuna B" })).toHaveAttribute("aria-selected", "true");
  // Star box: a click on a star of the read-only group changes nothing; the filled group takes it.
  await field(page, lang, "rating", "readonly").locator("label").nth(1).click();
  await expect(field(page, lang, "rating", "readonly").getByRole("radio", { name: "4 z 5" })).toBeChecked();
  await field(page, lang, "rating", "filled").locator("label").nth(1).click();
  await expect(field(page, lang, "rating", "filled").getByRole("radio", { name: "2 z 5" })).toBeChecked();
  // Checkbox: the read-only one stays ticked.
  await field(page, lang, "terms", "readonly").click();
  await expect(field(page, lang, "terms", "readonly")).toBeChecked();
  // Password: nothing to generate in a read-only field; 'Pokaż hasło' shows it.
  const readOnlyPassword = page.locator("#gallery-password-field .gallery-state--readonly");
  await expect(readOnlyPassword.getByRole("button", { name: "Generuj hasło" })).toHaveCount(0);
  await readOnlyPassword.getByRole("button", { name: "Pokaż hasło" }).click();
  await expect(field(page, lang, "password", "readonly")).toHaveValue("Trybuna2026");
  await expect(field(page, lang, "password", "readonly")).toHaveAttribute("type", "text");
  // Date input: the read-only and the disabled one have no picker to open.
  await expect(page.locator("#gallery-date-input .gallery-state--readonly").getByRole("button", { name: "Wybierz datę" })).toBeDisabled();
  await expect(page.locator("#gallery-date-input .gallery-state--disabled").getByRole("button", { name: "Wybierz datę" })).toBeDisabled();
  // The form posts read-only values and leaves disabled fields out, as HTML does; the disabled checkbox's hidden
  // 0 of its pair is not disabled and posts, as without the script (QA session 40, finding 13).
  const posted = await page.locator("section[aria-labelledby=gallery-states] form").evaluate((form: HTMLFormElement) => [...new FormData(form)].map(([name, value]) => `${name}=${String(value)}`));
  expect(posted.map((entry) => entry.split("=")[0])).toEqual(expect.arrayContaining(["s-combo-box-readonly", "s-select-list-readonly[]", "s-star-box-readonly", "s-checkbox-readonly"]));
  expect(posted.filter((entry) => entry.includes("disabled"))).toEqual(["s-checkbox-disabled=0"]);
});

test("gallery, keyboard alone: Tab walks each row skipping the disabled field; keys change nothing in a read-only one; focus brings an invalid field's tooltip back", async ({ page }) => {
  const lang = "pl";
  await page.clock.install();
  await openGallery(page, lang);
  const bubble = (widget: Widget) => page.locator(`#gallery-${{ price: "price-input", notes: "text-area", date: "date-input", sectors: "select-list", gate: "combo-box", rating: "star-box", terms: "checkbox", password: "password-field" }[widget]} .gallery-state--invalid .tb-tooltip`);
  await expect(bubble("gate")).toBeVisible();
  // §9: tooltips hide after 8000 ms; the text stays as the field's description.
  await page.clock.runFor(8_100);
  for (const widget of WIDGETS) await expect(bubble(widget), widget).toBeHidden();
  await expect(field(page, lang, "gate", "invalid")).toHaveAccessibleDescription(TEXT.pl.errors.gate);

  // Combo box row: read-only ignores the opening keys; Tab skips the disabled box to the invalid one.
  await field(page, lang, "gate", "readonly").focus();
  for (const key of ["ArrowDown", "Enter", " ", "End"]) {
    await page.keyboard.press(key);
    await expect(field(page, lang, "gate", "readonly")).toHaveAttribute("aria-expanded", "false");
  }
  await expect(field(page, lang, "gate", "readonly")).toHaveText("Brama 1 – Północ");
  await page.keyboard.press("Tab");
  await expect(field(page, lang, "gate", "invalid")).toBeFocused();
  await expect(bubble("gate")).toBeVisible();

  // Select list row: Space and arrows in the read-only list choose nothing; the disabled list is skipped.
  await field(page, lang, "sectors", "readonly").focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press(" ");
  await expect(field(page, lang, "sectors", "readonly").getByRole("option", { selected: true })).toHaveText(["Trybuna A"]);
  await page.keyboard.press("Tab");
  await expect(field(page, lang, "sectors", "invalid")).toBeFocused();

  // Star box row: arrows on the read-only group keep its 4 stars; Tab skips the disabled group.
  const readonlyStars = field(page, lang, "rating", "readonly");
  await readonlyStars.getByRole("radio", { name: "4 z 5" }).focus();
  for (const key of ["ArrowRight", "ArrowLeft", "ArrowLeft"]) {
    await page.keyboard.press(key);
    // Each key on its own: a pair that went 4 → 5 → 4 would look the same at the end.
    await expect(readonlyStars.getByRole("radio", { checked: true })).toHaveAccessibleName("4 z 5");
  }
  await page.keyboard.press("Tab");
  await expect(field(page, lang, "rating", "invalid").getByRole("radio", { name: "1 z 5" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(field(page, lang, "rating", "invalid").getByRole("radio", { name: "2 z 5" })).toBeChecked();

  // Checkbox row: Space on the read-only box keeps it ticked; Tab skips the disabled box.
  await field(page, lang, "terms", "readonly").focus();
  await page.keyboard.press(" ");
  await expect(field(page, lang, "terms", "readonly")).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(field(page, lang, "terms", "invalid")).toBeFocused();
  await page.keyboard.press(" ");
  await expect(field(page, lang, "terms", "invalid")).toBeChecked();

  // Text fields: typing in a read-only one changes nothing; Tab skips the disabled one.
  for (const [widget, value] of [["price", "1 239,50"], ["notes", "Mecz 20. kolejki."]] as const) {
    await field(page, lang, widget, "readonly").focus();
    await page.keyboard.type("7");
    await expect(field(page, lang, widget, "readonly")).toHaveValue(value);
    await page.keyboard.press("Tab");
    await expect(field(page, lang, widget, "invalid")).toBeFocused();
    await expect(bubble(widget)).toBeVisible();
  }
  // The date row: the read-only input is reachable, its picker button is not; the disabled input neither.
  await field(page, lang, "date", "readonly").focus();
  await page.keyboard.press("Tab");
  await expect(field(page, lang, "date", "invalid")).toBeFocused();
});

test("gallery, keyboard alone: an invalid field's error stays on screen as a line once its bubble hides; Escape hides a bubble, after a list or a picker has closed", async ({ page }) => {
  const lang = "pl";
  await page.clock.install();
  await openGallery(page, lang);
  const cell = (widget: Widget) => page.locator(`#gallery-${{ price: "price-input", notes: "text-area", date: "date-input", sectors: "select-list", gate: "combo-box", rating: "star-box", terms: "checkbox", password: "password-field" }[widget]} .gallery-state--invalid`);
  const line = (widget: Widget) => cell(widget).locator(".tb-error-line");
  // On load the bubble says it, the line keeps its room under it: one copy on screen.
  await expect(cell("price").locator(".tb-tooltip")).toBeVisible();
  await expect(line("price")).toBeHidden();
  // §9: bubbles hide after 8000 ms; each error is then read as a line (WCAG 3.3.1, 1.4.1), and stays.
  await page.clock.runFor(8_100);
  for (const widget of WIDGETS) {
    await expect(cell(widget).locator(".tb-tooltip"), widget).toBeHidden();
    await expect(line(widget), widget).toBeVisible();
    await expect(line(widget), widget).toHaveText(TEXT.pl.errors[widget]);
  }
  // Still there with the field focused long after (the bubble came back on focus and went again).
  await field(page, lang, "price", "invalid").focus();
  await expect(cell("price").locator(".tb-tooltip")).toBeVisible();
  await page.clock.runFor(20_000);
  await expect(cell("price").locator(".tb-tooltip")).toBeHidden();
  await expect(line("price")).toBeVisible();

  // Escape hides the bubble (WCAG 1.4.13); focus and the line stay.
  await field(page, lang, "notes", "invalid").focus();
  await expect(cell("notes").locator(".tb-tooltip")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(cell("notes").locator(".tb-tooltip")).toBeHidden();
  await expect(line("notes")).toBeVisible();
  await expect(field(page, lang, "notes", "invalid")).toBeFocused();

  // The combo box: the first Escape closes its list (the bubble stays), the second hides the bubble.
  const gate = field(page, lang, "gate", "invalid");
  await gate.focus();
  await page.keyboard.press("ArrowDown");
  await expect(gate).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(gate).toHaveAttribute("aria-expanded", "false");
  await expect(cell("gate").locator(".tb-tooltip")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(cell("gate").locator(".tb-tooltip")).toBeHidden();
  await expect(line("gate")).toBeVisible();

  // The date input: the same with its picker, opened from the input (focus stays there) and from the keyboard.
  const date = field(page, lang, "date", "invalid");
  await date.focus();
  await date.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(cell("date").locator(".tb-tooltip")).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(date).toBeFocused();
  await expect(cell("date").locator(".tb-tooltip")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(cell("date").locator(".tb-tooltip")).toBeHidden();
  await expect(line("date")).toBeVisible();
});
