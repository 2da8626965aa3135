/**
 * One rule set for browser and server: a zod (zod/mini) schema built from field specs.
 * The registration island and the fixture server build it from the same specs and call the
 * same `validateForm`, so both judge a form the same way, message for message.
 */
import * as z from "zod/mini";
import { checkRule, polishToday, ticked, type FormValues, type GroupMember, type Message, type Rule, type RuleContext } from "./rules.ts";

export interface FieldSpec {
  name: string;
  rules: readonly Rule[];
  /** Judged only while the box `name` is ticked (`ticked` true) or only while it is not (legacy Extras toggles). */
  when?: { name: string; ticked: boolean };
}

/** Field name → the first message of its first failing rule. */
export type FieldErrors = Record<string, Message>;

const isFieldValue = (value: unknown): value is string | string[] =>
  typeof value === "string" || (Array.isArray(value) && value.every((item) => typeof item === "string"));

/**
 * What a form submits: each name to a string, or to a list for multiple selections. One
 * custom check per value rather than a union: the union's machinery, run for every field,
 * was a third of a cold submit's validation time.
 */
export const formValuesSchema = z.record(z.string(), z.custom<string | string[]>(isFieldValue, "Expected a string or a list of strings"));

export type FormSchema = ReturnType<typeof formSchema>;

/** `context`: the page's locale and today, for date rules (default: Polish, today). */
export function formSchema(fields: readonly FieldSpec[], context: RuleContext = polishToday()) {
  // Members of each one-required group, collected once rather than on every parse: the rule's
  // own list when it has one (a legacy form: every input of the parent), else the fields
  // that carry the rule with the same group name.
  const groups = new Map<string, GroupMember[]>();
  for (const field of fields) {
    for (const rule of field.rules) {
      if (rule.kind === "oneRequired") groups.set(rule.group, rule.members ? [...rule.members] : [...(groups.get(rule.group) ?? []), { name: field.name, toggle: false }]);
    }
  }
  return formValuesSchema.check(
    z.superRefine((values: FormValues, ctx) => {
      for (const field of fields) {
        if (field.when && ticked(values[field.when.name]) !== field.when.ticked) continue;
        for (const rule of field.rules) {
          const members = rule.kind === "oneRequired" ? groups.get(rule.group) : undefined;
          const failed = checkRule(rule, values[field.name], values, members, context);
          if (failed) {
            ctx.addIssue({ code: "custom", path: [field.name], message: failed.text, params: { args: failed.args }, input: values[field.name] });
            break; // one message per field: the first rule that fails
          }
        }
      }
    }),
  );
}

/** Validates submitted values; an empty object means valid. A malformed payload fails as `__form__`. */
export function validateForm(schema: FormSchema, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    // Rule failures carry their message arguments; any other issue is a malformed payload.
    const args = issue.code === "custom" ? (issue.params as { args?: Message["args"] } | undefined)?.args : undefined;
    const name = args && issue.path.length === 1 ? String(issue.path[0]) : "__form__";
    if (errors[name]) continue;
    errors[name] = { text: issue.message, args: args ?? [] };
  }
  return errors;
}
