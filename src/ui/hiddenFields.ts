const HIDDEN = "input[type=hidden][name]";

/**
 * A form's hidden fields by name (a CSRF token, ids…), as the browser posts them: in the form or tied to it from
 * elsewhere in the page by `form="…"`, not disabled. Queries, not `form.elements`: that collection would list every
 * control (a stadium's thousands of seat checkboxes).
 */
export function hiddenFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const input of [...form.querySelectorAll<HTMLInputElement>(HIDDEN), ...document.querySelectorAll<HTMLInputElement>(`${HIDDEN}[form]`)]) if (input.form === form && !input.disabled) fields[input.name] = input.value;
  return fields;
}
