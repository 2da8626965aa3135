import { describe, expect, it } from "vitest";
import { checkRule, DEFAULT_MAX_LENGTH, isCreditCard, MESSAGES, parseDate, rulesFromClassName, type Rule } from "./rules.ts";

const judge = (rule: Rule, value: string, values: Record<string, string> = {}) => checkRule(rule, value, values);

type Case = [rule: Rule, accepted: string[], rejected: string[]];
const single: Record<string, Case> = {
  minLength: [{ kind: "minLength", min: 3 }, ["abc", "abcd"], ["ab", "a"]],
  maxLength: [{ kind: "maxLength", max: 3 }, ["abc", "a"], ["abcd"]],
  integer: [{ kind: "integer" }, ["0", "42", "-7"], ["1.25", "1,5", "007", "4a", "+-1"]],
  numeric: [{ kind: "numeric" }, ["1", "1.1", "-1", "-1,1"], ["1.", ".5", "1e3", "abc"]],
  digits: [{ kind: "digits" }, ["123", "+48 (22) 555-12.34", "#12"], ["12a", "tel 123"]],
  alpha: [{ kind: "alpha" }, ["abc", "Źdźbło"], ["ab c", "abc1", "a-b"]],
  alphanum: [{ kind: "alphanum" }, ["abc123", "Łódź9"], ["abc 123", "abc_1"]],
  date: [{ kind: "date" }, ["2026-02-28", "28.02.2026", "1/2/69", "24-02-29"], ["2026-02-30", "31.04.2026", "2026/02/28", "jutro"]],
  email: [{ kind: "email" }, ["jan@domena.pl", "a.b+c@sub.example.com"], ["jan@", "jan@domena", "jan kowalski@x.pl", "@x.pl"]],
  url: [{ kind: "url" }, ["http://www.example.com", "https://trybuna.pl/bilety?x=1", "ftp://files.example.org"], ["www.example.com", "javascript:alert(1)", "http://localhost", "http://exa mple.com"]],
  currency: [{ kind: "currency" }, ["100", "100,00", "1 234,50 zł", "1,234.50", "12.5 PLN", "-3"], ["1,23,456", "12.345", "zł", "abc"]],
  noSpace: [{ kind: "noSpace" }, ["abc"], ["a b", "ab\t"]],
  creditCard: [{ kind: "creditCard" }, ["4111 1111 1111 1111", "5555-5555-5555-4444", "378282246310005"], ["4111 1111 1111 1112", "1234", "4111x1111111111111"]],
  pesel: [{ kind: "pesel" }, ["44051401359"], ["44051401358", "4405140135"]],
};

describe.each(Object.entries(single))("%s", (_, [rule, accepted, rejected]) => {
  it.each(accepted)("accepts %j", (value) => expect(judge(rule, value)).toBeNull());
  it.each(rejected)("rejects %j", (value) => expect(judge(rule, value)).not.toBeNull());
  it("accepts an empty value (only 'required' judges emptiness)", () => expect(judge(rule, "")).toBeNull());
});

describe("required", () => {
  it("rejects empty, blank and an empty selection; accepts a value", () => {
    expect(judge({ kind: "required" }, "")).toEqual({ text: MESSAGES.required, args: [] });
    expect(judge({ kind: "required" }, "   ")).not.toBeNull();
    expect(checkRule({ kind: "required" }, [], {})).not.toBeNull();
    expect(checkRule({ kind: "required" }, ["a"], {})).toBeNull();
    expect(judge({ kind: "required" }, "x")).toBeNull();
  });
});

describe("messages carry their values", () => {
  it("minLength and maxLength report the limit and the length typed", () => {
    expect(judge({ kind: "minLength", min: 3 }, "ab")).toEqual({ text: MESSAGES.minLength, args: [3, 2] });
    expect(judge({ kind: "maxLength", max: 3 }, "abcd")).toEqual({ text: MESSAGES.maxLength, args: [3, 4] });
  });
  it("credit card reports the digits entered", () => {
    expect(judge({ kind: "creditCard" }, "4111 1111 1111 1112")).toEqual({ text: MESSAGES.creditCard, args: [16] });
  });
});

describe("oneRequired", () => {
  const rule: Rule = { kind: "oneRequired", group: "contact" };
  it("accepts when any member has a value", () => {
    expect(checkRule(rule, "", { phone: "", email: "a@b.pl" }, ["phone", "email"])).toBeNull();
  });
  it("rejects when every member is empty", () => {
    expect(checkRule(rule, "", { phone: "", email: " " }, ["phone", "email"])).toEqual({ text: MESSAGES.oneRequired, args: [] });
  });
});

describe("match", () => {
  const rule: Rule = { kind: "match", other: "password", otherLabel: "Hasło" };
  it("accepts an equal value", () => expect(judge(rule, "tajne1", { password: "tajne1" })).toBeNull());
  it("rejects a different one, naming the other field", () => {
    expect(judge(rule, "tajne2", { password: "tajne1" })).toEqual({ text: MESSAGES.match, args: ["Hasło"] });
  });
});

describe("afterDate and beforeDate (same day allowed)", () => {
  const after: Rule = { kind: "afterDate", other: "from", otherLabel: "data od" };
  const before: Rule = { kind: "beforeDate", other: "to", otherLabel: "data do" };
  it("accepts the same or a later / earlier day, across formats", () => {
    expect(judge(after, "2026-05-01", { from: "2026-05-01" })).toBeNull();
    expect(judge(after, "02.05.2026", { from: "2026-05-01" })).toBeNull();
    expect(judge(before, "2026-04-30", { to: "01.05.26" })).toBeNull();
  });
  it("rejects the wrong order", () => {
    expect(judge(after, "2026-04-30", { from: "2026-05-01" })).toEqual({ text: MESSAGES.afterDate, args: ["data od"] });
    expect(judge(before, "2026-05-02", { to: "2026-05-01" })).not.toBeNull();
  });
  it("leaves unreadable dates to the date rule", () => {
    expect(judge(after, "2026-04-30", { from: "" })).toBeNull();
  });
});

describe("parseDate", () => {
  it("applies the two-digit year pivot 70", () => {
    expect(parseDate("01.01.69")).toBe("2069-01-01");
    expect(parseDate("01.01.70")).toBe("1970-01-01");
    expect(parseDate("99-12-31")).toBe("1999-12-31");
  });
  it("knows leap years", () => {
    expect(parseDate("29.02.2024")).toBe("2024-02-29");
    expect(parseDate("29.02.2100")).toBeNull();
  });
});

describe("isCreditCard", () => {
  it("needs 13 to 19 digits", () => {
    expect(isCreditCard("4222222222222")).toBe(true);
    expect(isCreditCard("42222222222")).toBe(false);
  });
});

describe("rulesFromClassName", () => {
  it("reads the legacy syntax, required first, with the default maxLength", () => {
    expect(rulesFromClassName("tb-input validate-email required minLength:3")).toEqual([
      { kind: "required" },
      { kind: "minLength", min: 3 },
      { kind: "maxLength", max: DEFAULT_MAX_LENGTH },
      { kind: "email" },
    ]);
  });
  it("reads an explicit maxLength and the comparing rules' properties", () => {
    expect(
      rulesFromClassName("maxLength:20 validate-match matchInput:'password' matchName:'Hasło' validate-after-date afterElement:from validate-one-required group:'kontakt'"),
    ).toEqual([
      { kind: "maxLength", max: 20 },
      { kind: "oneRequired", group: "kontakt" },
      { kind: "match", other: "password", otherLabel: "Hasło" },
      { kind: "afterDate", other: "from", otherLabel: "from" },
    ]);
  });
  it("maps every simple validate-* class", () => {
    const kinds = rulesFromClassName(
      "validate-integer validate-numeric validate-digits validate-alpha validate-alphanum validate-date validate-url validate-currency validate-nospace validate-cc-num validate-pesel validate-before-date beforeElement:to",
    ).map((r) => r.kind);
    expect(kinds).toEqual(["maxLength", "integer", "numeric", "digits", "alpha", "alphanum", "date", "url", "currency", "noSpace", "creditCard", "pesel", "beforeDate"]);
  });
  it("ignores a comparing rule without its other field", () => {
    expect(rulesFromClassName("validate-match")).toEqual([{ kind: "maxLength", max: DEFAULT_MAX_LENGTH }]);
  });
});
