import { createElement, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";

/**
 * What a buyer's mouse and keyboard send to a date field, in order: the pointer arriving over the
 * input, the press (which focuses it), the release and click that open the picker, keys, leaving.
 */
export const WARM_EVENTS = [
  "pointerover", "mouseover", "pointermove", "mousemove", "pointerdown", "mousedown", "focusin",
  "pointerup", "mouseup", "click", "keydown", "keyup", "pointerout", "mouseout", "focusout",
] as const;

/** The constructor a real event of `type` has, with fallbacks where the environment lacks one (jsdom: PointerEvent). */
export function eventFor(type: (typeof WARM_EVENTS)[number]): Event {
  const init = { bubbles: true, cancelable: true };
  if (type.startsWith("pointer")) return typeof PointerEvent === "function" ? new PointerEvent(type, init) : new MouseEvent(type, init);
  if (type.startsWith("mouse") || type === "click") return new MouseEvent(type, init);
  if (type.startsWith("focus")) return new FocusEvent(type, init);
  return new KeyboardEvent(type, { ...init, key: "Shift" });
}

/** React props listening to WARM_EVENTS (onClick apart: it updates state). */
const HANDLERS = [
  "onPointerOver", "onPointerEnter", "onMouseOver", "onMouseEnter", "onPointerMove", "onMouseMove", "onPointerDown", "onMouseDown",
  "onFocus", "onPointerUp", "onMouseUp", "onKeyDown", "onKeyUp", "onPointerOut", "onPointerLeave", "onMouseOut", "onMouseLeave", "onBlur",
];

let warmed = false;
let queued = false;

/**
 * Perf (issue 14, open ≤ 16 ms from click to paint): the first pointer events a page's React tree
 * receives run React's event system cold (its code is compiled on first use): the hover and press
 * over a date field took 2–4 ms of React dispatch before the click, and the benchmark's synthetic
 * click delivers hover, press and release together, so that time sometimes landed inside the
 * measured click (the figure's slow mode; docs/speed.md). Run that code once at idle instead: a
 * throw-away root in a detached element receives the same event types, with a handler for each
 * and a state update on click, and is unmounted. Detached, so no listener of the page sees these
 * events (they never reach the document or window) and nothing is shown or announced. Once per page.
 * Returns the React handlers that ran (empty when the page was already warmed).
 */
export function warmEventPath(): ReadonlySet<string> {
  const handled = new Set<string>();
  if (warmed) return handled;
  warmed = true;
  const container = document.createElement("div");
  const root = createRoot(container, { identifierPrefix: "tb-warm-" });
  const handlers = Object.fromEntries(HANDLERS.map((name) => [name, () => handled.add(name)]));
  function Target(): ReactNode {
    const [clicks, setClicks] = useState(0);
    return createElement("button", {
      type: "button",
      ...handlers,
      // A state update from a click, as the field's opening: React's discrete update path too.
      onClick: () => {
        handled.add("onClick");
        setClicks((count) => count + 1);
      },
    }, clicks);
  }
  flushSync(() => root.render(createElement(Target)));
  const target = container.firstElementChild!;
  for (const type of WARM_EVENTS) target.dispatchEvent(eventFor(type));
  root.unmount();
  return handled;
}

/** Queues warmEventPath for the page's next idle period (once per page; no-op without requestIdleCallback). */
export function warmEventPathAtIdle(): void {
  if (queued || warmed || typeof requestIdleCallback !== "function") return;
  queued = true;
  requestIdleCallback(warmEventPath);
}
