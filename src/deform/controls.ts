/**
 * What a form submits: its value controls and their values by name (spec §7), and how a control is tied to its
 * error. No imports, so an island that only posts a form (the summary) does not load the rule engine with it.
 */
const FORM_ID_FIELD = "__deform_form_id__";
/** Marks elements that hold no value of their own (calendars, uploaders in legacy markup). */
const SKIP_ATTRIBUTE = "data-deform-skip";
/** Marks a select list that is read-only: disabled for the user, yet submitted. */
export const READONLY_SELECT_ATTRIBUTE = "data-deform-readonly";

export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const BUTTON_TYPES = new Set(["submit", "button", "reset", "image"]);

const NAMED = "input[name], select[name], textarea[name]";

/**
 * Controls that carry a value: no buttons, group boxes (fieldset), uploaders or calendars.
 * One static query of named controls: walking the live `form.elements` collection was the
 * largest single cost of a cold validation. The form's controls as `form.elements` has them (spec §7, as the
 * browser posts the form): a control elsewhere in the page tied to it by `form="<its id>"` too (one more query,
 * for a form with an id in the page), and not one of its own tied to another form.
 */
export function valueControls(form: HTMLFormElement): Control[] {
  const controls: Control[] = [];
  // One query instead of a closest() per control: most forms have nothing to skip.
  const anySkipped = form.querySelector(`[${SKIP_ATTRIBUTE}]`) !== null;
  const outside = form.id && form.isConnected ? [...document.querySelectorAll<Control>("[form]")].filter((element) => element.getAttribute("form") === form.id && element.matches(NAMED) && !form.contains(element)) : [];
  for (const element of [...form.querySelectorAll<Control>(NAMED), ...outside]) {
    if (!element.name || (anySkipped && element.closest(`[${SKIP_ATTRIBUTE}]`)) || element.form !== form) continue;
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

/** Where a field's error goes: after the label wrapping its last control, else after the control. */
export function errorAnchor(controls: readonly Control[]): Element {
  const last = controls[controls.length - 1]!;
  return last.closest("label") ?? last;
}

/**
 * Ties a control to its shown error `errorId` (aria-invalid, aria-describedby) or unties it; the legacy validator's
 * classes `validation-failed` / `validation-passed` follow, for the shop's CSS.
 */
export function markInvalid(control: Element, errorId: string, invalid: boolean): void {
  const ids = (control.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id && id !== errorId);
  if (invalid) ids.push(errorId);
  if (ids.length) control.setAttribute("aria-describedby", ids.join(" "));
  else control.removeAttribute("aria-describedby");
  if (invalid) {
    control.setAttribute("aria-invalid", "true");
    control.classList.remove("validation-passed");
    control.classList.add("validation-failed");
  } else {
    control.removeAttribute("aria-invalid");
    control.classList.replace("validation-failed", "validation-passed");
  }
}
