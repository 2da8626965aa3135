import * as z from "zod/mini";

export const settingsOverlaySchema = z.object({
  /** The legacy link's href: where the box's HTML fragment comes from (and where the link goes without the script). */
  href: z.string().check(z.minLength(1)),
  label: z.string().check(z.minLength(1)),
  /** The box's title (default: the link's text). */
  title: z.optional(z.string()),
  /** Optional JSON the legacy link carried in data-json, sent as the request's `json` field. */
  json: z.optional(z.unknown()),
});

export type SettingsOverlayProps = z.infer<typeof settingsOverlaySchema>;
