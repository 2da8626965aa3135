import * as z from "zod/mini";

export const cookieBarSchema = z.object({
  /**
   * The notice text (the legacy bar's words when not given). A host whose legacy bar has words shows that bar's own
   * markup (its links and paragraphs as printed); `text` and the policy link are shown for a host without one.
   */
  text: z.string().check(z.minLength(1)),
  /** Link to the privacy policy, if the shop has one (a host without a legacy bar). */
  policyUrl: z.optional(z.string()),
  policyLabel: z.optional(z.string()),
});

export type CookieBarProps = z.infer<typeof cookieBarSchema>;
