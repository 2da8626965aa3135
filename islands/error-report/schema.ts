import * as z from "zod/mini";

export const errorReportSchema = z.object({
  /** Where the report goes (the legacy form's action). */
  action: z.string().check(z.minLength(1)),
  label: z.optional(z.string()),
});

export type ErrorReportProps = z.infer<typeof errorReportSchema>;

/** What the fixture server (and the legacy endpoint) answers. */
export const errorReportResponse = z.lazy(() => z.object({ ok: z.boolean(), message: z.optional(z.string()) }));
