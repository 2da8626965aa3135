import type { Locator, Page } from "@playwright/test";
import { armFault, expect, expectAccessible, shot, test } from "./fixtures.ts";

/** A slow request's notice: nothing until the stall delay has run on Playwright's clock, then `text`, seen. */
async function expectStalledNotice(page: Page, stalled: Locator, text: string): Promise<void> {
  await expect(stalled).toBeHidden();
  await page.clock.runFor(5000);
  await expect(stalled).toHaveText(text);
  await expect(stalled).toBeVisible();
}

test.describe("paged list", () => {
  test("loads a page in place from the link's page number, by mouse and keyboard", async ({ page }) => {
    await page.goto("/wydarzenia/lista");
    const list = page.locator(".event-list");
    await expect(list.locator("li").first()).toContainText("18. kolejka");
    await expect(page.locator(".tb-paged-list")).toBeVisible();
    const posted = page.waitForRequest((request) => request.method() === "POST" && request.url().includes("/wydarzenia/lista?__ajax_request=1"));
    await page.getByRole("link", { name: "3", exact: true }).click();
    expect(JSON.parse(new URLSearchParams((await posted).postData() ?? "").get("json") ?? "null")).toEqual({ page_no: 3 });
    await expect(list.locator("li").first()).toContainText("28. kolejka");
    await expect(page.getByRole("link", { name: "3", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("status").filter({ hasText: "Wczytano stronę 3." })).toBeAttached();
    await expect(page).toHaveURL(/page_no=3/);
    await expectAccessible(page, ".tb-paged-list");
    await page.getByRole("link", { name: "5", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(list.locator("li")).toHaveCount(3);
    await expect(list.locator("li").last()).toContainText("40. kolejka");
  });

  test("a failed page load says so, keeps the list and can be retried", async ({ page }) => {
    await page.goto("/wydarzenia/lista");
    await expect(page.locator(".tb-paged-list")).toBeVisible();
    await armFault(page, "/wydarzenia/lista", "status:500");
    await page.getByRole("link", { name: "2", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Nie udało się wczytać strony 2." })).toBeVisible();
    await expect(page.locator(".event-list li").first()).toContainText("18. kolejka");
    await page.getByRole("button", { name: "Spróbuj ponownie" }).click();
    await expect(page.locator(".event-list li").first()).toContainText("23. kolejka");
  });

  test("a page load taking longer than usual says so visibly after a few seconds; choosing another page by keyboard is the way out", async ({ page }) => {
    await page.clock.install();
    await page.goto("/wydarzenia/lista");
    await expect(page.locator(".tb-paged-list")).toBeVisible();
    await armFault(page, "/wydarzenia/lista", "stall");
    await page.getByRole("link", { name: "2", exact: true }).click();
    const stalled = page.getByRole("status").filter({ hasText: "Wczytywanie strony 2 trwa dłużej niż zwykle." });
    await expect(page.locator(".tb-paged-list")).toHaveAttribute("aria-busy", "true");
    await expectStalledNotice(page, stalled, "Wczytywanie strony 2 trwa dłużej niż zwykle. Możesz poczekać albo wybrać inną stronę.");
    await expect(page.locator(".event-list li").first()).toContainText("18. kolejka"); // the list stays
    await expectAccessible(page, ".tb-paged-list");
    await shot(page, "paged-list-stalled");
    // Another page, by keyboard: the stalled load is dropped, the new one loads and the notice goes.
    await page.getByRole("link", { name: "3", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator(".event-list li").first()).toContainText("28. kolejka");
    await expect(page.getByText("trwa dłużej niż zwykle")).toHaveCount(0);
  });

  test("a script in a loaded page's fragment runs once the fragment is in place (eval on, the legacy default)", async ({ page }) => {
    await page.goto("/wydarzenia/lista");
    await expect(page.locator(".tb-paged-list")).toBeVisible();
    await page.route("**/wydarzenia/lista?__ajax_request=1", async (route) => {
      const response = await route.fetch();
      const script = "<script>document.querySelector('.event-list').dataset.page = 'nowa'</script>";
      await route.fulfill({ response, body: `${await response.text()}${script}` });
    });
    await page.getByRole("link", { name: "2", exact: true }).click();
    await expect(page.locator(".event-list li").first()).toContainText("23. kolejka");
    await expect(page.locator(".event-list")).toHaveAttribute("data-page", "nowa");
  });

  test("without the script the pager loads whole pages", async ({ page }) => {
    await page.goto("/wydarzenia/lista?js=0");
    await page.getByRole("link", { name: "2", exact: true }).click();
    await expect(page).toHaveURL(/page_no=2/);
    await expect(page.locator(".event-list li").first()).toContainText("23. kolejka");
  });
});

test.describe("settings overlay", () => {
  test("opens a modal box with the fragment from the link's href; islands inside mount; Escape returns focus", async ({ page }) => {
    await page.goto("/konto/ustawienia");
    const link = page.getByRole("link", { name: "Powiadomienia" });
    await expect(link).toHaveAttribute("aria-haspopup", "dialog");
    const posted = page.waitForRequest((request) => request.url().includes("/konto/ustawienia/powiadomienia?__ajax_request=1"));
    await link.click();
    expect(new URLSearchParams((await posted).postData() ?? "").get("json")).toBe('{"section":"powiadomienia"}');
    const dialog = page.getByRole("dialog", { name: "Powiadomienia" });
    await expect(dialog.getByLabel("SMS w dniu meczu")).toBeVisible();
    // Spec §9: the box moves in over 700 ms over a modal backdrop at opacity 0.7.
    expect(
      await dialog.evaluate((box) => [getComputedStyle(box).animationDuration, getComputedStyle(box, "::backdrop").backgroundColor]),
    ).toEqual(["0.7s", "rgba(0, 0, 0, 0.7)"]);
    await expect(dialog.locator("[data-island='date-input'] input[name='notify_from']")).toBeVisible();
    await expect(dialog.locator("[data-island='date-input'] .tb-date-input-icon")).toBeVisible(); // the date island mounted inside the fragment
    // The box's title bar is no second page banner landmark.
    await expect(dialog.getByRole("banner")).toHaveCount(0);
    await expectAccessible(page, ".tb-settings-box");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();
  });

  test("a script in the fragment runs once the fragment is in the box (eval on, under the strict CSP)", async ({ page }) => {
    await page.goto("/konto/ustawienia");
    // The shop's fragment with an inline script that marks its own markup, as legacy fragments did.
    await page.route("**/konto/ustawienia/powiadomienia?__ajax_request=1", async (route) => {
      const response = await route.fetch();
      const script = "<script>document.querySelector('.settings-form').dataset.ready = 'tak'</script>";
      await route.fulfill({ response, body: `${await response.text()}${script}` });
    });
    await page.getByRole("link", { name: "Powiadomienia" }).click();
    await expect(page.getByRole("dialog", { name: "Powiadomienia" }).locator(".settings-form")).toHaveAttribute("data-ready", "tak");
  });

  test("a load taking longer than usual says so in the box after a few seconds; Escape is the way out", async ({ page }) => {
    await page.clock.install();
    await page.goto("/konto/ustawienia");
    const link = page.getByRole("link", { name: "Zgody" });
    await expect(link).toHaveAttribute("aria-haspopup", "dialog");
    await armFault(page, "/konto/ustawienia/zgody", "stall");
    await link.click();
    const dialog = page.getByRole("dialog", { name: "Zgody marketingowe" });
    await expect(dialog.getByRole("status").filter({ hasText: "Wczytywanie…" })).toBeVisible();
    const stalled = dialog.getByRole("status").filter({ hasText: "Wczytywanie trwa dłużej niż zwykle." });
    await expectStalledNotice(page, stalled, "Wczytywanie trwa dłużej niż zwykle. Możesz poczekać albo zamknąć okno i spróbować później.");
    await expectAccessible(page, ".tb-settings-box");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();
  });

  test("a second press while the settings' post waits for a slow server does not post them again", async ({ page }) => {
    await page.goto("/konto/ustawienia");
    await page.getByRole("link", { name: "Powiadomienia" }).click();
    const save = page.getByRole("dialog", { name: "Powiadomienia" }).getByRole("button", { name: "Zapisz ustawienia" });
    await expect(save).toBeVisible();
    // The server holds every plain post of the form until the test lets them go.
    const posts: string[] = [];
    let release = (): void => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === "/konto/ustawienia/powiadomienia" && url.search === "",
      async (route) => {
        posts.push(route.request().postData() ?? "");
        await held;
        await route.continue().catch(() => {}); // a post the browser gave up for a later one
      },
    );
    const box = (await save.boundingBox())!;
    await save.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => posts.length).toBe(1);
    // Raw input only from here: the page is on its way out, and Playwright's checks of an element wait for the next.
    await page.keyboard.press("Enter");
    await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
    release();
    // The answer's redirect: the settings page again. A second post, had one gone, was sent before the release.
    await expect(page).toHaveURL(/\/konto\/ustawienia$/);
    await expect(page.getByRole("heading", { name: "Ustawienia konta" })).toBeVisible();
    expect(posts).toEqual(["newsletter=1&notify_from="]);
  });

  test("a saved box says so under the page's heading, where the focus starts after the save; once", async ({ page }) => {
    // The cookie notice answered: while it waits, a page starts at its top on purpose (startAtHeading.ts).
    await page.context().addCookies([{ name: "cookies_accepted", value: "1", url: `http://127.0.0.1:${process.env.E2E_PORT}` }]);
    await page.goto("/konto/ustawienia");
    await page.getByRole("link", { name: "Powiadomienia" }).click();
    await page.getByRole("dialog", { name: "Powiadomienia" }).getByRole("button", { name: "Zapisz ustawienia" }).click();
    await expect(page).toHaveURL(/\/konto\/ustawienia$/);
    const heading = page.getByRole("heading", { name: "Ustawienia konta", level: 1 });
    await expect(heading).toBeFocused();
    // Focused, the heading says the confirmation with its name; it shows right under it.
    await expect(heading).toHaveAccessibleDescription("Zapisano ustawienia powiadomień.");
    await expect(page.getByRole("status").filter({ hasText: "Zapisano ustawienia powiadomień." })).toBeVisible();
    await expectAccessible(page);
    // A flash message: the next visit of the page has none.
    await page.reload();
    await expect(heading).toBeFocused();
    await expect(page.getByText("Zapisano ustawienia powiadomień.")).toHaveCount(0);
  });

  test("a failed load is explained in the box and can be retried", async ({ page }) => {
    await page.goto("/konto/ustawienia");
    await expect(page.getByRole("link", { name: "Zgody" })).toHaveAttribute("aria-haspopup", "dialog");
    await armFault(page, "/konto/ustawienia/zgody", "status:503");
    await page.getByRole("link", { name: "Zgody" }).click();
    const dialog = page.getByRole("dialog", { name: "Zgody marketingowe" });
    await expect(dialog.getByRole("alert")).toContainText("Serwer odpowiedział błędem (503)");
    await dialog.getByRole("button", { name: "Spróbuj ponownie" }).click();
    await expect(dialog.getByText("Zgody przechowujemy 5 lat")).toBeVisible();
    await dialog.getByRole("button", { name: "Zamknij" }).click();
    await expect(dialog).toHaveCount(0);
  });

  test("an answer that is no page part (JSON, or nothing) is explained in the box, never shown as text, and can be retried", async ({ page }) => {
    await page.goto("/konto/ustawienia");
    await expect(page.getByRole("link", { name: "Zgody" })).toHaveAttribute("aria-haspopup", "dialog");
    const answers = [{ contentType: "application/json", body: '{"is_error":true,"error":"x"}' }, { contentType: "text/html", body: "" }];
    await page.route((url) => url.pathname === "/konto/ustawienia/zgody", (route) => (answers.length ? route.fulfill(answers.shift()!) : route.fallback()));
    await page.getByRole("link", { name: "Zgody" }).click();
    const dialog = page.getByRole("dialog", { name: "Zgody marketingowe" });
    for (let answer = 0; answer < 2; answer++) {
      await expect(dialog.getByRole("alert")).toContainText("Serwer przysłał nieoczekiwaną odpowiedź. Spróbuj ponownie.");
      await expect(dialog).not.toContainText("is_error");
      await dialog.getByRole("button", { name: "Spróbuj ponownie" }).click();
    }
    await expect(dialog.getByText("Zgody przechowujemy 5 lat")).toBeVisible();
  });
});

test.describe("regulations view", () => {
  test("shows one regulation at a time, switched by mouse or arrow keys, kept in the address", async ({ page }) => {
    await page.goto("/regulaminy?id=impreza");
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading")).toHaveText("Regulamin imprezy masowej");
    await expect(page.getByRole("tab", { name: "Regulamin imprezy masowej" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Regulamin imprezy masowej" }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(panel.getByRole("heading")).toHaveText("Regulamin obiektu");
    await expect(page.getByRole("tab", { name: "Regulamin obiektu" })).toBeFocused();
    await expect(page).toHaveURL(/id=obiekt/);
    await page.keyboard.press("Home");
    await expect(panel.getByRole("heading")).toHaveText("Regulamin sprzedaży biletów");
    await page.getByRole("tab", { name: "Regulamin obiektu" }).click();
    await expect(panel).toContainText("Obiekt jest monitorowany.");
    await expectAccessible(page, ".tb-regulations");
  });

  test("without the script every text is on the page", async ({ page }) => {
    await page.goto("/regulaminy?js=0");
    await expect(page.getByRole("heading", { level: 2 })).toHaveCount(3);
  });
});
