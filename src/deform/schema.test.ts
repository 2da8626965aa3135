import { describe, expect, it } from "vitest";
import { MESSAGES } from "./rules.ts";
import { formSchema, validateForm } from "./schema.ts";

const schema = formSchema([
  { name: "email", rules: [{ kind: "required" }, { kind: "email" }] },
  { name: "email2", rules: [{ kind: "match", other: "email", otherLabel: "E-mail" }] },
  { name: "phone", rules: [{ kind: "oneRequired", group: "contact" }] },
  { name: "mobile", rules: [{ kind: "oneRequired", group: "contact" }] },
]);

describe("validateForm", () => {
  it("returns no errors for a valid form", () => {
    expect(validateForm(schema, { email: "a@b.pl", email2: "a@b.pl", phone: "", mobile: "600" })).toEqual({});
  });

  it("reports the first failing rule of each field, with its values", () => {
    expect(validateForm(schema, { email: "a@b", email2: "x", phone: "", mobile: "" })).toEqual({
      email: { text: MESSAGES.email, args: [] },
      email2: { text: MESSAGES.match, args: ["E-mail"] },
      phone: { text: MESSAGES.oneRequired, args: [] },
      mobile: { text: MESSAGES.oneRequired, args: [] },
    });
  });

  it("judges a match only when both fields have a value (legacy)", () => {
    expect(validateForm(schema, { email: "", email2: "x", phone: "1", mobile: "" })).toEqual({ email: { text: MESSAGES.required, args: [] } });
  });

  it("treats a missing field as empty", () => {
    expect(Object.keys(validateForm(schema, { phone: "1" }))).toEqual(["email"]);
  });

  it("rejects a payload that is not a map of strings as a whole", () => {
    expect(Object.keys(validateForm(schema, { email: 5 }))).toEqual(["__form__"]);
    expect(Object.keys(validateForm(schema, "nope"))).toEqual(["__form__"]);
  });
});
