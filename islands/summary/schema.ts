import * as z from "zod/mini";
import { controlStateSchema } from "../../src/deform/namedControls.ts";
import { webAddress } from "../../src/runtime/addressSchema.ts";

const option = z.object({ value: z.string(), label: z.string() });

const line = z.object({ name: z.string(), id: z.string(), price: z.number(), eventName: z.string(), serieName: z.string() });

export const summarySchema = z.object({
  /** Where the form posts (the summary step's own URL). */
  action: z.string(),
  /** Code of a voucher waiting for confirmation, or "" when none is pending. */
  voucher: z.string(),
  /** Labels of the fields filled before a reload that the restore cookie never keeps (PESEL, document number): typed again. */
  retype: z._default(z.array(z.string()), []),
  /** The order token the server put in the page: every submit of this summary carries it (one order per token). */
  orderToken: z.string(),
  /** Cart tickets, for the checkout and purchase analytics events. */
  lines: z.array(line),
  nationalities: z.array(option).check(z.minLength(1)),
  documentTypes: z.array(option),
  /** The terms of sale's address, linked beside the box; none printed, no link. */
  termsUrl: z.optional(z.string()),
  /** The legacy form's id: kept on the form and posted as its `__deform_form_id__`. */
  formId: z.optional(z.string()),
  /** The legacy controls' ids by the summary's field (email, emailConfirm, …, termsAccepted), kept on its controls (a page's scripts and labels find them). */
  ids: z._default(z.record(z.string(), z.string()), {}),
  /**
   * The legacy controls' names by the summary's field, and the order token's (`orderToken`): the post carries them
   * as the legacy form posted them ("email", or "buyer[email]" …; spec §7). Bare names by default.
   */
  names: z._default(z.record(z.string(), z.string()), {}),
  /** The legacy controls' read-only, disabled, maxlength and required by the summary's field, kept on its controls. */
  controls: z._default(z.record(z.string(), controlStateSchema), {}),
  /** What the ticked terms box posts: the legacy box's own value. */
  termsValue: z._default(z.string(), "1"),
  values: z.object({
    email: z.string(),
    emailConfirm: z.string(),
    nationality: z.string(),
    pesel: z.string(),
    documentType: z.string(),
    documentNumber: z.string(),
    termsAccepted: z.boolean(),
  }),
});

export type SummaryProps = z.infer<typeof summarySchema>;

// Answers' schemas are built on the first answer, not at page load (issue 14: start-up pays zod per schema built).
/** A placed order: the next page and the transaction for analytics; both answers below may carry it. */
const placedOrder = () => z.object({ ok: z.literal(true), next: webAddress(), transaction: z.object({ id: z.string(), revenue: z.string() }) });

/** The summary post's answer: the next page and the placed order, or the server's field errors. */
export const summaryResponse = z.lazy(() =>
  z.union([
    placedOrder(),
    // Keyed by the summary's fields and by the names of the legacy form's other controls (splitServerErrors).
    z.object({ ok: z.literal(false), errors: z.record(z.string(), z.string()) }),
  ]),
);

/** Answer of `/ajax/Sales/orderStatus/`: the order of this token, if it was placed. */
export const orderStatusResponse = z.lazy(() =>
  z.union([
    placedOrder(),
    z.object({ ok: z.literal(false), placed: z.literal(false) }),
  ]),
);

export const voucherResponse = z.lazy(() => z.object({ ok: z.literal(true) }));
