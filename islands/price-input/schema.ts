import * as z from "zod/mini";
import { outsideLabelShape } from "../../src/ui/controlLabel.ts";
import { fieldStateShape } from "../../src/ui/fieldState.ts";

export const priceInputSchema = z.object({
  name: z.string().check(z.minLength(1)),
  id: z.string().check(z.minLength(1)),
  label: z.string().check(z.minLength(1)),
  ...outsideLabelShape,
  value: z._default(z.string(), ""),
  decimal: z._default(z.string().check(z.length(1)), ","),
  thousands: z._default(z.string().check(z.length(1)), " "),
  zeroFormat: z._default(z.boolean(), true),
  required: z._default(z.boolean(), false),
  ...fieldStateShape,
});

export type PriceInputProps = z.infer<typeof priceInputSchema>;
