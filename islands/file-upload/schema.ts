import * as z from "zod/mini";
import { outsideLabelShape } from "../../src/ui/controlLabel.ts";
import { fileFieldSchema } from "../../src/ui/fileField/schema.ts";

/** The uploader's settings with the label and hint the island shows around it. */
export const fileUploadSchema = z.extend(fileFieldSchema, {
  label: z.string().check(z.minLength(1)),
  ...outsideLabelShape,
  hint: z.optional(z.string()),
});

export type FileUploadProps = z.infer<typeof fileUploadSchema>;
