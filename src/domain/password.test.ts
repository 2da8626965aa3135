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
