import * as z from "zod/mini";

export const legacyFormSchema = z.object({
  /** Send by AJAX (the legacy default); false posts or gets the form natively after the checks. */
  ajax: z._default(z.boolean(), true),
  /** 'none' never shows the error box (legacy error_position). */
  errorPosition: z._default(z.enum(["box", "none"]), "box"),
  /** Pixels above the first invalid field once it is scrolled into view (legacy validator: 20). */
  scrollOffset: z._default(z.number(), 20),
});

export type LegacyFormProps = z.infer<typeof legacyFormSchema>;
