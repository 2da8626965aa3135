import type { TrybunaApi } from "./api.ts";

/** A call a page queues for Trybuna: it gets the API when the script has run. */
export type QueuedCall = (api: TrybunaApi) => void;

/**
 * Calls from the PHP page's inline scripts that run before Trybuna's script (a module script runs once the
 * page is parsed, after the page's own inline scripts): a page writes
 * `(window.TrybunaQueue = window.TrybunaQueue || []).push(function (Trybuna) { Trybuna.alert("…"); });`
 * (the async-snippet pattern of Google Publisher Tag's `googletag.cmd`). Queued calls run in order when the
 * script starts, later ones at once (each in its own microtask, so one that throws is reported as any error of
 * the page's scripts and the rest still run).
 */
export function startQueue(queued: unknown, api: TrybunaApi): { push(...calls: QueuedCall[]): number } {
  const run = (call: QueuedCall) => queueMicrotask(() => call(api));
  if (Array.isArray(queued)) queued.forEach(run);
  return { push: (...calls) => (calls.forEach(run), calls.length) };
}
