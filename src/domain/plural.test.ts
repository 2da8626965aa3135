// @vitest-environment node
import { describe, expect, it } from "vitest";
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
});
