import { describe, expect, it } from "vitest";
import { profileState, type ProfileInput } from "./client.ts";

const TODAY = "2026-11-23";
const ADULT_PESEL = "44051401359"; // 1944-05-14, male
const MINOR_PESEL = "10322812344"; // 2010-12-28 (month 32 → 2000s), female

function input(over: Partial<ProfileInput> = {}): ProfileInput {
  return {
    nationality: "pl",
    pesel: "",
    date_birth: "",
    no_pesel: false,
    client_company_name: "",
    blocked: false,
    anonymous: false,
    hasNoPeselField: true,
    hasDocumentField: true,
    today: TODAY,
    ...over,
  };
}

const required = (s: ReturnType<typeof profileState>) =>
  Object.entries(s.fields)
    .filter(([, f]) => f.required)
    .map(([name]) => name)
    .sort();

describe("required sets", () => {
  it("'pl' requires PESEL and not the document", () => {
    expect(required(profileState(input()))).toEqual(["email", "firstname", "lastname", "nationality", "pesel"]);
  });

  it("'other' requires the document, birth date and gender, not PESEL", () => {
    expect(required(profileState(input({ nationality: "de" })))).toEqual(
      ["date_birth", "document_number", "email", "firstname", "gender", "id_document_type", "lastname", "nationality"],
    );
  });
});

describe("no_pesel", () => {
  it("ticked: PESEL inactive, document active and required, birth date and gender editable", () => {
    const s = profileState(input({ no_pesel: true }));
    expect(s.fields.pesel).toMatchObject({ inactive: true, required: false });
    expect(s.fields.document_number).toMatchObject({ inactive: false, required: true });
    expect(s.fields.date_birth).toMatchObject({ readOnly: false, required: true });
    expect(s.fields.gender.readOnly).toBe(false);
  });

  it("unticked: PESEL active, document inactive, birth date and gender read-only", () => {
    const s = profileState(input());
    expect(s.fields.pesel.inactive).toBe(false);
    expect(s.fields.document_number.inactive).toBe(true);
    expect(s.fields.id_document_type.inactive).toBe(true);
    expect(s.fields.date_birth.readOnly).toBe(true);
    expect(s.fields.gender.readOnly).toBe(true);
  });

  it("is ignored where the form has no no_pesel checkbox", () => {
    const s = profileState(input({ no_pesel: true, hasNoPeselField: false }));
    expect(s.fields.pesel.inactive).toBe(false);
    expect(s.fields.document_number.inactive).toBe(false);
  });
});

describe("PESEL fills and locks birth date and gender", () => {
  it("for a valid PESEL, also for a foreigner", () => {
    const s = profileState(input({ nationality: "de", pesel: ADULT_PESEL }));
    expect(s.derived).toEqual({ date_birth: "1944-05-14", gender: "male" });
    expect(s.fields.date_birth.readOnly).toBe(true);
    expect(s.fields.gender.readOnly).toBe(true);
  });

  it("not for an invalid one", () => {
    const s = profileState(input({ nationality: "de", pesel: "44051401358" }));
    expect(s.derived).toEqual({});
    expect(s.fields.date_birth.readOnly).toBe(false);
  });

  it("not for one whose check digit is right but whose date does not exist (30 February 2010)", () => {
    const s = profileState(input({ nationality: "de", pesel: "10223001234" }));
    expect(s.derived).toEqual({});
    expect(s.fields.date_birth.readOnly).toBe(false);
    expect(s.fields.gender.readOnly).toBe(false);
  });

  it("not while PESEL is switched off by no_pesel", () => {
    expect(profileState(input({ no_pesel: true, pesel: ADULT_PESEL })).derived).toEqual({});
  });
});

describe("guardian", () => {
  it("required, unlocked and kept for a minor (birth date from PESEL)", () => {
    const s = profileState(input({ pesel: MINOR_PESEL }));
    expect(s.guardianRequired).toBe(true);
    expect(s.fields.guardian_number).toEqual({ required: true, readOnly: false, inactive: false });
    expect(s.clear).toEqual([]);
  });

  it("cleared and locked for an adult", () => {
    const s = profileState(input({ pesel: ADULT_PESEL }));
    expect(s.fields.guardian_lastname).toMatchObject({ required: false, readOnly: true });
    expect(s.clear).toEqual(["guardian_number", "guardian_firstname", "guardian_lastname"]);
  });

  it("cleared and locked without a birth date", () => {
    const s = profileState(input({ nationality: "de" }));
    expect(s.guardianRequired).toBe(false);
    expect(s.clear).toHaveLength(3);
  });

  it.each([
    ["a company client", { client_company_name: "Trybuna sp. z o.o." }],
    ["an anonymous buyer", { anonymous: true }],
  ])("open, optional and kept for a minor when the validation profile is off (%s)", (_, over) => {
    const s = profileState(input({ ...over, nationality: "de", date_birth: "2015-01-01" }));
    expect(s.minor).toBe(true);
    expect(s.guardianRequired).toBe(false);
    expect(s.fields.guardian_firstname).toEqual({ required: false, readOnly: false, inactive: false });
    expect(s.clear).toEqual([]);
  });

  it("still cleared and locked for an adult company client", () => {
    const s = profileState(input({ client_company_name: "Trybuna sp. z o.o.", pesel: ADULT_PESEL }));
    expect(s.minor).toBe(false);
    expect(s.fields.guardian_number.readOnly).toBe(true);
    expect(s.clear).toHaveLength(3);
  });

  it("follows a settable adult age", () => {
    expect(profileState(input({ nationality: "de", date_birth: "2006-01-01", adultAge: 21 })).guardianRequired).toBe(true);
  });
});

describe("verified (blocked) profile", () => {
  it("locks PESEL, basic data and guardian, keeps guardian values, leaves the Polish document editable", () => {
    const s = profileState(input({ blocked: true, pesel: MINOR_PESEL, hasNoPeselField: false }));
    for (const f of ["pesel", "firstname", "lastname", "date_birth", "gender", "nationality", "guardian_number"] as const) {
      expect(s.fields[f].readOnly, f).toBe(true);
    }
    expect(s.fields.document_number).toMatchObject({ readOnly: false, inactive: false });
    expect(s.fields.email.readOnly).toBe(false);
    expect(s.clear).toEqual([]);
  });

  it("locks a foreigner's document", () => {
    const s = profileState(input({ blocked: true, nationality: "ua", hasNoPeselField: false }));
    expect(s.fields.document_number.readOnly).toBe(true);
  });
});

describe("validation profile", () => {
  it("is off for an anonymous buyer: no identity or guardian requirement", () => {
    const s = profileState(input({ anonymous: true, nationality: "de", date_birth: "2015-01-01" }));
    expect(s.validationActive).toBe(false);
    expect(required(s)).toEqual(["email", "firstname", "lastname"]);
  });

  it("is off for a company client, who must give the company name and NIP instead", () => {
    const s = profileState(input({ client_company_name: "Trybuna sp. z o.o." }));
    expect(s.validationActive).toBe(false);
    expect(required(s)).toEqual(["client_company_name", "email", "firstname", "lastname", "nip"]);
  });
});

describe("PESEL label and checksum", () => {
  it("reads 'Numer dokumentu' for a foreigner only when the search field is pesel", () => {
    expect(profileState(input({ nationality: "de", searchField: "pesel" })).peselLabel).toBe("Numer dokumentu");
    expect(profileState(input({ nationality: "pl", searchField: "pesel" })).peselLabel).toBe("PESEL");
    expect(profileState(input({ nationality: "de" })).peselLabel).toBe("PESEL");
  });

  it("checks the checksum only with a value and a separate document-number field", () => {
    expect(profileState(input({ pesel: "123" })).checkPeselChecksum).toBe(true);
    expect(profileState(input({ pesel: "" })).checkPeselChecksum).toBe(false);
    expect(profileState(input({ pesel: "123", hasDocumentField: false })).checkPeselChecksum).toBe(false);
  });
});
