import * as z from "zod/mini";
import { isRuleText } from "../../domain/date/rules.ts";
import { pageLanguage } from "../../i18n/t.ts";

// Parts used by several settings are built once and shared (schemas are immutable): every page with a date
// field builds this schema at start-up, and zod/mini's construction is per object (issue 14, start-up).
const integer = z.number().check(z.int());
const weekday = z.number().check(z.int(), z.gte(0), z.lte(6));
const names = (count: number) => z.optional(z.array(z.string().check(z.minLength(1))).check(z.length(count)));
const monthNames = names(12);
const dayNames = names(7);
const off = z._default(z.boolean(), false);
const on = z._default(z.boolean(), true);
const flagOrText = z.union([z.boolean(), z.string()]);
const text = z.optional(z.string());
const rule = z.string().check(z.refine(isRuleText, "expected 'day month year weekday' with numbers, lists, ranges or *"));
/** Legacy rule lists are arrays, or `false` for none (the plugin's default). */
const rules = z._default(z.pipe(z.union([z.array(rule), z.literal(false)]), z.transform((list) => list || [])), []);
/** One end of an array direction: a date in `format` (or YYYY-MM-DD), a day offset, true or false. */
const directionEnd = z.union([z.string(), integer, z.boolean()]);

/**
 * The legacy Zebra_Datepicker settings, with their legacy names and defaults. Callbacks
 * (onSelect, onClear, onChange) are DOM events on the host and functions given to the global
 * API's `update()`, since JSON cannot carry them.
 * Not kept on purpose (docs/speed.md, "Zebra_Datepicker settings not kept"): `readonly_element` (1.7 default true),
 * since a date may be typed, read as spec §5 says; the input's own `readonly` attribute still turns the picker off.
 * `show_clear_date`, `show_select_today` (1.8) and `default_position` (1.9) are not 1.7 settings. Like any unknown
 * prop, they are dropped with the runtime's console warning.
 */
export const dateSettingsSchema = z.object({
  direction: z._default(z.union([integer, z.boolean(), z.tuple([directionEnd, directionEnd])]), 0),
  disabled_dates: rules,
  enabled_dates: rules,
  /** The date direction counts from: in `format` or YYYY-MM-DD; today when absent. */
  reference_date: text,
  /** The date the picker opens on when the input is empty, in `format`. */
  start_date: text,
  format: z._default(z.string().check(z.minLength(1)), "Y-m-d"),
  /** Name lists; the page language's (Polish or English) when absent. */
  months: monthNames,
  months_abbr: monthNames,
  days: dayNames,
  days_abbr: dayNames,
  first_day_of_week: z._default(weekday, 1),
  weekend_days: z._default(z.array(weekday), [0, 6]),
  /** ISO 8601 week numbers; a string is the column's title. */
  show_week_number: z._default(flagOrText, false),
  select_other_months: off,
  show_other_months: on,
  zero_pad: off,
  always_visible: off,
  always_show_clear: off,
  /** The calendar button; a string is its accessible name ('Pick a date' by default). */
  show_icon: z._default(flagOrText, true),
  /** Icon inside the input's box (true) or beside it. */
  inside: on,
  /** Shift in pixels (x, y) of the picker from its anchor. */
  offset: z._default(z.tuple([z.number(), z.number()]), [5, -5]),
  /** CSS selector of the paired date input (the end of a start/end pair). */
  pair: z.optional(z.string().check(z.minLength(1))),
  view: z._default(z.enum(["days", "months", "years"]), "days"),
  lang_clear_date: text,
  /** Year bounds of the calendar. */
  min_year: z._default(integer, 1900),
  max_year: z._default(integer, 2050),
  /** Years between neighbouring cells of the year grid (the second legacy calendar: 2). */
  year_step: z._default(z.number().check(z.int(), z.gte(1), z.lte(10)), 1),
  /** Which legacy calendar's defaults apply under the explicit settings (see PRESETS). */
  preset: z._default(z.enum(["zebra", "calendar"]), "zebra"),
});

export type DateSettings = z.infer<typeof dateSettingsSchema>;
export type DateSettingsInput = z.input<typeof dateSettingsSchema>;

/**
 * The legacy `<input>` a DateField replaces (the date-input island reads it with `fromMarkup`). Lazy, like that
 * island's schema: pages whose date fields live inside another island (registration) use only the settings
 * (issue 14, start-up).
 */
export const legacyInputSchema = z.lazy(() => z.object({
  name: z.string(),
  id: z.optional(z.string()),
  value: z._default(z.string(), ""),
  /**
   * The value is the buyer's, typed before the script ran (it differs from the one the page printed): kept at mount
   * even where the rules disable that day, which only a printed default date is cleared for (Zebra_Datepicker).
   */
  typed: z.optional(z.boolean()),
  readonly: z._default(z.boolean(), false),
  disabled: z._default(z.boolean(), false),
  required: z._default(z.boolean(), false),
  placeholder: z.optional(z.string()),
  className: z.optional(z.string()),
  /** Accessible name when no `<label for>` points at the input. */
  ariaLabel: z.optional(z.string()),
  /**
   * The field's name as its label shows it: the picker button and dialog are named after it ('Wybierz datę: Data
   * meczu'). Without it (and without ariaLabel) the field reads its `<label>` once mounted.
   */
  label: z.optional(z.string()),
  ariaDescribedBy: z.optional(z.string()),
  /** Set by a form that judged the value invalid (legacy markup: aria-invalid="true"). */
  ariaInvalid: z.optional(z.boolean()),
  /** The server's error text for an invalid value, shown in an error tooltip (legacy markup: data-error="…"). */
  error: z.optional(z.string()),
  autoComplete: z.optional(z.string()),
  /**
   * The legacy input's other attributes a page relies on, set as they are on the island's input, by React's names:
   * `form` (a field tied to a form it is not inside), `maxLength`, `pattern`, `title`, `tabIndex`, `inputMode` and
   * `data-*` (page scripts read them, e.g. `data-ticket`). QA s40 #6.
   */
  attributes: z.optional(z.record(z.string(), z.string())),
}));

export type LegacyInput = z.infer<typeof legacyInputSchema>;

/**
 * The two legacy calendars of the shop (spec §9). `zebra`, the default: Zebra_Datepicker's
 * settings as the schema's defaults (Monday, no week numbers, 1900–2050). `calendar`: the second,
 * older calendar (years 1970–2050, every other year in the year list, week numbers on, the first
 * day of the week from the page's language: Monday in Polish, Sunday in English). Its 24-hour time
 * needs nothing here: date inputs hold dates only (no time is shown or picked), so there is no
 * 12-hour form to avoid. Explicit settings win over a preset's.
 */
const PRESETS = {
  zebra: () => ({}),
  calendar: () => ({ min_year: 1970, max_year: 2050, year_step: 2, show_week_number: true, first_day_of_week: pageLanguage() === "en" ? 0 : 1 }),
} as const;

export function withPreset(input: unknown): unknown {
  if (typeof input !== "object" || input === null) return input;
  const preset = (input as { preset?: unknown }).preset;
  // An unknown preset is left for the schema to refuse, with the other props' problems.
  return typeof preset === "string" && Object.hasOwn(PRESETS, preset) ? { ...PRESETS[preset as keyof typeof PRESETS](), ...input } : input;
}
