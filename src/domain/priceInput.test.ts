import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { caretAfter, cleanPaste, formatOnBlur, groupLive, numericValue, pasteDropsCharacters, typeInto, type PriceFormat } from "./priceInput.ts";

const zero: PriceFormat = { decimal: ",", thousands: " ", zeroFormat: true };
const plain: PriceFormat = { ...zero, zeroFormat: false };

describe("price input", () => {
  it("formats the spec's examples on blur", () => {
    expect(formatOnBlur("1239.5", zero)).toBe("1 239,50");
    expect(formatOnBlur("4", zero)).toBe("4,00");
    expect(formatOnBlur("123456789", plain)).toBe("123 456 789");
  });

  it("pads a one-digit fraction and an empty part only with zero format", () => {
    expect(formatOnBlur("12,5", plain)).toBe("12,5");
    expect(formatOnBlur("12,", plain)).toBe("12");
    expect(formatOnBlur("12,", zero)).toBe("12,00");
    expect(formatOnBlur("", zero)).toBe("");
    expect(formatOnBlur("007", plain)).toBe("7");
  });

  it("accepts digits and one separator, never first; a dot or comma becomes the separator", () => {
    expect(typeInto("12", 2, 2, ".", zero)).toEqual({ value: "12,", caret: 3 });
    expect(typeInto("", 0, 0, ",", zero)).toBeNull();
    expect(typeInto("1,5", 3, 3, ",", zero)).toBeNull();
    expect(typeInto("12", 2, 2, "a", zero)).toBeNull();
    expect(typeInto("1,5", 0, 3, "7", zero)).toEqual({ value: "7", caret: 1 });
  });

  it("groups thousands while typing and keeps the caret after the same digit", () => {
    expect(typeInto("123", 3, 3, "4", zero)).toEqual({ value: "1 234", caret: 5 });
    expect(typeInto("1 234", 1, 1, "9", zero)).toEqual({ value: "19 234", caret: 2 });
    expect(groupLive("1234567,891", zero)).toBe("1 234 567,891");
    // after a deletion: "1 2|34" lost its space → "12|34" regroups to "1 2|34"
    expect(caretAfter("1234", 2, zero)).toBe(3);
  });

  it("strips pasted text to digits without leading zeros", () => {
    expect(cleanPaste("00 1 234,50 zł")).toBe("123450");
    expect(cleanPaste("000")).toBe("0");
    expect(cleanPaste("abc")).toBe("");
  });

  it("tells a paste that loses more than spaces (its separator, a currency) from one that loses none", () => {
    expect(pasteDropsCharacters("1 239,50")).toBe(true);
    expect(pasteDropsCharacters("1239.5")).toBe(true);
    expect(pasteDropsCharacters("98 765 zł")).toBe(true);
    expect(pasteDropsCharacters("98 765")).toBe(false);
    expect(pasteDropsCharacters("0012\t345")).toBe(false);
  });

  it("reads the numeric value", () => {
    expect(numericValue("1 239,50", zero)).toBe(1239.5);
    expect(numericValue("", zero)).toBeNull();
    expect(numericValue("123 456 789", plain)).toBe(123456789);
  });

  it("typing any amount key by key, then blurring, keeps its value and is stable", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 99 }), fc.boolean(), (whole, cents, zeroFormat) => {
        const format = { ...zero, zeroFormat };
        const typed = `${whole}.${String(cents).padStart(2, "0")}`;
        let value = "";
        for (const char of typed) value = typeInto(value, value.length, value.length, char, format)!.value;
        const blurred = formatOnBlur(value, format);
        expect(numericValue(blurred, format)).toBeCloseTo(whole + cents / 100, 2);
        expect(formatOnBlur(blurred, format)).toBe(blurred);
        expect(blurred.split(",")[0]).toMatch(/^\d{1,3}( \d{3})*$/);
      }),
    );
  });
});
