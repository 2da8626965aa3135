// @vitest-environment node
import { describe, expect, it } from "vitest";
import { EMAIL_INVALID, EMAIL_MISMATCH, INVALID_PESEL, REQUIRED, TERMS, requiredIdentity, splitServerErrors, validateSummary, type SummaryValues } from "./summary.ts";

const VALID_PESEL = "44051401359";
const base: SummaryValues = {
  email: "jan@example.pl",
  emailConfirm: "jan@example.pl",
  nationality: "pl",
  pesel: VALID_PESEL,
  documentType: "",
  documentNumber: "",
  termsAccepted: true,
};

describe("requiredIdentity", () => {
  it("'pl' requires PESEL and leaves the document optional", () => {
    expect(requiredIdentity("pl")).toEqual({ pesel: true, documentType: false, documentNumber: false });
    expect(requiredIdentity(" PL ")).toEqual({ pesel: true, documentType: false, documentNumber: false });
  });

  it.each(["de", "ua", "other"])("%s requires the document and leaves PESEL optional", (nationality) => {
    expect(requiredIdentity(nationality)).toEqual({ pesel: false, documentType: true, documentNumber: true });
  });
});

describe("validateSummary", () => {
  it("accepts a complete Polish buyer without a document", () => {
    expect(validateSummary(base)).toEqual({});
  });

  it("requires PESEL for 'pl'", () => {
    expect(validateSummary({ ...base, pesel: "" })).toEqual({ pesel: REQUIRED });
  });

  it("rejects a PESEL with a wrong check digit", () => {
    expect(validateSummary({ ...base, pesel: "44051401358" })).toEqual({ pesel: INVALID_PESEL });
  });

  it("requires document type and number for another nationality, not PESEL", () => {
    expect(validateSummary({ ...base, nationality: "de", pesel: "" })).toEqual({ documentType: REQUIRED, documentNumber: REQUIRED });
    expect(validateSummary({ ...base, nationality: "de", pesel: "", documentType: "passport", documentNumber: "C01X00T47" })).toEqual({});
  });

  it("still checks a PESEL that a foreign buyer chose to give", () => {
    const values = { ...base, nationality: "de", pesel: "123", documentType: "passport", documentNumber: "C01X00T47" };
    expect(validateSummary(values)).toEqual({ pesel: INVALID_PESEL });
  });

  it("requires the terms of sale", () => {
    expect(validateSummary({ ...base, termsAccepted: false })).toEqual({ termsAccepted: TERMS });
    expect(TERMS).toBe("Należy zaakceptować regulamin sprzedaży.");
  });

  it("requires e-mail, its confirmation and nationality", () => {
    expect(validateSummary({ ...base, email: " ", emailConfirm: "", nationality: "", pesel: "" })).toEqual({
      email: REQUIRED,
      emailConfirm: REQUIRED,
      nationality: REQUIRED,
      documentType: REQUIRED,
      documentNumber: REQUIRED,
    });
    expect(REQUIRED).toBe("Wypełnij to pole!");
  });

  it("checks the e-mail shape and that the confirmation matches (case-insensitively)", () => {
    expect(validateSummary({ ...base, email: "jan@", emailConfirm: "jan@" })).toEqual({ email: EMAIL_INVALID });
    expect(validateSummary({ ...base, emailConfirm: "jan@example.com" })).toEqual({ emailConfirm: EMAIL_MISMATCH });
    expect(validateSummary({ ...base, emailConfirm: "JAN@example.pl" })).toEqual({});
  });
});

describe("splitServerErrors", () => {
  it("keeps the summary's own fields apart from the legacy form's other controls, by name", () => {
    expect(splitServerErrors({ pesel: "Niepoprawny numer PESEL", club_consent: "Zgoda klubu jest wymagana.", order_token: "Sesja wygasła." })).toEqual({
      own: { pesel: "Niepoprawny numer PESEL" },
      others: { club_consent: "Zgoda klubu jest wymagana.", order_token: "Sesja wygasła." },
    });
  });

  it("reads a field's error under the legacy name its form gives it ('buyer[email_confirm]')", () => {
    const names = { emailConfirm: "buyer[email_confirm]", pesel: "buyer[pesel]" };
    expect(splitServerErrors({ "buyer[email_confirm]": EMAIL_MISMATCH, pesel: INVALID_PESEL, "buyer[csrf]": "Sesja wygasła." }, names)).toEqual({
      own: { emailConfirm: EMAIL_MISMATCH, pesel: INVALID_PESEL },
      others: { "buyer[csrf]": "Sesja wygasła." },
    });
  });
});

describe("validateSummary with the legacy controls' state", () => {
  it("judges no disabled field, and requires a control marked required whatever the nationality", () => {
    expect(validateSummary({ ...base, pesel: "" }, { pesel: { disabled: true } })).toEqual({});
    expect(validateSummary(base, { documentNumber: { required: true }, documentType: { required: true } })).toEqual({ documentType: REQUIRED, documentNumber: REQUIRED });
    expect(validateSummary({ ...base, termsAccepted: false }, { termsAccepted: { required: true } })).toEqual({ termsAccepted: TERMS });
  });
});
