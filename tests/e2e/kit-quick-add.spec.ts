import type { Page } from "@playwright/test";
import { expect, expectAccessible, servedVariant, test } from "./fixtures.ts";

const GALLERY = "/formularze/galeria.html";
const organiser = (page: Page) => page.getByLabel("Organizator", { exact: true });
const selectedText = (page: Page) => organiser(page).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text ?? "");

/**
 * Clicks the popup's 'Zamknij okno', which closes the window from its click handler: the click's
 * last input event may then find its page gone, which only counts as an error while the page is open.
 */
async function clickToClose(popup: Page): Promise<void> {
  const closed = popup.waitForEvent("close");
  await popup
    .getByRole("button", { name: "Zamknij okno" })
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
  await closed;
}

/**
 * The gallery with its quick-add links taken over (before that, a click is the legacy link's: a new tab,
 * which is right without the script but not what these tests are about). The gallery holds some fifty islands.
 */
async function openGallery(page: Page, query = ""): Promise<void> {
  await page.goto(`${GALLERY}${query}`);
  await expect(page.locator(".tb-quick-add__link")).toHaveCount(3);
}

const CO_ORGANISER = '<div data-island="combo-box"><label for="g-co-organiser">';
/** A variant of the gallery with one more quick-add link, before the co-organiser's box: `target`, `text`, `field`. */
const withLink = (page: Page, target: string, text: string, field = "nazwa", before = "") =>
  servedVariant(page, GALLERY, (html) =>
    html.replace(
      CO_ORGANISER,
      `${before}<div data-island="quick-add" id="qa-variant"><a href="/formularze/szybkie-dodanie/organizator.html" target="_blank" data-target="${target}" data-value-field="${field}">${text}</a></div>${CO_ORGANISER}`,
    ),
  );

/** Adds `name` through the popup the link `link` opens, and closes it. */
async function addThroughPopup(page: Page, link: string, name: string): Promise<void> {
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("link", { name: link }).click();
  const popup = await popupOpened;
  await popup.getByLabel("Nazwa organizatora").fill(name);
  await popup.getByRole("button", { name: "Zapisz" }).click();
  await expect(popup.getByRole("status").filter({ hasText: "Zapisano organizatora" })).toBeVisible();
  await clickToClose(popup);
}

/** Records the page's console warnings and its list's change events. */
async function watchPage(page: Page): Promise<string[]> {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await page.evaluate(() => {
    document.getElementById("g-organiser")!.addEventListener("change", (event) => {
      document.body.dataset.changed = (event.target as HTMLSelectElement).value;
    });
  });
  return warnings;
}

test.describe("quick-add", () => {
  test("popup allowed, mouse: the form opens in a chrome-less popup; on close the saved organiser is added and chosen", async ({ page }) => {
    await openGallery(page);
    const warnings = await watchPage(page);
    const popupOpened = page.waitForEvent("popup");
    await page.getByRole("link", { name: "Dodaj organizatora (otwiera nowe okno)", exact: true }).click();
    const popup = await popupOpened;
    await expect(popup).toHaveURL(/\/formularze\/szybkie-dodanie\/organizator\.html$/);
    await popup.getByLabel("Nazwa organizatora").fill("Fundacja Derby Śląska");
    await popup.getByRole("button", { name: "Zapisz" }).click();
    await expect(popup.getByRole("status").filter({ hasText: "Zapisano organizatora" })).toBeVisible();
    // Still open: nothing is added before the popup closes (the legacy rule).
    expect(await selectedText(page)).toBe("— wybierz —");
    await clickToClose(popup);
    await expect.poll(() => selectedText(page)).toBe("Fundacja Derby Śląska");
    await expect(organiser(page).locator("option")).toHaveCount(4);
    const id = await organiser(page).inputValue();
    expect(Number(id)).toBeGreaterThan(100);
    await expect(page.locator("body")).toHaveAttribute("data-changed", id);
    await expect(page.getByRole("status").filter({ hasText: "Dodano „Fundacja Derby Śląska” i wybrano na liście." })).toBeAttached();
    expect(warnings).toEqual([]);
  });

  test("popup allowed, keyboard only; closing without saving, and a form without id_saved, give the legacy console warnings", async ({ page }) => {
    await openGallery(page);
    const warnings = await watchPage(page);
    await page.getByRole("link", { name: "Dodaj organizatora (otwiera nowe okno)", exact: true }).focus();
    let popupOpened = page.waitForEvent("popup");
    await page.keyboard.press("Enter");
    let popup = await popupOpened;
    await popup.getByLabel("Nazwa organizatora").focus();
    await popup.keyboard.type("Stowarzyszenie Kibiców");
    await popup.keyboard.press("Enter");
    await expect(popup.getByRole("button", { name: "Zamknij okno" })).toBeVisible();
    await popup.getByRole("button", { name: "Zamknij okno" }).focus();
    // Enter activates a button on key down and the window closes at once: a whole press would
    // send its key up to a closed page.
    const closed = popup.waitForEvent("close");
    await popup.keyboard.down("Enter");
    await closed;
    await expect.poll(() => selectedText(page)).toBe("Stowarzyszenie Kibiców");

    // Closed without saving: id_saved is empty.
    popupOpened = page.waitForEvent("popup");
    await page.getByRole("link", { name: "Dodaj organizatora (otwiera nowe okno)", exact: true }).click();
    popup = await popupOpened;
    await expect(popup.getByLabel("Nazwa organizatora")).toBeVisible();
    await popup.close();
    await expect.poll(() => warnings).toEqual(["id_saved in the source form does not contain a valid ID"]);
    // A form without the hidden field.
    popupOpened = page.waitForEvent("popup");
    await page.getByRole("link", { name: "Dodaj organizatora (formularz bez id_saved)" }).click();
    popup = await popupOpened;
    await expect(popup.getByLabel("Nazwa organizatora")).toBeVisible();
    await popup.close();
    await expect.poll(() => warnings).toEqual(["id_saved in the source form does not contain a valid ID", "id_saved is undefined and must be a hidden textbox"]);
    expect(await selectedText(page)).toBe("Stowarzyszenie Kibiców");
    await expect(organiser(page).locator("option")).toHaveCount(4);
  });

  test("popups blocked: the form opens in an in-page dialog, closes itself when saved, focus comes back (mouse and keyboard)", async ({ page }) => {
    // What a popup blocker does: window.open answers null.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await openGallery(page, "?lang=en");
    const link = page.getByRole("link", { name: "Add an organiser (opens in a new window)", exact: true });
    await link.click();
    const dialog = page.getByRole("dialog", { name: "Add an organiser", exact: true });
    await expect(dialog).toBeVisible();
    expect(page.url()).toContain(GALLERY);
    const form = page.frameLocator("iframe[title='Add an organiser']");
    await form.getByLabel("Organiser's name").fill("Derby Events Ltd");
    await expectAccessible(page);
    await form.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => page.getByLabel("Organiser", { exact: true }).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text)).toBe("Derby Events Ltd");
    await expect(link).toBeFocused();

    // Keyboard: Enter opens, Escape closes without saving (nothing added).
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    // As a user does: Escape once the form is shown (a key pressed while the frame still loads goes to its blank document).
    await expect(form.getByLabel("Organiser's name")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
    await expect(page.getByLabel("Organiser", { exact: true }).locator("option")).toHaveCount(4);
  });

  test("a combo box as the target: the saved co-organiser joins its list and is chosen (popup allowed)", async ({ page }) => {
    await openGallery(page);
    const combo = page.getByRole("combobox", { name: "Współorganizator" });
    await expect(combo).toBeVisible();
    const popupOpened = page.waitForEvent("popup");
    await page.getByRole("link", { name: "Dodaj współorganizatora" }).click();
    const popup = await popupOpened;
    await popup.getByLabel("Nazwa organizatora").fill("Klub Kibica Lechii");
    await popup.getByRole("button", { name: "Zapisz" }).click();
    await expect(popup.getByRole("status").filter({ hasText: "Zapisano organizatora" })).toBeVisible();
    await clickToClose(popup);
    await expect(combo).toContainText("Klub Kibica Lechii");
    const posted = page.locator('input[type="hidden"][name="co_organiser"]');
    expect(Number(await posted.inputValue())).toBeGreaterThan(100);
    // The new option is in the list the user can open and choose again.
    await combo.click();
    await expect(page.getByRole("option", { name: "Klub Kibica Lechii" })).toHaveAttribute("aria-selected", "true");
  });

  test("without the script the link opens the form in a new tab", async ({ page }) => {
    await page.goto(`${GALLERY}?js=0`);
    const link = page.getByRole("link", { name: "Dodaj organizatora", exact: true });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("href", "/formularze/szybkie-dodanie/organizator.html");
  });

  test("a select-list island as the target: the saved organiser joins the list and is chosen, posted under the select's name as without the script", async ({ page }) => {
    const list = '<div data-island="select-list"><label for="sl-org">Organizator imprezy</label> <select id="sl-org" name="event_organiser"><option value="1">Fundacja</option><option value="2">Klub</option></select></div>';
    await withLink(page, "sl-org", "Dodaj organizatora imprezy", "nazwa", list);
    await page.goto(GALLERY);
    await expect(page.locator(".tb-quick-add__link")).toHaveCount(4);
    const listbox = page.getByRole("listbox", { name: "Organizator imprezy" });
    await expect(listbox).toBeVisible();
    await addThroughPopup(page, "Dodaj organizatora imprezy", "Nowy Organizator QA");
    await expect(listbox.getByRole("option", { name: "Nowy Organizator QA" })).toHaveAttribute("aria-selected", "true");
    await expect(listbox.getByRole("option", { name: "Fundacja" })).toHaveAttribute("aria-selected", "false");
    // Posted as the legacy select was (its name), now with the new record's id.
    const posted = page.locator('input[type="hidden"][name="event_organiser"]');
    await expect(posted).toHaveCount(1);
    expect(Number(await posted.inputValue())).toBeGreaterThan(100);
    await expect(page.getByRole("status").filter({ hasText: "Dodano „Nowy Organizator QA” i wybrano na liście." })).toBeAttached();
  });

  test("no list takes the saved record: the user is told in the page to reload; the console keeps its word", async ({ page }) => {
    await withLink(page, "nie-ma-takiej-listy", "Dodaj do brakującej listy");
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await page.goto(GALLERY);
    await expect(page.locator(".tb-quick-add__link")).toHaveCount(4);
    await addThroughPopup(page, "Dodaj do brakującej listy", "Klub Seniora");
    await expect(page.getByRole("status").filter({ hasText: "Zapisano „Klub Seniora”. Nowa pozycja pojawi się na liście po odświeżeniu strony." })).toBeVisible();
    expect(warnings).toEqual(["quick-add: no list #nie-ma-takiej-listy to add to"]);
  });

  test("a value field the popup form does not have: the option is named by its id, and the console says which field", async ({ page }) => {
    await servedVariant(page, GALLERY, (html) => html.replace('data-target="g-organiser" data-value-field="nazwa">Dodaj organizatora<', 'data-target="g-organiser" data-value-field="organizer[name]">Dodaj organizatora<'));
    await openGallery(page);
    const warnings = await watchPage(page);
    await addThroughPopup(page, "Dodaj organizatora (otwiera nowe okno)", "Fundacja Bez Nazwy");
    await expect(organiser(page)).not.toHaveValue("");
    const id = await organiser(page).inputValue();
    expect(await selectedText(page)).toBe(id);
    expect(warnings).toEqual(["value_field organizer[name] is not a field in the source form; the new option shows its ID"]);
  });
});
