import * as z from "zod/mini";
import { fieldStateShape } from "../../src/ui/fieldState.ts";

export const checkboxSchema = z.object({
  name: z.string().check(z.minLength(1)),
  id: z.string().check(z.minLength(1)),
  label: z.string().check(z.minLength(1)),
  checked: z._default(z.boolean(), false),
  ...fieldStateShape,
});

export type CheckboxProps = z.infer<typeof checkboxSchema>;
