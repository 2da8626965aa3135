import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";

const GALLERY = "/formularze/galeria.html";

const box = (page: Page) => page.getByRole("alertdialog");

/** Listeners on every node of the page, the document and the window (DevTools' getEventListeners). */
async function listenerCount(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page);
  const { result } = await session.send("Runtime.evaluate", {
    expression: `[window, document, ...document.querySelectorAll("*")].reduce((sum, node) => sum + Object.values(getEventListeners(node)).reduce((n, list) => n + list.length, 0), 0)`,
    includeCommandLineAPI: true,
    returnByValue: true,
  });
  await session.detach();
  return result.value as number;
}

/**
 * Opens and closes the box `count` times in the page, alternately from the legacy script's button
 * and by a direct Trybuna.alert call, closing by OK or Escape; checks focus goes in and comes back.
 */
function cycle(page: Page, count: number): Promise<number> {
  return page.evaluate(async (count) => {
    const button = document.querySelector<HTMLButtonElement>("#alert-client")!;
    let done = 0;
    for (let i = 0; i < count; i++) {
      button.focus();
      // Alternately the legacy script's way (a click on its button) and a direct Trybuna.alert call.
      const closed = i % 2 === 0 ? (button.click(), null) : window.Trybuna!.alert(`Komunikat ${i}`);
      // Open: the box is the top layer's modal box and focus is inside it (what a user sees; allow a few frames).
      const isIn = (): boolean => document.querySelector("dialog.tb-alert[aria-modal='true']:popover-open")?.contains(document.activeElement) ?? false;
      for (const started = performance.now(); !isIn(); ) {
        if (performance.now() - started > 5000) throw new Error(`cycle ${i}: the box did not open with focus inside (focus on ${document.activeElement?.tagName}; ${document.querySelector("dialog.tb-alert")?.outerHTML.slice(0, 200)}; shown ${document.querySelectorAll(":popover-open").length})`);
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      const dialog = document.querySelector<HTMLDialogElement>("dialog.tb-alert")!;
      if (i % 3 === 0) dialog.dispatchEvent(new Event("cancel", { cancelable: true }));
      else dialog.querySelector<HTMLButtonElement>("button[data-outcome='-1']")!.click();
      await closed;
      if (document.activeElement !== button) throw new Error(`cycle ${i}: focus did not come back`);
      done++;
    }
    return done;
  }, count);
}

test.describe("alert box", () => {
  // Each test opens many alerts in one page; the machine is shared, so give them room.
  test.slow();

  test("every shop alert opens in the one box: named, focused, OK and Escape close it, focus comes back", async ({ page }) => {
    await page.goto(GALLERY);
    const cases: Array<[string, string]> = [
      ["Limit miejsc", "Możesz wybrać tylko 4 miejsca."],
      ["Koniec sesji", "Sesja wygasła."],
      ["Problem z biletami", "Wystąpił problem z obsługą biletów. Proszę spróbować ponownie."],
      ["Brak klienta", "Nie znaleziono klienta"],
      ["Profil zapisany", "Twój profil został zaktualizowany"],
      ["Czynność niedozwolona", "Ta czynność jest niedozwolona."],
    ];
    for (const [index, [button, message]] of cases.entries()) {
      const opener = page.getByRole("button", { name: button });
      await opener.click();
      await expect(box(page)).toBeVisible();
      await expect(box(page)).toHaveAccessibleName(message);
      await expect(page.getByRole("button", { name: "OK", exact: true })).toBeFocused();
      // Mouse for half, keyboard (Enter on OK, or Escape) for the rest.
      if (index % 3 === 0) await page.getByRole("button", { name: "OK", exact: true }).click();
      else await page.keyboard.press(index % 3 === 1 ? "Enter" : "Escape");
      await expect(box(page)).toBeHidden();
      await expect(opener).toBeFocused();
    }
    await expect(page.locator("dialog.tb-alert")).toHaveCount(1);
  });

  test("a held Enter that opened the box does not close it by repeating: only a new press does", async ({ page }) => {
    await page.goto(GALLERY);
    const opener = page.getByRole("button", { name: "Brak klienta" });
    await opener.focus();
    await page.keyboard.down("Enter");
    await expect(box(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "OK", exact: true })).toBeFocused();
    // The key still held: the keyboard repeats it (Playwright sends these with repeat set, as a browser does).
    for (let i = 0; i < 3; i++) await page.keyboard.down("Enter");
    await page.keyboard.up("Enter");
    await expect(box(page)).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(box(page)).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("the 'click OK' warning lets the user continue or go back; Tab stays inside", async ({ page }) => {
    await page.goto(GALLERY);
    const opener = page.getByRole("button", { name: "Ostrzeżenie „kliknij OK”" });
    await opener.focus();
    await page.keyboard.press("Enter");
    // The spec's legacy text (§8) as the shop's Polish pages say it (the fixture's registration answer does too).
    await expect(box(page)).toHaveAccessibleName("Jeśli uważasz, że dane są poprawne, kliknij OK.");
    const correct = page.getByRole("button", { name: "Popraw dane" });
    const proceed = page.getByRole("button", { name: "OK", exact: true });
    await expect(correct).toBeFocused();
    // The page behind turns inert in the task after the box's first frame (src/ui/modalLayer.ts); until then a Tab that
    // leaves the box is brought back to its first button. Once it is inert, Tab cycles through the box's two buttons
    // (and the browser's own UI): never into the page behind. (CI, session 40: on a busy machine the walk began
    // before the page was inert and never reached OK.)
    await expect.poll(() => page.evaluate(() => document.querySelector("main")?.closest("[inert]") !== null)).toBe(true);
    const focused: string[] = [];
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Tab");
      focused.push(await page.evaluate(() => (document.activeElement?.closest("dialog") ? document.activeElement.textContent! : document.activeElement === document.body ? "(browser)" : "PAGE")));
    }
    expect(focused).not.toContain("PAGE");
    expect(focused).toEqual(expect.arrayContaining(["OK", "Popraw dane"]));
    await proceed.focus();
    await page.keyboard.press("Enter");
    await expect(box(page)).toBeHidden();
    await expect(opener).toHaveAttribute("data-continued", "1");
    await expect(opener).toBeFocused();
  });

  test("§9 constants: 500 px wide (narrower on a phone), overlay 0.7, shows 200 ms, moves 500 ms, closes 100 ms; reduced motion", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(GALLERY);
    await page.getByRole("button", { name: "Limit miejsc" }).click();
    await expect(box(page)).toBeVisible();
    const open = await box(page).evaluate((dialog) => {
      const style = getComputedStyle(dialog);
      return { width: dialog.getBoundingClientRect().width, properties: style.transitionProperty, durations: style.transitionDuration };
    });
    expect(open.width).toBe(500);
    expect(open.properties).toContain("opacity");
    expect(open.properties.split(", ").map((property, index) => [property, open.durations.split(", ")[index]])).toEqual(
      expect.arrayContaining([
        ["opacity", "0.2s"],
        ["translate", "0.5s"],
      ]),
    );
    await expect.poll(() => box(page).evaluate((dialog) => getComputedStyle(dialog, "::backdrop").backgroundColor)).toBe("rgba(0, 0, 0, 0.7)");
    await expect.poll(() => box(page).evaluate((dialog) => getComputedStyle(dialog).opacity)).toBe("1");
    await expectAccessible(page);
    await page.keyboard.press("Enter");
    const closing = await page.locator("dialog.tb-alert").evaluate((dialog) => getComputedStyle(dialog).transitionDuration);
    expect(closing.split(", ")[0]).toBe("0.1s");
    await expect(box(page)).toBeHidden();
  });

  test("phone width and reduced motion: the box fits the screen and appears without motion", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(GALLERY);
    await page.getByRole("button", { name: "Koniec sesji" }).click();
    await expect(box(page)).toBeVisible();
    const phone = await box(page).evaluate((dialog) => ({ width: dialog.getBoundingClientRect().width, transition: getComputedStyle(dialog).transitionDuration }));
    expect(phone.width).toBe(390 - 32);
    expect(phone.transition.split(", ").every((duration) => duration === "0s")).toBe(true);
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(box(page)).toBeHidden();
  });

  test("English page: the box speaks English", async ({ page }) => {
    await page.goto(`${GALLERY}?lang=en`);
    await page.getByRole("button", { name: "Disallowed action" }).click();
    await expect(box(page)).toHaveAccessibleName("This action is not allowed.");
    await page.getByRole("button", { name: "OK", exact: true }).click();
    await page.getByRole("button", { name: "'Click OK' warning" }).click();
    await expect(page.getByRole("button", { name: "Correct the details" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(box(page)).toBeHidden();
  });

  test("English page: a box asked for before the English texts have come waits for them, and speaks English", async ({ page }) => {
    // The common English texts held back, as on a slow line: the legacy button is pressed before they arrive.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/chunks\/en-common-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${GALLERY}?lang=en`, { waitUntil: "commit" });
    // The page's own script calls Trybuna.disallowed(): pressed once the script is there (its texts still held).
    await page.waitForFunction(() => window.Trybuna !== undefined);
    await page.getByRole("button", { name: "Disallowed action" }).click();
    release();
    await expect(box(page)).toHaveAccessibleName("This action is not allowed.");
  });

  test("the page behind an open box takes no click, no Tab and no screen reader; an alert over the lightbox goes back to it", async ({ page }) => {
    await page.goto(GALLERY);
    // What a screen reader is given: the page's accessibility tree, without the ignored nodes.
    const exposed = async (name: string): Promise<boolean> => {
      const session = await page.context().newCDPSession(page);
      const { nodes } = await session.send("Accessibility.getFullAXTree");
      await session.detach();
      return nodes.some((node) => !node.ignored && node.role?.value === "button" && node.name?.value === name);
    };
    const opener = page.getByRole("button", { name: "Limit miejsc" });
    const behind = page.getByRole("button", { name: "Koniec sesji" });
    await page.evaluate(() => {
      const counted = document.querySelector<HTMLElement>("#alert-session")!;
      counted.dataset.clicks = "0";
      counted.addEventListener("click", () => (counted.dataset.clicks = String(Number(counted.dataset.clicks) + 1)), true);
    });
    const place = (await behind.boundingBox())!;
    // Inert by the box's doing: anything but the closed error report's box (inert while closed, the page's own).
    const madeInert = page.locator("[inert]:not(.tb-error-report__box)");
    await opener.click();
    await expect(box(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "OK", exact: true })).toBeFocused();
    // The page turns inert just after the box's first frame: the screen reader loses it, the box stays.
    await expect.poll(() => exposed("Koniec sesji")).toBe(false);
    expect(await exposed("OK")).toBe(true);
    // A click on the page behind lands on nothing; Tab never leaves the box for the page.
    await page.mouse.click(place.x + place.width / 2, place.y + place.height / 2);
    await expect(behind).toHaveAttribute("data-clicks", "0");
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement === document.body || !!document.activeElement?.closest("dialog.tb-alert"))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(box(page)).toBeHidden();
    await expect(opener).toBeFocused();
    // Given back as soon as the box goes: the same click lands (and opens its own alert), the screen reader has the
    // page again.
    await page.mouse.click(place.x + place.width / 2, place.y + place.height / 2);
    await expect(behind).toHaveAttribute("data-clicks", "1");
    await expect(box(page)).toHaveAccessibleName("Sesja wygasła.");
    await page.keyboard.press("Enter");
    await expect(box(page)).toBeHidden();
    expect(await exposed("Koniec sesji")).toBe(true);
    await expect(madeInert).toHaveCount(0);

    // Layers nest: a legacy script's alert over the open lightbox takes the keys, then gives them back to it.
    const viewer = page.getByRole("dialog", { name: "Zdjęcia i filmy ze stadionu" });
    await page.getByRole("link", { name: "Trybuna północna" }).click();
    await expect(page.getByRole("button", { name: "Zamknij" })).toBeFocused();
    await page.evaluate(() => void window.Trybuna!.alert("Sesja wkrótce wygaśnie."));
    await expect(box(page)).toHaveAccessibleName("Sesja wkrótce wygaśnie.");
    await expect(page.getByRole("button", { name: "OK", exact: true })).toBeFocused();
    await expect.poll(() => exposed("Zamknij")).toBe(false);
    await page.keyboard.press("Escape");
    await expect(box(page)).toBeHidden();
    await expect(viewer).toBeVisible();
    await expect(page.getByRole("button", { name: "Zamknij" })).toBeFocused();
    await expect.poll(() => exposed("Zamknij")).toBe(true);
    await page.keyboard.press("ArrowRight");
    await expect(viewer.locator(".tb-lightbox__position")).toHaveText("2 z 5");
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(page.getByRole("link", { name: "Trybuna północna" })).toBeFocused();
    await expect(madeInert).toHaveCount(0);
    await expectAccessible(page);
  });

  test("an alert raised while one is shown opens when the user closes the first, and stays open", async ({ page }) => {
    await page.goto(GALLERY);
    await expect(page.locator(".tb-session-clock")).toBeVisible();
    await page.evaluate(() => {
      void window.Trybuna!.alert("Pierwszy komunikat.");
      void window.Trybuna!.alert("Drugi komunikat.");
    });
    await expect(box(page)).toHaveAccessibleName("Pierwszy komunikat.");
    await page.keyboard.press("Enter");
    await expect(box(page)).toHaveAccessibleName("Drugi komunikat.");
    await expect(page.getByRole("button", { name: "OK", exact: true })).toBeFocused();
    // The first one's close event arrives a task later: the second stays, focused, after two more frames.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(box(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "OK", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(box(page)).toBeHidden();
  });

  test("1,000 open/close cycles leave no listener, node or focus trap behind", async ({ page }) => {
    await page.goto(GALLERY);
    const opener = page.getByRole("button", { name: "Brak klienta" });
    // The page's own islands first (their mounting is not the box's doing), then one cycle: the
    // box's element and its two listeners exist from then on.
    await expect(page.locator(".tb-session-clock")).toBeVisible();
    await opener.click();
    await page.keyboard.press("Enter");
    await expect(opener).toBeFocused();
    const state = () => page.evaluate(() => ({ nodes: document.getElementsByTagName("*").length, modal: document.querySelectorAll(":popover-open").length, open: document.querySelectorAll("dialog[open]").length, inert: document.querySelectorAll("[inert]").length }));
    // Read at rest: the same after an idle period of the page. Once in CI (session 24) the two readings differed by
    // 9 nodes and 5 listeners that 8 local repeats, under CPU hogs too, never showed: the gallery's other islands
    // still finishing their idle work on a busy machine, read before or after it.
    const atRest = async () => {
      let last = "";
      await expect.poll(async () => {
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
        const now = JSON.stringify({ listeners: await listenerCount(page), ...(await state()) });
        const same = now === last;
        last = now;
        return same;
      }).toBe(true);
      return JSON.parse(last) as { listeners: number; nodes: number; modal: number; open: number; inert: number };
    };
    const before = await atRest();
    expect(before).toMatchObject({ modal: 0, open: 0 });

    // Reduced motion: the thousand cycles measure what stays behind, not the 300 ms of fading each.
    await page.emulateMedia({ reducedMotion: "reduce" });
    const cycles = await cycle(page, 1000);
    expect(cycles).toBe(1000);
    // With motion: a box reopened while still fading out still takes focus.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(await cycle(page, 30)).toBe(30);

    // Nothing more than before: a leak of even one listener or node a cycle would show 1,000 more. Fewer is another
    // island's work ending meanwhile (CI under load, session 45: 8 listeners fewer, as many as the runtime's guard
    // against stale presses holds for 5 s after a late takeover), not the box's.
    const after = await atRest();
    expect(after).toMatchObject({ modal: before.modal, open: before.open, inert: before.inert });
    expect(after.listeners).toBeLessThanOrEqual(before.listeners);
    expect(after.nodes).toBeLessThanOrEqual(before.nodes);
    // No trap: Tab walks on to the next control of the page, and a click elsewhere lands.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Ostrzeżenie „kliknij OK”" })).toBeFocused();
    await page.getByRole("button", { name: "Profil zapisany" }).click();
    await expect(box(page)).toHaveAccessibleName("Twój profil został zaktualizowany");
    await page.keyboard.press("Escape");
  });
});
