import * as z from "zod/mini";
import { fieldStateShape } from "../../src/ui/fieldState.ts";

export const starBoxSchema = z.object({
  name: z.string().check(z.minLength(1)),
  label: z.string().check(z.minLength(1)),
  count: z._default(z.number().check(z.int(), z.positive(), z.lte(20)), 5),
  /** 0: no rating yet. */
  value: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  ...fieldStateShape,
});

export type StarBoxProps = z.infer<typeof starBoxSchema>;
