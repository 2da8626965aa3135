import { describe, expect, it } from "vitest";
import { CLIENT_FIELDS, profileState, REGISTRATION_FIELDS, type ProfileInput } from "../domain/client.ts";
import { applyProfile, clientFieldSpecs, profileInputFromValues, ticketPrefix } from "./clientForm.ts";
import { MESSAGES } from "./rules.ts";
import { formSchema, validateForm } from "./schema.ts";

const CONTEXT = { blocked: false, anonymous: false, hasNoPeselField: true, hasDocumentField: true, today: "2026-11-23" } as const;
const FIELDS = [...CLIENT_FIELDS, ...REGISTRATION_FIELDS];

function judge(values: Record<string, string>, prefix = "", extra: Partial<ProfileInput> = {}) {
  const state = profileState({ ...profileInputFromValues(values, CONTEXT, prefix), ...extra });
  return validateForm(formSchema(clientFieldSpecs(state, FIELDS, { prefix, withPassword: true })), values);
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

  it("works with per-ticket prefixes", () => {
    const prefixed = Object.fromEntries(Object.entries({ ...adult, pesel: "44051401358" }).map(([k, v]) => ["t1_" + k, v]));
    expect(Object.keys(judge(prefixed, "t1_"))).toEqual(["t1_pesel"]);
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

describe("ticketPrefix", () => {
  it("is the prefix before the most client field names: the ticket index of a per-ticket form (spec §3)", () => {
    const holder = (prefix: string) => ["firstname", "lastname", "nationality", "pesel", "guardian_firstname", "guardian_lastname", "guardian_number"].map((name) => prefix + name);
    expect(ticketPrefix(holder("0_"))).toBe("0_");
    expect(ticketPrefix(["csrf_token", ...holder("1_"), "1_newsletter"])).toBe("1_");
    // Unprefixed: "guardian_" comes before two field names, the empty prefix before all of them.
    expect(ticketPrefix(holder(""))).toBe("");
    expect(ticketPrefix(["csrf_token", "return_to"])).toBe("");
    // One form with two holders: the first one's in the form (the island takes one prefix; each holder is its own form).
    expect(ticketPrefix([...holder("1_"), ...holder("0_")])).toBe("1_");
  });
});
