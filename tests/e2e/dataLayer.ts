import type { Page } from "@playwright/test";

/** A data layer whose pushes survive page loads (kept in sessionStorage), so a whole purchase can be read. */
export async function recordDataLayer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const saved = JSON.parse(sessionStorage.getItem("__dl") ?? "[]") as unknown[];
    const layer: unknown[] = [];
    layer.push = (...items: unknown[]) => {
      saved.push(...items);
      sessionStorage.setItem("__dl", JSON.stringify(saved));
      return Array.prototype.push.apply(layer, items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
}

/** Everything pushed to the data layer so far, across page loads. */
export const pushed = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem("__dl") ?? "[]") as Array<Record<string, unknown>>);
