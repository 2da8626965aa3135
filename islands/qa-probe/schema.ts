import * as z from "zod/mini";

export const qaProbeSchema = z.object({
  label: z.string(),
  /** Throw while rendering: QA checks that the error boundary restores the legacy markup. */
  crash: z._default(z.boolean(), false),
});

export type QaProbeProps = z.infer<typeof qaProbeSchema>;
