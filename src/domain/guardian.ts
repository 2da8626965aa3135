/**
 * Guardian (carer) rules for registration (legacy spec §5): a client under the adult age
 * must name a guardian — number, first name and last name. Pure: "today" is passed in.
 */

export const DEFAULT_ADULT_AGE = 18;

export const GUARDIAN_FIELDS = ["guardian_number", "guardian_firstname", "guardian_lastname"] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** [year, month, day] of a real calendar date written as YYYY-MM-DD, else null. */
export function parseIsoDate(value: string): [number, number, number] | null {
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear keeps the year literal.
  date.setUTCFullYear(y);
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? [y, mo, d] : null;
}

/**
 * Whole years between birth and today. A birthday counts from its own month and day, so a
 * client born on 29 February comes of age on 1 March in common years.
 */
export function ageOn(birthDate: string, today: string): number | null {
  const birth = parseIsoDate(birthDate);
  const now = parseIsoDate(today);
  if (!birth || !now) return null;
  const hadBirthday = now[1] > birth[1] || (now[1] === birth[1] && now[2] >= birth[2]);
  return now[0] - birth[0] - (hadBirthday ? 0 : 1);
}

/**
 * Whether guardian data is required. A missing birth date or one not written as YYYY-MM-DD
 * counts as not needing a carer (the legacy rule), so the fields are then cleared and locked.
 */
export function needsGuardian(birthDate: string, today: string, adultAge: number = DEFAULT_ADULT_AGE): boolean {
  const age = ageOn(birthDate, today);
  return age !== null && age < adultAge;
}

/** Today's date in local time as YYYY-MM-DD, the form the rules above take. */
export function isoToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
