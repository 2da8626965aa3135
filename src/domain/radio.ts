/** Setting a legacy radio group's value (spec §4): what is checked afterwards and which events fire. */

export interface RadioOption {
  value: string;
  disabled?: boolean;
}

export type RadioOutcome = { ok: false } | { ok: true; checked: string | null; events: Array<"click" | "change"> };

/**
 * `check` true checks `value` (refused for an unknown or disabled option); false unchecks it if
 * it is the checked one. Click always fires; change only when the value differs.
 */
export function setRadioValue(options: readonly RadioOption[], current: string | null, value: string, check = true): RadioOutcome {
  const option = options.find((candidate) => candidate.value === value);
  if (!option || (check && option.disabled)) return { ok: false };
  const checked = check ? value : current === value ? null : current;
  return { ok: true, checked, events: checked === current ? ["click"] : ["click", "change"] };
}
