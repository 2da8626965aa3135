import * as z from "zod/mini";
import { outsideLabelShape } from "../../src/ui/controlLabel.ts";
import { fieldStateShape } from "../../src/ui/fieldState.ts";

export const passwordFieldSchema = z.object({
  name: z.string().check(z.minLength(1)),
  id: z.string().check(z.minLength(1)),
  label: z.string().check(z.minLength(1)),
  ...outsideLabelShape,
  /** What the buyer typed before the script ran (kept). */
  value: z._default(z.string(), ""),
  /** §9: the generator's length is the caller's. */
  length: z._default(z.number().check(z.int(), z.minimum(4), z.maximum(128)), 12),
  autocomplete: z._default(z.string(), "new-password"),
  required: z._default(z.boolean(), false),
  ...fieldStateShape,
});

export type PasswordFieldProps = z.infer<typeof passwordFieldSchema>;
