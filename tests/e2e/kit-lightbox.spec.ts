import type { Browser, Page } from "@playwright/test";
import { expect, expectAccessible, servedVariant, test } from "./fixtures.ts";

const GALLERY = "/formularze/galeria.html";
const viewer = (page: Page) => page.getByRole("dialog", { name: "Zdjęcia i filmy ze stadionu" });
/** The gallery with its viewer links taken over (before that, a click opens the file: the no-script behaviour). */
async function openGallery(page: Page, query = ""): Promise<void> {
  await page.goto(`${GALLERY}${query}`);
  await expect(page.locator(".tb-lightbox__links")).toBeVisible();
}
/**
 * The usual PHP gallery (QA session 41): photos served by a script (`/foto.php?id=1`, the third one gone from the
 * server), a heading, a credit line, a link to another page and a PDF opening in a new tab, all in the host.
 */
const PHP_GALLERY = `<h3>Galeria meczu 12.12</h3>
    <ul class="gallery-row">
    <li><a href="/foto.php?id=1" title="Trybuna północna"><img src="/foto.php?id=1&amp;min=1" alt="Trybuna północna" width="160" height="100"></a></li>
    <li><a href="/foto.php?id=2" title="Trybuna wschodnia"><img src="/foto.php?id=2&amp;min=1" alt="Trybuna wschodnia" width="160" height="100"></a></li>
    <li><a href="/foto.php?id=9" title="Zdjęcie usunięte"><img src="/foto.php?id=1&amp;min=1" alt="Zdjęcie usunięte" width="160" height="100"></a></li>
    </ul>
    <p>Zdjęcia: Jan Kowalski. <a href="/galeria/archiwum.html">Wszystkie galerie</a>, <a href="/pliki/plan-stadionu.pdf" target="_blank">plan stadionu (PDF)</a></p>`;
const PHOTOS: Record<string, string> = { "1": "/assets/media/1-polnoc.svg", "2": "/assets/media/2-wschod.svg" };

/** The gallery page with the PHP gallery in its viewer's host, and the shop's script, pages and PDF behind it. */
async function phpGallery(page: Page): Promise<void> {
  await servedVariant(page, GALLERY, (html) => html.replace(/(<div data-island="lightbox"[^>]*>)[\s\S]*?<\/ul>/, `$1${PHP_GALLERY}`));
  await page.route(
    (url) => url.pathname === "/foto.php",
    async (route) => {
      const photo = PHOTOS[new URL(route.request().url()).searchParams.get("id") ?? ""];
      if (!photo) return route.fulfill({ status: 404, contentType: "text/html", body: "<p>Nie ma takiego zdjęcia.</p>" });
      const response = await route.fetch({ url: new URL(photo, route.request().url()).href });
      // As a PHP script sends it: the type in the header, nothing in the address.
      await route.fulfill({ response, contentType: "image/svg+xml" });
    },
  );
  await page.route(
    (url) => url.pathname === "/galeria/archiwum.html" || url.pathname === "/pliki/plan-stadionu.pdf",
    (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Archiwum galerii</title><h1>Archiwum galerii</h1>" }),
  );
}

/** The host's links (address, target, text) and text, as a user finds them in the page (the viewer's closed dialog left out). */
const hostContent = (page: Page) =>
  page.locator("#gallery-lightbox").evaluate((host) => {
    const copy = host.cloneNode(true) as HTMLElement;
    copy.querySelectorAll("dialog").forEach((dialog) => dialog.remove());
    return {
      text: copy.textContent!.replace(/\s+/g, " ").trim(),
      links: [...copy.querySelectorAll("a")].map((link) => `${link.getAttribute("href")} ${link.target} ${link.textContent!.trim()}`),
    };
  });

/** The same variant with scripts off in the browser (the no-script page to compare with). */
async function noScriptPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await phpGallery(page);
  await page.goto(GALLERY);
  return page;
}

const frameSize = (page: Page) => page.locator(".tb-lightbox__frame").evaluate((frame) => [Math.round(frame.getBoundingClientRect().width), Math.round(frame.getBoundingClientRect().height)]);

test.describe("lightbox / media viewer", () => {
  test("mouse: opens on a link, next/previous, position announced, focus in and back, §9 overlay and sizes", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openGallery(page);
    const first = page.getByRole("link", { name: "Trybuna północna" });
    await first.click();
    await expect(viewer(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Zamknij" })).toBeFocused();
    await expect(viewer(page).getByRole("img", { name: "Trybuna północna" })).toBeVisible();
    const position = viewer(page).locator(".tb-lightbox__position");
    await expect(position).toHaveText("1 z 5");
    // Announced as the slide changes: the picture's name with its place (the caption line is the polite region).
    await expect(viewer(page).locator("[aria-live=polite]")).toHaveText("Trybuna północna, 1 z 5");
    // The 1200×800 photo fits the room left by the viewer's chrome, proportions kept.
    await expect.poll(() => frameSize(page)).toEqual([1065, 710]);
    await expect.poll(() => viewer(page).evaluate((dialog) => getComputedStyle(dialog, "::backdrop").backgroundColor)).toBe("rgba(0, 0, 0, 0.8)");
    const timing = await viewer(page).evaluate((dialog) => ({
      overlay: getComputedStyle(dialog, "::backdrop").transitionDuration.split(", ")[0],
      resize: getComputedStyle(dialog.querySelector(".tb-lightbox__frame")!).transitionDuration,
      resizeProperties: getComputedStyle(dialog.querySelector(".tb-lightbox__frame")!).transitionProperty,
    }));
    expect(timing).toEqual({ overlay: "0.36s", resize: "0.24s, 0.24s", resizeProperties: "width, height" });

    await page.getByRole("button", { name: "Następne" }).click();
    await expect(position).toHaveText("2 z 5");
    await expect(viewer(page).getByRole("img", { name: "Trybuna wschodnia" })).toBeVisible();
    await page.getByRole("button", { name: "Poprzednie" }).click();
    await page.getByRole("button", { name: "Poprzednie" }).click();
    await expect(position).toHaveText("5 z 5");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Zamknij" }).click();
    await expect(viewer(page)).toBeHidden();
    await expect(first).toBeFocused();

    // A click beside the viewer (on the dimmed page) closes it too; the page behind takes no click.
    await first.click();
    await expect(viewer(page)).toBeVisible();
    await page.mouse.click(8, 8);
    await expect(viewer(page)).toBeHidden();
    await expect(first).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${GALLERY}$`));
  });

  test("keyboard only: Enter opens, arrows, Home, End, Escape closes; the frame starts at 320×180", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openGallery(page);
    const second = page.getByRole("link", { name: "Trybuna wschodnia" });
    await second.focus();
    // The frame's first size as the viewer opens, before the photo has said its own (§9 initial 320×180).
    // (The frame may already be there, hidden: the closed viewer keeps a photo ready.)
    await page.evaluate(() => {
      const dialog = document.querySelector<HTMLDialogElement>("dialog.tb-lightbox")!;
      const observer = new MutationObserver(() => {
        const frame = dialog.querySelector<HTMLElement>(".tb-lightbox__frame");
        if (!dialog.open || !frame) return;
        observer.disconnect();
        document.body.dataset.firstFrame = `${frame.style.width}×${frame.style.height}`;
      });
      observer.observe(dialog, { attributes: true, childList: true, subtree: true });
    });
    await page.keyboard.press("Enter");
    await expect(page.locator("body")).toHaveAttribute("data-first-frame", "320px×180px");
    const position = viewer(page).locator(".tb-lightbox__position");
    await expect(position).toHaveText("2 z 5");
    // What a slide change announces: the picture's name with its place.
    const heard = viewer(page).locator("[aria-live]");
    await expect(heard).toHaveText("Trybuna wschodnia, 2 z 5");
    // Reduced motion: no overlay fade, no resize animation.
    expect(await page.locator(".tb-lightbox__frame").evaluate((frame) => getComputedStyle(frame).transitionDuration)).toBe("0s");
    await page.keyboard.press("ArrowRight");
    await expect(position).toHaveText("3 z 5");
    await expect(heard).toHaveText("Murawa przed meczem, 3 z 5");
    await expect(viewer(page).getByRole("img", { name: "Murawa przed meczem" })).toBeVisible();
    await page.keyboard.press("End");
    await expect(position).toHaveText("5 z 5");
    await page.keyboard.press("Home");
    await expect(position).toHaveText("1 z 5");
    await page.keyboard.press("ArrowLeft");
    await expect(position).toHaveText("5 z 5");
    await page.keyboard.press("Escape");
    await expect(viewer(page)).toBeHidden();
    await expect(second).toBeFocused();
  });

  test("video plays in the viewer at its own size; media the browser cannot play get a message and a download link", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openGallery(page);
    await page.getByRole("link", { name: "Skrót meczu (wideo)" }).click();
    const video = viewer(page).locator("video");
    await expect(video).toBeVisible();
    // A frame decoded (HAVE_CURRENT_DATA), not only the metadata read: the browser can play it.
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(2);
    await expect.poll(() => frameSize(page)).toEqual([480, 270]);
    await page.keyboard.press("ArrowRight");
    await expect(viewer(page).locator(".tb-lightbox__position")).toHaveText("5 z 5");
    await expect(viewer(page).getByRole("alert")).toHaveText(/Przeglądarka nie może odtworzyć tego pliku\./);
    const download = viewer(page).getByRole("link", { name: "Pobierz plik" });
    await expect(download).toHaveAttribute("href", "/assets/media/4-archiwum.flv");
    await expect(download).toHaveAttribute("download", "");
    // Such media take the §9 default 640×360.
    await expect.poll(() => frameSize(page)).toEqual([640, 360]);
    await expectAccessible(page);
    // Closed, the viewer keeps neither the message nor a video (a hidden video would go on playing).
    await page.keyboard.press("ArrowLeft");
    await expect(video).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(viewer(page)).toBeHidden();
    await expect(page.locator("dialog.tb-lightbox video, dialog.tb-lightbox [role=alert]")).toHaveCount(0);
  });

  test("the closed viewer keeps a photo ready (the first at idle, then the one pointed at or focused), fetching nothing until opened", async ({ page }) => {
    await openGallery(page);
    const ready = page.locator("dialog.tb-lightbox:not([open]) .tb-lightbox__frame img");
    // At idle: the first photo, with no src (nothing downloaded for it yet).
    await expect(ready).toHaveAttribute("alt", "Trybuna północna");
    expect(await ready.evaluate((image) => image.hasAttribute("src"))).toBe(false);
    // Pointing at a link (or focusing it) readies its photo; a video link readies nothing.
    await page.getByRole("link", { name: "Murawa przed meczem" }).hover();
    await expect(ready).toHaveAttribute("alt", "Murawa przed meczem");
    // The pointer leaves the links: the viewer's pointer shield goes when it closes, and a pointer still resting on
    // a link would then point at it again (and ready its photo), as after any overlay.
    await page.mouse.move(0, 0);
    await page.getByRole("link", { name: "Skrót meczu (wideo)" }).focus();
    await page.getByRole("link", { name: "Trybuna wschodnia" }).focus();
    await expect(ready).toHaveAttribute("alt", "Trybuna wschodnia");
    await page.keyboard.press("Enter");
    await expect(viewer(page).getByRole("img", { name: "Trybuna wschodnia" })).toBeVisible();
    await expect(viewer(page).getByRole("img", { name: "Trybuna wschodnia" })).toHaveAttribute("src", "/assets/media/2-wschod.svg");
    await expect(viewer(page).locator(".tb-lightbox__position")).toHaveText("2 z 5");
    await expect(page.getByRole("button", { name: "Zamknij" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(viewer(page)).toBeHidden();
    // Closed, the photo just seen stays ready, without its src. The dialog hides on the Escape itself; the
    // src goes with the render that follows its close event, a task later: wait for it.
    await expect(ready).toHaveAttribute("alt", "Trybuna wschodnia");
    await expect(ready).not.toHaveAttribute("src");
    await expectAccessible(page);
  });

  test("swipe (pointer events) moves between items; English page", async ({ page }) => {
    await openGallery(page, "?lang=en");
    await page.getByRole("link", { name: "North stand" }).click();
    const dialog = page.getByRole("dialog", { name: "Stadium photos and videos" });
    await expect(dialog.locator(".tb-lightbox__position")).toHaveText("1 of 5");
    const swipe = async (direction: 1 | -1): Promise<void> => {
      // The frame at rest: it resizes to each item over 240 ms, and a swipe begun on a moving edge misses it.
      const frame = await dialog.locator(".tb-lightbox__frame").evaluate(async (element) => {
        const frameDone = (): Promise<number> => new Promise((resolve) => requestAnimationFrame(resolve));
        let last = "";
        for (;;) {
          await Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
          await frameDone();
          const { x, y, width, height } = element.getBoundingClientRect();
          const now = JSON.stringify({ x, y, width, height });
          if (now === last && element.getAnimations().length === 0) return { x, y, width, height };
          last = now;
        }
      });
      const [from, to] = direction > 0 ? [frame.x + frame.width - 10, frame.x + 10] : [frame.x + 10, frame.x + frame.width - 10];
      const y = frame.y + frame.height / 2;
      await page.mouse.move(from, y);
      await page.mouse.down();
      await page.mouse.move(to, y, { steps: 5 });
      await page.mouse.up();
    };
    // Wait for the photo's own size (the frame resizes): the swipe starts and ends inside it.
    await expect(dialog.getByRole("img", { name: "North stand" })).toBeVisible();
    await swipe(1);
    await expect(dialog.locator(".tb-lightbox__position")).toHaveText("2 of 5");
    await expect(dialog.getByRole("img", { name: "East stand" })).toBeVisible();
    await swipe(-1);
    await expect(dialog.locator(".tb-lightbox__position")).toHaveText("1 of 5");
    // A swipe leaves the focus in the viewer: the keys still work after it.
    await page.keyboard.press("ArrowRight");
    await expect(dialog.locator(".tb-lightbox__position")).toHaveText("2 of 5");
  });

  test("without the script the links open the media; the chunk loads only on pages with a viewer", async ({ page }) => {
    const chunks: string[] = [];
    page.on("request", (request) => {
      if (/\/static\/.*lightbox.*\.js/.test(request.url())) chunks.push(request.url());
    });
    await page.goto("/formularze/widzety.html");
    await expect(page.locator("[data-island='tabs'] [role=tablist]")).toBeVisible();
    expect(chunks).toEqual([]);
    await page.goto(`${GALLERY}?js=0`);
    await expect(page.getByRole("link", { name: "Trybuna północna" })).toHaveAttribute("href", "/assets/media/1-polnoc.svg");
    await page.getByRole("link", { name: "Trybuna północna" }).click();
    await expect(page).toHaveURL(/\/assets\/media\/1-polnoc\.svg$/);
    await openGallery(page);
    expect(chunks.length).toBeGreaterThan(0);
  });

  test("PHP gallery: photos served by a script show in the viewer; one that fails to load gets the message and the download link", async ({ page, browser }) => {
    await phpGallery(page);
    await openGallery(page);
    await page.getByRole("link", { name: "Trybuna północna" }).click();
    const photo = viewer(page).getByRole("img", { name: "Trybuna północna" });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(viewer(page).getByRole("alert")).toHaveCount(0);
    // The three photos are the slides; the page link and the PDF are not.
    await expect(viewer(page).locator(".tb-lightbox__position")).toHaveText("1 z 3");
    await page.keyboard.press("End");
    await expect(viewer(page).locator(".tb-lightbox__position")).toHaveText("3 z 3");
    await expect(viewer(page).getByRole("alert")).toHaveText(/Przeglądarka nie może odtworzyć tego pliku\./);
    await expect(viewer(page).getByRole("link", { name: "Pobierz plik" })).toHaveAttribute("href", "/foto.php?id=9");
    await expectAccessible(page);
    await page.keyboard.press("Escape");

    // Without the script the link opens the photo: the script's answer is an image.
    const plain = await noScriptPage(browser);
    await plain.getByRole("link", { name: "Trybuna północna" }).click();
    await expect(plain).toHaveURL(/\/foto\.php\?id=1$/);
    await plain.context().close();
  });

  test("the host's other content stays as without the script: heading, credit, a page link that navigates, a PDF in a new tab", async ({ page, browser }) => {
    const plain = await noScriptPage(browser);
    const expected = await hostContent(plain);
    await plain.context().close();
    expect(expected.text).toContain("Galeria meczu 12.12");

    await phpGallery(page);
    await openGallery(page);
    await expect(page.getByRole("heading", { name: "Galeria meczu 12.12" })).toBeVisible();
    await expect(page.getByText("Zdjęcia: Jan Kowalski.")).toBeVisible();
    expect(await hostContent(page)).toEqual(expected);
    // The PDF opens in a new tab, the viewer stays shut.
    const tab = page.waitForEvent("popup");
    await page.getByRole("link", { name: "plan stadionu (PDF)" }).click();
    await expect(await tab).toHaveURL(/\/pliki\/plan-stadionu\.pdf$/);
    await expect(viewer(page)).toBeHidden();
    // The page link goes to its page.
    await page.getByRole("link", { name: "Wszystkie galerie" }).click();
    await expect(page).toHaveURL(/\/galeria\/archiwum\.html$/);
    await expect(page.getByRole("heading", { name: "Archiwum galerii" })).toBeVisible();
  });
});
