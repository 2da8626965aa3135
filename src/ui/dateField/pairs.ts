/**
 * Start/end pairs: a picker whose `pair` setting names another date input tells that input its
 * new reference date (the legacy `update_dependent`). Listeners are keyed by the paired `<input>`
 * element, so the target may be a date-input island or a DateField inside another island. A
 * target not mounted yet (its legacy input still in place) gets the date when it registers.
 */
type Listener = (reference: Date) => void;

const listeners = new WeakMap<Element, Listener>();
const pending = new Map<string, Date>();

function inputOf(selector: string): Element | null {
  const element = document.querySelector(selector);
  if (!element || element instanceof HTMLInputElement) return element;
  // The selector may name the island host rather than its input.
  return element.querySelector("input");
}

export function updatePair(selector: string, reference: Date): void {
  const input = inputOf(selector);
  const listener = input && listeners.get(input);
  if (listener) listener(reference);
  else pending.set(selector, reference);
}

export function listenAsPair(input: HTMLInputElement, listener: Listener): () => void {
  listeners.set(input, listener);
  for (const [selector, reference] of pending) {
    if (inputOf(selector) !== input) continue;
    pending.delete(selector);
    listener(reference);
  }
  return () => {
    if (listeners.get(input) === listener) listeners.delete(input);
  };
}
