import { describe, expect, it } from "vitest";
import { BARE_NAMING, fieldNaming, fieldOfName, legacyName } from "./fieldNaming.ts";

const HOLDER = ["firstname", "lastname", "nationality", "pesel", "guardian_firstname", "guardian_lastname", "guardian_number"];
const named = (prefix: string, suffix = "") => HOLDER.map((field) => prefix + field + suffix);

describe("fieldNaming", () => {
  it("finds the per-ticket prefix before the most known names (spec §3)", () => {
    expect(fieldNaming(named("0_"), HOLDER)).toEqual({ prefix: "0_", suffix: "" });
    expect(fieldNaming(["csrf_token", ...named("client."), "client.newsletter"], HOLDER)).toEqual({ prefix: "client.", suffix: "" });
    // "guardian_" is before two field names, the empty prefix before all of them.
    expect(fieldNaming(named(""), HOLDER)).toEqual(BARE_NAMING);
    // Two holders in one form: the first one's (each holder is its own island).
    expect(fieldNaming([...named("1_"), ...named("0_")], HOLDER)).toEqual({ prefix: "1_", suffix: "" });
  });

  it("reads PHP array keys, one level or more", () => {
    expect(fieldNaming(["client[login]", "client[password]", "csrf"], ["login", "password"])).toEqual({ prefix: "client[", suffix: "]" });
    expect(fieldNaming(["csrf", ...named("tickets[0][", "]")], HOLDER)).toEqual({ prefix: "tickets[0][", suffix: "]" });
    // "guardian_firstname" as a key is not "firstname" under the prefix "tickets[0][guardian_".
    expect(fieldNaming(["tickets[0][guardian_firstname]", "tickets[0][guardian_lastname]"], HOLDER)).toEqual({ prefix: "tickets[0][", suffix: "]" });
  });

  it("is the bare naming when no known field is there; a list name ('seat[]') names no field", () => {
    expect(fieldNaming(["csrf_token", "return_to"], HOLDER)).toEqual(BARE_NAMING);
    expect(fieldNaming(["pesel[]"], HOLDER)).toEqual(BARE_NAMING);
    expect(fieldNaming([], HOLDER)).toEqual(BARE_NAMING);
  });
});

describe("legacyName and fieldOfName", () => {
  it("go both ways under a naming and refuse a name of another naming", () => {
    const naming = { prefix: "tickets[0][", suffix: "]" };
    expect(legacyName(naming, "pesel")).toBe("tickets[0][pesel]");
    expect(fieldOfName(naming, "tickets[0][pesel]")).toBe("pesel");
    expect(fieldOfName(naming, "tickets[1][pesel]")).toBeNull();
    expect(fieldOfName(naming, "tickets[0][]")).toBeNull();
    expect(fieldOfName(BARE_NAMING, "pesel")).toBe("pesel");
  });
});
