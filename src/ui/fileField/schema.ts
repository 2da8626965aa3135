import * as z from "zod/mini";

/** The legacy uploader's settings (spec §5, §9), read from the legacy file input's attributes. */
export const fileFieldSchema = z.object({
  /** The form field that carries the stored files' ids (the legacy input's name). */
  name: z.string().check(z.minLength(1)),
  id: z.string().check(z.minLength(1)),
  /** The upload address; `Trybuna.get(host).setUploadUrl()` changes it later. */
  uploadUrl: z.string().check(z.minLength(1)),
  /** Kilobytes (× 1024); 0: no limit. */
  maxSizeKb: z._default(z.number().check(z.nonnegative()), 0),
  maxFiles: z._default(z.number().check(z.int(), z.positive()), 1),
  multiple: z._default(z.boolean(), false),
  accept: z._default(z.string(), ""),
  /** The shop's own "file too large" message (legacy: configured); else Trybuna's. */
  sizeMessage: z.optional(z.string()),
});

export type FileFieldSettings = z.infer<typeof fileFieldSchema>;
