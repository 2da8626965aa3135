import * as z from "zod/mini";
import { controlStateSchema } from "../../src/deform/namedControls.ts";

export const loginFormSchema = z.object({
  /** Where the login form posts. */
  action: z.string().check(z.minLength(1)),
  /** Buying without registration is offered only when the page gives its address. */
  anonymousUrl: z.optional(z.string()),
  registerUrl: z.optional(z.string()),
  login: z._default(z.string(), ""),
  /** The legacy controls' names ("login", "client[login]"): rendered and posted as the form posted them (spec §7). */
  names: z._default(z.object({ login: z.string(), password: z.string() }), { login: "login", password: "password" }),
  /** The legacy controls' ids by field (login, password), kept on the island's controls (a page's scripts and labels find them). */
  ids: z._default(z.record(z.string(), z.string()), {}),
  /** The legacy controls' read-only, disabled, maxlength and required, kept on the island's controls. */
  controls: z._default(z.object({ login: controlStateSchema, password: controlStateSchema }), { login: {}, password: {} }),
  /** The legacy form's id: kept on the form and posted as its `__deform_form_id__` ("login" when it has none). */
  formId: z.optional(z.string()),
});

export type LoginFormProps = z.infer<typeof loginFormSchema>;
