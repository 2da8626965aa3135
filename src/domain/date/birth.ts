import { atNoon } from "./calendarDate.ts";

/**
 * How many years before today an empty birth-date picker opens: the middle of the shop's buyers'
 * ages (adults buying match tickets), so a birth year is a click or two away instead of a scroll
 * through decades from the current year.
 */
export const LIKELY_AGE = 30;

/** The shop's birth-date fields: `date_birth` (spec §3), `birth_date`, `data_urodzenia`, or autocomplete="bday". */
export function isBirthDateField(input: { name: string; id?: string | undefined; autoComplete?: string | undefined }): boolean {
  return input.autoComplete === "bday" || [input.name, input.id ?? ""].some((name) => /birth|urodz/i.test(name));
}

/** Where an empty birth-date picker opens: the same day, LIKELY_AGE years ago. */
export function likelyBirthDate(today: Date): Date {
  const date = atNoon(today);
  // 29 February of a leap year becomes 1 March in a common year: close enough to open on.
  date.setFullYear(date.getFullYear() - LIKELY_AGE);
  return date;
}
