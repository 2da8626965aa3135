/**
 * What the legacy validator (MooTools More 1.4.0.1 / 1.6.0 Form.Validator + Extras) accepted
 * and refused, one table per rule class; run by the unit tests (src/deform/rules.test.ts) and,
 * through the same class names on the back-office page, in Chromium (tests/e2e/forms-legacy.spec.ts).
 * `deliberate` rows are where Trybuna differs on purpose (docs/legacy-forms.md): [value, Trybuna accepts it].
 */
import type { Rule } from "../src/deform/rules.ts";

export interface RuleCase {
  rule: Rule;
  accepted: string[];
  rejected: string[];
  deliberate?: Array<[string, boolean]>;
}

export const RULE_TABLE: Record<string, RuleCase> = {
  "minLength:3": { rule: { kind: "minLength", min: 3 }, accepted: ["abc", "abcd", "ab "], rejected: ["ab", "a"] },
  "maxLength:3": { rule: { kind: "maxLength", max: 3 }, accepted: ["abc", "a"], rejected: ["abcd", "ab  "] },
  "length:3": { rule: { kind: "length", length: 3 }, accepted: ["abc", "a c"], rejected: ["ab", "abcd"] },
  "validate-integer": { rule: { kind: "integer" }, accepted: ["0", "42", "-7"], rejected: ["1.25", "1,5", "007", "4a", "+-1", "-0", " 42", "42 ", "   "] },
  "validate-numeric": { rule: { kind: "numeric" }, accepted: ["1", "1.1", "-1", "-1.1", "0123"], rejected: ["1.", ".5", "1e3", "abc"], deliberate: [["-1,1", true]] },
  "validate-digits": { rule: { kind: "digits" }, accepted: ["123", "+48 (22) 555-12.34", "#12", "12:30"], rejected: ["12a", "tel 123"] },
  "validate-alpha": { rule: { kind: "alpha" }, accepted: ["abc", "ABC"], rejected: ["ab c", "abc1", "a-b"], deliberate: [["Źdźbło", true]] },
  "validate-alphanum": { rule: { kind: "alphanum" }, accepted: ["abc123", "abc_1"], rejected: ["abc 123", "a-1", "a.b"], deliberate: [["Łódź9", true]] },
  // MooTools' Date.parse read far more (no year, a year alone, a time, days past the month's end rolled over): Trybuna
  // reads whole dates only (docs/legacy-forms.md), so those rows are deliberate.
  "validate-date": {
    rule: { kind: "date" },
    accepted: ["2026-02-28", "28.02.2026", "5 maja 2026", "1 stycznia 26", "2026/02/28"],
    rejected: ["jutro", "5 foo 2026"],
    deliberate: [["2026-02-30", false], ["31.04.2026", false], ["28.02", false], ["2026", false], ["2026-03-05 12:30", false]],
  },
  // The 1.4 / 1.6 pattern (an RFC-style local part, host names or a bracketed IPv4 address); the MooTools Specs'
  // own cases are here ("foo#bar@gmail.com" valid, "foobar@gmail..com" invalid).
  "validate-email": {
    rule: { kind: "email" },
    accepted: ["jan@domena.pl", "a.b+c@sub.example.com", "x%y@a-b.com", "o'brien@firma.pl", "foo#bar@gmail.com", "jan@firma.travel", "jan@[192.168.0.1]"],
    rejected: ["jan@", "jan kowalski@x.pl", "@x.pl", "foobar@gmail..com", "jan..kowalski@x.pl", ".jan@x.pl", "jan.@x.pl", "jan@-x.pl", "jan@x-.pl", " jan@x.pl", "jan@x.pl "],
    // A host without a dot or with a one-letter top-level domain passed MooTools: refused on purpose (a typing slip).
    deliberate: [["jan@domena", false], ["a@b.c", false]],
  },
  "validate-url": {
    rule: { kind: "url" },
    accepted: ["http://www.example.com", "https://trybuna.pl/bilety?x=1", "ftp://files.example.org", "mms://a.b", "rmtp://a.b:80/x y"],
    rejected: ["www.example.com", "javascript:alert(1)", "http://localhost", "http://.pl"],
  },
  "validate-currency-dollar": {
    rule: { kind: "currencyDollar" },
    accepted: ["100", "$100.00", "1,234.56", "$-5", "0.99", ".99", "1234.5", "$"],
    rejected: ["100,00", "1 234,50 zł", "01", "1,23", "1.234"],
  },
  "validate-currency-pl": { rule: { kind: "amountPl" }, accepted: ["100", "100,00", "1 234,50 zł", "12.5 PLN", "-3", "1234"], rejected: ["1,234.50", "12,345", "zł", "abc", "1 23"] },
  "validate-nospace": { rule: { kind: "noSpace" }, accepted: ["abc"], rejected: ["a b", "ab\t"] },
  "validate-cc-num": {
    rule: { kind: "creditCard" },
    accepted: ["4111 1111 1111 1111", "5555-5555-5555-4444", "378282246310005", "6011111111111117"],
    rejected: ["4111 1111 1111 1112", "1234"],
    deliberate: [["2221000000000009", true], ["4111x1111111111111", false]],
  },
  "validate-pesel": { rule: { kind: "pesel" }, accepted: ["44051401359"], rejected: ["44051401358", "4405140135"], deliberate: [["00000000000", false]] },
};
