/** All events Trybuna dispatches carry this prefix, so legacy scripts can tell them apart. */
export const EVENT_PREFIX = "trybuna:";

/** Dispatches a bubbling, cancelable CustomEvent; returns false when a listener prevented it. */
export function emit(target: EventTarget, name: string, detail?: unknown): boolean {
  return target.dispatchEvent(new CustomEvent(EVENT_PREFIX + name, { bubbles: true, cancelable: true, detail }));
}
