import * as z from "zod/mini";

export const loginFormSchema = z.object({
  /** Where the login form posts. */
  action: z.string().check(z.minLength(1)),
  /** Buying without registration is offered only when the page gives its address. */
  anonymousUrl: z.optional(z.string()),
  registerUrl: z.optional(z.string()),
  login: z._default(z.string(), ""),
  /** The legacy controls' ids by field name, kept on the island's controls of those names (a page's scripts and labels find them). */
  ids: z._default(z.record(z.string(), z.string()), {}),
  /** The legacy form's id: kept on the form and posted as its `__deform_form_id__` ("login" when it has none). */
  formId: z.optional(z.string()),
});

export type LoginFormProps = z.infer<typeof loginFormSchema>;
