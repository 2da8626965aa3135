import * as z from "zod/mini";
import { fieldStateFromMarkup, fieldStateShape } from "../../src/ui/fieldState.ts";

export const selectOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  disabled: z._default(z.boolean(), false),
});

export const selectListSchema = z.object({
  name: z.string().check(z.minLength(1)),
  id: z.string().check(z.minLength(1)),
  label: z.string().check(z.minLength(1)),
  mode: z._default(z.enum(["single", "multi", "first-alternate"]), "single"),
  options: z.array(selectOptionSchema).check(z.minLength(1)),
  selected: z._default(z.array(z.string()), []),
  ...fieldStateShape,
});

export type SelectListProps = z.infer<typeof selectListSchema>;

/** Reads a legacy `<select>`: its name, id, options, selection and states (data-readonly, disabled, data-error). */
export function selectFromMarkup(host: HTMLElement): Record<string, unknown> {
  const select = host.querySelector("select");
  if (!select) return {};
  const label = host.querySelector(`label[for="${CSS.escape(select.id)}"]`)?.textContent?.trim();
  return {
    name: select.name,
    id: select.id,
    options: [...select.options].map((option) => ({ value: option.value, label: option.textContent?.trim() ?? option.value, disabled: option.disabled })),
    selected: [...select.selectedOptions].map((option) => option.value),
    ...(select.multiple ? { mode: "multi" } : {}),
    ...fieldStateFromMarkup(select),
    ...(label ? { label } : {}),
  };
}
