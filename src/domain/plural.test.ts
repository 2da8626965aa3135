// @vitest-environment node
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { polishPlural } from "./plural.ts";

const forms = { one: "miejsce", few: "miejsca", many: "miejsc" };

describe("polishPlural", () => {
  it.each([
    [1, "miejsce"],
    [2, "miejsca"],
    [4, "miejsca"],
    [5, "miejsc"],
    [12, "miejsc"],
    [14, "miejsc"],
    [21, "miejsc"],
    [22, "miejsca"],
    [24, "miejsca"],
    [25, "miejsc"],
    [101, "miejsc"],
    [102, "miejsca"],
    [112, "miejsc"],
    [0, "miejsc"],
  ])("%d → %s", (n, expected) => {
    expect(polishPlural(n, forms)).toBe(expected);
  });

  it("agrees with Intl.PluralRules('pl') on every whole count", () => {
    const rules = new Intl.PluralRules("pl");
    const byCategory: Record<string, string> = { one: forms.one, few: forms.few, many: forms.many, other: forms.many };
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), (n) => {
      expect(polishPlural(n, forms)).toBe(byCategory[rules.select(n)]);
    }), { numRuns: 5000 });
    for (let n = 0; n <= 1000; n++) expect(polishPlural(n, forms)).toBe(byCategory[rules.select(n)]);
  });
});
