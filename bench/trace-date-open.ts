/**
 * Where the date picker's first open spends its frame (bench/date-input.ts's "open a picker"): a
 * Chromium trace of the bench's click on /formularze/daty.html after the page's idle warm-up, then
 * of the bench's floor (a hand-written 42-button popup) in the same page; prints the renderer main
 * thread's events from the press to the frame painted after the click. A diagnostic, not a figure.
 *
 * Usage: `npm run build && node --import tsx bench/trace-date-open.ts [repetitions]` (MIN_US=60: events
 * down to 60 µs are printed; 400 by default)
 */
import type { Page } from "playwright";
import { installFloor } from "./date-input.ts";
import { freshPage, idle, launch, startServer } from "./lib.ts";

type TraceEvent = { name: string; cat: string; ph: string; pid: number; tid: number; ts: number; dur?: number; args?: { name?: string; data?: { type?: string; url?: string; functionName?: string } } };

const SHOWN = ["Paint", "Commit", "EventDispatch", "FireAnimationFrame", "TimerFire", "UpdateLayoutTree", "Layout"];

async function traced(page: Page, label: string, click: () => Promise<void>): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", (batch) => events.push(...(batch.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
  await cdp.send("Tracing.start", { categories: "devtools.timeline,disabled-by-default-devtools.timeline,v8,blink.user_timing", transferMode: "ReportEvents" });
  // The bench's timing (bench/date-input.ts armClickTiming), with marks at t0 and t1.
  const timing = page.evaluate(() => new Promise<number>((resolve) => {
    document.addEventListener("click", (event) => {
      const t0 = event.timeStamp;
      performance.mark("t0 (click timeStamp)", { startTime: t0 });
      requestAnimationFrame(() => setTimeout(() => {
        performance.mark("t1 (painted)");
        resolve(performance.now() - t0);
      }));
    }, { once: true, capture: true });
  }));
  await click();
  const ms = await timing;
  await cdp.send("Tracing.end");
  await complete;
  await cdp.detach();
  const main = new Set(events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
  const onMain = events.filter((e) => main.has(`${e.pid}:${e.tid}`) && (e.ph === "X" || e.cat.includes("user_timing"))).sort((a, b) => a.ts - b.ts);
  const t0 = onMain.find((e) => e.name.startsWith("t0"))!.ts;
  const t1 = onMain.find((e) => e.name.startsWith("t1"))!.ts;
  console.log(`\n${label}: click to painted frame ${ms.toFixed(1)} ms (bench timing); times from t0`);
  const open: { end: number }[] = [];
  for (const e of onMain) {
    if (e.ts < t0 - 3000 || e.ts > t1 + 500) continue;
    while (open.length && open.at(-1)!.end <= e.ts) open.pop();
    const dur = e.dur ?? 0;
    if (e.cat.includes("user_timing") || dur >= Number(process.env.MIN_US ?? 400) || (SHOWN.includes(e.name) && dur >= 50)) {
      const what = e.args?.data?.type ?? e.args?.data?.functionName ?? "";
      console.log(`${((e.ts - t0) / 1000).toFixed(1).padStart(7)} ${"  ".repeat(open.length)}${e.name} ${what} ${(dur / 1000).toFixed(2)} ms`);
    }
    if (e.ph === "X") open.push({ end: e.ts + dur });
  }
}

const repetitions = Number(process.argv[2] ?? 2);
const server = await startServer(process.env.TRYBUNA_DIST);
const browser = await launch();
try {
  for (let run = 0; run < repetitions; run++) {
    const page = await freshPage(browser);
    await page.goto(`${server.baseUrl}/formularze/daty.html`);
    await page.locator(".tb-date-input #pickup_date").waitFor();
    await page.locator("#pickup_date").scrollIntoViewIfNeeded(); // as bench/date-input.ts: no scroll in the timed frame
    await idle(page);
    await traced(page, `run ${run + 1}, picker`, () => page.locator("#pickup_date").click());
    await page.keyboard.press("Escape");
    await installFloor(page);
    await traced(page, `run ${run + 1}, floor`, () => page.locator("#bench-floor").click());
    await page.context().close();
  }
} finally {
  await browser.close();
  await server.close();
}
