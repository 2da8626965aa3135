/**
 * Date inputs (issue 5): opening a picker takes at most 16 ms from click to painted frame; a page
 * with 500 date inputs mounts in at most 100 ms of script time.
 *
 * Protocol (../shared/notes/perf.md): a production build served by the fixture server, Debian's
 * Chromium, a fresh context and page per repetition, at least 7 repetitions, min / median / max.
 *
 * - Opening: on the recorded page /formularze/daty.html (16 inputs), a real mouse click on the
 *   weekday-only input (rules, week numbers: the heaviest day grid). t0 is the click event's
 *   timeStamp (when the browser took the input); t1 is taken in a task queued from the next
 *   animation frame after the click, i.e. after that frame's style, layout and paint. The first
 *   open of a fresh page is measured, after the page's first idle period (a buyer reads the form
 *   before clicking; each picker is rendered and laid out hidden at idle, src/ui/dateField/
 *   DateField.tsx): this picker was never shown before the click.
 *   The floor, in the same page: a hand-written 42-button popup appended by a click handler, on a
 *   button and (breakdown) on a plain text input in the form. Playwright's click sends hover, press
 *   and release back to back; in some runs Chromium stamps the release (t0) before the press is
 *   handled, and the press's handling (focus and caret of a text input) falls inside the figure:
 *   a breakdown figure gives that part per sample (`press`).
 * - Mounting: 500 date-input hosts (legacy `<label>` + `<input>` markup, settings varied as on
 *   the recorded page) enter the top of a page whose date-input chunk is already loaded; t0 just
 *   before they are inserted, in a task of its own; t1 when the last host that wakes without
 *   scrolling reports `trybuna:mount` (date inputs wake near the viewport; see mountTrybuna).
 *   The floor mounts the same DateField on all 500 hosts with a hand-written loop
 *   (querySelectorAll, JSON.parse, the schema, createRoot + flushSync(render) per host): what
 *   mounting every one eagerly costs. The figure is also given as a ratio to it.
 *
 * Usage: `import { dateInputFigures } from "./date-input.ts"` (needs a browser and the server's
 * base URL); or `npx tsx bench/date-input.ts` after `npm run build`.
 */
import type { Browser, Page } from "playwright";
import { bundleEntry, freshPage, holdAndRelease, idle, launch, REPETITIONS, repeat, ROOT, round, runAlone, startServer, timedFigure, type Figure } from "./lib.ts";

export const OPEN_BUDGET_MS = 16;
export const MOUNT_BUDGET_MS = 100;
export const HOST_COUNT = 500;

const PAGE = "/formularze/daty.html";

const FLOOR_ENTRY = "\0date-floor-entry";
const FLOOR = `
import { createElement } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { DateField } from "${ROOT}src/ui/dateField/DateField.tsx";
import { dateSettingsSchema } from "${ROOT}src/ui/dateField/schema.ts";
import { config } from "zod/mini";
config({ jitless: true });
window.__dateFloor = (container) => {
  let count = 0;
  for (const host of container.querySelectorAll("[data-floor]")) {
    const element = host.querySelector("input");
    const settings = dateSettingsSchema.parse(JSON.parse(host.dataset.props || "{}"));
    const input = { name: element.name, id: element.id, value: element.value, readonly: element.readOnly, disabled: element.disabled, required: element.required };
    const root = createRoot(host, { identifierPrefix: "f" + count++ + "-" });
    flushSync(() => root.render(createElement(DateField, { settings, input })));
  }
  return count;
};`;

/** Settings cycled over the 500 hosts: the recorded page's variety (rules, ranges, views, values). */
const VARIANTS: ReadonlyArray<{ props: Record<string, unknown>; value: string }> = [
  { props: { format: "d.m.Y", direction: true }, value: "" },
  { props: { format: "d.m.Y", direction: false }, value: "12.03.2025" },
  { props: { direction: [1, 14] }, value: "" },
  { props: { format: "d.m.Y", direction: true, disabled_dates: ["* * * 0,6"], show_week_number: true }, value: "" },
  { props: { disabled_dates: ["* * * *"], enabled_dates: ["* * 2027"] }, value: "2027-05-04" },
  { props: { format: "m Y", direction: true }, value: "" },
  { props: { view: "years", direction: false }, value: "1990-05-17" },
  { props: {}, value: "2026-11-02" },
];

/** Detached hosts, made before the clock starts (writing markup is the server's job). */
function makeHosts(page: Page, island: "data-island" | "data-floor"): Promise<void> {
  const hosts = Array.from({ length: HOST_COUNT }, (_, index) => ({ index, ...VARIANTS[index % VARIANTS.length]! }));
  // Built with DOM calls: the page's Trusted Types policy refuses innerHTML.
  return page.evaluate(({ hosts, island }) => {
    const container = document.createElement("form");
    container.id = "bench-dates";
    for (const { index, props, value } of hosts) {
      const field = document.createElement("div");
      field.className = "field";
      const label = document.createElement("label");
      label.htmlFor = `bench_${index}`;
      label.textContent = `Data ${index + 1}`;
      const host = document.createElement("div");
      host.setAttribute(island, "date-input");
      host.setAttribute("data-props", JSON.stringify(props));
      const input = document.createElement("input");
      Object.assign(input, { type: "text", id: `bench_${index}`, name: `bench_${index}`, value });
      host.append(input);
      field.append(label, host);
      container.append(field);
    }
    (window as unknown as { benchHosts: HTMLElement }).benchHosts = container;
  }, { hosts, island });
}

/** What one timed click gives: click to painted frame, and how much of it went before the click's first listener. */
interface ClickTiming {
  /** t0 (the click event's timeStamp) to the task after the next painted frame. */
  ms: number;
  /**
   * t0 to the first click listener: the hover, press and release handled after t0. Playwright sends
   * them back to back; when Chromium stamps the release before the main thread has handled the press,
   * that handling (focusing a text input, the caret, the page's pointer listeners) is inside `ms`.
   */
  press: number;
}

/** Resolves, in the page, with the time from the next click to the frame painted after it. */
function armClickTiming(page: Page): Promise<void> {
  return page.evaluate(() => {
    const w = window as unknown as { clickTiming: Promise<{ ms: number; press: number }> };
    w.clickTiming = new Promise((resolve) => {
      document.addEventListener("click", (event) => {
        const t0 = event.timeStamp;
        const press = performance.now() - t0;
        requestAnimationFrame(() => setTimeout(() => resolve({ ms: performance.now() - t0, press })));
      }, { once: true, capture: true });
    });
  });
}

const clickTiming = (page: Page): Promise<ClickTiming> => page.evaluate(() => (window as unknown as { clickTiming: Promise<ClickTiming> }).clickTiming);

/**
 * The floor: a button (#bench-floor) whose click shows a hand-written 42-button popup; and the same
 * popup opened by clicking a plain text input (#bench-floor-input) in the page's form, as the picker
 * is: the browser's own cost of pressing a text input (focus, caret), with no script of ours.
 */
export function installFloor(page: Page): Promise<void> {
  return page.evaluate(() => {
    // Not `const popup = () => …`: tsx would wrap a named function in a helper the page lacks.
    const [popup] = [() => {
      const grid = document.createElement("table");
      grid.style.cssText = "position:fixed;top:40px;left:40px;background:#fff";
      for (let row = 0; row < 6; row++) {
        const tr = grid.insertRow();
        for (let col = 0; col < 7; col++) {
          const cell = document.createElement("button");
          cell.textContent = String(row * 7 + col + 1);
          tr.insertCell().append(cell);
        }
      }
      document.body.append(grid);
    }];
    const button = document.createElement("button");
    button.id = "bench-floor";
    button.textContent = "floor";
    button.addEventListener("click", popup);
    document.querySelector("main")!.prepend(button);
    const input = document.createElement("input");
    Object.assign(input, { type: "text", id: "bench-floor-input", name: "bench_floor_input", autocomplete: "off" });
    input.setAttribute("aria-label", "floor");
    input.addEventListener("click", popup, { once: true });
    (document.querySelector("form") ?? document.querySelector("main")!).prepend(input);
  });
}

/**
 * The first open of a picker in a fresh page, then, in the same page, the floor: a plain button
 * whose click handler appends a hand-written 42-button grid (what any popup calendar must put on
 * screen), timed the same way. The ratio shows how much the picker adds to the frame itself.
 */
async function openOnce(browser: Browser, baseUrl: string): Promise<{ picker: ClickTiming; floor: ClickTiming; inputFloor: ClickTiming }> {
  // No fake clock here: Playwright's clock wraps Intl.DateTimeFormat and would be measured.
  const page = await freshPage(browser);
  await page.goto(`${baseUrl}${PAGE}`);
  await page.locator(".tb-date-input #pickup_date").waitFor();
  // In view before the clock starts: the field's foot lies below a 720 px viewport, and the scroll Playwright's click
  // makes first would land in the timed frame (a buyer scrolls, reads, then clicks).
  await page.locator("#pickup_date").scrollIntoViewIfNeeded();
  await idle(page);
  await armClickTiming(page);
  await page.locator("#pickup_date").click();
  const picker = await clickTiming(page);
  if (!(await page.getByRole("dialog").isVisible())) throw new Error("the picker did not open");
  await page.keyboard.press("Escape");
  await installFloor(page);
  await armClickTiming(page);
  await page.locator("#bench-floor").click();
  const floor = await clickTiming(page);
  await armClickTiming(page);
  await page.locator("#bench-floor-input").click();
  const inputFloor = await clickTiming(page);
  await page.context().close();
  return { picker, floor, inputFloor };
}

/**
 * A click as a hand makes it (lib.ts `holdAndRelease`). Same fresh page and first open as openOnce; t0 is still the
 * click's timeStamp (the release). A breakdown of the figure, not a replacement: it shows the picker's own
 * click-to-paint without the press's handling mixed in.
 */
async function clickHeld(page: Page, selector: string): Promise<ClickTiming> {
  await armClickTiming(page);
  await holdAndRelease(page, selector);
  return clickTiming(page);
}

async function openHeldOnce(browser: Browser, baseUrl: string): Promise<{ picker: ClickTiming; floor: ClickTiming }> {
  const page = await freshPage(browser);
  await page.goto(`${baseUrl}${PAGE}`);
  await page.locator(".tb-date-input #pickup_date").waitFor();
  await idle(page);
  const picker = await clickHeld(page, "#pickup_date");
  if (!(await page.getByRole("dialog").isVisible())) throw new Error("the picker did not open");
  await page.keyboard.press("Escape");
  await installFloor(page);
  const floor = await clickHeld(page, "#bench-floor");
  await page.context().close();
  return { picker, floor };
}

/**
 * Date inputs wake near the viewport (index.ts: wake "visible"), so the figure is the time until
 * every host that will wake without scrolling is live: t1 is the last `trybuna:mount` within a
 * second of t0 (the IntersectionObserver's first delivery lies between, so t1 - t0 includes the
 * wait for that frame: an overstatement of script time, never an understatement).
 */
async function mountTrybuna(browser: Browser, baseUrl: string): Promise<{ ms: number; awake: number }> {
  const page = await freshPage(browser);
  await page.goto(`${baseUrl}${PAGE}`); // the date-input chunk, React and the stylesheet are loaded
  await page.locator("[data-island='date-input'] .tb-date-input").first().waitFor();
  await makeHosts(page, "data-island");
  const result = await page.evaluate(() => new Promise<{ ms: number; awake: number }>((resolve) => {
    const container = (window as unknown as { benchHosts: HTMLElement }).benchHosts;
    let awake = 0;
    let t0 = 0;
    let t1 = 0;
    container.addEventListener("trybuna:mount", () => {
      awake++;
      t1 = performance.now();
    });
    setTimeout(() => {
      t0 = performance.now();
      // At the top of the content: the first inputs are in view, as on a real form.
      document.querySelector("main")!.prepend(container);
      setTimeout(() => resolve({ ms: t1 - t0, awake }), 1000);
    });
  }));
  if (result.awake === 0 || result.awake === HOST_COUNT) throw new Error(`${result.awake} of ${HOST_COUNT} date inputs woke without scrolling`);
  await page.context().close();
  return result;
}

/** The legacy page alone (no script): the same 500 fields inserted, until the next frame is painted. */
async function insertLegacy(browser: Browser, baseUrl: string): Promise<number> {
  const page = await freshPage(browser);
  await page.goto(`${baseUrl}${PAGE}?js=0`);
  await makeHosts(page, "data-island");
  const elapsed = await page.evaluate(() => new Promise<number>((resolve) => {
    setTimeout(() => {
      const t0 = performance.now();
      document.querySelector("main")!.prepend((window as unknown as { benchHosts: HTMLElement }).benchHosts);
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0)));
    });
  }));
  await page.context().close();
  return elapsed;
}

/** The floor's script: DateField mounted by a plain loop, bundled as one production IIFE (its styles come from the page). */
const buildFloor = async (): Promise<string> => (await bundleEntry("date-floor", FLOOR_ENTRY, FLOOR)).js;

async function mountFloor(browser: Browser, baseUrl: string, script: string): Promise<number> {
  const page = await freshPage(browser);
  await page.goto(`${baseUrl}${PAGE}?js=0&csp=0`);
  // The same stylesheets as the island (the runtime's and the date input's), from the page's manifest tags.
  const tags = await (await page.request.get(`${baseUrl}${PAGE}`)).text();
  for (const [, url] of tags.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) await page.addStyleTag({ url: url! });
  await page.addScriptTag({ content: script });
  await makeHosts(page, "data-floor");
  const elapsed = await page.evaluate(() => new Promise<number>((resolve) => {
    setTimeout(() => {
      const container = (window as unknown as { benchHosts: HTMLElement }).benchHosts;
      const t0 = performance.now();
      document.querySelector("main")!.append(container);
      (window as unknown as { __dateFloor(container: ParentNode): number }).__dateFloor(container);
      resolve(performance.now() - t0);
    });
  }));
  await page.context().close();
  return elapsed;
}

/** Samples whose press was handled after the click's timeStamp (more than 4 ms of it): the figure's slow mode. */
export const PRESS_COUNTED_MS = 4;

export async function measurePickerOpen(browser: Browser, baseUrl: string): Promise<Figure[]> {
  const floors: number[] = [];
  const inputFloors: ClickTiming[] = [];
  const pickers: ClickTiming[] = [];
  const samples = await repeat(REPETITIONS, async () => {
    const { picker, floor, inputFloor } = await openOnce(browser, baseUrl);
    floors.push(floor.ms);
    inputFloors.push(inputFloor);
    pickers.push(picker);
    return picker.ms;
  });
  const held: ClickTiming[] = [];
  const heldFloors: ClickTiming[] = [];
  await repeat(REPETITIONS, async () => {
    const { picker, floor } = await openHeldOnce(browser, baseUrl);
    held.push(picker);
    heldFloors.push(floor);
    return picker.ms;
  });
  const ratio = round(timedFigure("", samples, undefined).value / timedFigure("", floors, undefined).value);
  const heldRatio = round(timedFigure("", held.map((timing) => timing.ms), undefined).value / timedFigure("", heldFloors.map((timing) => timing.ms), undefined).value);
  const counted = (timings: readonly ClickTiming[]) => `press handled after t0 in ${timings.filter((timing) => timing.press > PRESS_COUNTED_MS).length} of ${timings.length}`;
  return [
    timedFigure("date input: open a picker, click to painted frame", samples, OPEN_BUDGET_MS, `first open in a fresh page · ${ratio}× the floor`),
    timedFigure("date input: click to painted frame of a hand-written 42-button popup (floor)", floors, undefined),
    // Breakdown (issue 14's bimodal figure): the share of the press in the figure, and the same floor
    // opened from a text input, which pays the browser's own press of a text input the same way.
    timedFigure("date input: of the picker's figure, hover and press handled after the click's timeStamp", pickers.map((timing) => timing.press), undefined, counted(pickers)),
    timedFigure("date input: click to painted frame of the 42-button popup opened from a text input (floor)", inputFloors.map((timing) => timing.ms), undefined, counted(inputFloors)),
    timedFigure("date input: open a picker, press held until handled, release to painted frame", held.map((timing) => timing.ms), undefined, `first open in a fresh page · ${counted(held)} · ${heldRatio}× the floor below`),
    timedFigure("date input: the same held click on the hand-written 42-button popup (floor)", heldFloors.map((timing) => timing.ms), undefined),
  ];
}

export async function measureMount(browser: Browser, baseUrl: string): Promise<Figure[]> {
  const floorScript = await buildFloor();
  const awake: number[] = [];
  const trybuna = await repeat(REPETITIONS, async () => {
    const { ms, awake: count } = await mountTrybuna(browser, baseUrl);
    awake.push(count);
    return ms;
  });
  const floor = await repeat(REPETITIONS, () => mountFloor(browser, baseUrl, floorScript));
  const legacy = await repeat(REPETITIONS, () => insertLegacy(browser, baseUrl));
  const ratio = round(timedFigure("", trybuna, undefined).value / timedFigure("", floor, undefined).value);
  return [
    timedFigure(`date input: page with ${HOST_COUNT} legacy date fields, no script, until painted`, legacy, undefined, "what the page costs without any island (layout, one frame)"),
    timedFigure(`date input: page with ${HOST_COUNT} date inputs, until those in view are live (Trybuna)`, trybuna, MOUNT_BUDGET_MS, `${Math.min(...awake)}–${Math.max(...awake)} woke, the rest wait for the viewport · ${ratio}× the floor`),
    timedFigure(`date input: mount all ${HOST_COUNT} date inputs eagerly (hand-written floor)`, floor, undefined),
  ];
}

export async function dateInputFigures(browser: Browser, baseUrl: string): Promise<Figure[]> {
  return [...(await measurePickerOpen(browser, baseUrl)), ...(await measureMount(browser, baseUrl))];
}

await runAlone(import.meta.url, async () => {
  const server = await startServer();
  const browser = await launch();
  return dateInputFigures(browser, server.baseUrl).finally(() => Promise.all([browser.close(), server.close()]));
});
