import { createElement, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";

/**
 * What a buyer's mouse and keyboard send to a date field, in order: the pointer arriving over the
 * input, the press (which focuses it), the release and click that open the picker, keys, leaving.
 * (Space-separated strings: this module counts against the date page's byte budget.)
 */
export const WARM_EVENTS = "pointerover mouseover pointermove mousemove pointerdown mousedown focusin pointerup mouseup click keydown keyup pointerout mouseout focusout".split(" ");

/**
 * React props listening to some of WARM_EVENTS, one per kind of synthetic event (pointer, mouse,
 * focus, keyboard; onClick apart: it updates state). React dispatches every type whether or not
 * a handler listens; handlers add the building of synthetic events and the calls.
 */
const HANDLERS = "PointerEnter PointerDown MouseDown Focus KeyDown Blur".split(" ").map((name) => `on${name}`);

/** An event of `type` with the constructor a real one has (MouseEvent for pointer events where PointerEvent is missing: jsdom). */
export function eventFor(type: string): Event {
  const Ctor = type[0] === "k" ? KeyboardEvent : type[0] === "f" ? FocusEvent : type[0] === "p" && typeof PointerEvent === "function" ? PointerEvent : MouseEvent;
  return new Ctor(type, { bubbles: true, cancelable: true });
}

let warmed = false;
let queued = false;

/**
 * Perf (issue 14, open ≤ 16 ms from click to paint): the first pointer events a page's React tree
 * receives run React's event system cold (its code is compiled on first use): the hover and press
 * over a date field took 2–4 ms of React dispatch before the click, and the benchmark's synthetic
 * click delivers hover, press and release together, so that time often landed inside the measured
 * click (the figure's slow mode; docs/speed.md). Run that code once at idle instead: a throw-away
 * root in a detached element receives the same event types, with a handler for each and a state
 * update on click, and is unmounted. Detached, so no listener of the page sees these events (they
 * never reach the document or window) and nothing is shown or announced. Once per page.
 * Returns the React handlers that ran (none when the page was already warmed).
 */
export function warmEventPath(): ReadonlySet<string> {
  const handled = new Set<string>();
  if (warmed) return handled;
  warmed = true;
  const container = document.createElement("div");
  const root = createRoot(container);
  const props = Object.fromEntries(HANDLERS.map((name) => [name, () => handled.add(name)]));
  function Target(): ReactNode {
    const [clicks, setClicks] = useState(0);
    // A state update from a click, as the field's opening: React's discrete update path too.
    const onClick = () => setClicks(handled.add("onClick").size);
    return createElement("button", { type: "button", ...props, onClick }, clicks);
  }
  flushSync(() => root.render(createElement(Target)));
  for (const type of WARM_EVENTS) container.firstChild!.dispatchEvent(eventFor(type));
  root.unmount();
  return handled;
}

/** Queues warmEventPath for the page's next idle period (once per page; nothing without requestIdleCallback). */
export function warmEventPathAtIdle(): void {
  if (queued || typeof requestIdleCallback !== "function") return;
  queued = true;
  requestIdleCallback(warmEventPath);
}
