import * as z from "zod/mini";
import { outsideLabelShape } from "../../src/ui/controlLabel.ts";
import { fieldStateShape } from "../../src/ui/fieldState.ts";

export const checkboxSchema = z.object({
  name: z.string().check(z.minLength(1)),
  id: z.string().check(z.minLength(1)),
  label: z.string().check(z.minLength(1)),
  ...outsideLabelShape,
  checked: z._default(z.boolean(), false),
  /** What a ticked box posts: the legacy box's `value` ("1" in the 0/1 pair; a lone box may say "tak"). */
  value: z._default(z.string(), "1"),
  /**
   * What an unticked (or disabled) box posts: the value of the hidden field of the PHP 0/1 pair before it, "0". Null
   * for a lone box without that pair: unticked or disabled, it posts nothing, as it did without the script.
   */
  uncheckedValue: z._default(z.nullable(z.string()), "0"),
  ...fieldStateShape,
});

export type CheckboxProps = z.infer<typeof checkboxSchema>;
