import * as z from "zod/mini";
import { outsideLabelShape } from "../../src/ui/controlLabel.ts";
import { fieldStateShape } from "../../src/ui/fieldState.ts";

export const textAreaSchema = z.object({
  name: z.string().check(z.minLength(1)),
  id: z.string().check(z.minLength(1)),
  label: z.string().check(z.minLength(1)),
  ...outsideLabelShape,
  value: z._default(z.string(), ""),
  rows: z._default(z.number().check(z.int(), z.positive()), 4),
  /** 0: no limit. */
  maxLength: z._default(z.number().check(z.int()), 0),
  counter: z._default(z.boolean(), true),
  /** The counter may go below zero instead of the text being cut. */
  mayExceed: z._default(z.boolean(), false),
  ...fieldStateShape,
});

export type TextAreaProps = z.infer<typeof textAreaSchema>;
