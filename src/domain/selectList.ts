/** The legacy select list and combo box selection rules (spec §4 "Widgets"). */

export type SelectMode = "single" | "multi" | "first-alternate";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/**
 * The selection a list starts with: single mode keeps one and, having none, takes the first enabled option (spec §4
 * says "the first option"; a disabled one cannot be chosen, §4 again, so the first that can be; selectList.test.ts).
 * First alternate with the first option and others chosen (a buyer who Ctrl-clicked sectors in the shop's list, its
 * "all" printed chosen, before the script ran): the others, as choosing them in the island would leave it (`choose`);
 * the first option won before session 44 and the buyer's sectors were lost.
 */
export function initialSelection(options: readonly SelectOption[], selected: readonly string[], mode: SelectMode): string[] {
  const known = selected.filter((value) => options.some((option) => option.value === value));
  if (mode !== "single") return mode === "first-alternate" && known.length > 1 ? known.filter((value) => value !== options[0]!.value) : known;
  const first = known[0] ?? options.find((option) => !option.disabled)?.value;
  return first === undefined ? [] : [first];
}

/**
 * The selection after choosing `value`, or null when the option is unknown or disabled.
 * Single: just that one. Multi: toggled. First alternate: the first option excludes the others.
 */
export function choose(options: readonly SelectOption[], selected: readonly string[], value: string, mode: SelectMode): string[] | null {
  const option = options.find((candidate) => candidate.value === value);
  if (!option || option.disabled) return null;
  if (mode === "single") return [value];
  const toggled = selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value];
  if (mode === "multi") return toggled;
  const first = options[0]!.value;
  if (value === first) return toggled.includes(first) ? [first] : [];
  return toggled.filter((item) => item !== first);
}

/**
 * Page Up / Page Down move this many options (the APG combobox's "10 options"; a fixed count rather than the
 * popup's visible rows: the combo box's popup shows about 3, a select list up to 7, and a count is the same by
 * keyboard in both).
 */
export const PAGE_STEP = 10;

const enabledPositions = (options: readonly SelectOption[]): number[] => options.flatMap((option, position) => (option.disabled ? [] : [position]));

/**
 * The option index an arrow, Home, End, Page Up or Page Down moves to, skipping disabled options; null for other
 * keys. A page goes to the farthest enabled option within PAGE_STEP (past a longer run of disabled ones, the next
 * enabled one), and stops at the first or last.
 */
export function moveActive(options: readonly SelectOption[], index: number, key: string): number | null {
  const enabled = enabledPositions(options);
  if (enabled.length === 0) return null;
  switch (key) {
    case "ArrowDown":
      return enabled.find((position) => position > index) ?? enabled.at(-1)!;
    case "ArrowUp":
      return enabled.findLast((position) => position < index) ?? enabled[0]!;
    case "Home":
      return enabled[0]!;
    case "End":
      return enabled.at(-1)!;
    case "PageDown":
      return enabled.findLast((position) => position > index && position <= index + PAGE_STEP) ?? enabled.find((position) => position > index) ?? enabled.at(-1)!;
    case "PageUp":
      return enabled.find((position) => position < index && position >= index - PAGE_STEP) ?? enabled.findLast((position) => position < index) ?? enabled[0]!;
    default:
      return null;
  }
}

/** Characters typed within this many ms of each other form one search string (APG type-ahead). */
export const TYPE_AHEAD_MS = 500;

export interface TypeAhead {
  text: string;
  /** When its last character was typed (ms, any clock). */
  at: number;
}

/** The search string after typing `character` at `now`: the last one continued if it is still running, else a new one. */
export function typeAhead(last: TypeAhead | null, character: string, now: number): TypeAhead {
  return { text: last && now - last.at < TYPE_AHEAD_MS ? last.text + character : character, at: now };
}

/** Whether a search string typed at `last.at` still runs at `now` (a Space then continues it: the combo box). */
export const typingAt = (last: TypeAhead | null, now: number): boolean => last !== null && now - last.at < TYPE_AHEAD_MS;

/** A letter without its diacritic: "ą" → "a", "ó" → "o", "ł" → "l" (which Unicode does not decompose). */
const plain = (letter: string): string => (letter === "ł" ? "l" : letter.normalize("NFD")[0]!);

/**
 * Whether `label` starts with the typed `text`, case-insensitively. Decision: a plain letter typed matches the
 * letter with or without its diacritic ("l" finds "Łódź" and "Lublin", "z" finds "Żyleta": a keyboard without
 * Polish letters reaches every option); a letter typed with its diacritic matches only itself ("ł" finds "Łódź",
 * not "Lublin"), as a Polish typist means it.
 */
export function startsWithTyped(label: string, text: string): boolean {
  const have = [...label.trimStart().normalize("NFC").toLocaleLowerCase("pl")];
  const typed = [...text.normalize("NFC").toLocaleLowerCase("pl")];
  return typed.length <= have.length && typed.every((letter, at) => letter === have[at] || letter === plain(have[at]!));
}

/**
 * The option a type-ahead search string moves to, or null (no match: stay). A longer string looks from the active
 * option on, so "br" keeps the "Brama 1" that "b" reached; one character, or the same one repeated with no option
 * starting with the whole string ("bbb"), looks from the option after the active one, so each press cycles
 * through the options with that first letter. Disabled options are skipped, as the arrows skip them.
 */
export function typeAheadMatch(options: readonly SelectOption[], index: number, text: string): number | null {
  const enabled = enabledPositions(options);
  const letters = [...text.toLocaleLowerCase("pl")];
  if (letters.length === 0) return null;
  const find = (from: number, typed: string) => [...enabled.filter((position) => position >= from), ...enabled.filter((position) => position < from)].find((position) => startsWithTyped(options[position]!.label, typed)) ?? null;
  const whole = letters.length > 1 ? find(index, text) : null;
  if (whole !== null || letters.some((letter) => letter !== letters[0])) return whole;
  return find(index + 1, letters[0]!);
}

/** The combo box popup grows with its options below this count, else starts 100 px tall and scrolls (spec §9). */
const COMBO_AUTO_HEIGHT_BELOW = 7;
const COMBO_POPUP_HEIGHT = 100;

/** The popup's height in px, or null for its natural height. */
export function comboPopupHeight(optionCount: number): number | null {
  return optionCount < COMBO_AUTO_HEIGHT_BELOW ? null : COMBO_POPUP_HEIGHT;
}
