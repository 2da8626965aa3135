import * as z from "zod/mini";

export const cookieBarSchema = z.object({
  /** The notice text (read from the legacy bar when not given). */
  text: z.string().check(z.minLength(1)),
  /** Link to the privacy policy, if the shop has one. */
  policyUrl: z.optional(z.string()),
  policyLabel: z.optional(z.string()),
});

export type CookieBarProps = z.infer<typeof cookieBarSchema>;
