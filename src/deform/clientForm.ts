/**
 * The client forms' rule set (registration, profile edit, per-ticket holder forms): the
 * profile rules of src/domain/client.ts turned into deform field specs. The island and the
 * fixture server both build their schema here, so a form the browser accepts is a form the
 * server accepts.
 */
import { CLIENT_FIELDS, REGISTRATION_FIELDS, type ClientField, type ProfileInput, type ProfileState } from "../domain/client.ts";
import type { FormValues, Rule } from "./rules.ts";
import { DEFAULT_MAX_LENGTH, asText } from "./rules.ts";
import type { FieldSpec } from "./schema.ts";

const PASSWORD_FIELDS = ["password", "password_repeat"] as const;
export type ClientFormField = ClientField | (typeof PASSWORD_FIELDS)[number];

const max = (n: number): Rule => ({ kind: "maxLength", max: n });

/** Format rules per field; "required" comes from the profile state. */
const FORMAT_RULES: Partial<Record<ClientFormField, readonly Rule[]>> = {
  firstname: [max(100)],
  secondname: [max(100)],
  lastname: [max(100)],
  // Without a separate document field the PESEL field may hold a document number: then only its length is judged.
  pesel: [max(30), { kind: "pesel" }],
  date_birth: [{ kind: "date" }],
  email: [max(200), { kind: "email" }],
  phone_number: [max(30), { kind: "digits" }],
  phone_number_mobile: [max(30), { kind: "digits" }],
  postal_code: [max(10)],
  document_number: [max(30), { kind: "noSpace" }],
  nip: [{ kind: "digits" }, { kind: "minLength", min: 10 }, max(13)],
  guardian_number: [max(30)],
  password: [{ kind: "minLength", min: 8 }, max(100)],
  password_repeat: [{ kind: "match", other: "password", otherLabel: "Hasło" }],
};

export interface ClientFormOptions {
  /** Per-ticket forms prefix every name, e.g. "t0_". */
  prefix?: string;
  /** Registration asks for a password (and its repeat); profile edit and holder forms do not. */
  withPassword?: boolean;
  /** Renders field labels quoted in messages ("must match the Hasło field") in the page's language. */
  translateLabel?: (polish: string) => string;
}

const KNOWN_NAMES: readonly string[] = [...CLIENT_FIELDS, ...REGISTRATION_FIELDS, ...PASSWORD_FIELDS];

/**
 * The per-ticket prefix of a legacy client form, from its control names (spec §3: "0_firstname" is ticket 0's
 * first name): the prefix before the most client field names. A suffix match alone is not enough: "guardian_" is
 * before "firstname" and "lastname" too, but the form's own prefix is before every field. A tie goes to the shorter, then to the first in the form.
 */
export function ticketPrefix(names: Iterable<string>): string {
  const fieldsAfter = new Map<string, Set<string>>();
  for (const name of names) {
    for (const field of KNOWN_NAMES) {
      if (!name.endsWith(field)) continue;
      const prefix = name.slice(0, name.length - field.length);
      const found = fieldsAfter.get(prefix) ?? new Set();
      fieldsAfter.set(prefix, found.add(field));
    }
  }
  let best = "";
  let count = 0;
  for (const [prefix, fields] of fieldsAfter) {
    if (fields.size > count || (fields.size === count && prefix.length < best.length)) [best, count] = [prefix, fields.size];
  }
  return best;
}

/** Specs for the fields present in the form, in display order; inactive fields are not judged. */
export function clientFieldSpecs(state: ProfileState, fields: readonly ClientField[], options: ClientFormOptions = {}): FieldSpec[] {
  const prefix = options.prefix ?? "";
  const specs: FieldSpec[] = [];
  const label = options.translateLabel ?? ((polish: string) => polish);
  const named = (rules: readonly Rule[]): Rule[] =>
    rules.map((rule) =>
      rule.kind === "match"
        ? { ...rule, other: prefix + rule.other, otherLabel: label(rule.otherLabel) }
        : (rule.kind === "afterDate" || rule.kind === "beforeDate") && rule.other !== null
          ? { ...rule, other: prefix + rule.other, otherLabel: rule.otherLabel === null ? null : label(rule.otherLabel) }
          : rule,
    );
  for (const field of fields) {
    const fieldState = state.fields[field];
    if (fieldState.inactive || field === "photo") continue;
    const rules: Rule[] = fieldState.required ? [{ kind: "required" }] : [];
    const format = FORMAT_RULES[field] ?? [max(DEFAULT_MAX_LENGTH)];
    // The checksum message shows only where a separate document number exists (spec §5).
    rules.push(...format.filter((rule) => rule.kind !== "pesel" || state.checkPeselChecksum));
    specs.push({ name: prefix + field, rules: named(rules) });
  }
  if (options.withPassword) {
    specs.push({ name: prefix + "password", rules: [{ kind: "required" }, ...named(FORMAT_RULES.password!)] });
    specs.push({ name: prefix + "password_repeat", rules: [{ kind: "required" }, ...named(FORMAT_RULES.password_repeat!)] });
  }
  return specs;
}

/** The inputs of the profile rules, read from submitted (or current) values. */
export function profileInputFromValues(
  values: FormValues,
  context: Omit<ProfileInput, "nationality" | "pesel" | "date_birth" | "no_pesel" | "client_company_name">,
  prefix = "",
): ProfileInput {
  const read = (name: string) => asText(values[prefix + name]).trim();
  return {
    ...context,
    nationality: read("nationality"),
    pesel: read("pesel"),
    date_birth: read("date_birth"),
    no_pesel: read("no_pesel") === "1",
    client_company_name: read("client_company_name"),
  };
}

/**
 * Values after the profile rules: PESEL-derived birth date and gender filled in, locked
 * guardian data emptied. Returns the same object when nothing changes.
 */
export function applyProfile<V extends Record<string, string>>(values: V, state: ProfileState, prefix = ""): V {
  let next = values;
  const set = (name: string, value: string) => {
    if ((next[prefix + name] ?? "") === value) return;
    if (next === values) next = { ...values };
    (next as Record<string, string>)[prefix + name] = value;
  };
  for (const [name, value] of Object.entries(state.derived)) if (value !== undefined) set(name, value);
  for (const name of state.clear) set(name, "");
  return next;
}
