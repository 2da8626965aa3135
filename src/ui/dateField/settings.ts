import { fromIsoDate } from "../../domain/date/calendarDate.ts";
import { parseDate, viewsOf, type View } from "../../domain/date/format.ts";
import { DAYS, DAYS_ABBR, MONTHS, type DateNames } from "../../domain/date/names.ts";
import type { Direction, DirectionEnd } from "../../domain/date/rules.ts";
import { pageLanguage, t, type Language } from "../../i18n/t.ts";
import type { DateSettings } from "./schema.ts";

export interface Labels extends DateNames {
  /** The day grid's column heads, Sunday..Saturday (`days_abbr`, else two letters). Not what `D` writes: see DateNames. */
  dayHeads: readonly string[];
}

/**
 * Default name lists per page language, built once: every input of a page shares them, and with
 * them the compiled parse patterns (cached per name-list object).
 */
const defaults = new Map<Language, Labels>();

function defaultLabels(): Labels {
  const language = pageLanguage();
  let labels = defaults.get(language);
  if (!labels) {
    labels = { months: MONTHS.map((name) => t(name)), days: DAYS.map((name) => t(name)), dayHeads: DAYS_ABBR.map((name) => t(name)) };
    defaults.set(language, labels);
  }
  return labels;
}

/** What the picker needs from the settings, derived once per settings object. */
export interface Resolved {
  labels: Labels;
  views: View[];
  parse(text: string): Date | null;
}

export function resolve(settings: DateSettings): Resolved {
  const base = defaultLabels();
  const custom = settings.months || settings.months_abbr || settings.days || settings.days_abbr;
  const labels: Labels = custom
    ? {
        months: settings.months ?? base.months,
        monthsAbbr: settings.months_abbr,
        days: settings.days ?? base.days,
        // `D` writes and reads days_abbr when given (Zebra >= 1.6.1), the first three letters of `days` otherwise.
        daysAbbr: settings.days_abbr,
        // Legacy rule: without days_abbr the column heads are the first two letters of `days`.
        dayHeads: settings.days_abbr ?? (settings.days ? settings.days.map((day) => day.slice(0, 2)) : base.dayHeads),
      }
    : base;
  const defaultYear = new Date().getFullYear();
  return {
    labels,
    views: viewsOf(settings.format),
    parse: (text) => parseDate(text, settings.format, labels, { defaultYear }),
  };
}

/** A date setting (reference_date, direction ends): in the picker's format, or YYYY-MM-DD. */
export function settingDate(text: string, resolved: Resolved): Date | null {
  return resolved.parse(text) ?? fromIsoDate(text);
}

/** The direction with its date strings read; an unreadable date makes no restriction. */
export function directionOf(settings: DateSettings, resolved: Resolved): Direction {
  const { direction } = settings;
  if (!Array.isArray(direction)) return direction as number | boolean;
  const end = (value: string | number | boolean): DirectionEnd | null => (typeof value === "string" ? settingDate(value, resolved) : value);
  const [first, second] = [end(direction[0]), end(direction[1])];
  return first === null || second === null ? 0 : [first, second];
}
