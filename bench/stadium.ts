/**
 * Stadium speed (issue 11), following ../shared/notes/perf.md, on the recorded 57,816-seat page:
 *   - mount to the first painted frame, after the island's code is loaded: JSON props read from the
 *     host's script block, schema check, createRoot + flushSync(render) (the canvas is drawn in the
 *     layout effect), then rAF + a MessageChannel message after that frame's paint. Floor, in its own
 *     fresh page: hand-written code that parses the same JSON, fills the same 52 sector bitmaps and draws
 *     them on a canvas, to the same painted frame;
 *   - seat choice: real mouse clicks (Playwright) on free seats at the choosing zoom, each chosen then
 *     released; pointerup's event.timeStamp (the event that chooses) → painted frame. Floor: a plain
 *     canvas whose pointerup listener recolours one seat pixel and redraws the 52 bitmaps;
 *   - pan and zoom: a scripted 3-second gesture (180 frames: drag, wheel in to the seats, wheel out)
 *     of synthetic mouse pointer and wheel events, one per frame; a frame's time is the event's handling
 *     plus the next frame's rAF work up to the end of the map's drawing (main-thread work per frame; the
 *     compositor's share is not in it). p95 over the gesture, median over pages. Floor: the same gesture
 *     on the plain canvas (bitmaps only, no seat level of detail);
 *   - hit test: 2,000 seeded random points over the bowl, `seatAt` per call.
 * Everything again with Chromium's CPU throttled 4× (a mid-range phone), reported beside, without target.
 *
 * Usage: `import { measureStadium } from "./stadium.ts"`; or `npx tsx bench/stadium.ts`.
 */
import type { Browser, Page } from "playwright";
import { bundleEntry, freshPage, launch, REPETITIONS, ROOT, runAlone, startServer, stats, timedFigure, type Figure } from "./lib.ts";

const MOUNT_BUDGET_MS = 100;
const CHOICE_MEDIAN_MS = 16;
const CHOICE_P95_MS = 33;
const FRAME_P95_MS = 16.7;
const HIT_BUDGET_MS = 1;
const CLICKS_PER_PAGE = 10;
const PATH = "/stadion";

const VIRTUAL = "\0stadium-bench-entry";
const ENTRY = `
import "${ROOT}src/runtime/base.css";
import { createElement } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import stadium from "${ROOT}islands/stadium-map/index.ts";
import { buildStadium, seatAt } from "${ROOT}islands/stadium-map/layout.ts";
const later = (work) => new Promise((resolve, reject) => setTimeout(() => { try { resolve(work()); } catch (error) { reject(error); } }));
const painted = (t0) => new Promise((resolve) => requestAnimationFrame(() => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => resolve(performance.now() - t0);
  channel.port2.postMessage(0);
}));
const host = () => document.querySelector('[data-island="stadium-map"]');
// Read once (inside the timed mount): the island replaces the host's content, the script block with it.
let text = null;
const json = () => (text ??= host().querySelector('script[type="application/json"]').textContent);
let api = null;
let floorRedraw = null;
// The floor's picture: one pixel per seat position per sector, drawn at the bowl's fit.
function floorDraw(canvas, props, bitmaps, view) {
  const ctx = canvas.getContext("2d");
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = "#eef1f5";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.imageSmoothingEnabled = false;
  props.sectors.forEach((s, k) => {
    const a = (s.angle * Math.PI) / 180;
    ctx.setTransform(view.k * -Math.sin(a), view.k * Math.cos(a), view.k * -Math.cos(a), view.k * -Math.sin(a), s.x * view.k + view.x, s.y * view.k + view.y);
    ctx.drawImage(bitmaps[k], 0, 0);
  });
}
window.__bench = {
  mount: () => later(() => {
    const t0 = performance.now();
    const checked = stadium.schema.safeParse(JSON.parse(json()));
    if (!checked.success) throw new Error("bench: props rejected " + JSON.stringify(checked.error.issues.slice(0, 2)));
    const target = host();
    target.replaceChildren();
    const root = createRoot(target);
    flushSync(() => root.render(createElement(stadium.Component, { props: checked.data, host: target, legacy: document.createDocumentFragment(), emit: () => true, expose: (handle) => { api = handle; } })));
    return painted(t0);
  }),
  mountFloor: () => later(() => {
    const t0 = performance.now();
    const props = JSON.parse(json());
    const colors = { t: [197, 203, 211], h: [230, 214, 173], w: [29, 63, 184] };
    const zone = props.zones.map((z) => [1, 3, 5].map((i) => parseInt(z.color.slice(i, i + 2), 16)));
    const bitmaps = props.sectors.map((s) => {
      const cols = Math.max(...s.rows.map((r) => r.length));
      const c = document.createElement("canvas");
      c.width = cols;
      c.height = s.rows.length;
      const image = new ImageData(cols, s.rows.length);
      s.rows.forEach((row, r) => { for (let p = 0; p < row.length; p++) { const l = row[p]; if (l === ".") continue; const rgb = colors[l] ?? zone[s.zone]; const o = (r * cols + p) * 4; image.data[o] = rgb[0]; image.data[o + 1] = rgb[1]; image.data[o + 2] = rgb[2]; image.data[o + 3] = 255; } });
      c.getContext("2d").putImageData(image, 0, 0);
      return c;
    });
    const target = host();
    target.replaceChildren();
    const canvas = document.createElement("canvas");
    canvas.width = 800; canvas.height = 600; canvas.style.width = "800px"; canvas.style.height = "600px";
    target.append(canvas);
    const view = { k: 1.9, x: 400, y: 300 };
    floorDraw(canvas, props, bitmaps, view);
    floorRedraw = (dx, dy, zoom) => { view.x += dx; view.y += dy; view.k *= zoom; floorDraw(canvas, props, bitmaps, view); };
    canvas.addEventListener("pointerup", () => {
      const image = new ImageData(1, 1);
      image.data.set([255, 191, 71, 255]);
      bitmaps[0].getContext("2d").putImageData(image, 0, 0);
      requestAnimationFrame(() => floorRedraw(0, 0, 1));
    });
    return painted(t0);
  }),
  show: (id) => api.show(id),
  locate: (id) => api.locate(id),
  armFrame: () => {
    window.__frame = undefined;
    document.addEventListener("pointerup", (event) => { painted(event.timeStamp).then((ms) => { window.__frame = ms; }); }, { capture: true, once: true });
  },
  gesture: (floor) => new Promise((resolve) => {
    const target = floor ? host().querySelector("canvas") : host().querySelector(".tb-stadium-map__canvas-wrap");
    const box = target.getBoundingClientRect();
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    const samples = [];
    let frame = 0;
    let handled = 0;
    const pointer = (type, x, y) => target.dispatchEvent(new PointerEvent(type, { pointerId: 1, pointerType: "mouse", isPrimary: true, button: type === "pointermove" ? -1 : 0, buttons: type === "pointerup" ? 0 : 1, clientX: x, clientY: y, bubbles: true }));
    const wheel = (deltaY) => target.dispatchEvent(new WheelEvent("wheel", { deltaY, clientX: cx, clientY: cy, bubbles: true, cancelable: true }));
    const step = (ts) => {
      // This frame's rAF work so far (the map drew before us: its callback was queued first) plus the previous event.
      if (frame > 0) samples.push(performance.now() - ts + handled);
      if (frame === 180) {
        if (!floor) pointer("pointerup", cx, cy);
        resolve(samples);
        return;
      }
      const t0 = performance.now();
      if (frame < 60) {
        if (floor) floorRedraw(3, 2, 1);
        else pointer(frame === 0 ? "pointerdown" : "pointermove", cx + frame * 3, cy + frame * 2);
      } else if (frame === 60 && !floor) pointer("pointerup", cx + 180, cy + 120);
      else if (floor) floorRedraw(0, 0, frame < 120 ? 1.06 : 1 / 1.06);
      else wheel(frame < 120 ? -24 : 24);
      handled = performance.now() - t0;
      frame++;
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  }),
  hits: (count) => {
    const st = buildStadium(JSON.parse(json()).sectors);
    let seed = 4242;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const points = Array.from({ length: count }, () => [st.bounds.minX + random() * (st.bounds.maxX - st.bounds.minX), st.bounds.minY + random() * (st.bounds.maxY - st.bounds.minY)]);
    let found = 0;
    const t0 = performance.now();
    for (const [x, y] of points) if (seatAt(st, x, y) >= 0) found++;
    return { perCall: (performance.now() - t0) / count, found };
  },
  freeSeats: () => {
    const ids = [];
    for (const s of JSON.parse(json()).sectors) s.rows.forEach((row, r) => { let n = 0; for (const l of row) { if (l === ".") continue; n++; if (l === "f" && s.code === "E3" && r === 11) ids.push(s.code + "-" + (r + 1) + "-" + n); } });
    return ids;
  },
};
`;


type Bench = { js: string; css: string; baseUrl: string; throttle: number };

/** The recorded page without Trybuna's script, the bundle added, the CPU throttled as asked. */
async function stadiumPage(browser: Browser, b: Bench): Promise<Page> {
  const page = await freshPage(browser);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${b.baseUrl}${PATH}?js=0&csp=0`);
  await page.addStyleTag({ content: b.css });
  await page.addScriptTag({ content: b.js });
  if (b.throttle > 1) await (await page.context().newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: b.throttle });
  return page;
}

const call = <T>(page: Page, name: string, ...args: unknown[]) =>
  page.evaluate(([fn, rest]) => (window as unknown as { __bench: Record<string, (...a: unknown[]) => unknown> }).__bench[fn as string]!(...(rest as unknown[])), [name, args] as const) as Promise<T>;

const p95 = (samples: readonly number[]) => [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor(samples.length * 0.95))]!;

async function measureAt(browser: Browser, b: Bench, repetitions: number): Promise<Figure[]> {
  const label = b.throttle > 1 ? ` (CPU ${b.throttle}× slower)` : "";
  const target = <T>(value: T) => (b.throttle > 1 ? undefined : value);
  const mount: number[] = [];
  const mountFloor: number[] = [];
  const choiceMedian: number[] = [];
  const choiceP95: number[] = [];
  const choiceFloor: number[] = [];
  const frame: number[] = [];
  const frameFloor: number[] = [];
  const hits: number[] = [];
  for (let i = 0; i < repetitions; i++) {
    const page = await stadiumPage(browser, b);
    mount.push(await call<number>(page, "mount"));
    const ids = (await call<string[]>(page, "freeSeats")).slice(0, CLICKS_PER_PAGE / 2);
    await call(page, "show", ids[0]);
    await page.locator(".tb-stadium-map__seat").nth(2).waitFor({ state: "attached" });
    const samples: number[] = [];
    for (const id of ids) {
      await call(page, "show", id);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const at = await call<{ x: number; y: number }>(page, "locate", id);
      for (let k = 0; k < 2; k++) {
        await call(page, "armFrame");
        await page.mouse.click(at.x, at.y);
        samples.push(await page.waitForFunction(() => (window as unknown as { __frame?: number }).__frame).then((h) => h.jsonValue() as Promise<number>));
      }
      if ((await page.locator(`.tb-stadium-map__seat[data-id="${id}"]`).getAttribute("aria-pressed")) !== "false") throw new Error(`bench/stadium: seat ${id} did not toggle back`);
    }
    choiceMedian.push(stats(samples).median);
    choiceP95.push(p95(samples));
    // From the choosing zoom: drag among seats, wheel in to the closest zoom, wheel out through every level of detail.
    frame.push(p95(await call<number[]>(page, "gesture", false)));
    hits.push((await call<{ perCall: number }>(page, "hits", 2000)).perCall);
    await page.context().close();

    const floorPage = await stadiumPage(browser, b);
    mountFloor.push(await call<number>(floorPage, "mountFloor"));
    const box = (await floorPage.locator("[data-island] canvas").boundingBox())!;
    const floorSamples: number[] = [];
    for (let k = 0; k < CLICKS_PER_PAGE; k++) {
      await call(floorPage, "armFrame");
      await floorPage.mouse.click(box.x + 100 + k * 7, box.y + 100);
      floorSamples.push(await floorPage.waitForFunction(() => (window as unknown as { __frame?: number }).__frame).then((h) => h.jsonValue() as Promise<number>));
    }
    choiceFloor.push(stats(floorSamples).median);
    frameFloor.push(p95(await call<number[]>(floorPage, "gesture", true)));
    await floorPage.context().close();
  }
  const ratio = (a: number[], f: number[]) => `floor median ${stats(f).median.toFixed(1)} ms, ratio ${(stats(a).median / stats(f).median).toFixed(2)}×`;
  return [
    timedFigure(`stadium: mount 57,816 seats to first painted frame${label}`, mount, target(MOUNT_BUDGET_MS), ratio(mount, mountFloor)),
    timedFigure(`stadium: choose a seat, pointerup → painted frame, median${label}`, choiceMedian, target(CHOICE_MEDIAN_MS), `${CLICKS_PER_PAGE} clicks per page · ${ratio(choiceMedian, choiceFloor)}`),
    timedFigure(`stadium: choose a seat, pointerup → painted frame, p95${label}`, choiceP95, target(CHOICE_P95_MS)),
    timedFigure(`stadium: pan + zoom gesture, p95 main-thread frame work${label}`, frame, target(FRAME_P95_MS), `180 frames (drag, wheel in to seats, wheel out) · ${ratio(frame, frameFloor)}`),
    timedFigure(`stadium: hit test per point${label}`, hits, target(HIT_BUDGET_MS), "2,000 random points over the bowl"),
  ];
}

export async function measureStadium(repetitions = REPETITIONS): Promise<Figure[]> {
  const { js, css } = await bundleEntry("stadium", VIRTUAL, ENTRY);
  const server = await startServer();
  const browser = await launch();
  try {
    const figures: Figure[] = [];
    for (const throttle of [1, 4]) figures.push(...(await measureAt(browser, { js, css, baseUrl: server.baseUrl, throttle }, repetitions)));
    return figures;
  } finally {
    await browser.close();
    await server.close();
  }
}

await runAlone(import.meta.url, measureStadium);
