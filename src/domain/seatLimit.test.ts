// @vitest-environment node
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { checkSeatLimit, formatSeatLimit, seatLimitTemplate } from "./seatLimit.ts";

describe("checkSeatLimit", () => {
  it("refuses once the chosen count reaches a positive limit", () => {
    expect(checkSeatLimit({ limit: 3, selectedCount: 3, inCart: false })).toEqual({
      template: "Możesz wybrać tylko %d miejsca.",
      limit: 3,
    });
  });

  it("allows below the limit", () => {
    expect(checkSeatLimit({ limit: 3, selectedCount: 2, inCart: false })).toBeNull();
  });

  it("never refuses a seat that is already in the cart", () => {
    expect(checkSeatLimit({ limit: 1, selectedCount: 5, inCart: true })).toBeNull();
  });

  it("treats 0 and negative limits as no limit", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 0 }), fc.nat(10_000), (limit, selectedCount) => {
        expect(checkSeatLimit({ limit, selectedCount, inCart: false })).toBeNull();
      }),
    );
  });

  it("refuses exactly when limit > 0 and count ≥ limit (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.nat(200), (limit, selectedCount) => {
        const refused = checkSeatLimit({ limit, selectedCount, inCart: false }) !== null;
        expect(refused).toBe(selectedCount >= limit);
      }),
    );
  });
});

describe("seat limit messages", () => {
  it("keeps the legacy texts for limits up to 21", () => {
    const legacy = (limit: number) =>
      limit === 1
        ? "Możesz wybrać tylko jedno miejsce."
        : limit < 5
          ? "Możesz wybrać tylko %d miejsca."
          : "Możesz wybrać tylko %d miejsc.";
    for (let limit = 1; limit <= 21; limit++) expect(seatLimitTemplate(limit)).toBe(legacy(limit));
  });

  it.each([
    [22, "Możesz wybrać tylko 22 miejsca."],
    [24, "Możesz wybrać tylko 24 miejsca."],
    [25, "Możesz wybrać tylko 25 miejsc."],
    [32, "Możesz wybrać tylko 32 miejsca."],
    [112, "Możesz wybrać tylko 112 miejsc."],
    [122, "Możesz wybrać tylko 122 miejsca."],
  ])("uses Polish grammar beyond 21: %d", (limit, text) => {
    expect(formatSeatLimit(seatLimitTemplate(limit), limit)).toBe(text);
  });

  it("formats a translated template", () => {
    expect(formatSeatLimit("You can choose only %d seats.", 4)).toBe("You can choose only 4 seats.");
  });
});
