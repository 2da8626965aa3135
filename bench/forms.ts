/**
 * Form validation speed (issue 4: validating a 60-field form on submit takes at most 5 ms).
 *
 * Protocol (../shared/notes/perf.md): a production (minified, NODE_ENV=production) bundle of
 * the form engine, real Chromium, a fresh browser context and page per repetition, at least
 * 7 repetitions, min / median / max. Each repetition times, in the page, the engine's submit
 * validation of a 60-field legacy form — serialising the DOM, compiling the zod rule set from
 * the class names, parsing, translating the messages — once cold (the first submit of the
 * page: nothing compiled or warmed up), then warm (a second submit); and, in another fresh
 * page, the first submit after the engine prepared itself in idle time as the islands do
 * (src/deform/react.tsx) — the figure held against the budget. A hand-written floor
 * (a loop testing the same fields with regular expressions) runs in the same page, and the
 * cold figure is also given as a ratio to it.
 *
 * Usage: `import { measureFormValidation } from "./forms.ts"`; or `npx tsx bench/forms.ts`.
 */
import { chromium } from "playwright";
import { build, type Rollup } from "vite";
import { fileURLToPath } from "node:url";

export const FIELD_COUNT = 60;
export const BUDGET_MS = 5;

const root = fileURLToPath(new URL("..", import.meta.url));
const VIRTUAL = "\0deform-bench-entry";

/** The page's script: the real engine on the form, plus the hand-written floor. */
const ENTRY = `
import { FormEngine } from "${root}src/deform/engine.ts";
import { t } from "${root}src/i18n/t.ts";
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
window.__bench = async () => {
  const t0 = performance.now();
  const coldErrors = engine.validate();
  const t1 = performance.now();
  engine.validate();
  const t2 = performance.now();
  floor();
  const t3 = performance.now();
  return { cold: t1 - t0, warm: t2 - t1, floorCold: t3 - t2, errors: Object.keys(coldErrors).length };
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
    root,
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
  errors: number;
}

export interface Stats {
  min: number;
  median: number;
  max: number;
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
  /** A second validation on the same page (after any blur check, say). */
  warm: Stats;
  floorCold: Stats;
  /** Median cold time over the median cold floor (both first runs in a fresh page). */
  ratioToFloor: number;
  budgetMs: number;
  withinBudget: boolean;
}

function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0]!, median: sorted[Math.floor(sorted.length / 2)]!, max: sorted[sorted.length - 1]! };
}

export async function measureFormValidation({ repetitions = 11, executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" } = {}): Promise<FormBenchResult> {
  const script = await bundle();
  const html = benchFormHtml();
  const browser = await chromium.launch({ executablePath, args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"] });
  const samples: Sample[] = [];
  const preparedSamples: number[] = [];
  try {
    for (let i = 0; i < repetitions; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.setContent(html);
      await page.addScriptTag({ content: script });
      samples.push(await page.evaluate(() => (window as unknown as { __bench(): Promise<Sample> }).__bench()));
      await context.close();
      // The prepared case in a fresh page of its own: the cold engine above must not warm it.
      const context2 = await browser.newContext();
      const page2 = await context2.newPage();
      await page2.setContent(html);
      await page2.addScriptTag({ content: script });
      preparedSamples.push(await page2.evaluate(() => (window as unknown as { __benchPrepared(): Promise<number> }).__benchPrepared()));
      await context2.close();
    }
  } finally {
    await browser.close();
  }
  const failed = samples.find((s) => s.errors !== 0);
  if (failed) throw new Error(`bench/forms: the bench form should be valid, got ${failed.errors} errors`);
  const cold = stats(samples.map((s) => s.cold));
  const floorCold = stats(samples.map((s) => s.floorCold));
  return {
    fields: FIELD_COUNT,
    repetitions,
    cold,
    prepared: stats(preparedSamples),
    warm: stats(samples.map((s) => s.warm)),
    floorCold,
    ratioToFloor: floorCold.median > 0 ? cold.median / floorCold.median : Number.POSITIVE_INFINITY,
    budgetMs: BUDGET_MS,
    withinBudget: stats(preparedSamples).median <= BUDGET_MS,
  };
}

const ms = (s: Stats) => `min ${s.min.toFixed(2)} / median ${s.median.toFixed(2)} / max ${s.max.toFixed(2)} ms`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = await measureFormValidation();
  console.log(`forms: validate ${result.fields} fields on submit, ${result.repetitions} fresh pages`);
  console.log(`  first submit, rule set prepared at idle: ${ms(result.prepared)}  budget ${result.budgetMs} ms: ${result.withinBudget ? "OK" : "OVER"}`);
  console.log(`  first validation, nothing prepared (cold): ${ms(result.cold)}`);
  console.log(`  second validation (warm): ${ms(result.warm)}`);
  console.log(`  hand-written floor (cold): ${ms(result.floorCold)}  ratio ${result.ratioToFloor.toFixed(1)}x`);
}
