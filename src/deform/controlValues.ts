/**
 * What of a form's controls may be kept across a reload, and how they are read, put back and reset: the rules of the
 * restore cookie (restore.ts), shared with an island that keeps a few of a form's controls in a draft of its own (the
 * error report's kept fields). No imports: no words, no cookie code.
 */
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

// guardian_number: a minor's guardian's PESEL or document number (spec §3), kept out as the buyer's own are.
const SENSITIVE_NAME = /pesel|document_?number|documentnumber|guardian_?number|card|cc_?num|ccnum|cvv|cvc|captcha|password|passwd|haslo|hasło/i;
const NEVER_TYPES = new Set(["password", "file", "hidden", "submit", "button", "reset", "image"]);

/** True when a control's value must never be written to a cookie or storage. */
export function isSensitive(control: Control): boolean {
  if (control instanceof HTMLInputElement && NEVER_TYPES.has(control.type)) return true;
  if (control.closest("[data-restore='off']")) return true;
  // A checkbox or radio sends the markup's own value, never typed text: a name like `no_pesel` hides no secret.
  const choice = control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio");
  if (!choice && (SENSITIVE_NAME.test(control.name) || SENSITIVE_NAME.test(control.id))) return true;
  if (/(^|\s)(validate-pesel|validate-cc-num)(\s|$)/.test(control.className)) return true;
  const autocomplete = control.getAttribute("autocomplete") ?? "";
  return autocomplete.startsWith("cc-") || autocomplete.endsWith("password") || autocomplete === "one-time-code";
}

const choice = (control: Control): control is HTMLInputElement => control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio");

/**
 * The values of `list` that may be kept (never a password, PESEL, card number, file or hidden field), by name: a list
 * for checkbox groups and multiple selects. An island keeping some of a form's controls in a draft of its own (the
 * error report) keeps them as the restore cookie does.
 */
export function keepableValues(list: readonly Control[]): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const control of list) {
    if (isSensitive(control)) continue;
    if (choice(control)) {
      const checked = (values[control.name] as string[] | undefined) ?? [];
      if (control.checked) checked.push(control.value);
      values[control.name] = checked;
    } else if (control instanceof HTMLSelectElement && control.multiple) {
      values[control.name] = [...control.selectedOptions].map((o) => o.value);
    } else values[control.name] = control.value;
  }
  return values;
}

/**
 * True while a select shows what its markup chose: the options marked `selected`, or, in a single
 * select with none marked, the first enabled option (which the browser selects without a mark).
 */
function untouched(select: HTMLSelectElement): boolean {
  const options = [...select.options];
  if (select.multiple) return options.every((o) => o.selected === o.defaultSelected);
  const marked = options.findLastIndex((o) => o.defaultSelected);
  return select.selectedIndex === (marked >= 0 ? marked : options.findIndex((o) => !o.disabled));
}

/** True when `control` no longer shows what its markup printed (the user changed it, or a restore did). */
export function edited(control: Control): boolean {
  if (choice(control)) return control.checked !== control.defaultChecked;
  return control instanceof HTMLSelectElement ? !untouched(control) : control.value !== control.defaultValue;
}

/** Puts `control` back to what its markup printed, as a page loaded afresh shows it. */
export function resetControl(control: Control): void {
  if (choice(control)) control.checked = control.defaultChecked;
  // A single select with no option marked goes back to its first enabled one (the browser's choice).
  else if (control instanceof HTMLSelectElement) for (const option of control.options) option.selected = option.defaultSelected;
  else control.value = control.defaultValue;
}

/**
 * Puts `saved` values (keepableValues') back into `list`'s controls that may be kept; a control the user already
 * changed keeps what they typed.
 */
export function fillControls(list: readonly Control[], saved: Readonly<Record<string, string | string[]>>): void {
  for (const control of list) {
    const value = saved[control.name];
    if (value === undefined || isSensitive(control) || edited(control)) continue;
    const values = typeof value === "string" ? [value] : value;
    if (choice(control)) control.checked = values.includes(control.value);
    else if (control instanceof HTMLSelectElement) for (const option of control.options) option.selected = values.includes(option.value);
    else control.value = values.join(",");
  }
}
