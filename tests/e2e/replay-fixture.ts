import type { BrowserContext } from "@playwright/test";
import { MISS_HEADER } from "../../dev-server/replay/app.ts";
import { startReplayServer } from "../../dev-server/replay/serve.ts";
import { test as base } from "./fixtures.ts";

/**
 * Replay in Playwright tests (issue 12): `test.use({ replay: "login" })` serves the recorded set
 * `fixtures/recorded/login` (or a folder path) with the current build for each test, and points
 * `baseURL` at it. A request the set has no answer for fails the test with the replay server's
 * text: the nearest recorded key and the fields that differ.
 */

/** Collects the answers of replay misses in a context; `check()` throws their text. */
export function watchMisses(context: BrowserContext): { misses: Promise<string>[]; check(): Promise<void> } {
  const misses: Promise<string>[] = [];
  context.on("response", (response) => {
    if (response.headers()[MISS_HEADER.toLowerCase()]) misses.push(response.text().catch(() => `${response.request().method()} ${response.url()}`));
  });
  return {
    misses,
    async check() {
      const texts = await Promise.all(misses);
      if (texts.length) throw new Error(`${texts.length} replay miss(es):\n\n${texts.join("\n\n")}`);
    },
  };
}

export const test = base.extend<{ replay: string | undefined; replayMisses: Promise<string>[] }>({
  replay: [undefined, { option: true }],
  baseURL: async ({ replay, baseURL }, use) => {
    if (!replay) return use(baseURL);
    const server = await startReplayServer({ set: replay });
    await use(server.url);
    await server.close();
  },
  replayMisses: [
    async ({ context, replay }, use) => {
      if (!replay) return use([]);
      const watch = watchMisses(context);
      await use(watch.misses);
      await watch.check();
    },
    { auto: true },
  ],
});

export { expect } from "./fixtures.ts";
