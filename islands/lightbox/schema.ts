import * as z from "zod/mini";

const lightboxItemSchema = z.object({
  /** The media's address: the legacy link's href (it opens the media without the script). */
  href: z.string().check(z.minLength(1)),
  /** The link's `type` attribute, when it has one (e.g. video/mp4). */
  type: z._default(z.string(), ""),
  /** The caption: the link's title, else its thumbnail's alt, else its text. */
  caption: z._default(z.string(), ""),
  /** The thumbnail shown in the page (the link's <img>), kept as it was. */
  thumb: z.optional(z.string()),
  thumbAlt: z._default(z.string(), ""),
  /** The link's own text when it has no thumbnail. */
  text: z._default(z.string(), ""),
});

export const lightboxSchema = z.object({
  /** The viewer's accessible name (e.g. 'Zdjęcia ze stadionu'). */
  label: z.string().check(z.minLength(1)),
  items: z.array(lightboxItemSchema).check(z.minLength(1)),
});

export type LightboxItem = z.infer<typeof lightboxItemSchema>;
export type LightboxProps = z.infer<typeof lightboxSchema>;
