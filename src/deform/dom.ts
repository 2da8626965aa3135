/**
 * The form engine's DOM side: what a form submits, which rules its fields carry, and the
 * read-only select dance. No React here, so legacy forms and islands share it.
 */
import { reducedMotion } from "../ui/motion.ts";
import { fieldSpecsFromControls } from "./fields.ts";
import type { FieldSpec } from "./schema.ts";

const FORM_ID_FIELD = "__deform_form_id__";
/** Marks elements that hold no value of their own (calendars, uploaders in legacy markup). */
const SKIP_ATTRIBUTE = "data-deform-skip";
/** Marks a select list that is read-only: disabled for the user, yet submitted. */
export const READONLY_SELECT_ATTRIBUTE = "data-deform-readonly";

export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const BUTTON_TYPES = new Set(["submit", "button", "reset", "image"]);

/**
 * Controls that carry a value: no buttons, group boxes (fieldset), uploaders or calendars.
 * One static query of named controls: walking the live `form.elements` collection was the
 * largest single cost of a cold validation.
 */
export function valueControls(form: HTMLFormElement): Control[] {
  const controls: Control[] = [];
  // One query instead of a closest() per control: most forms have nothing to skip.
  const anySkipped = form.querySelector(`[${SKIP_ATTRIBUTE}]`) !== null;
  for (const element of form.querySelectorAll<Control>("input[name], select[name], textarea[name]")) {
    if (!element.name || (anySkipped && element.closest(`[${SKIP_ATTRIBUTE}]`))) continue;
    if (element instanceof HTMLInputElement && (BUTTON_TYPES.has(element.type) || element.type === "file")) continue;
    controls.push(element);
  }
  return controls;
}

/** Disabled means inactive and not submitted, except a read-only select (disabled only for the user). */
function submits(control: Control): boolean {
  return !control.disabled || control.hasAttribute(READONLY_SELECT_ATTRIBUTE);
}

/**
 * Every submitted value by name. A lone checkbox gives "1" or "0" (the legacy widget's
 * toggle); checkboxes sharing a name and multiple selects give lists; radios the checked value.
 */
export function serializeForm(
  form: HTMLFormElement,
  extra: Readonly<Record<string, string>> = {},
  all: readonly Control[] = valueControls(form),
): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  const controls = all.filter(submits);
  const checkboxCount = new Map<string, number>();
  for (const c of controls) if (c instanceof HTMLInputElement && c.type === "checkbox") checkboxCount.set(c.name, (checkboxCount.get(c.name) ?? 0) + 1);
  for (const control of controls) {
    const { name } = control;
    if (control instanceof HTMLInputElement && control.type === "checkbox") {
      if (checkboxCount.get(name) === 1) values[name] = control.checked ? (control.getAttribute("value") ?? "1") : "0";
      else {
        const list = (values[name] as string[] | undefined) ?? [];
        if (control.checked) list.push(control.value);
        values[name] = list;
      }
    } else if (control instanceof HTMLInputElement && control.type === "radio") {
      if (control.checked) values[name] = control.value;
      else values[name] ??= "";
    } else if (control instanceof HTMLSelectElement && control.multiple) {
      values[name] = [...control.selectedOptions].map((o) => o.value);
    } else {
      values[name] = control.value;
    }
  }
  const formId = form.getAttribute("data-deform-id") ?? form.id;
  if (formId) values[FORM_ID_FIELD] = formId;
  return Object.assign(values, extra);
}

/**
 * Rules of a legacy form, read from its fields' class names; hidden fields (type hidden, inside
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

