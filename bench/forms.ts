/**
 * Form validation speed (issue 4: validating a 60-field form on submit takes at most 5 ms).
 *
 * Protocol (../shared/notes/perf.md): a production (minified, NODE_ENV=production) bundle of
 * the form engine, real Chromium, a fresh browser context and page per repetition, at least
 * 7 repetitions, min / median / max. Each repetition times, in the page, the engine's submit
 * validation of a 60-field legacy form — serialising the DOM, compiling the zod rule set from
 * the class names, parsing, translating the messages — once cold (the first submit of the
 * page: nothing compiled or warmed up), then warm (the second and later submits: the median of
 * WARM_SUBMITS more in the same page); and, in another fresh
 * page, the first submit after the engine prepared itself in idle time as the islands do
 * (src/deform/react.tsx) — the figure held against the budget. A hand-written floor
 * (a loop testing the same fields with regular expressions) runs in the same page, cold and warm
 * alike, and each engine figure is given as a ratio to the floor of the same kind.
 *
 * It also checks that the plain-form engine is a chunk of its own: its code is not in the runtime
 * entry (nor anything the entry imports statically), and a page fetches it only when it has a
 * `legacy-form` host (the back-office page does, the home page does not).
 *
 * Usage: `formFigures(browser, baseUrl, distDir)` from bench/run.ts (`npm run bench`); or `npx tsx bench/forms.ts`.
 */
import type { Browser, Page } from "playwright";
import { build, type Rollup } from "vite";
import { fileURLToPath } from "node:url";
import { readFileSync } from "node:fs";
import { freshPage, launch, REPETITIONS, ROOT, round, startServer, stats, type Figure, type Stats } from "./lib.ts";
import { entryFiles, readManifest } from "./pageBytes.ts";

export const FIELD_COUNT = 60;
export const BUDGET_MS = 5;
/** Submits after the first, timed in the same page; their median is the page's warm figure. */
export const WARM_SUBMITS = 5;

const VIRTUAL = "\0deform-bench-entry";

/** The page's script: the real engine on the form, plus the hand-written floor. */
const ENTRY = `
import { FormEngine } from "${ROOT}src/deform/engine.ts";
import { t } from "${ROOT}src/i18n/t.ts";
const form = document.querySelector("form");
const engine = new FormEngine({ form: () => form, translate: (m) => t(m.text, ...m.args), errorBoxText: "" });
const EMAIL = /^[^\\s@]+@[^\\s@]+\\.[a-z]{2,}$/i;
const DIGITS = /^[\\d() .:\\-+#]+$/;
function floor() {
  const errors = {};
  for (const el of form.elements) {
    if (!el.name) continue;
    const v = el.value.trim(), c = el.className;
    if (c.includes("required") && !v) errors[el.name] = "required";
    else if (c.includes("validate-email") && v && !EMAIL.test(v)) errors[el.name] = "email";
    else if (c.includes("validate-digits") && v && !DIGITS.test(v)) errors[el.name] = "digits";
  }
  return errors;
}
// A second engine on the same form, prepared the way useFormEngine does it after mount.
const prepared = new FormEngine({ form: () => form, translate: (m) => t(m.text, ...m.args), errorBoxText: "" });
const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const timed = (run) => { const t0 = performance.now(); run(); return performance.now() - t0; };
window.__bench = async () => {
  let coldErrors;
  const cold = timed(() => { coldErrors = engine.validate(); });
  const warm = median(Array.from({ length: ${WARM_SUBMITS} }, () => timed(() => engine.validate())));
  const floorCold = timed(floor);
  const floorWarm = median(Array.from({ length: ${WARM_SUBMITS} }, () => timed(floor)));
  return { cold, warm, floorCold, floorWarm, errors: Object.keys(coldErrors).length };
};
window.__benchPrepared = async () => {
  await new Promise((resolve) => requestIdleCallback(() => { prepared.prepare(); resolve(); }, { timeout: 2000 }));
  // The user's first submit, some time later.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const t0 = performance.now();
  prepared.validate();
  return performance.now() - t0;
};
`;

/** Sixty filled, valid fields carrying a spread of the generic rules. */
export function benchFormHtml(): string {
  const kinds: Array<[string, string]> = [
    ["required maxLength:100", "Jan"],
    ["required validate-email", "jan@example.pl"],
    ["validate-digits maxLength:30", "+48 600 100 200"],
    ["required minLength:3 validate-alphanum", "abc123"],
    ["validate-date", "2026-11-23"],
    ["validate-pesel", "44051401359"],
    ["validate-currency", "1 234,50 zł"],
    ["validate-integer", "42"],
    ["validate-url", "https://example.com/a"],
    ["validate-match matchInput:'f0' matchName:'Pole 0'", "Jan"],
  ];
  const fields = Array.from({ length: FIELD_COUNT }, (_, i) => {
    const [className, value] = kinds[i % kinds.length]!;
    return `<p><label for="f${i}">Pole ${i}</label><input id="f${i}" name="f${i}" class="${className}" value="${value}"></p>`;
  });
  return `<!DOCTYPE html><html lang="pl"><body><form id="bench">${fields.join("")}<button type="submit">Wyślij</button></form></body></html>`;
}

async function bundle(): Promise<string> {
  const output = (await build({
    configFile: false,
    root: ROOT,
    logLevel: "silent",
    define: { "process.env.NODE_ENV": '"production"', __TRYBUNA_VERSION__: '"bench"' },
    plugins: [{ name: "deform-bench-entry", resolveId: (id) => (id === VIRTUAL ? id : null), load: (id) => (id === VIRTUAL ? ENTRY : null) }],
    build: { write: false, minify: true, target: "es2022", rollupOptions: { input: VIRTUAL, output: { format: "iife" } } },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunk = (Array.isArray(output) ? output[0]! : output).output.find((item) => item.type === "chunk");
  if (!chunk || chunk.type !== "chunk") throw new Error("bench/forms: no bundle produced");
  return chunk.code;
}

interface Sample {
  cold: number;
  warm: number;
  floorCold: number;
  floorWarm: number;
  errors: number;
}

async function loaded(page: Page, html: string, script: string): Promise<void> {
  await page.setContent(html);
  await page.addScriptTag({ content: script });
}

export interface FormBenchResult {
  fields: number;
  repetitions: number;
  /** The very first validation of a fresh page: schema compiled and code run cold. */
  cold: Stats;
  /**
   * The first submit after the island prepared the rule set in idle time (what a user who
   * presses submit without touching a field waits for): the figure held against the budget.
   */
  prepared: Stats;
  /** The second and later submits on the same page (median of WARM_SUBMITS per page). */
  warm: Stats;
  floorCold: Stats;
  floorWarm: Stats;
  /** Median cold time over the median cold floor (both first runs in a fresh page). */
  ratioToFloor: number;
  /** Median warm time over the median warm floor. */
  warmRatioToFloor: number;
  budgetMs: number;
  withinBudget: boolean;
}

export async function measureFormValidation(browser: Browser, repetitions = REPETITIONS): Promise<FormBenchResult> {
  const script = await bundle();
  const html = benchFormHtml();
  const samples: Sample[] = [];
  const preparedSamples: number[] = [];
  for (let i = 0; i < repetitions; i++) {
    const page = await freshPage(browser);
    await loaded(page, html, script);
    samples.push(await page.evaluate(() => (window as unknown as { __bench(): Promise<Sample> }).__bench()));
    await page.context().close();
    // The prepared case in a fresh page of its own: the cold engine above must not warm it.
    const page2 = await freshPage(browser);
    await loaded(page2, html, script);
    preparedSamples.push(await page2.evaluate(() => (window as unknown as { __benchPrepared(): Promise<number> }).__benchPrepared()));
    await page2.context().close();
  }
  const failed = samples.find((sample) => sample.errors !== 0);
  if (failed) throw new Error(`bench/forms: the bench form should be valid, got ${failed.errors} errors`);
  const cold = stats(samples.map((sample) => sample.cold));
  const floorCold = stats(samples.map((sample) => sample.floorCold));
  const floorWarm = stats(samples.map((sample) => sample.floorWarm));
  const warm = stats(samples.map((sample) => sample.warm));
  const prepared = stats(preparedSamples);
  return {
    fields: FIELD_COUNT,
    repetitions,
    cold,
    prepared,
    warm,
    floorCold,
    floorWarm,
    ratioToFloor: floorCold.median > 0 ? cold.median / floorCold.median : Number.POSITIVE_INFINITY,
    warmRatioToFloor: floorWarm.median > 0 ? warm.median / floorWarm.median : Number.POSITIVE_INFINITY,
    budgetMs: BUDGET_MS,
    withinBudget: prepared.median <= BUDGET_MS && warm.median <= BUDGET_MS,
  };
}

/** The plain-form engine's marker: a class name only src/deform/plainForm.ts puts in the page. */
const PLAIN_FORM_MARKER = "tb-deform-errorbox";

interface ChunkCheck {
  /** Files of the runtime entry and its static imports that hold the plain-form engine (want 0). */
  inEntry: number;
  /** Requests for the legacy-form island chunk: on the back-office page (want 1) and the home page (want 0). */
  fetchedWithForm: number;
  fetchedWithoutForm: number;
}

/** Reads the build's manifest, then opens two pages of the fixture server serving that build and watches what they fetch. */
export async function checkPlainFormChunk(browser: Browser, baseUrl: string, distDir: string): Promise<ChunkCheck> {
  const manifest = readManifest(distDir);
  const inEntry = entryFiles(manifest).filter((file) => readFileSync(`${distDir}${file}`, "utf8").includes(PLAIN_FORM_MARKER)).length;
  const island = manifest["islands/legacy-form/index.ts"]!.file;
  const fetched = async (path: string) => {
    const page = await freshPage(browser);
    let count = 0;
    page.on("request", (request) => {
      if (request.url().endsWith(island)) count++;
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
    await page.context().close();
    return count;
  };
  return { inEntry, fetchedWithForm: await fetched("/zaplecze/wydarzenie.html"), fetchedWithoutForm: await fetched("/") };
}

/** The figures for `npm run bench` (bench/run.ts), on the build the bench's fixture server serves. */
export async function formFigures(browser: Browser, baseUrl: string, distDir: string): Promise<Figure[]> {
  const r = await measureFormValidation(browser);
  const chunk = await checkPlainFormChunk(browser, baseUrl, distDir);
  const detail = (s: Stats) => `min ${round(s.min)} · max ${round(s.max)} (n=${r.repetitions})`;
  return [
    { name: "forms: validate 60 fields on submit", value: round(r.prepared.median), unit: "ms", target: BUDGET_MS, goal: "max", detail: `${detail(r.prepared)} · rule set prepared at idle after mount` },
    { name: "forms: first validation, cold", value: round(r.cold.median), unit: "ms", detail: `${detail(r.cold)} · ${round(r.ratioToFloor, 1)}x the hand-written floor (${round(r.floorCold.median)} ms)` },
    {
      name: "forms: second and later submits, warm",
      value: round(r.warm.median),
      unit: "ms",
      target: BUDGET_MS,
      goal: "max",
      detail: `${detail(r.warm)} · median of ${WARM_SUBMITS} per page · ${round(r.warmRatioToFloor, 1)}x the warm floor (${round(r.floorWarm.median, 3)} ms)`,
    },
    { name: "forms: plain-form engine files in the runtime entry", value: chunk.inEntry, unit: "files", target: 0, goal: "max", detail: "entry and its static imports (dist manifest)" },
    { name: "forms: plain-form chunk fetched on a page without a legacy form", value: chunk.fetchedWithoutForm, unit: "requests", target: 0, goal: "max", detail: "home page" },
    { name: "forms: plain-form chunk fetched on the back-office page", value: chunk.fetchedWithForm, unit: "requests", target: 1, goal: "min", detail: "/zaplecze/wydarzenie.html" },
  ];
}

const ms = (s: Stats) => `min ${s.min.toFixed(2)} / median ${s.median.toFixed(2)} / max ${s.max.toFixed(2)} ms`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const browser = await launch();
  try {
    const result = await measureFormValidation(browser);
    console.log(`forms: validate ${result.fields} fields on submit, ${result.repetitions} fresh pages`);
    console.log(`  first submit, rule set prepared at idle: ${ms(result.prepared)}  budget ${result.budgetMs} ms: ${result.withinBudget ? "OK" : "OVER"}`);
    console.log(`  first validation, nothing prepared (cold): ${ms(result.cold)}`);
    console.log(`  hand-written floor (cold): ${ms(result.floorCold)}  ratio ${result.ratioToFloor.toFixed(1)}x`);
    console.log(`  second and later submits (warm, median of ${WARM_SUBMITS} per page): ${ms(result.warm)}  budget ${result.budgetMs} ms`);
    console.log(`  hand-written floor (warm): ${ms(result.floorWarm)}  ratio ${result.warmRatioToFloor.toFixed(1)}x`);
    const distDir = `${ROOT}dist/`;
    const server = await startServer(distDir);
    const chunk = await checkPlainFormChunk(browser, server.baseUrl, distDir).finally(() => server.close());
    console.log(`  plain-form engine: ${chunk.inEntry} file(s) of the runtime entry hold it (want 0); its chunk fetched ${chunk.fetchedWithForm}x on the back-office page (want 1), ${chunk.fetchedWithoutForm}x on the home page (want 0)`);
  } finally {
    await browser.close();
  }
}
