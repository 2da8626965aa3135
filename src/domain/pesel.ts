/**
 * PESEL — the Polish national identification number (legacy spec §5).
 * Pure functions: no DOM, no React; shared by the browser and the fixture server.
 */

export type NationalityGroup = "pl" | "other";

/** Nationality is 'pl' or otherwise 'other' (spec §5): a Polish client is asked for a PESEL, any other for a document. */
export function nationalityGroup(nationality: string): NationalityGroup {
  return nationality.trim().toLowerCase() === "pl" ? "pl" : "other";
}

const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3] as const;
const ELEVEN_DIGITS = /^\d{11}$/;

function digitsOf(value: string): number[] | null {
  return ELEVEN_DIGITS.test(value) ? [...value].map(Number) : null;
}

/** 11 digits whose last one is the check digit (10 − Σ wᵢdᵢ mod 10) mod 10. */
export function hasPeselCheckDigit(value: string): boolean {
  const digits = digitsOf(value);
  if (!digits) return false;
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i++) sum += WEIGHTS[i]! * digits[i]!;
  return (10 - (sum % 10)) % 10 === digits[10];
}

/**
 * A PESEL: the right check digit AND a birth date that exists. The legacy checked the digit
 * only, so "02023012349" (30 February) passed and filled an impossible birth date; such a
 * number is refused here, in the browser and in the fixture server alike (deliberate).
 */
export function isValidPesel(value: string): boolean {
  return hasPeselCheckDigit(value) && peselBirthDate(value) !== null;
}

// The month field carries the century: offset 80 → 1800s, 0 → 1900s, 20 → 2000s, 40 → 2100s, 60 → 2200s.
const CENTURY_BY_OFFSET: Record<number, number> = { 0: 1900, 20: 2000, 40: 2100, 60: 2200, 80: 1800 };

/**
 * Birth date encoded in the first six digits as YYYY-MM-DD, or null when the value is not
 * 11 digits or the encoded day does not exist (e.g. 30 February). The checksum is not
 * required here: callers that need a valid number check `isValidPesel` themselves.
 */
export function peselBirthDate(pesel: string): string | null {
  const digits = digitsOf(pesel);
  if (!digits) return null;
  const yy = Number(pesel.slice(0, 2));
  const encodedMonth = Number(pesel.slice(2, 4));
  const day = Number(pesel.slice(4, 6));
  const offset = Math.floor(encodedMonth / 20) * 20;
  const century = CENTURY_BY_OFFSET[offset];
  const month = encodedMonth - offset;
  if (century === undefined || month < 1 || month > 12 || day < 1) return null;
  const year = century + yy;
  // Date.UTC rolls overflowing days into the next month; a round trip detects impossible days.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Gender from the tenth digit: odd male, even female; null unless the value is 11 digits. */
export function peselGender(pesel: string): "male" | "female" | null {
  const digits = digitsOf(pesel);
  if (!digits) return null;
  return digits[9]! % 2 === 1 ? "male" : "female";
}
