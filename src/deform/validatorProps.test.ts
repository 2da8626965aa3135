import { describe, expect, it } from "vitest";
import { parseLiteral, ruleName, validatorProps, validatorTokens } from "./validatorProps.ts";

describe("validatorTokens (MooTools 1.6 Element.Properties.validators)", () => {
  it("splits at runs of white space, but not inside quotes", () => {
    expect(validatorTokens("  required\tminLength:3 \n validate-date dateFormat:'%d %m %Y' ")).toEqual(["required", "minLength:3", "validate-date", "dateFormat:'%d %m %Y'"]);
    expect(validatorTokens("")).toEqual([]);
  });

  it("knows a rule by the part before its first colon", () => {
    expect(["validate-one-required:'kontakt'", "minLength:3", "required"].map(ruleName)).toEqual(["validate-one-required", "minLength", "required"]);
  });
});

describe("parseLiteral (what MooTools' JSON.decode(text, false) evaluated, without evaluating anything)", () => {
  it("reads object literals with bare, quoted and numeric keys, both quotes, arrays, numbers and trailing commas", () => {
    expect(parseLiteral("{minLength: 5, 'afterElement': \"od\", 2: true, toEnforce: ['a', \"b\",], x: null, y: -1.5e2,}")).toEqual({
      minLength: 5,
      afterElement: "od",
      2: true,
      toEnforce: ["a", "b"],
      x: null,
      y: -150,
    });
    expect(parseLiteral("'it\\'s \\x41\\u0042'")).toBe("it's AB");
  });

  it("gives nothing for code: a call, a variable, an unclosed literal, text after the value", () => {
    for (const text of ["alert(1)", "{a: b}", "{a: 'x'", "'x' + 'y'", "{a: 1} {}", "function(){}", "`x`", ""]) expect(parseLiteral(text)).toBeUndefined();
  });
});

describe("validatorProps", () => {
  it("takes the properties attribute alone when there is one (an unreadable one gives none), as MooTools did", () => {
    const tokens = validatorTokens("minLength:3 validate-after-date");
    expect(Object.fromEntries(validatorProps(tokens, "{minLength: 5, afterElement: 'od'}"))).toEqual({ minLength: 5, afterElement: "od" });
    expect(Object.fromEntries(validatorProps(tokens, "{minLength: five}"))).toEqual({});
    expect(Object.fromEntries(validatorProps(tokens, null))).toEqual({ minLength: 3 });
  });

  it("deliberate: a `key:value` name whose value is no literal keeps its text (MooTools dropped it); a value may hold colons", () => {
    expect(Object.fromEntries(validatorProps(validatorTokens("validate-match matchInput:password dateFormat:'%H:%M'"), null))).toEqual({ matchInput: "password", dateFormat: "%H:%M" });
  });
});
