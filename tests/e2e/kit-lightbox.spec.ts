import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";

const GALLERY = "/formularze/galeria.html";
const viewer = (page: Page) => page.getByRole("dialog", { name: "Zdjęcia i filmy ze stadionu" });
/** The gallery with its viewer links taken over (before that, a click opens the file: the no-script behaviour). */
async function openGallery(page: Page, query = ""): Promise<void> {
  await page.goto(`${GALLERY}${query}`);
  await expect(page.locator(".tb-lightbox__links")).toBeVisible();
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
});
