import { describe, expect, it } from "vitest";
import { CLIENT_FIELDS, profileState, REGISTRATION_FIELDS, type ProfileInput } from "../domain/client.ts";
import { applyProfile, clientFieldSpecs, clientNaming, markedProfileState, profileInputFromValues, type MarkedField } from "./clientForm.ts";
import { BARE_NAMING, type FieldNaming } from "./fieldNaming.ts";
import { MESSAGES } from "./rules.ts";
import { formSchema, validateForm } from "./schema.ts";

const CONTEXT = { blocked: false, anonymous: false, hasNoPeselField: true, hasDocumentField: true, today: "2026-11-23" } as const;
const FIELDS = [...CLIENT_FIELDS, ...REGISTRATION_FIELDS];

function judge(values: Record<string, string>, naming: FieldNaming = BARE_NAMING, extra: Partial<ProfileInput> = {}, marked: Record<string, MarkedField> = {}) {
  const state = markedProfileState(profileState({ ...profileInputFromValues(values, CONTEXT, naming), ...extra }), marked);
  return validateForm(formSchema(clientFieldSpecs(state, FIELDS, { naming, marked, withPassword: true })), values);
}

const adult = { firstname: "Jan", lastname: "Kowalski", email: "jan@example.pl", nationality: "pl", pesel: "44051401359", password: "tajnehaslo", password_repeat: "tajnehaslo" };

describe("client form rule set", () => {
  it("accepts a Polish adult with PESEL", () => {
    expect(judge(adult)).toEqual({});
  });

  it("rejects a wrong PESEL checksum with the legacy message", () => {
    expect(judge({ ...adult, pesel: "44051401358" })).toEqual({ pesel: { text: MESSAGES.pesel, args: [] } });
  });

  it("refuses a PESEL whose check digit is right but whose date does not exist: no guardian rule is skipped on its word", () => {
    expect(judge({ ...adult, pesel: "10223001234" })).toEqual({ pesel: { text: MESSAGES.pesel, args: [] } });
  });

  it("requires guardian data for a minor", () => {
    expect(Object.keys(judge({ ...adult, pesel: "10322812344" }))).toEqual(["guardian_number", "guardian_firstname", "guardian_lastname"]);
  });

  it("does not judge an inactive PESEL after no_pesel, but requires the document", () => {
    expect(Object.keys(judge({ ...adult, pesel: "123", no_pesel: "1" }))).toEqual(["date_birth", "gender", "id_document_type", "document_number"]);
  });

  it("checks the password repeat", () => {
    expect(Object.keys(judge({ ...adult, password_repeat: "inne" }))).toEqual(["password_repeat"]);
  });

  it("quotes the other field's label in the page's language", () => {
    const state = profileState(profileInputFromValues(adult, CONTEXT));
    const specs = clientFieldSpecs(state, FIELDS, { withPassword: true, translateLabel: (label) => (label === "Hasło" ? "Password" : label) });
    expect(validateForm(formSchema(specs), { ...adult, password_repeat: "x" }).password_repeat).toEqual({ text: MESSAGES.match, args: ["Password"] });
  });

  it("judges no checksum where the PESEL field doubles as the document number", () => {
    const values = { ...adult, nationality: "de", pesel: "AB123456", date_birth: "1980-01-01", gender: "male" };
    const state = profileState({ ...profileInputFromValues(values, CONTEXT), hasDocumentField: false });
    const fields = FIELDS.filter((f) => f !== "document_number" && f !== "id_document_type");
    expect(validateForm(formSchema(clientFieldSpecs(state, fields, { withPassword: true })), values)).toEqual({});
  });

  it("works under a per-ticket prefix and under PHP array names, the other field of a match named alike", () => {
    const named = (prefix: string, suffix = "") => Object.fromEntries(Object.entries({ ...adult, pesel: "44051401358", password_repeat: "inne" }).map(([k, v]) => [prefix + k + suffix, v]));
    expect(Object.keys(judge(named("t1_"), { prefix: "t1_", suffix: "" }))).toEqual(["t1_pesel", "t1_password_repeat"]);
    expect(Object.keys(judge(named("tickets[0][", "]"), { prefix: "tickets[0][", suffix: "]" }))).toEqual(["tickets[0][pesel]", "tickets[0][password_repeat]"]);
  });
});

describe("the legacy markup's state and rules merged over the profile's (markedProfileState, clientFieldSpecs)", () => {
  const CHECKED = { ...adult, city: "", postal_code: "", address_street: "" };
  const stateWith = (marked: Record<string, MarkedField>, values: Record<string, string> = CHECKED) => markedProfileState(profileState(profileInputFromValues(values, CONTEXT)), marked);

  it("locks as the markup or the profile locks, whichever locks more", () => {
    const state = stateWith({ email: { readOnly: true }, city: { disabled: true, required: true }, postal_code: { required: true }, address_street: { className: "required" }, date_birth: { readOnly: false } });
    expect(state.fields.email).toEqual({ required: true, readOnly: true, inactive: false });
    // Disabled: not judged nor posted, whatever else it asks.
    expect(state.fields.city).toEqual({ required: false, readOnly: false, inactive: true });
    expect(state.fields.postal_code.required).toBe(true);
    expect(state.fields.address_street.required).toBe(true);
    // The profile's own lock stays (a valid PESEL fixes the birth date).
    expect(state.fields.date_birth.readOnly).toBe(true);
    // The profile's inactive field stays inactive: a Polish client's document number, required in the markup.
    expect(stateWith({ document_number: { className: "required" } }).fields.document_number).toEqual({ required: false, readOnly: false, inactive: true });
    const bare = profileState(profileInputFromValues(CHECKED, CONTEXT));
    expect(markedProfileState(bare, {})).toBe(bare);
  });

  it("judges the class rules and the required of the markup, and the smallest length limit", () => {
    const marked: Record<string, MarkedField> = {
      city: { className: "required" },
      postal_code: { required: true, className: "validate-digits" },
      pesel: { maxLength: 11, className: "validate-digits validate-pesel" },
      firstname: { className: "required maxLength:20" },
      address_street: { properties: "{minLength: 3}", validators: "minLength" },
    };
    const errors = judge({ ...CHECKED, postal_code: "80a01", firstname: "J".repeat(21), address_street: "Ul" }, BARE_NAMING, {}, marked);
    expect(errors).toMatchObject({ firstname: { args: [20, 21] }, city: { text: MESSAGES.required }, postal_code: { text: MESSAGES.digits }, address_street: { args: [3, 2] } });
    expect(Object.keys(errors).sort()).toEqual(["address_street", "city", "firstname", "postal_code"]);
    // The limits: the attribute's 11 below the profile's 30 for the PESEL; the profile's 100 for the first name kept
    // where the class allows more.
    const specs = clientFieldSpecs(stateWith(marked), FIELDS, { marked: { ...marked, lastname: { className: "maxLength:500" } } });
    const limit = (name: string) => specs.find((spec) => spec.name === name)!.rules.filter((rule) => rule.kind === "maxLength");
    expect(limit("pesel")).toEqual([{ kind: "maxLength", max: 11 }]);
    expect(limit("lastname")).toEqual([{ kind: "maxLength", max: 100 }]);
  });

  it("leaves to the profile the kinds it judges itself and takes no rule naming another field", () => {
    // A foreigner's document number in the PESEL field (no separate document field): the profile judges no checksum,
    // and the markup's validate-pesel does not bring it back; validate-match names a legacy id.
    const values = { ...adult, nationality: "de", pesel: "AB123456", date_birth: "1980-01-01", gender: "male" };
    const marked: Record<string, MarkedField> = { pesel: { className: "validate-pesel" }, email: { className: "validate-match", properties: "{matchInput: 'email_again'}" } };
    const state = markedProfileState(profileState({ ...profileInputFromValues(values, CONTEXT), hasDocumentField: false }), marked);
    const fields = FIELDS.filter((f) => f !== "document_number" && f !== "id_document_type");
    expect(validateForm(formSchema(clientFieldSpecs(state, fields, { marked, withPassword: true })), values)).toEqual({});
  });
});

describe("applyProfile", () => {
  it("fills birth date and gender from PESEL and empties locked guardian data", () => {
    const values = { pesel: "44051401359", date_birth: "", gender: "", guardian_number: "x", guardian_firstname: "", guardian_lastname: "" };
    const state = profileState(profileInputFromValues(values, CONTEXT));
    expect(applyProfile(values, state)).toEqual({ ...values, date_birth: "1944-05-14", gender: "male", guardian_number: "" });
  });

  it("returns the same object when nothing changes", () => {
    const values = { pesel: "", guardian_number: "" };
    expect(applyProfile(values, profileState(profileInputFromValues(values, CONTEXT)))).toBe(values);
  });
});

describe("clientNaming", () => {
  it("is the naming around the most client field names: a ticket's prefix, PHP array keys (spec §3, §7)", () => {
    const holder = (prefix: string, suffix = "") => ["firstname", "lastname", "nationality", "pesel", "guardian_firstname", "guardian_lastname", "guardian_number"].map((name) => prefix + name + suffix);
    expect(clientNaming(holder("0_"))).toEqual({ prefix: "0_", suffix: "" });
    expect(clientNaming(["csrf_token", ...holder("1_"), "1_newsletter"])).toEqual({ prefix: "1_", suffix: "" });
    // Unprefixed: "guardian_" comes before two field names, the empty prefix before all of them.
    expect(clientNaming(holder(""))).toEqual(BARE_NAMING);
    expect(clientNaming(["csrf_token", "return_to"])).toEqual(BARE_NAMING);
    expect(clientNaming(["csrf", ...holder("client[", "]"), "client[password]"])).toEqual({ prefix: "client[", suffix: "]" });
    expect(clientNaming(holder("tickets[0][", "]"))).toEqual({ prefix: "tickets[0][", suffix: "]" });
  });
});
