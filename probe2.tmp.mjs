import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const reps = Number(process.argv[2] ?? 4);
const sums = new Map();
for (let rep = 0; rep < reps; rep++) {
const ctx = await b.newContext(); const p = await ctx.newPage();
await p.goto("http://127.0.0.1:4555/formularze/daty.html");
await p.locator(".tb-date-input #pickup_date").waitFor();
await p.evaluate(() => new Promise((r) => requestIdleCallback(() => requestIdleCallback(() => r()))));
await p.evaluate(() => { window.t = new Promise((res) => document.addEventListener("click", (e) => { const t0 = e.timeStamp; requestAnimationFrame(() => setTimeout(() => res(performance.now() - t0))); }, { once: true, capture: true })); });
await b.startTracing(p, { categories: ["devtools.timeline", "blink.user_timing"] });
await p.locator("#pickup_date").click();
const t = await p.evaluate(() => window.t);
const buf = await b.stopTracing();
const ev = JSON.parse(buf.toString()).traceEvents;
const click = ev.find((e) => e.name === "EventDispatch" && e.args?.data?.type === "click");
const start = click?.ts ?? 0;
const per = new Map();
for (const e of ev) if (e.ph === "X" && e.ts >= start && e.ts <= start + t * 1000 && ["Layout", "UpdateLayoutTree", "Paint", "PrePaint", "Layerize", "FunctionCall", "EventDispatch", "RunTask", "ParseAuthorStyleSheet", "Commit", "TimerFire", "FireAnimationFrame"].includes(e.name)) per.set(e.name, (per.get(e.name) ?? 0) + e.dur / 1000);
console.log("open ms", t.toFixed(1), [...per].map(([k, v]) => `${k} ${v.toFixed(1)}`).join(" | "));
await ctx.close();
}
await b.close();
