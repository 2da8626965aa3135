/**
 * Time to interactive on real pages (issue 14): the step-4 seat page and the registration page,
 * Chromium's CPU throttled 4× (CDP Emulation.setCPUThrottlingRate), a fresh context per run.
 *
 * - Interactive: every island host in the first viewport has mounted (`trybuna:mount`, recorded
 *   from navigation start by a listener installed before any page script) and the main thread is
 *   free to answer a click: the figure is the later of the last in-view mount and the end of the
 *   last long task (> 50 ms, Long Tasks API) up to then, minus DOMContentLoaded. Target ≤ 300 ms.
 * - Added blocking time: total blocking time (the sum of each long task's time beyond 50 ms) from
 *   navigation start until the page has had no long task for a second, with the script minus the
 *   same page without it (`?js=0`), in the same run. Target ≤ 50 ms.
 */
import type { Browser, Page } from "playwright";
import { freshPage, REPETITIONS, round, stats, timedFigure, type Figure } from "./lib.ts";

export const TTI_PAGES = ["/sprzedaz/krok-4", "/rejestracja.html"] as const;
export const TTI_BUDGET_MS = 300;
export const ADDED_BLOCKING_BUDGET_MS = 50;
const CPU_SLOWDOWN = 4;
const QUIET_MS = 1000;

interface Sample {
  /** Interactive, ms after DOMContentLoaded (NaN without islands). */
  interactive: number;
  blocking: number;
  islandsInView: number;
}

async function throttledPage(browser: Browser): Promise<Page> {
  const page = await freshPage(browser);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    const w = window as unknown as { mounts: Array<{ host: Element; at: number }>; longTasks: Array<{ start: number; end: number }> };
    w.mounts = [];
    w.longTasks = [];
    document.addEventListener("trybuna:mount", (event) => w.mounts.push({ host: event.target as Element, at: performance.now() }), true);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
    }).observe({ type: "longtask", buffered: true });
  });
  return page;
}

async function measureOnce(browser: Browser, url: string): Promise<Sample> {
  const page = await throttledPage(browser);
  await page.goto(url, { waitUntil: "load" });
  // No named functions in here: the page gets this code as text, without tsx's naming helper.
  const result = await page.evaluate(async (quiet) => {
    const w = window as unknown as { mounts: Array<{ host: Element; at: number }>; longTasks: Array<{ start: number; end: number }> };
    // Hosts inside another host belong to the outer island (they never mount on their own).
    const inView = [...document.querySelectorAll("[data-island]")].filter((host) => {
      if (host.parentElement?.closest("[data-island]")) return false;
      const box = host.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.width > 0;
    });
    // Settled: every island in view mounted (chunks may still be on the wire) and no long task for
    // `quiet` ms; at most 30 s. Without the script (?js=0) nothing mounts: only the quiet counts.
    const scripted = document.querySelector("script[data-trybuna]") !== null;
    const deadline = performance.now() + 30_000;
    do await new Promise((resolve) => setTimeout(resolve, 100));
    while (
      performance.now() < deadline &&
      ((scripted && inView.some((host) => !w.mounts.some((mount) => mount.host === host))) || performance.now() - w.longTasks.reduce((latest, task) => Math.max(latest, task.end), 0) < quiet)
    );
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const dcl = navigation!.domContentLoadedEventEnd;
    const lastMount = Math.max(...inView.map((host) => w.mounts.find((mount) => mount.host === host)?.at ?? Number.NaN));
    const busyUntil = w.longTasks.filter((task) => task.start <= lastMount).reduce((latest, task) => Math.max(latest, task.end), 0);
    return {
      interactive: inView.length ? Math.max(lastMount, busyUntil) - dcl : Number.NaN,
      blocking: w.longTasks.reduce((sum, task) => sum + Math.max(0, task.end - task.start - 50), 0),
      islandsInView: inView.length,
    } satisfies Sample;
  }, QUIET_MS);
  await page.context().close();
  return result;
}

export async function ttiFigures(browser: Browser, baseUrl: string): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const path of TTI_PAGES) {
    const withScript: Sample[] = [];
    const without: Sample[] = [];
    for (let i = 0; i < REPETITIONS; i++) {
      withScript.push(await measureOnce(browser, `${baseUrl}${path}`));
      without.push(await measureOnce(browser, `${baseUrl}${path}?js=0`));
    }
    const unmounted = withScript.filter((sample) => Number.isNaN(sample.interactive)).length;
    if (unmounted) throw new Error(`bench/tti: on ${path}, ${unmounted} runs had an island in view that never mounted (or none in view)`);
    const blockingWith = stats(withScript.map((sample) => sample.blocking)).median;
    const blockingWithout = stats(without.map((sample) => sample.blocking)).median;
    figures.push(
      timedFigure(`TTI ${path} (CPU 4×): islands in view mounted and the main thread free, after DOMContentLoaded`, withScript.map((sample) => sample.interactive), TTI_BUDGET_MS, `${withScript[0]!.islandsInView} islands in view`),
      { name: `TTI ${path} (CPU 4×): blocking time added by the script`, value: round(blockingWith - blockingWithout), unit: "ms", target: ADDED_BLOCKING_BUDGET_MS, goal: "max", detail: `median total blocking time ${round(blockingWith)} ms with the script, ${round(blockingWithout)} ms without (?js=0), same run` },
    );
  }
  return figures;
}
