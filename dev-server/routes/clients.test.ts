// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
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

  afterEach(() => vi.useRealTimers());

  it("judges the age by the shop's day (Warsaw's), not the machine's: at 22:30 UTC in July an 18th birthday in Warsaw asks no guardian", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // 00:30 on 15 July in Warsaw; still the 14th on a UTC machine, where the buyer was 17 and needed a guardian.
    vi.setSystemTime(new Date("2026-07-14T22:30:00Z"));
    const values = { firstname: "Ola", lastname: "Nowak", email: "ola@example.pl", date_birth: "2008-07-15" };
    expect(judgeClient(values, PROFILE_FORM_FIELDS, { blocked: false, withPassword: false, translate }).state.guardianRequired).toBe(false);
    vi.setSystemTime(new Date("2026-07-14T21:30:00Z"));
    expect(judgeClient(values, PROFILE_FORM_FIELDS, { blocked: false, withPassword: false, translate }).state.guardianRequired).toBe(true);
  });
});
