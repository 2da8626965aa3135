/**
 * The pressed submit button, as the browser sends a form without the script: its name and value go with the form,
 * and its `formaction`, `formmethod`, `formenctype` and `formtarget` take the form's place for that send.
 */

/** The button that sent a submit event, if it is one that posts (a `<button>` or an `<input>`). */
export function submitButton(submitter: Element | null | undefined): HTMLButtonElement | HTMLInputElement | null {
  return submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
}

/** The button's name and value as the browser posts them; an image button posts its click point (0,0 here, as `requestSubmit` does). */
export function submitterFields(submitter: Element | null | undefined): Record<string, string> {
  const button = submitButton(submitter);
  if (!button?.name) return {};
  if (button.type === "image") return { [`${button.name}.x`]: "0", [`${button.name}.y`]: "0" };
  return { [button.name]: button.value };
}

/** A named file input of the form (as `form.elements` has them) with a file chosen. */
export function fileChosen(form: HTMLFormElement): boolean {
  for (const element of form.elements) if (element instanceof HTMLInputElement && element.type === "file" && element.name && !element.disabled && element.files?.length) return true;
  return false;
}

const OVERRIDES = ["action", "method", "enctype", "target"] as const;

/**
 * Sends `form` natively as a press of `submitter` would without the script: the button's name and value (`fields`,
 * read before the button showed its wait text) in hidden fields, its overrides on the form's attributes; both are taken back right after (the browser reads the form when
 * `submit()` is called). `submit()` fires no second submit event, so the page's own listeners and the island do not
 * hear the form twice (a page's double-send guard would stop `requestSubmit`'s second event), and it is the
 * prototype's: a control named "submit" shadows `form.submit`.
 */
export function submitNatively(form: HTMLFormElement, submitter?: Element | null, fields = submitterFields(submitter)): void {
  const undo: Array<() => void> = [];
  for (const attribute of OVERRIDES) {
    const value = submitter?.getAttribute(`form${attribute}`);
    if (value == null) continue;
    const old = form.getAttribute(attribute);
    form.setAttribute(attribute, value);
    undo.push(() => (old === null ? form.removeAttribute(attribute) : form.setAttribute(attribute, old)));
  }
  for (const [name, value] of Object.entries(fields)) {
    const field = Object.assign(document.createElement("input"), { type: "hidden", name, value });
    form.append(field);
    undo.push(() => field.remove());
  }
  try {
    HTMLFormElement.prototype.submit.call(form);
  } finally {
    for (const step of undo) step();
  }
}
