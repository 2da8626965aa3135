import * as z from "zod/mini";
import { webAddress } from "../../src/runtime/addressSchema.ts";

export const quickAddSchema = z.object({
  /** The quick-add form's address (the legacy link's href: without the script it opens in a new tab). */
  url: webAddress().check(z.minLength(1)),
  /** The link's text, e.g. 'Dodaj organizatora'; also the in-page dialog's name. */
  label: z.string().check(z.minLength(1)),
  /** The id of the <select> (or combo box host) the new record is added to. */
  target: z.string().check(z.minLength(1)),
  /** §3: the popup form's field whose value is shown for the new option. */
  valueField: z._default(z.string().check(z.minLength(1)), "nazwa"),
  width: z._default(z.number().check(z.int(), z.positive()), 560),
  height: z._default(z.number().check(z.int(), z.positive()), 520),
  align: z._default(z.enum(["center", "left", "right", "top", "bottom"]), "center"),
});

export type QuickAddProps = z.infer<typeof quickAddSchema>;
