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
 */
export function initialSelection(options: readonly SelectOption[], selected: readonly string[], mode: SelectMode): string[] {
  const known = selected.filter((value) => options.some((option) => option.value === value));
  if (mode !== "single") return mode === "first-alternate" && known.length > 1 && known.includes(options[0]!.value) ? [options[0]!.value] : known;
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

/** The option index an arrow, Home or End moves to, skipping disabled options; null for other keys. */
export function moveActive(options: readonly SelectOption[], index: number, key: string): number | null {
  const enabled = options.flatMap((option, position) => (option.disabled ? [] : [position]));
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
    default:
      return null;
  }
}

/** The combo box popup grows with its options below this count, else starts 100 px tall and scrolls (spec §9). */
const COMBO_AUTO_HEIGHT_BELOW = 7;
const COMBO_POPUP_HEIGHT = 100;

/** The popup's height in px, or null for its natural height. */
export function comboPopupHeight(optionCount: number): number | null {
  return optionCount < COMBO_AUTO_HEIGHT_BELOW ? null : COMBO_POPUP_HEIGHT;
}
