/**
 * The legacy AJAX form response (spec §3) — its zod schema, what a client makes of it, and
 * how the fixture server builds one. Pure: no DOM.
 */
import * as z from "zod/mini";
import { webAddress } from "../runtime/addressSchema.ts";
import type { FieldErrors } from "./schema.ts";
import type { Message } from "./rules.ts";

// Lazy (built on the first answer, not when a page loads): a page's start-up pays zod per schema built (issue 14).
const elementResponseSchema = z.lazy(() => z.object({
  valid: z.optional(z.boolean()),
  /** The error text shown beside the field when `valid` is false. */
  error_displayed: z.optional(z.nullable(z.string())),
  value: z.optional(z.union([z.string(), z.array(z.string())])),
  readonly: z.optional(z.boolean()),
  caption: z.optional(z.string()),
  options: z.optional(z.object({ values: z.optional(z.array(z.object({ value: z.string(), label: z.string(), disabled: z.optional(z.boolean()) }))) })),
  /** What the field holds and sends when the widget keeps its value serialised in a hidden field (the data grid's JSON rows). */
  serialized_value: z.optional(z.string()),
}));

export const formResponseSchema = z.lazy(() => z.object({
  is_error: z.optional(z.boolean()),
  html: z.optional(z.string()),
  elements: z.optional(z.record(z.string(), elementResponseSchema)),
  form: z.optional(z.object({ valid: z.boolean() })),
  /** The error box text of an invalid form. */
  error: z.optional(z.nullable(z.string())),
  /** 'none' suppresses the error box. */
  error_position: z.optional(z.string()),
  // Trybuna's additions for the client forms; legacy forms never send them.
  /** Where the browser goes after a valid submit. */
  redirect: z.optional(webAddress()),
  /** Success text to announce (profile updated). */
  message: z.optional(z.string()),
  /** A warning the user may accept; the form is then resubmitted with `__warning_accepted=1`. */
  warning: z.optional(z.string()),
  // Spec §3: an answer is either is_error (html) or a judged form (form.valid). Any other JSON (`{"status": "error"}`,
  // `{}`) is not the protocol's and never reads as a success: the legacy script failed on it (it read form.valid).
}).check(z.refine((answer) => answer.is_error === true || answer.form !== undefined, "expected is_error or form.valid")));

export type FormResponse = z.infer<typeof formResponseSchema>;
export type ElementResponse = z.infer<typeof elementResponseSchema>;
export type ElementUpdate = Pick<ElementResponse, "value" | "readonly" | "caption" | "options">;

export type ResponseOutcome =
  | { kind: "replace"; html: string }
  | { kind: "invalid"; errors: Record<string, string>; errorBox: string | null; updates: Record<string, ElementUpdate>; warning: string | null }
  | { kind: "valid"; updates: Record<string, ElementUpdate>; redirect: string | null; message: string | null };

/**
 * What a response means for the form. Element errors come from elements with `valid: false`;
 * the error box is shown unless `error_position` is 'none'.
 */
export function readFormResponse(response: FormResponse, defaultErrorBox: string): ResponseOutcome {
  if (response.is_error) return { kind: "replace", html: response.html ?? "" };
  const errors: Record<string, string> = {};
  const updates: Record<string, ElementUpdate> = {};
  for (const [name, element] of Object.entries(response.elements ?? {})) {
    if (element.valid === false) errors[name] = element.error_displayed ?? "";
    const update: ElementUpdate = {};
    // The value the field holds and sends: a serialised widget's (spec §3 serialized_value), else the plain value.
    const value = element.serialized_value ?? element.value;
    if (value !== undefined) update.value = value;
    if (element.readonly !== undefined) update.readonly = element.readonly;
    if (element.caption !== undefined) update.caption = element.caption;
    if (element.options !== undefined) update.options = element.options;
    if (Object.keys(update).length > 0) updates[name] = update;
  }
  const valid = response.form?.valid ?? Object.keys(errors).length === 0;
  if (valid) return { kind: "valid", updates, redirect: response.redirect ?? null, message: response.message ?? null };
  const errorBox = response.error_position === "none" ? null : (response.error || defaultErrorBox);
  return { kind: "invalid", errors, errorBox, updates, warning: response.warning ?? null };
}

/** Server side: the response for a judged form. `translate` renders a message in the page's language. */
export function buildFormResponse(
  errors: FieldErrors,
  translate: (message: Message) => string,
  extra: Pick<FormResponse, "redirect" | "message" | "error" | "error_position" | "warning" | "elements"> = {},
): FormResponse {
  const elements: NonNullable<FormResponse["elements"]> = { ...extra.elements };
  for (const [name, message] of Object.entries(errors)) {
    elements[name] = { ...elements[name], valid: false, error_displayed: translate(message) };
  }
  const valid = Object.keys(errors).length === 0 && !extra.warning;
  return { is_error: false, ...extra, elements, form: { valid } };
}
