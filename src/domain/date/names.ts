/**
 * Default name lists of the legacy picker, in Polish (the shop's source language). Islands pass
 * them through `t()` so that `<html lang="en">` pages get the English lists from `src/i18n/en/date.ts`.
 * Months January..December; days Sunday..Saturday (JavaScript's `getDay()` order, as the legacy
 * `days` setting).
 */
export const MONTHS = [
  "Styczeń", "Luty", "Marzec", "Kwiecień", "Maj", "Czerwiec",
  "Lipiec", "Sierpień", "Wrzesień", "Październik", "Listopad", "Grudzień",
] as const;

export const DAYS = ["Niedziela", "Poniedziałek", "Wtorek", "Środa", "Czwartek", "Piątek", "Sobota"] as const;

/** Names inside a sentence, for spoken cell names such as "poniedziałek, 23 listopada 2026". */
export const DAYS_IN_TEXT = ["niedziela", "poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota"] as const;
export const MONTHS_GENITIVE = [
  "stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca",
  "lipca", "sierpnia", "września", "października", "listopada", "grudnia",
] as const;

/** Two-letter column heads; Polish usage differs from "first two letters" (Nd, Pn, Pt). */
export const DAYS_ABBR = ["Nd", "Pn", "Wt", "Śr", "Cz", "Pt", "So"] as const;

/** The name lists a format or parse call reads. */
export interface DateNames {
  months: readonly string[];
  /** Optional three-letter month names for `M`; the first three letters of `months` otherwise. */
  monthsAbbr?: readonly string[] | undefined;
  days: readonly string[];
  /**
   * Optional names for `D` (the legacy `days_abbr`, Sunday..Saturday); the first three letters of `days`
   * otherwise. Only a configured list: the default two-letter column heads (DAYS_ABBR) are not used for `D`.
   */
  daysAbbr?: readonly string[] | undefined;
}

export const POLISH_NAMES: DateNames = { months: MONTHS, days: DAYS };
