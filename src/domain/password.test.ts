import { describe, expect, it } from "vitest";
import { generatePassword, PASSWORD_ALPHABET } from "./password.ts";

describe("password generator", () => {
  it("gives the asked length from the alphabet only", () => {
    const password = generatePassword(64);
    expect(password).toHaveLength(64);
    expect(password).toMatch(/^[A-Za-z0-9]+$/);
    expect(generatePassword(0)).toBe("");
  });

  it("maps random bytes onto the alphabet and redraws the biased ones", () => {
    const draws = [Uint8Array.of(0, 255, 61), Uint8Array.of(62)];
    const password = generatePassword(3, (bytes) => {
      const next = draws.shift()!;
      expect(next.length).toBe(bytes.length);
      return next;
    });
    expect(password).toBe(`${PASSWORD_ALPHABET[0]}${PASSWORD_ALPHABET[61]}${PASSWORD_ALPHABET[0]}`);
  });
});

describe("password generator without modulo bias", () => {
  it("gives every letter the same share of the 256 byte values", () => {
    const everyByte = Uint8Array.from({ length: 256 }, (_, index) => index);
    let served = false;
    const password = generatePassword(248, (bytes) => {
      if (served) throw new Error("asked for more bytes than the unbiased ones");
      served = true;
      expect(bytes.length).toBe(248);
      return everyByte.subarray(0, 248);
    });
    const counts = new Map<string, number>();
    for (const letter of password) counts.set(letter, (counts.get(letter) ?? 0) + 1);
    expect(counts.size).toBe(62);
    expect(new Set(counts.values())).toEqual(new Set([4]));
  });

  it("refuses a length that is not a whole number", () => {
    expect(() => generatePassword(-1)).toThrow(RangeError);
    expect(() => generatePassword(2.5)).toThrow(RangeError);
    // Beyond one call of the browser's random source: a clear RangeError, not the browser's quota error.
    expect(() => generatePassword(70_000)).toThrow(RangeError);
    expect(generatePassword(65_536)).toHaveLength(65_536);
  });
});
