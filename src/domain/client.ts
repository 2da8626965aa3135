/**
 * Client profile rules (legacy spec §4 "Client profile", §5 PESEL and Guardian, §6).
 * Given the few values that drive them, decides for every client field whether it is
 * required, read-only or inactive, which values PESEL fills in, and which fields must be
 * cleared. Pure: the registration island and the fixture server both call it, so they
 * always agree on what a valid form is.
 */
import { isValidPesel, nationalityGroup, peselBirthDate, peselGender, type NationalityGroup } from "./pesel.ts";
import { DEFAULT_ADULT_AGE, GUARDIAN_FIELDS, needsGuardian } from "./guardian.ts";

/** Fields of a client / ticket holder (spec §3), in display order. */
export const CLIENT_FIELDS = [
  "firstname",
  "secondname",
  "lastname",
  "nationality",
  "pesel",
  "date_birth",
  "gender",
  "id_document_type",
  "document_number",
  "country_code",
  "city",
  "postal_code",
  "address_street",
  "address_house_number",
  "phone_number",
  "phone_number_mobile",
  "email",
] as const;

/** Fields registration adds (spec §3). */
export const REGISTRATION_FIELDS = [
  "photo",
  "client_title",
  "client_company_name",
  "client_company_position",
  "nip",
  "no_pesel",
  ...GUARDIAN_FIELDS,
] as const;

export type ClientField = (typeof CLIENT_FIELDS)[number] | (typeof REGISTRATION_FIELDS)[number];

const ALWAYS_REQUIRED: readonly ClientField[] = ["firstname", "lastname", "email"];
/**
 * The identity part of the two required sets; a Polish client without PESEL uses 'other'.
 * 'pl' leaves out birth date and gender: they are read-only there and come from the PESEL.
 */
const REQUIRED_SETS: Record<NationalityGroup, readonly ClientField[]> = {
  pl: ["nationality", "pesel"],
  other: ["nationality", "id_document_type", "document_number", "date_birth", "gender"],
};
const COMPANY_REQUIRED: readonly ClientField[] = ["client_company_name", "nip"];
/** What a verified (blocked) profile may no longer change (spec §4, §6). */
const BASIC_DATA: readonly ClientField[] = [
  "firstname",
  "secondname",
  "lastname",
  "nationality",
  "pesel",
  "no_pesel",
  "date_birth",
  "gender",
];

export interface ProfileInput {
  nationality: string;
  pesel: string;
  date_birth: string;
  no_pesel: boolean;
  client_company_name: string;
  /** Verified client: `is_www_profile_blocked`. */
  blocked: boolean;
  /** Buying without registration: no identity profile applies. */
  anonymous: boolean;
  /** The form has a `no_pesel` checkbox (registration does, profile edit does not). */
  hasNoPeselField: boolean;
  /** The form has a separate `document_number` field. */
  hasDocumentField: boolean;
  /** The form's client search field; 'pesel' makes the PESEL label follow nationality. */
  searchField?: string;
  /** YYYY-MM-DD. */
  today: string;
  adultAge?: number;
}

export interface FieldState {
  required: boolean;
  readOnly: boolean;
  /** Not used at all in this state: disabled, neither validated nor submitted. */
  inactive: boolean;
}

export interface ProfileState {
  group: NationalityGroup;
  /** Switched off for anonymous and company clients: no identity fields are required. */
  validationActive: boolean;
  fields: Record<ClientField, FieldState>;
  /** Values a valid PESEL imposes on date_birth and gender. */
  derived: Partial<Record<"date_birth" | "gender", string>>;
  /** Fields whose value must be emptied (guardian data of an adult, say). */
  clear: ClientField[];
  peselLabel: "PESEL" | "Numer dokumentu";
  /** Check the PESEL checksum: only with a value and a separate document-number field. */
  checkPeselChecksum: boolean;
  /** Under the adult age by a valid birth date: guardian fields are open (spec §5). */
  minor: boolean;
  /** A minor whose identity is validated; with the profile off the open fields are optional. */
  guardianRequired: boolean;
}

export function profileState(input: ProfileInput): ProfileState {
  const group = nationalityGroup(input.nationality);
  const company = input.client_company_name.trim() !== "";
  const validationActive = !input.anonymous && !company;
  const noPesel = input.hasNoPeselField && input.no_pesel;
  const peselActive = !noPesel;
  // A foreigner always identifies by document; a Polish client only after ticking no_pesel.
  const documentActive = !input.hasNoPeselField || noPesel || group === "other";
  const identitySet = group === "pl" && !noPesel ? "pl" : "other";

  const required = new Set<ClientField>(ALWAYS_REQUIRED);
  if (validationActive) for (const f of REQUIRED_SETS[identitySet]) required.add(f);
  if (company && !input.anonymous) for (const f of COMPANY_REQUIRED) required.add(f);

  const peselValid = peselActive && isValidPesel(input.pesel);
  const derived: ProfileState["derived"] = {};
  if (peselValid) {
    const birth = peselBirthDate(input.pesel);
    if (birth) derived.date_birth = birth;
    derived.gender = peselGender(input.pesel) ?? undefined;
  }
  const birthDate = derived.date_birth ?? input.date_birth;
  const minor = needsGuardian(birthDate, input.today, input.adultAge ?? DEFAULT_ADULT_AGE);
  const guardianRequired = validationActive && minor;
  if (guardianRequired) for (const f of GUARDIAN_FIELDS) required.add(f);

  const readOnly = new Set<ClientField>();
  // A valid PESEL fixes birth date and gender; while PESEL is the required identity they
  // come from it alone.
  if (peselValid || (validationActive && identitySet === "pl")) {
    readOnly.add("date_birth");
    readOnly.add("gender");
  }
  // Locked for adults and without a birth date only: a company or anonymous minor may still name a carer.
  if (!minor) for (const f of GUARDIAN_FIELDS) readOnly.add(f);
  if (input.blocked) {
    for (const f of BASIC_DATA) readOnly.add(f);
    for (const f of GUARDIAN_FIELDS) readOnly.add(f);
    // The document number stays editable for a Polish client even when verified.
    if (group !== "pl") {
      readOnly.add("document_number");
      readOnly.add("id_document_type");
    }
  }

  const inactive = new Set<ClientField>();
  if (!peselActive) inactive.add("pesel");
  if (!documentActive) {
    inactive.add("document_number");
    inactive.add("id_document_type");
  }

  const fields = {} as Record<ClientField, FieldState>;
  for (const f of [...CLIENT_FIELDS, ...REGISTRATION_FIELDS]) {
    fields[f] = { required: required.has(f) && !inactive.has(f), readOnly: readOnly.has(f), inactive: inactive.has(f) };
  }

  // A verified profile keeps its guardian data ("guardian changes stop"); otherwise locked
  // guardian fields are emptied so stale carer data is never submitted for an adult.
  const clear: ClientField[] = !minor && !input.blocked ? [...GUARDIAN_FIELDS] : [];

  return {
    group,
    validationActive,
    fields,
    derived,
    clear,
    peselLabel: input.searchField === "pesel" && group === "other" ? "Numer dokumentu" : "PESEL",
    checkPeselChecksum: peselActive && input.pesel !== "" && input.hasDocumentField,
    minor,
    guardianRequired,
  };
}
