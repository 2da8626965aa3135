/**
 * The form engine's DOM side: which rules its fields carry, the read-only select dance, the
 * scroll to an error; what a form submits is controls.ts, re-exported here. No React here, so legacy forms and islands share it.
 */
import { reducedMotion } from "../ui/motion.ts";
import { READONLY_SELECT_ATTRIBUTE, valueControls, type Control } from "./controls.ts";
import { fieldSpecsFromControls } from "./fields.ts";
import type { FieldSpec } from "./schema.ts";
import { ruleName, validatorProps, validatorTokens } from "./validatorProps.ts";

export { errorAnchor, markInvalid, READONLY_SELECT_ATTRIBUTE, serializeForm, valueControls, type Control } from "./controls.ts";

/**
 * Rules of a legacy form, read from its fields' rule names (data-validators, else the class) and properties; hidden fields (type hidden, inside
 * a `hidden` element, or not rendered) and disabled ones are skipped. A field named by several
 * controls (radios) is listed once.
 */
export function fieldSpecsFromForm(form: HTMLFormElement, controls: readonly Control[] = valueControls(form)): FieldSpec[] {
  const anyHidden = form.querySelector("[hidden]") !== null;
  return fieldSpecsFromControls(
    controls.map((control) => ({
      name: control.name,
      id: control.id,
      className: control.className,
      validators: control.getAttribute("data-validators"),
      properties: control.getAttribute("validatorProps") ?? control.getAttribute("data-validator-properties"),
      groupOf: (ref: string) => groupOf(control, ref),
      inside: (element: unknown) => element instanceof Node && element.contains(control),
      type: control instanceof HTMLInputElement ? control.type : control instanceof HTMLSelectElement ? "select" : "textarea",
      parent: control.parentElement,
      skip:
        control.disabled ||
        (control instanceof HTMLInputElement && control.type === "hidden") ||
        (anyHidden && control.closest("[hidden]") !== null) ||
        // Legacy ignoreHidden: a field the page does not show (display: none, e.g. a closed tab).
        (typeof control.checkVisibility === "function" && !control.checkVisibility()),
    })),
  );
}

/**
 * A control's legacy validate-date rule (from data-validators or the class) with its own format (`dateFormat`), or
 * null: a plain form rewrites a readable date in that format, as the legacy did.
 */
export function dateRuleOf(control: Element): { format: string | undefined } | null {
  const tokens = validatorTokens(control.getAttribute("data-validators") || control.getAttribute("class") || "");
  if (!tokens.some((token) => ruleName(token) === "validate-date")) return null;
  const format = validatorProps(tokens, control.getAttribute("validatorProps") ?? control.getAttribute("data-validator-properties")).get("dateFormat");
  return { format: typeof format === "string" ? format : undefined };
}

/** The element a rule's reference names for `control`: the element of that id, else its closest ancestor matching `ref` as a selector. */
function groupOf(control: Control, ref: string): Element | null {
  const byId = control.ownerDocument.getElementById(ref);
  if (byId) return byId;
  try {
    return control.parentElement?.closest(ref) ?? null;
  } catch {
    return null; // no selector either
  }
}

/** The control to point the user at for a field name (the first, for radios). */
export function controlFor(form: HTMLFormElement, name: string): HTMLElement | null {
  return valueControls(form).find((control) => control.name === name) ?? null;
}

/**
 * Read-only selects are disabled so the user cannot change them; they are enabled just
 * before a native submit (a disabled control is not posted) and disabled again if the form
 * turns out invalid. Returns the function that disables them again.
 */
export function enableReadonlySelects(form: HTMLFormElement): () => void {
  const selects = [...form.querySelectorAll<HTMLSelectElement>(`select[${READONLY_SELECT_ATTRIBUTE}]`)];
  for (const select of selects) select.disabled = false;
  return () => {
    for (const select of selects) select.disabled = true;
  };
}

/** Legacy form constants (spec §9): the scroll to the first error takes 700 ms. */
export const SCROLL_MS = 700;

/** Where a scroll from `from` to `to` is after `elapsed` of `duration` ms: sine in-out, as the legacy Fx.Scroll. */
export function scrollPosition(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return to;
  return from + (to - from) * (0.5 - Math.cos((Math.PI * Math.max(0, elapsed)) / duration) / 2);
}

let scrolling = 0;
const USER_SCROLLS = ["wheel", "touchstart", "keydown", "mousedown"] as const;
/**
 * Scrolls the window to `target()` over `duration` ms. The target is read again every frame, so
 * content that appears meanwhile (the error box, the messages) is followed. The user's own
 * wheel, touch, key or mouse press stops it, and so does a newer reveal.
 */
function scrollWindow(target: () => number, duration: number): void {
  const run = ++scrolling;
  const from = window.scrollY;
  if (duration <= 0 || typeof requestAnimationFrame !== "function") {
    window.scrollTo(window.scrollX, target());
    return;
  }
  const stop = (): void => {
    if (run === scrolling) scrolling++;
  };
  const listen = (on: boolean): void => {
    for (const type of USER_SCROLLS) {
      if (on) window.addEventListener(type, stop, { capture: true, passive: true });
      else window.removeEventListener(type, stop, { capture: true });
    }
  };
  listen(true);
  const began = performance.now();
  const frame = (now: number): void => {
    if (run !== scrolling) return listen(false);
    window.scrollTo(window.scrollX, scrollPosition(from, target(), now - began, duration));
    if (now - began < duration) requestAnimationFrame(frame);
    else listen(false);
  };
  requestAnimationFrame(frame);
}

/**
 * Scrolls the control into view `offset` px below the top of the viewport over 700 ms and
 * focuses it (without the browser's own jump) unless `focus` is false. Instant when the user
 * asked for reduced motion.
 */
export function revealControl(control: HTMLElement, offset: number, focus = true): void {
  const target = (): number => {
    const top = control.getBoundingClientRect().top + window.scrollY - offset;
    return Math.max(0, Math.min(top, document.documentElement.scrollHeight - window.innerHeight));
  };
  scrollWindow(target, reducedMotion() ? 0 : SCROLL_MS);
  if (focus) control.focus({ preventScroll: true });
}

