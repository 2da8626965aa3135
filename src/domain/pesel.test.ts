import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { hasPeselCheckDigit, isValidPesel, nationalityGroup, peselBirthDate, peselGender } from "./pesel.ts";

const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
/** Appends the correct check digit to ten digits (independent re-statement of the rule). */
function withCheckDigit(ten: string): string {
  const sum = [...ten].reduce((acc, d, i) => acc + Number(d) * WEIGHTS[i]!, 0);
  return ten + String((10 - (sum % 10)) % 10);
}

describe("isValidPesel", () => {
  it.each(["44051401359", "02270803624", "90090515836"])("accepts %s", (p) => {
    expect(isValidPesel(p)).toBe(true);
  });

  it.each([
    ["wrong check digit", "44051401358"],
    ["10 digits", "4405140135"],
    ["12 digits", "440514013590"],
    ["letters", "4405140135a"],
    ["spaces", " 44051401359"],
    ["empty", ""],
    // Right check digit, impossible date: month 00 / 30 February / month 13 (deliberate difference from the legacy).
    ["month 00", "00000000000"],
    ["30 February 1902", withCheckDigit("0202300123")],
    ["month 13", withCheckDigit("9013010123")],
  ])("rejects %s", (_, p) => {
    expect(isValidPesel(p)).toBe(false);
  });

  it("accepts exactly one check digit for any ten leading digits", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), fc.integer({ min: 0, max: 9 }), (ten, d) => {
        const valid = withCheckDigit(ten);
        expect(hasPeselCheckDigit(ten + String(d))).toBe(ten + String(d) === valid);
      }),
    );
  });

  it("is valid exactly when the check digit is right and the date exists", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11}$/), (pesel) => {
        expect(isValidPesel(pesel)).toBe(hasPeselCheckDigit(pesel) && peselBirthDate(pesel) !== null);
      }),
    );
  });
});

describe("peselBirthDate", () => {
  it.each([
    ["44051401359", "1944-05-14"],
    ["02270803628", "2002-07-08"],
    ["00410112345", "2100-01-01"],
    ["99721212345", "2299-12-12"],
    ["50853112345", "1850-05-31"],
    ["04222912345", "2004-02-29"],
  ])("decodes %s as %s", (p, date) => {
    expect(peselBirthDate(p)).toBe(date);
  });

  it.each([
    ["30 February", "02223012345"],
    ["29 February 1900 (not a leap year)", "00022912345"],
    ["month 13", "44131412345"],
    ["month 0", "44001412345"],
    ["day 0", "44050012345"],
    ["31 April", "44043112345"],
    ["not 11 digits", "4405140135"],
    ["non-digits", "44-05-14-013"],
  ])("returns null for %s", (_, p) => {
    expect(peselBirthDate(p)).toBeNull();
  });
});

describe("peselGender", () => {
  it("reads the tenth digit: odd male, even female", () => {
    expect(peselGender("44051401359")).toBe("male");
    expect(peselGender("02070803628")).toBe("female");
    expect(peselGender("00000000000")).toBe("female");
    expect(peselGender("00000000010")).toBe("male");
  });

  it("returns null unless the value is 11 digits", () => {
    expect(peselGender("0000000001")).toBeNull();
    expect(peselGender("abcdefghijk")).toBeNull();
  });
});

describe("nationalityGroup", () => {
  it("maps 'pl' (any case, padded) to pl and everything else to other", () => {
    expect(nationalityGroup(" PL ")).toBe("pl");
    expect(nationalityGroup("de")).toBe("other");
    expect(nationalityGroup("")).toBe("other");
  });
});
