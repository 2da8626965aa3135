/**
 * Where a page's main-thread time goes (issue 14's "find where the time goes"): one Chromium trace of a
 * cold load at 4× CPU, with the script and without it (`?js=0`), the renderer main thread's work summed by
 * trace event (layout, paint, module evaluation, …) and its total blocking time. A diagnostic beside
 * bench/tti.ts, not a figure: one run each, printed, nothing written.
 *
 * Usage: `npm run build && node --import tsx bench/trace.ts /sprzedaz/krok-4 [/rejestracja.html …]`
 */
import type { Browser } from "playwright";
import { freshPage, launch, startServer } from "./lib.ts";

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; args?: { name?: string; data?: { url?: string; functionName?: string } } };
type LongTask = { start: number; ms: number; parts: string };

async function mainThreadWork(browser: Browser, url: string): Promise<{ byEvent: Map<string, number>; blocking: number; long: LongTask[] }> {
  const page = await freshPage(browser);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", (batch) => events.push(...(batch.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
  await cdp.send("Tracing.start", { categories: "devtools.timeline,disabled-by-default-devtools.timeline,v8", transferMode: "ReportEvents" });
  await page.goto(url, { waitUntil: "load" });
  // Islands mount after load on a slow CPU: give the page a quiet moment, as bench/tti.ts waits for one.
  await page.waitForFunction(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => resolve(true)), 1500)));
  await cdp.send("Tracing.end");
  await complete;
  await page.context().close();
  const main = new Set(events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
  const byEvent = new Map<string, number>();
  const onMain = events.filter((e) => e.ph === "X" && e.dur && main.has(`${e.pid}:${e.tid}`)).sort((a, b) => a.ts - b.ts);
  const tasks = onMain.filter((e) => e.name === "RunTask");
  const long: LongTask[] = [];
  let blocking = 0;
  for (const e of onMain) if (e.name !== "RunTask") byEvent.set(e.name, (byEvent.get(e.name) ?? 0) + e.dur! / 1000);
  const origin = tasks[0]?.ts ?? 0;
  for (const task of tasks) {
    const ms = task.dur! / 1000;
    if (ms <= 50) continue;
    blocking += ms - 50;
    // What the long task did: its direct work by event name (script named by its URL or function).
    const inside = new Map<string, number>();
    for (const e of onMain) {
      if (e === task || e.ts < task.ts || e.ts + e.dur! > task.ts + task.dur! || e.dur! < 2000) continue;
      const what = e.args?.data?.url ? `${e.name} ${e.args.data.url.split("/").pop()}` : e.name;
      inside.set(what, Math.max(inside.get(what) ?? 0, e.dur! / 1000));
    }
    const parts = [...inside].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([what, t]) => `${what} ${t.toFixed(0)}`).join(", ");
    long.push({ start: (task.ts - origin) / 1000, ms, parts });
  }
  return { byEvent, blocking, long };
}

const paths = process.argv.slice(2);
// No path, --help or any other flag: the usage line, not a stack (and never a flag taken as a page).
if (paths.length === 0 || paths.some((path) => !path.startsWith("/"))) {
  console.error("usage: node --import tsx bench/trace.ts <page path, e.g. /sprzedaz/krok-4> [<path> …]");
  process.exit(2);
}
const server = await startServer();
const browser = await launch();
try {
  for (const path of paths) {
    const url = `${server.baseUrl}${path}`;
    const withScript = await mainThreadWork(browser, url);
    const without = await mainThreadWork(browser, `${url}${url.includes("?") ? "&" : "?"}js=0`);
    console.log(`\n${path} (CPU 4×): total blocking time ${withScript.blocking.toFixed(0)} ms with the script, ${without.blocking.toFixed(0)} ms without`);
    for (const task of withScript.long) console.log(`  long task at ${task.start.toFixed(0)} ms: ${task.ms.toFixed(0)} ms — ${task.parts}`);
    const names = [...new Set([...withScript.byEvent.keys(), ...without.byEvent.keys()])];
    const rows = names
      .map((name) => ({ name, with: withScript.byEvent.get(name) ?? 0, without: without.byEvent.get(name) ?? 0 }))
      .sort((a, b) => b.with - b.without - (a.with - a.without))
      .slice(0, 15);
    console.log(`${"event".padEnd(44)} ${"with".padStart(8)} ${"without".padStart(8)} ${"added".padStart(8)}  (ms; nested events overlap)`);
    for (const row of rows) console.log(`${row.name.padEnd(44)} ${row.with.toFixed(1).padStart(8)} ${row.without.toFixed(1).padStart(8)} ${(row.with - row.without).toFixed(1).padStart(8)}`);
  }
} finally {
  await browser.close();
  await server.close();
}
