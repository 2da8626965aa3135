// @vitest-environment node
import { describe, expect, it } from "vitest";
import { judgeClient, PROFILE_FORM_FIELDS } from "./clients.ts";

const translate = (message: { text: string }) => message.text;

describe("the fixture server's profile judgement", () => {
  it("judges a buyer without registration's profile with the validation profile off: names and e-mail asked, the identity optional (spec §4)", () => {
    const values = { firstname: "Ola", lastname: "Nowak", email: "ola@example.pl" };
    expect(Object.keys(judgeClient(values, PROFILE_FORM_FIELDS, { blocked: false, anonymous: true, withPassword: false, translate }).errors)).toEqual([]);
    expect(Object.keys(judgeClient({}, PROFILE_FORM_FIELDS, { blocked: false, anonymous: true, withPassword: false, translate }).errors).sort()).toEqual(["email", "firstname", "lastname"]);
    // A registered client's profile still asks for the identity.
    expect(Object.keys(judgeClient(values, PROFILE_FORM_FIELDS, { blocked: false, withPassword: false, translate }).errors)).toContain("nationality");
  });
});
