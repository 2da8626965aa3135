/**
 * A legacy `<select>` as props, shared by the islands that replace one (select-list, combo-box): the schema of
 * its options and the reader of its markup.
 */
import * as z from "zod/mini";
import { fieldStateFromMarkup } from "./fieldState.ts";

export const selectOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  disabled: z._default(z.boolean(), false),
});

/** Reads a legacy `<select>`: its name, id, options, selection and states (data-readonly, disabled, data-error). */
export function selectFromMarkup(host: HTMLElement): Record<string, unknown> {
  const select = host.querySelector("select");
  if (!select) return {};
  const label = host.querySelector(`label[for="${CSS.escape(select.id)}"]`)?.textContent?.trim();
  return {
    name: select.name,
    id: select.id,
    options: [...select.options].map((option) => ({ value: option.value, label: option.textContent?.trim() ?? option.value, disabled: option.disabled })),
    // A disabled option is never posted, chosen or not (the form's data set skips it): the island starts without it.
    selected: [...select.selectedOptions].filter((option) => !option.disabled).map((option) => option.value),
    // The select list's multi mode; the combo box's schema drops the key.
    ...(select.multiple ? { mode: "multi" } : {}),
    ...fieldStateFromMarkup(select),
    ...(label ? { label } : {}),
  };
}
