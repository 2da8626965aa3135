import * as z from "zod/mini";
import { outsideLabelShape } from "../../src/ui/controlLabel.ts";
import { fieldStateShape } from "../../src/ui/fieldState.ts";
import { selectOptionSchema } from "../../src/ui/selectMarkup.ts";

export const comboBoxSchema = z.object({
  name: z.string().check(z.minLength(1)),
  id: z.string().check(z.minLength(1)),
  label: z.string().check(z.minLength(1)),
  ...outsideLabelShape,
  // Empty: a <select> without options, shown as such (QA session 40, finding 12).
  options: z.array(selectOptionSchema),
  selected: z._default(z.array(z.string()), []),
  ...fieldStateShape,
});

export type ComboBoxProps = z.infer<typeof comboBoxSchema>;

export type ComboOption = ComboBoxProps["options"][number];
