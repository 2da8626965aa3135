import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { formatLocaleDate, parseLocaleDate } from "./localeDate.ts";
import { RULE_TABLE } from "../../tests/ruleCases.ts";
import { loadLanguage } from "../i18n/t.ts";
import { checkRule, DEFAULT_MAX_LENGTH, isCreditCard, MESSAGES, parseDate, polishToday, ruleContext, rulesFromClassName, type Rule, type RuleContext } from "./rules.ts";
import { translateMessage } from "./translate.ts";

await loadLanguage("en", ["legacy-form"]);

const PL: RuleContext = { locale: "pl", today: { year: 2026, month: 11, day: 24 } };
const EN: RuleContext = { ...PL, locale: "en" };
const judge = (rule: Rule, value: string, values: Record<string, string> = {}, context = PL) => checkRule(rule, value, values, [], context);

describe.each(Object.entries(RULE_TABLE))("%s", (_, { rule, accepted, rejected, deliberate = [] }) => {
  it.each(accepted)("accepts %j", (value) => expect(judge(rule, value)).toBeNull());
  it.each(rejected)("rejects %j", (value) => expect(judge(rule, value)).not.toBeNull());
  it.each(deliberate)("deliberately differs from the legacy on %j (accepted: %s)", (value, ok) => expect(judge(rule, value) === null).toBe(ok));
  it("accepts an empty value (only 'required' judges emptiness)", () => expect(judge(rule, "")).toBeNull());
});

describe("required", () => {
  it("rejects empty, an empty selection and (deliberately) blank; accepts a value", () => {
    expect(judge({ kind: "required" }, "")).toEqual({ text: MESSAGES.required, args: [] });
    expect(judge({ kind: "required" }, "   ")).not.toBeNull();
    expect(checkRule({ kind: "required" }, [], {})).not.toBeNull();
    expect(checkRule({ kind: "required" }, ["a"], {})).toBeNull();
    expect(judge({ kind: "required" }, "x")).toBeNull();
  });
});

describe("messages carry their values", () => {
  it("minLength and maxLength report the limit and the length typed", () => {
    expect(judge({ kind: "minLength", min: 3 }, "ab")).toEqual({ text: "Wpisz co najmniej %d znaki (wpisano %d).", args: [3, 2] });
    expect(judge({ kind: "maxLength", max: 3 }, "abcd")).toEqual({ text: "Wpisz nie więcej niż %d znaki (wpisano %d).", args: [3, 4] });
  });

  it("deliberate: the limit's noun takes its plural form (1 znak, 3 znaki, 8 znaków; 1 character), the legacy said 'znaków' and 'characters' always", () => {
    const said = (rule: Rule, value: string, lang: string): string => {
      document.documentElement.lang = lang;
      const found = judge(rule, value);
      return found ? translateMessage(found) : "";
    };
    expect(said({ kind: "minLength", min: 8 }, "a", "pl")).toBe("Wpisz co najmniej 8 znaków (wpisano 1).");
    expect(said({ kind: "minLength", min: 3 }, "ab", "pl")).toBe("Wpisz co najmniej 3 znaki (wpisano 2).");
    expect(said({ kind: "maxLength", max: 1 }, "ab", "pl")).toBe("Wpisz nie więcej niż 1 znak (wpisano 2).");
    expect(said({ kind: "maxLength", max: 22 }, "x".repeat(23), "pl")).toBe("Wpisz nie więcej niż 22 znaki (wpisano 23).");
    expect(said({ kind: "minLength", min: 8 }, "a", "en")).toBe("Please enter at least 8 characters (you entered 1).");
    expect(said({ kind: "maxLength", max: 1 }, "ab", "en")).toBe("Please enter no more than 1 character (you entered 2).");
    document.documentElement.lang = "";
  });
  it("credit card reports the digits entered", () => {
    expect(judge({ kind: "creditCard" }, "4111 1111 1111 1112")).toEqual({ text: MESSAGES.creditCard, args: [16] });
  });
  it("date gives today in the locale's format as the example", () => {
    expect(judge({ kind: "date" }, "jutro")).toEqual({ text: MESSAGES.date, args: ["2026-11-24"] });
    expect(judge({ kind: "date" }, "tomorrow", {}, EN)).toEqual({ text: MESSAGES.date, args: ["11/24/2026"] });
  });
});

describe("oneRequired (members: every input of the parent)", () => {
  const rule: Rule = { kind: "oneRequired", group: "contact" };
  const members = [
    { name: "phone", toggle: false },
    { name: "email", toggle: false },
    { name: "newsletter", toggle: true },
  ];
  it("accepts when any member has a value or is ticked", () => {
    expect(checkRule(rule, "", { phone: "", email: "a@b.pl", newsletter: "0" }, members)).toBeNull();
    expect(checkRule(rule, "", { phone: "", email: "", newsletter: "1" }, members)).toBeNull();
  });
  it("rejects when every member is empty or unticked", () => {
    expect(checkRule(rule, "", { phone: "", email: " ", newsletter: "0" }, members)).toEqual({ text: MESSAGES.oneRequired, args: [] });
  });
});

describe("match (judged only when both fields have a value)", () => {
  const rule: Rule = { kind: "match", other: "password", otherLabel: "Hasło" };
  it("accepts an equal value, or an empty other field", () => {
    expect(judge(rule, "tajne1", { password: "tajne1" })).toBeNull();
    expect(judge(rule, "tajne1", { password: "" })).toBeNull();
  });
  it("rejects a different one, naming the other field", () => {
    expect(judge(rule, "tajne2", { password: "tajne1" })).toEqual({ text: MESSAGES.match, args: ["Hasło"] });
  });
});

describe("afterDate and beforeDate (same day allowed)", () => {
  const after: Rule = { kind: "afterDate", other: "from", otherLabel: "data od" };
  const before: Rule = { kind: "beforeDate", other: "to", otherLabel: null };
  it("accepts the same or a later / earlier day, across formats", () => {
    expect(judge(after, "2026-05-01", { from: "2026-05-01" })).toBeNull();
    expect(judge(after, "02.05.2026", { from: "2026-05-01" })).toBeNull();
    expect(judge(before, "2026-04-30", { to: "1 maja 2026" })).toBeNull();
  });
  it("rejects the wrong order with the label, or the legacy generic name", () => {
    expect(judge(after, "2026-04-30", { from: "2026-05-01" })).toEqual({ text: MESSAGES.afterDate, args: ["data od"] });
    expect(judge(before, "2026-05-02", { to: "2026-05-01" })).toEqual({ text: MESSAGES.beforeEnd, args: [] });
  });
  it("without a reference element compares with today (today itself passes)", () => {
    const afterToday: Rule = { kind: "afterDate", other: null, otherLabel: null };
    const beforeToday: Rule = { kind: "beforeDate", other: null, otherLabel: null };
    expect(judge(afterToday, "2026-11-24")).toBeNull();
    expect(judge(afterToday, "2026-11-23")).toEqual({ text: MESSAGES.afterToday, args: [] });
    expect(judge(beforeToday, "2026-11-25")).toEqual({ text: MESSAGES.beforeToday, args: [] });
    expect(judge(beforeToday, "11/23/2026", {}, EN)).toBeNull();
  });
  it("today is the day the rule is judged on: a form left open overnight, a server running for days (legacy: new Date())", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date(2026, 10, 30, 23, 58));
      const afterToday: Rule = { kind: "afterDate", other: null, otherLabel: null };
      // A page's engine makes its context once, at start; the default context is made at its first use.
      const page = ruleContext("pl");
      expect(checkRule(afterToday, "2026-11-30", {}, [], page)).toBeNull();
      expect(checkRule(afterToday, "2026-11-30", {}, [], polishToday())).toBeNull();
      vi.setSystemTime(new Date(2026, 11, 1, 0, 3));
      // Before: the day the context was made, so yesterday still passed "not before today".
      expect(checkRule(afterToday, "2026-11-30", {}, [], page)).toEqual({ text: MESSAGES.afterToday, args: [] });
      expect(checkRule(afterToday, "2026-11-30", {}, [], polishToday())).toEqual({ text: MESSAGES.afterToday, args: [] });
      expect(checkRule(afterToday, "2026-12-01", {}, [], page)).toBeNull();
      // The date rule's example is today's date too.
      expect(checkRule({ kind: "date" }, "31.02.2026", {}, [], page)?.args).toEqual(["2026-12-01"]);
    } finally {
      vi.useRealTimers();
    }
  });
  it("leaves unreadable dates to the date rule", () => {
    expect(judge(after, "2026-04-30", { from: "" })).toBeNull();
  });
});

describe("locale dates", () => {
  it.each([
    ["pl", "2026-03-05", "2026-03-05"],
    ["pl", "5.3.2026", "2026-03-05"],
    ["pl", "5 marca 2026", "2026-03-05"],
    ["pl", "5 Marzec 26", "2026-03-05"],
    ["pl", "05/03/70", "1970-03-05"],
    ["en", "3/5/2026", "03/05/2026"],
    ["en", "March 5, 2026", "03/05/2026"],
    ["en", "5 mar 2026", "03/05/2026"],
    ["en", "2026-03-05", "03/05/2026"],
    ["en", "3/5/69", "03/05/2069"],
  ] as const)("%s reads %j and rewrites it as %j", (locale, typed, shown) => {
    const date = parseLocaleDate(typed, locale);
    expect(date && formatLocaleDate(date, locale)).toBe(shown);
  });
  it("a rewritten date reads back as the same day (both locales)", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(Date.UTC(1000, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true }), fc.constantFrom("pl" as const, "en" as const), (d, locale) => {
        const day = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
        expect(parseLocaleDate(formatLocaleDate(day, locale), locale)).toEqual(day);
      }),
    );
  });
  it("applies the two-digit year pivot 70 and knows leap years", () => {
    expect(parseDate("01.01.69")).toBe("2069-01-01");
    expect(parseDate("01.01.70")).toBe("1970-01-01");
    expect(parseDate("99-12-31")).toBe("1999-12-31");
    expect(parseDate("29.02.2024")).toBe("2024-02-29");
    expect(parseDate("29.02.2100")).toBeNull();
  });
});

describe("isCreditCard", () => {
  it("needs 13 to 19 digits passing Luhn", () => {
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
    expect(rulesFromClassName("maxLength:20 validate-match matchInput:'password' matchName:'Hasło' validate-after-date afterElement:from validate-one-required")).toEqual([
      { kind: "maxLength", max: 20 },
      { kind: "oneRequired", group: "" },
      { kind: "match", other: "password", otherLabel: "Hasło" },
      { kind: "afterDate", other: "from", otherLabel: null },
    ]);
  });
  it("maps every simple validate-* class; no reference element means today", () => {
    const kinds = rulesFromClassName(
      "validate-integer validate-numeric validate-digits validate-alpha validate-alphanum validate-date validate-url validate-currency-dollar validate-currency-pl validate-nospace validate-cc-num validate-pesel validate-before-date",
    );
    expect(kinds.map((r) => r.kind)).toEqual(["maxLength", "integer", "numeric", "digits", "alpha", "alphanum", "date", "url", "currencyDollar", "amountPl", "noSpace", "creditCard", "pesel", "beforeDate"]);
    expect(kinds.at(-1)).toEqual({ kind: "beforeDate", other: null, otherLabel: null });
  });
  it("ignores a match without its other field", () => {
    expect(rulesFromClassName("validate-match")).toEqual([{ kind: "maxLength", max: DEFAULT_MAX_LENGTH }]);
  });
});

describe("the rules of Form.Validator 1.4 / 1.6 and Extras beyond the class tokens", () => {
  it("ignoreValidation and warnOnly leave no rule; a warn- rule blocks nothing (warnings are not shown, docs/legacy-forms.md)", () => {
    expect(rulesFromClassName("required minLength:3 warnOnly")).toEqual([]);
    expect(rulesFromClassName("required validate-integer ignoreValidation")).toEqual([]);
    expect(rulesFromClassName("warn-required warn-validate-email")).toEqual([{ kind: "maxLength", max: DEFAULT_MAX_LENGTH }]);
  });

  it("length: exactly that many characters, or none", () => {
    const rule = rulesFromClassName("length:9").find((r) => r.kind === "length")!;
    expect(judge(rule, "")).toBeNull();
    expect(judge(rule, "123456789")).toBeNull();
    expect(judge(rule, "12")).toEqual({ text: "Wpisz dokładnie %d znaków (wpisano %d).", args: [9, 2] });
  });

  it("validate-required-check asks for the tick; validate-custom-required refuses the empty value it names", () => {
    expect(rulesFromClassName("validate-required-check")[0]).toEqual({ kind: "required", toggle: true });
    const custom = rulesFromClassName("validate-custom-required emptyValue:'0'")[0]!;
    expect([judge(custom, "0"), judge(custom, ""), judge(custom, "3")]).toEqual([{ text: MESSAGES.required, args: [] }, null, null]);
    // Without an empty value nothing is refused (MooTools compared with undefined).
    expect(judge(rulesFromClassName("validate-custom-required")[0]!, "")).toBeNull();
  });

  it("validate-reqchk-byname / -bynode: one box ticked, each with the legacy meaning of its message", () => {
    const byName: Rule = { kind: "anyChecked", by: "name", members: [{ name: "seats", toggle: true }], label: "miejsce" };
    expect(checkRule(byName, undefined, { seats: [] }, [], PL)).toEqual({ text: "Wybierz: %s.", args: ["miejsce"] });
    expect(checkRule(byName, undefined, { seats: ["3"] }, [], PL)).toBeNull();
    expect(checkRule({ ...byName, label: null }, undefined, { seats: "0" }, [], PL)).toEqual({ text: "Zaznacz jedną z opcji.", args: [] });
    const byNode: Rule = { kind: "anyChecked", by: "node", members: [{ name: "a", toggle: true }, { name: "b", toggle: true }], label: null };
    expect(checkRule(byNode, undefined, { a: "0", b: "" }, [], PL)).toEqual({ text: "Nie zaznaczono żadnego elementu.", args: [] });
    expect(checkRule(byNode, undefined, { a: "0", b: "tak" }, [], PL)).toBeNull();
  });

  it("validate-same-month compares the months of two readable dates", () => {
    const rule = rulesFromClassName("validate-same-month sameMonthAs:'od'")[1]!;
    expect(rule).toEqual({ kind: "sameMonth", other: "od" });
    expect(judge(rule, "2026-03-30", { od: "2026-03-01" })).toBeNull();
    expect(judge(rule, "2026-04-01", { od: "2026-03-01" })).toEqual({ text: MESSAGES.sameMonth, args: [] });
    expect(judge(rule, "2026-04-01", { od: "" })).toBeNull();
  });

  it("validate-date with a dateFormat reads that order first and gives its example in it", () => {
    const rule = rulesFromClassName("validate-date dateFormat:'%d.%m.%Y'")[1]!;
    expect(rule).toEqual({ kind: "date", format: "%d.%m.%Y" });
    expect(judge(rule, "05.03.2026", {}, EN)).toBeNull();
    expect(judge(rule, "31.02.2026")).toEqual({ text: MESSAGES.date, args: ["24.11.2026"] });
  });

  it("a value with spaces around it is judged as typed, as the legacy judged it (it would be posted so)", () => {
    expect(judge({ kind: "email" }, " jan@x.pl")).toEqual({ text: MESSAGES.email, args: [] });
    expect(judge({ kind: "integer" }, "   ")).toEqual({ text: MESSAGES.integer, args: [] });
  });
});
