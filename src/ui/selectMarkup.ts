/**
 * A legacy `<select>` as props, shared by the islands that replace one (select-list, combo-box): the schema of
 * its options and the reader of its markup.
 */
import * as z from "zod/mini";
import { controlNamingFromMarkup } from "./controlLabel.ts";
import { fieldStateFromMarkup } from "./fieldState.ts";

export const selectOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  disabled: z._default(z.boolean(), false),
  /** The label of the `<optgroup>` the option sits in (QA session 40, finding 13: the groups were lost). */
  group: z.optional(z.string()),
});

type Option = z.infer<typeof selectOptionSchema>;

/** A `<select>`'s options as props, in the order of the markup, each with its `<optgroup>`'s label (shared with the data grid's select cells). */
export function optionsOf(select: HTMLSelectElement): Option[] {
  return [...select.options].map((option): Option => {
    const group = option.parentElement instanceof HTMLOptGroupElement ? option.parentElement : null;
    return {
      value: option.value,
      label: option.textContent?.trim() ?? option.value,
      // An option of a disabled group is disabled too (`option.disabled` says only its own attribute).
      disabled: option.disabled || group?.disabled === true,
      ...(group ? { group: group.label } : {}),
    };
  });
}

/** Reads a legacy `<select>`: its name, id, label, options (with their groups), selection and states (data-readonly, disabled, data-error). */
export function selectFromMarkup(host: HTMLElement): Record<string, unknown> {
  const select = host.querySelector("select");
  if (!select) return {};
  const options = optionsOf(select);
  return {
    name: select.name,
    options,
    // A disabled option is never posted, chosen or not (the form's data set skips it): the island starts without it.
    selected: [...select.options].filter((option, index) => option.selected && !options[index]!.disabled).map((option) => option.value),
    // The select list's multi mode; the combo box's schema drops the key.
    ...(select.multiple ? { mode: "multi" } : {}),
    ...fieldStateFromMarkup(select),
    ...controlNamingFromMarkup(host, select),
  };
}

/** A run of consecutive options: those of one `<optgroup>` (`group` its label), or options outside any group. */
export interface OptionRun<O> {
  group?: string;
  /** The options with their index in the whole list. */
  items: Array<{ option: O; index: number }>;
}

/** The options in the order of the markup, cut where the group changes (a group's options are consecutive in a `<select>`). */
export function optionRuns<O extends { group?: string | undefined }>(options: readonly O[]): Array<OptionRun<O>> {
  const runs: Array<OptionRun<O>> = [];
  options.forEach((option, index) => {
    const last = runs.at(-1);
    if (last && last.group === option.group) last.items.push({ option, index });
    else runs.push({ ...(option.group === undefined ? {} : { group: option.group }), items: [{ option, index }] });
  });
  return runs;
}
