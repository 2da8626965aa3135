/**
 * Shared pieces of the benchmarks (protocol: ../shared/notes/perf.md): Debian's Chromium with the
 * project's flags, a fresh context and page per repetition, min / median / max of ≥ 7 samples,
 * and the fixture server on a free port serving a production build.
 */
import { chromium, type Browser, type Page } from "playwright";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build, type Rollup } from "vite";
import { createApp } from "../dev-server/app.ts";
import { listen, portOf } from "../dev-server/listen.ts";
import { CHROMIUM_FLAGS } from "../scripts/chromiumFlags.ts";

export const REPETITIONS = Number(process.env.BENCH_REPETITIONS ?? 7);
export const CHROMIUM_ARGS = ["--headless", ...CHROMIUM_FLAGS];

export interface Stats {
  min: number;
  median: number;
  max: number;
}

export function stats(samples: readonly number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  return { min: sorted[0]!, median: sorted[Math.floor(sorted.length / 2)]!, max: sorted[sorted.length - 1]! };
}

/** One printed figure; `value` is what results.json records (the median for timed figures). */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  target?: number;
  /** How `value` must compare with the target. */
  goal?: "max" | "min";
  detail?: string;
}

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
}

/** A fresh context and page (cold caches, as a buyer's first visit). */
/**
 * Waits for two idle periods: a buyer looks at the page before clicking. Two, so that an idle callback
 * the page queued after this wait began (a picker's hidden build, a warm-up) has run.
 */
export const idle = (page: Page): Promise<void> => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));

/**
 * A click as a hand makes it: the pointer moved onto `selector`'s first match (scrolled into view first), the press
 * held until the page has handled it (one frame painted after it, where a finger holds ~100 ms), then released.
 * Playwright's own click sends hover, press and release back to back, and Chromium may stamp the release (the click's
 * timeStamp) before the main thread has handled the press: this gives the click's own time without that.
 */
export async function holdAndRelease(page: Page, selector: string): Promise<void> {
  const target = page.locator(selector).first();
  await target.scrollIntoViewIfNeeded();
  const frame = (): Promise<unknown> => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  await frame();
  const box = await target.boundingBox();
  if (!box) throw new Error(`bench: ${selector} is not visible`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await frame();
  await page.mouse.up();
}

export async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: "cookies_accepted", value: "1", url: "http://127.0.0.1" }]);
  return context.newPage();
}

export async function repeat(times: number, run: () => Promise<number>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) samples.push(await run());
  return samples;
}

export const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The fixture server on a free port, serving `distDir` (a production build). */
export async function startServer(distDir = `${ROOT}dist/`): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const { version } = JSON.parse(readFileSync(`${ROOT}package.json`, "utf8")) as { version: string };
  const { app } = await createApp({ distDir, version });
  const server = await listen(app);
  return { baseUrl: `http://127.0.0.1:${portOf(server)}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export function timedFigure(name: string, samples: readonly number[], target: number | undefined, detail = ""): Figure {
  const { min, median, max } = stats(samples);
  return { name, value: round(median), unit: "ms", ...(target === undefined ? {} : { target, goal: "max" as const }), detail: `min ${round(min)} · max ${round(max)} (n=${samples.length})${detail ? ` · ${detail}` : ""}` };
}

export function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** `npx tsx bench/<area>.ts`: a part run on its own prints its figures (`npm run bench` imports it instead). */
export async function runAlone(moduleUrl: string, measure: () => Promise<Figure[]>): Promise<void> {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  for (const figure of await measure()) {
    const target = figure.target === undefined ? "" : ` (target ${figure.goal === "min" ? "≥" : "≤"} ${figure.target} ${figure.unit})`;
    console.log(`${figure.name}: ${figure.value} ${figure.unit}${target}${figure.detail ? `\n    ${figure.detail}` : ""}`);
  }
}

/**
 * V8's explicit compile hint, as vite.config.ts (compileHints) gives every product chunk: the bench's own
 * bundles of islands and their React floors carry it too, so that product and floor are compiled alike.
 */
export const withCompileHint = (code: string): string => `//# allFunctionsCalledOnLoad\n${code}`;

/** One bench page's script and styles: a virtual entry (islands + floor) built as a single IIFE with the styles beside it. */
export async function bundleEntry(name: string, virtualId: string, entry: string): Promise<{ js: string; css: string }> {
  const output = (await build({
    configFile: false,
    root: ROOT,
    logLevel: "silent",
    define: { "process.env.NODE_ENV": '"production"', __TRYBUNA_VERSION__: '"bench"' },
    plugins: [{ name: `${name}-bench-entry`, resolveId: (id) => (id === virtualId ? id : null), load: (id) => (id === virtualId ? entry : null) }],
    build: { write: false, minify: true, target: "es2022", cssCodeSplit: false, rollupOptions: { input: virtualId, output: { format: "iife", inlineDynamicImports: true } } },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const items = (Array.isArray(output) ? output[0]! : output).output;
  const chunk = items.find((item) => item.type === "chunk");
  const css = items.find((item) => item.type === "asset" && item.fileName.endsWith(".css"));
  if (!chunk || chunk.type !== "chunk" || !css || css.type !== "asset") throw new Error(`bench/${name}: no bundle produced`);
  return { js: withCompileHint(chunk.code), css: String(css.source) };
}
