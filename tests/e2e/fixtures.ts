import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

/**
 * Every test's page records CSP violations (the reliable way: a `securitypolicyviolation`
 * listener installed before any page script) and uncaught page errors; a test fails on either.
 * Console errors are collected in `consoleErrors` for tests that expect some.
 */
export const test = base.extend<{ consoleErrors: string[]; allowPageErrors: { value: boolean } }>({
  // Playwright requires the object pattern for fixtures, even an empty one.
  // oxlint-disable-next-line no-empty-pattern
  allowPageErrors: async ({}, use) => {
    await use({ value: false });
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await use(errors);
  },
  page: async ({ page, allowPageErrors }, use) => {
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener("securitypolicyviolation", (event) => {
        window.__cspViolations!.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample });
      });
    });
    await use(page);
    const violations = await cspViolations(page);
    expect(violations, "CSP violations").toEqual([]);
    if (!allowPageErrors.value) expect(pageErrors, "uncaught errors in the page").toEqual([]);
  },
});

export { expect };

export async function cspViolations(page: Page): Promise<Violation[]> {
  if (page.isClosed()) return [];
  return page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
}

/**
 * axe-core, WCAG 2.2 A and AA rules, on the whole page or one part of it — as the user sees it once the
 * page's finite transitions have ended (a dialog half-way through its fade-in has half its contrast).
 */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
    "axe violations",
  ).toEqual([]);
}

/** Waits until every island host on the page is either mounted or refused. */
export async function islandsSettled(page: Page, count: number): Promise<void> {
  await page.waitForFunction((expected) => document.querySelectorAll("[data-island] > *").length >= expected, count);
}

/**
 * Where `target` is once it has stood still for five frames, as a hand would wait for it: a page scrolling itself (the
 * forms' 700 ms scroll to a refused field) moves it every frame, and Playwright's own two-frame check can pass just
 * before such a scroll starts, or on a busy machine between two of its frames, sending the press elsewhere.
 */
export async function stillBox(target: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  await target.scrollIntoViewIfNeeded();
  return target.evaluate(async (element) => {
    let last = "";
    for (let still = 0; still < 5; ) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const { x, y, width, height } = element.getBoundingClientRect();
      const place = JSON.stringify({ x, y, width, height });
      still = place === last ? still + 1 : 0;
      last = place;
    }
    return JSON.parse(last) as { x: number; y: number; width: number; height: number };
  });
}

/**
 * A screenshot of a page or one element to look at, written to `$E2E_SHOTS/<name>.png` when E2E_SHOTS names a
 * folder (outside the repository, e.g. a notes folder): `E2E_SHOTS=/tmp/shots npx playwright test <spec>`.
 * Without it nothing is taken, so ordinary runs spend no time on pictures.
 */
export async function shot(target: Page | Locator, name: string, fullPage = false): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  const path = `${dir}/${name}.png`;
  if ("goto" in target) await target.screenshot({ path, fullPage });
  else await target.screenshot({ path });
}

/**
 * Holds back the requests `matches` picks (Trybuna's script, a chunk, a page's AJAX answer) until the returned function
 * is called: a slow connection, or an answer that comes after another. A request the page gave up meanwhile is let go.
 */
export async function heldBack(page: Page, matches: string | RegExp | ((url: URL) => boolean)): Promise<() => void> {
  let release = (): void => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(matches, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return release;
}

/** Trybuna's one script, as `heldBack` takes it. */
export const TRYBUNA_SCRIPT = (url: URL): boolean => url.pathname === "/static/trybuna.js";

/** Arms a fixture-server fault for the next `count` requests of `path` (this visitor only). */
export async function armFault(page: Page, path: string, fault: string, count = 1): Promise<void> {
  const response = await page.request.post("/__faults", { data: { path, fault, count } });
  expect(response.ok()).toBe(true);
}

/**
 * Serves the recorded page at `path` (its first GET without a query, the document itself; with the query `path` gives,
 * `/wydarzenia/lista?page_no=3`, that one) with `edit` applied: a variant of the legacy markup another page of the
 * shop could print. The edit must change the page.
 */
export async function servedVariant(page: Page, path: string, edit: (html: string) => string): Promise<void> {
  const wanted = new URL(path, "http://variant.test");
  await page.route(
    (url) => url.pathname === wanted.pathname,
    async (route) => {
      if (route.request().method() !== "GET" || route.request().resourceType() !== "document" || new URL(route.request().url()).search !== wanted.search) return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      const edited = edit(html);
      expect(edited, `the variant of ${path} differs from the recorded page`).not.toBe(html);
      await route.fulfill({ response, body: edited });
    },
  );
}

