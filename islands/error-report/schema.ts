import * as z from "zod/mini";

export const errorReportSchema = z.object({
  /** Where the report goes (the legacy form's action). */
  action: z.string().check(z.minLength(1)),
  label: z.optional(z.string()),
  /** The names the report's words and e-mail are sent under: the legacy form's fields' (a PHP form's `report[message]`). */
  messageName: z._default(z.string().check(z.minLength(1)), "message"),
  emailName: z._default(z.string().check(z.minLength(1)), "email"),
  /** The legacy form's hidden fields (a CSRF token, the page's id…), sent with the report as the form sent them. */
  formFields: z._default(z.record(z.string(), z.string()), {}),
});

export type ErrorReportProps = z.infer<typeof errorReportSchema>;

/** What the fixture server (and the legacy endpoint) answers. */
export const errorReportResponse = z.lazy(() => z.object({ ok: z.boolean(), message: z.optional(z.string()) }));
