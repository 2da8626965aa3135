/**
 * The client forms' rule set (registration, profile edit, per-ticket holder forms): the
 * profile rules of src/domain/client.ts turned into deform field specs. The island and the
 * fixture server both build their schema here, so a form the browser accepts is a form the
 * server accepts.
 */
import { CLIENT_FIELDS, REGISTRATION_FIELDS, type ClientField, type ProfileInput, type ProfileState } from "../domain/client.ts";
import { BARE_NAMING, fieldNaming, legacyName, type FieldNaming } from "./fieldNaming.ts";
import { controlRules } from "./fields.ts";
import type { ControlState } from "./namedControls.ts";
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

/**
 * What the legacy markup says of one control the island renders in its stead (spec §5, §7): its state (`readonly`,
 * `disabled`, `required`, `maxlength`) and the legacy validator's rule names (`data-validators`, else the class) with
 * their properties, as a plain form's are read (fields.ts). Read by the island's `fromMarkup`; merged over the profile
 * rules by `markedProfileState` and `clientFieldSpecs`.
 */
export interface MarkedField extends ControlState {
  /** The legacy validator's rule names in the class (`required validate-digits maxLength:11`) … */
  className?: string;
  /** … or in `data-validators`, which when not empty names them instead (MooTools 1.4 / 1.6). */
  validators?: string;
  /** `validatorProps` / `data-validator-properties`. */
  properties?: string;
}

export interface ClientFormOptions {
  /** How the legacy form names the fields ("0_firstname", "tickets[0][firstname]"); bare names by default. */
  naming?: FieldNaming;
  /** Registration asks for a password (and its repeat); profile edit and holder forms do not. */
  withPassword?: boolean;
  /** Renders field labels quoted in messages ("must match the Hasło field") in the page's language. */
  translateLabel?: (polish: string) => string;
  /** The legacy markup's state and rules per field (without the naming), merged over the profile's. */
  marked?: Readonly<Record<string, MarkedField>>;
}

/** Every field a client form may hold, the names `clientNaming` looks for. */
export const CLIENT_FORM_FIELDS: readonly string[] = [...CLIENT_FIELDS, ...REGISTRATION_FIELDS, ...PASSWORD_FIELDS];

/**
 * The naming of a legacy client form from its control names (spec §3: "0_firstname" is ticket 0's first name; PHP
 * reads "tickets[0][firstname]" as an array): the prefix and suffix around the most client field names
 * (fieldNaming.ts).
 */
export const clientNaming = (names: Iterable<string>): FieldNaming => fieldNaming(names, CLIENT_FORM_FIELDS);

/**
 * The profile state with the legacy markup's locks merged in (a deliberate merge, docs/legacy-forms.md "Per-field
 * state"): a field is read-only when the profile or the markup (`readonly`) says so, inactive (disabled, neither judged
 * nor posted) when the profile or the markup (`disabled`) says so, and required while active when the profile or the
 * markup (`required`, the class `required`) asks for it. Whatever locks more wins; the profile's inactive field stays
 * inactive whatever the markup asks. Returns the same state when nothing is marked.
 */
export function markedProfileState(state: ProfileState, marked: Readonly<Record<string, MarkedField>>): ProfileState {
  const names = Object.keys(marked).filter((name): name is ClientField => name in state.fields);
  if (names.length === 0) return state;
  const fields = { ...state.fields };
  for (const name of names) {
    const mark = marked[name]!;
    const profile = fields[name];
    const inactive = profile.inactive || Boolean(mark.disabled);
    const required = !inactive && (profile.required || Boolean(mark.required) || legacyRules(mark).some((rule) => rule.kind === "required"));
    fields[name] = { required, readOnly: profile.readOnly || Boolean(mark.readOnly), inactive };
  }
  return { ...state, fields };
}

/** Rule kinds that name another field: the legacy one names it by an id of the legacy form, which the island's form may not have. */
const REFERRING = new Set<Rule["kind"]>(["match", "sameMonth", "oneRequired", "anyChecked"]);

/** The rules written in a legacy control's rule names (fields.ts reads a plain form's alike), none when there are none. */
function legacyRules(mark: MarkedField): readonly Rule[] {
  return mark.validators || mark.className ? controlRules({ validators: mark.validators ?? null, className: mark.className ?? "", properties: mark.properties ?? null }).rules : [];
}

/**
 * A field's format rules (the profile's `own`) with the legacy markup's merged in: the length limit is the smallest of
 * the profile's, the class's `maxLength:n` and the `maxlength` attribute; a legacy rule of a kind the profile already
 * judges for the field is left to the profile's (its PESEL checksum only where a document number exists, its date,
 * its password match under the form's naming); one that names another field (`validate-match` …) is not taken; the
 * rest (`validate-digits`, `minLength:3` …) are added. "required" is the field state's (markedProfileState).
 */
function withMarkedRules(own: readonly Rule[], profileKinds: ReadonlySet<Rule["kind"]>, mark: MarkedField | undefined): Rule[] {
  if (!mark) return [...own];
  const limits = [mark.maxLength ?? Infinity];
  const kinds = new Set([...profileKinds, ...own.map((rule) => rule.kind)]);
  const added: Rule[] = [];
  for (const rule of legacyRules(mark)) {
    if (rule.kind === "maxLength") {
      if (rule.max !== DEFAULT_MAX_LENGTH) limits.push(rule.max);
    } else if (rule.kind !== "required" && !kinds.has(rule.kind) && !REFERRING.has(rule.kind) && !((rule.kind === "afterDate" || rule.kind === "beforeDate") && rule.other !== null)) added.push(rule);
  }
  const limit = Math.min(...limits);
  const rules = own.map((rule) => (rule.kind === "maxLength" && limit < rule.max ? { ...rule, max: limit } : rule));
  if (limit !== Infinity && !rules.some((rule) => rule.kind === "maxLength")) rules.push({ kind: "maxLength", max: limit });
  return [...rules, ...added];
}

/** Specs for the fields present in the form, in display order, under the form's naming; inactive fields are not judged. */
export function clientFieldSpecs(state: ProfileState, fields: readonly ClientField[], options: ClientFormOptions = {}): FieldSpec[] {
  const naming = options.naming ?? BARE_NAMING;
  const marked = options.marked ?? {};
  const specs: FieldSpec[] = [];
  const label = options.translateLabel ?? ((polish: string) => polish);
  const named = (rules: readonly Rule[]): Rule[] =>
    rules.map((rule) =>
      rule.kind === "match"
        ? { ...rule, other: legacyName(naming, rule.other), otherLabel: label(rule.otherLabel) }
        : (rule.kind === "afterDate" || rule.kind === "beforeDate") && rule.other !== null
          ? { ...rule, other: legacyName(naming, rule.other), otherLabel: rule.otherLabel === null ? null : label(rule.otherLabel) }
          : rule,
    );
  const formatOf = (field: ClientFormField): readonly Rule[] => FORMAT_RULES[field] ?? [max(DEFAULT_MAX_LENGTH)];
  const merged = (field: ClientFormField, rules: readonly Rule[]): Rule[] => named(withMarkedRules(rules, new Set(formatOf(field).map((rule) => rule.kind)), marked[field]));
  for (const field of fields) {
    const fieldState = state.fields[field];
    if (fieldState.inactive || field === "photo") continue;
    const rules: Rule[] = fieldState.required ? [{ kind: "required" }] : [];
    // The checksum message shows only where a separate document number exists (spec §5).
    rules.push(...formatOf(field).filter((rule) => rule.kind !== "pesel" || state.checkPeselChecksum));
    specs.push({ name: legacyName(naming, field), rules: merged(field, rules) });
  }
  if (options.withPassword) {
    for (const field of PASSWORD_FIELDS) specs.push({ name: legacyName(naming, field), rules: merged(field, [{ kind: "required" }, ...formatOf(field)]) });
  }
  return specs;
}

/** The inputs of the profile rules, read from submitted (or current) values. */
export function profileInputFromValues(
  values: FormValues,
  context: Omit<ProfileInput, "nationality" | "pesel" | "date_birth" | "no_pesel" | "client_company_name">,
  naming: FieldNaming = BARE_NAMING,
): ProfileInput {
  const read = (name: string) => asText(values[legacyName(naming, name)]).trim();
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
export function applyProfile<V extends Record<string, string>>(values: V, state: ProfileState, naming: FieldNaming = BARE_NAMING): V {
  let next = values;
  const set = (field: string, value: string) => {
    const name = legacyName(naming, field);
    if ((next[name] ?? "") === value) return;
    if (next === values) next = { ...values };
    (next as Record<string, string>)[name] = value;
  };
  for (const [name, value] of Object.entries(state.derived)) if (value !== undefined) set(name, value);
  for (const name of state.clear) set(name, "");
  return next;
}
