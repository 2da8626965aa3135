/**
 * Calendar dates as `Date` objects held at 12:00 local time. Noon is at least 10 hours away from
 * any midnight a daylight-saving change can move, so adding days, formatting or comparing never
 * slips to the neighbouring day (the legacy picker stores a selected date the same way).
 */
export function calendarDate(year: number, month: number, day: number): Date {
  const date = new Date(2000, 0, 1, 12);
  // setFullYear, not the constructor: new Date(99, ...) would mean 1999.
  date.setFullYear(year, month, day);
  return date;
}

/** The same calendar day, at noon. */
export function atNoon(date: Date): Date {
  return calendarDate(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Whether year/month(0-11)/day name a real day (no 31 February). */
export function isRealDate(year: number, month: number, day: number): boolean {
  const date = calendarDate(year, month, day);
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day;
}

/** `YYYY-MM-DD`, the machine form used in events and the global API. */
export function toIsoDate(date: Date): string {
  const y = String(date.getFullYear()).padStart(4, "0");
  const m = String(date.getMonth() + 1).padStart(2, "0");
  const d = String(date.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

export function fromIsoDate(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  return isRealDate(year, month, day) ? calendarDate(year, month, day) : null;
}

/** Sortable day key (YYYYMMDD as a number). */
export function dayKey(date: Date): number {
  return date.getFullYear() * 10000 + (date.getMonth() + 1) * 100 + date.getDate();
}

/**
 * Milliseconds from `now` to the start of the next local day: when a calendar shown across midnight must take
 * today again. Counted on the clock, not as 24 hours: a daylight-saving day lasts 23 or 25, and where a change
 * skips midnight itself the next day starts at 01:00.
 */
export function untilNextDay(now: Date): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime() - now.getTime();
}
