import * as z from "zod/mini";
import { outsideLabelShape } from "../../src/ui/controlLabel.ts";
import { fieldStateShape } from "../../src/ui/fieldState.ts";
import { selectOptionSchema } from "../../src/ui/selectMarkup.ts";

export const selectListSchema = z.object({
  name: z.string().check(z.minLength(1)),
  id: z.string().check(z.minLength(1)),
  label: z.string().check(z.minLength(1)),
  ...outsideLabelShape,
  mode: z._default(z.enum(["single", "multi", "first-alternate"]), "single"),
  // Empty: a <select> without options, shown as such (QA session 40, finding 12).
  options: z.array(selectOptionSchema),
  selected: z._default(z.array(z.string()), []),
  ...fieldStateShape,
});

export type SelectListProps = z.infer<typeof selectListSchema>;
