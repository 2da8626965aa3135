// @vitest-environment node
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { decimalPrice, formatPln, parsePrice } from "./prices.ts";

const NBSP = "\u00a0";

describe("formatPln", () => {
  it.each([
    [12000, `120,00${NBSP}zł`],
    [5, `0,05${NBSP}zł`],
    [123450, `1${NBSP}234,50${NBSP}zł`],
    [1234567, `12${NBSP}345,67${NBSP}zł`],
  ])("%d gr → %s", (grosze, text) => {
    expect(formatPln(grosze)).toBe(text);
  });

  it("on English pages: the currency code first, a dot for decimals, commas for thousands", () => {
    expect(formatPln(14900, "en")).toBe(`PLN${NBSP}149.00`);
    expect(formatPln(123450, "en")).toBe(`PLN${NBSP}1,234.50`);
  });

  it("writes exactly what Intl.NumberFormat writes for pl-PL (grouping always) and en-GB (currency code)", () => {
    const pl = new Intl.NumberFormat("pl-PL", { style: "currency", currency: "PLN", useGrouping: "always" });
    const en = new Intl.NumberFormat("en-GB", { style: "currency", currency: "PLN", currencyDisplay: "code" });
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (grosze) => {
        expect(formatPln(grosze)).toBe(pl.format(grosze / 100));
        expect(formatPln(grosze, "en")).toBe(en.format(grosze / 100));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("parsePrice", () => {
  it.each([
    ["120.00", 12000],
    ["120,5", 12050],
    ["1 234,50", 123450],
    ["7", 700],
  ])("%s → %d gr", (text, grosze) => {
    expect(parsePrice(text)).toBe(grosze);
  });

  it.each(["", "abc", "1.234", "-5", "1,2,3"])("rejects %j", (text) => {
    expect(parsePrice(text)).toBeNull();
  });

  it("round-trips through decimalPrice (property)", () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), (grosze) => {
        expect(parsePrice(decimalPrice(grosze))).toBe(grosze);
      }),
    );
  });
});

describe("decimalPrice", () => {
  it("always has two decimals and a dot", () => {
    expect(decimalPrice(12000)).toBe("120.00");
    expect(decimalPrice(1205)).toBe("12.05");
    expect(decimalPrice(0)).toBe("0.00");
  });
});
