import * as z from "zod/mini";

/** What the legacy form says of its message or e-mail field: its label, whether it must be filled, its length limit. */
const field = z.object({
  label: z.optional(z.string()),
  required: z._default(z.boolean(), false),
  maxLength: z.optional(z.number().check(z.int(), z.positive())),
});

export const errorReportSchema = z.object({
  /** Where the report goes (the legacy form's action; the page's address where the form prints none). */
  action: z.string().check(z.minLength(1)),
  /**
   * The legacy form is sent by the browser, not by AJAX: "post" for a form without `action` (it posts to its own page,
   * which answers with HTML), "get" for method="get" or none (its fields in the action's address). The island's form is then
   * sent the same way, to the same address, with the same fields (session 45; docs/kit.md).
   */
  native: z.optional(z.enum(["get", "post"])),
  /**
   * The legacy form prints no action: the browser sends it to the page's address at the moment of the send, which the
   * page's script may have changed after load (history.replaceState). The island's form prints none either (session 46).
   */
  ownAddress: z._default(z.boolean(), false),
  /** The legacy form's send button's name and the value the browser posts for it (`<button name="send" value="1">`). */
  button: z.optional(z.object({ name: z.string().check(z.minLength(1)), value: z.string() })),
  label: z.optional(z.string()),
  /** The names the report's words and e-mail are sent under: the legacy form's fields' (a PHP form's `report[message]`). */
  messageName: z._default(z.string().check(z.minLength(1)), "message"),
  emailName: z._default(z.string().check(z.minLength(1)), "email"),
  /**
   * The legacy form's message field (markup.ts). The default is the island's own, for a host that prints no form
   * (props only): required, 2000 characters.
   */
  message: z._default(field, { required: true, maxLength: 2000 }),
  /** The legacy form's e-mail field; null: the form asks none, and the box shows none (QA session 42). */
  email: z._default(z.nullable(field), { required: false }),
  /** The legacy form has fields or notes of its own besides the message, e-mail and hidden fields: kept in the box. */
  keeps: z._default(z.boolean(), false),
  /**
   * The legacy form prints its other fields (a subject, a category) before its message field (and before an e-mail
   * field printed first): so does the box.
   */
  othersFirst: z._default(z.boolean(), false),
  /** The legacy form prints its e-mail field before its message field: so does the box (session 45). */
  emailFirst: z._default(z.boolean(), false),
  /**
   * What the buyer did in the shop's box before the script ran (session 44): opened it (`<details open>`), and the
   * words and e-mail typed into its fields. The island starts so, and an older draft fills only what is empty.
   */
  open: z._default(z.boolean(), false),
  typed: z._default(z.object({ message: z.string(), email: z.string() }), { message: "", email: "" }),
  /** The legacy form's hidden fields (a CSRF token, the page's id…), sent with the report as the form sent them. */
  formFields: z._default(z.record(z.string(), z.string()), {}),
});

export type ErrorReportProps = z.infer<typeof errorReportSchema>;

/** What the fixture server (and the legacy endpoint) answers. */
export const errorReportResponse = z.lazy(() => z.object({ ok: z.boolean(), message: z.optional(z.string()) }));
