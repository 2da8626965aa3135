/**
 * The islands every shop page carries (session clock, cookie notice, error report) on variants of the shop's frame
 * that a PHP shop prints (QA session 42; the recorded frame is dev-server/layout.ts). Each variant is the recorded
 * page with one edit (`servedVariant`), compared with the same variant without the script where the page's
 * behaviour matters.
 */
import { expect, expectAccessible, servedVariant, test } from "./fixtures.ts";

const PAGE = "/regulamin.html";
/** The recorded header's clock: its host and the element that carries the time to live. */
const CLOCK = /<div class="shop-session" data-island="session-clock">\s*<span class="session-clock" data-ttl="(\d+)">([^<]*)<\/span>\s*<\/div>/;

test.describe("session clock", () => {
  test("a time to live printed empty (a visitor without a session) ends nothing: the legacy text stays, nobody is logged out", async ({ page, consoleErrors }) => {
    await servedVariant(page, PAGE, (html) => html.replace(/data-ttl="\d+"/, 'data-ttl=""'));
    const logouts: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/mod/Login/Logout/") logouts.push(request.url());
    });
    await page.goto(PAGE);
    // The page's islands have mounted (in one commit); the clock was refused, named on the console.
    await expect(page.locator(".tb-error-report__toggle")).toBeVisible();
    await expect.poll(() => consoleErrors.find((text) => text.includes('"session-clock"'))).toContain("ttl: expected number, got nothing");
    // As without the script: the shop's text, no timer, no 'Sesja wygasła.', the session cookie kept.
    await expect(page.locator(".shop-session .session-clock")).toHaveText(/^Czas sesji: \d\d:\d\d$/);
    await expect(page.getByRole("timer")).toHaveCount(0);
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    expect(logouts).toEqual([]);
    expect((await page.context().cookies()).some((cookie) => cookie.name === "front_session_id")).toBe(true);
  });

  test("a clock element that is itself the host, its time to live on it, counts down", async ({ page }) => {
    await servedVariant(page, PAGE, (html) => html.replace(CLOCK, '<span class="shop-session session-clock" data-island="session-clock" data-ttl="$1">$2</span>'));
    await page.goto(PAGE);
    const timer = page.getByRole("timer", { name: "Czas sesji" });
    await expect(timer).toHaveText(/^(19:\d\d|20:00)$/);
    const first = (await timer.textContent())!;
    await expect(timer).not.toHaveText(first);
    await expectAccessible(page, ".shop-session");
  });
});
