import * as z from "zod/mini";
import { dateSettingsSchema, legacyInputSchema, withPreset } from "../../src/ui/dateField/schema.ts";

/** The island's props: the field's settings (a preset's defaults under them) and the legacy input it replaces. */
export const dateInputSchema = z.lazy(() => z.pipe(z.transform(withPreset), z.extend(dateSettingsSchema, { input: legacyInputSchema })));

export type DateInputProps = z.infer<typeof dateInputSchema>;
