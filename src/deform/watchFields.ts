/**
 * The legacy validator's checks as the user fills controls the page renders itself (spec §5: on blur and change,
 * 50 ms later), heard on an element around them: typing marks a field edited, leaving it judges it when edited or
 * showing an error (engine.ts `fieldBlurred`), a change judges it. Used by plain legacy forms and by the legacy
 * controls a form island keeps (KeptControlRules.tsx). No React.
 */
import type { FormEngine } from "./engine.ts";

type Checks = Pick<FormEngine, "noteInput" | "fieldBlurred" | "scheduleFieldCheck">;

const EVENTS = ["input", "focusout", "change"] as const;

/** `beforeChange` runs on a changed control before it is judged (a plain form rewrites a date). Returns what stops listening. */
export function watchFields(root: HTMLElement, engine: Checks, beforeChange?: (target: EventTarget | null) => void): () => void {
  const heard = (event: Event): void => {
    const target = event.target;
    const name = target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement ? target.name : "";
    if (!name) return;
    if (event.type === "focusout") return engine.fieldBlurred(name);
    if (event.type === "change") beforeChange?.(target);
    engine.noteInput(name);
    if (event.type === "change") engine.scheduleFieldCheck(name);
  };
  for (const type of EVENTS) root.addEventListener(type, heard);
  return () => {
    for (const type of EVENTS) root.removeEventListener(type, heard);
  };
}
