/**
 * The legacy controls a form island replaces, found under the form's naming (fieldNaming.ts: "login",
 * "client[login]", "x_email"), with what each says of its field without the script: read-only, disabled, a length
 * limit, required. The island renders and posts the legacy names (spec §7: a form posts its values by name) and
 * keeps that state on its own controls, as the browser kept it on the legacy ones (QA session 40, #1 and #9).
 * DOM reads and the props schema of that state; no React.
 */
import * as z from "zod/mini";
import { valueControls, type Control } from "./controls.ts";
import { fieldNaming, legacyName, type FieldNaming } from "./fieldNaming.ts";

/**
 * A legacy control's own state, as the browser applies it without the script: `readOnly` (shown, posted as it is,
 * not editable), `disabled` (neither editable nor posted), `maxLength`, `required`. Only what the control has.
 */
export const controlStateSchema = z.object({
  readOnly: z.optional(z.boolean()),
  disabled: z.optional(z.boolean()),
  maxLength: z.optional(z.number()),
  required: z.optional(z.boolean()),
});

export type ControlState = z.infer<typeof controlStateSchema>;

/**
 * The state of `control`. A select or a box has no read-only in HTML: `data-readonly` marks it, as the kit's widgets
 * read it (src/ui/fieldState.ts, not imported: its chunk would be one more fetch for the login and summary pages).
 */
export function controlState(control: Control): ControlState {
  const select = control instanceof HTMLSelectElement;
  const maxLength = select ? -1 : control.maxLength;
  return {
    ...((!select && control.readOnly) || control.hasAttribute("data-readonly") ? { readOnly: true } : {}),
    ...(control.disabled ? { disabled: true } : {}),
    ...(maxLength >= 0 ? { maxLength } : {}),
    ...(control.required ? { required: true } : {}),
  };
}

export interface NamedControls<F extends string> {
  naming: FieldNaming;
  /** Each field's legacy name under the form's naming. */
  names: Record<F, string>;
  /** The first control of each name the form has. */
  controls: Partial<Record<F, Control>>;
  /** The fields the form has no control for, in the order given. */
  missing: F[];
}

/**
 * The controls of `form` for the island's fields, `bare` giving each field's bare legacy name ({ emailConfirm:
 * "email_confirm" }): the form's naming is the one that names the most of them (fieldNaming), and each field is
 * looked up by its name under it.
 */
export function namedControls<F extends string>(form: HTMLFormElement, bare: Readonly<Record<F, string>>): NamedControls<F> {
  const all = valueControls(form);
  const fields = Object.keys(bare) as F[];
  const naming = fieldNaming(
    all.map((control) => control.name),
    fields.map((field) => bare[field]),
  );
  const names = {} as Record<F, string>;
  const controls: Partial<Record<F, Control>> = {};
  const missing: F[] = [];
  for (const field of fields) {
    const name = legacyName(naming, bare[field]);
    names[field] = name;
    const control = all.find((candidate) => candidate.name === name);
    if (control) controls[field] = control;
    else missing.push(field);
  }
  return { naming, names, controls, missing };
}

/**
 * The error a form island's markup reader throws when the legacy form lacks a control it needs (a terms box named
 * otherwise, no password field): the runtime then leaves the legacy form as it is, working without the script, and
 * logs one console error naming the island, its host and this (src/runtime/props.ts). Never a second copy of a field
 * beside the legacy one, never an island field the shop's server does not expect.
 */
export function missingControlsError(missing: ReadonlyArray<{ field: string; name: string; kind?: string }>): Error {
  return new Error(`the legacy form has no ${missing.map(({ field, name, kind }) => `${kind ?? "control"} named "${name}" (${field})`).join(", ")}; it stays as it is`);
}
