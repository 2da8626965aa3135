/**
 * 'Go to payment' as one sequence: confirm a pending voucher first, then post the summary with its order token;
 * a deliberate difference from spec §4, where the click that confirmed a voucher went no further and the buyer had
 * to find the button again: one press does both, still once (SummaryForm.test.tsx "acts once", purchase.spec.ts
 * "'go to payment' acts once");
 * on success report checkout and purchase to analytics and hand back the next page. Never throws (dejax never
 * does). The server places one order per token, so re-sending (`retry`) or asking (`checkOrder`) is always safe.
 */
import { checkoutEvent, purchaseEvent, type TicketLine } from "../../src/domain/analytics.ts";
import { splitServerErrors, SUMMARY_FIELDS, SUMMARY_LEGACY_NAMES, type SummaryErrors, type SummaryField, type SummaryValues } from "../../src/domain/summary.ts";
import { request, type RequestError } from "../../src/dejax/client.ts";
import { pushAnalytics } from "../../src/ui/cart/dataLayer.ts";
import { orderStatusResponse, summaryResponse, voucherResponse } from "./schema.ts";

const VOUCHER_URL = "/ajax/Sales/confirmVoucher/";
const ORDER_STATUS_URL = "/ajax/Sales/orderStatus/";

export type PaymentOutcome =
  | { kind: "next"; url: string }
  /** `others`: the errors of the legacy form's other controls, by name. */
  | { kind: "invalid"; errors: SummaryErrors; others: Record<string, string> }
  | { kind: "failed"; error: RequestError; voucherConfirmed: boolean; stage: "voucher" | "order" };

export type PaymentOptions = {
  action: string;
  voucher: string;
  orderToken: string;
  values: SummaryValues;
  lines: readonly TicketLine[];
  /** Everything else the form posts by name (spec §7: the legacy form's own extra fields, its `__deform_form_id__`). */
  form?: Readonly<Record<string, string | string[]>>;
  /** The legacy names of the summary's fields and of the order token (`orderToken`); the bare names by default. */
  names?: Readonly<Partial<Record<SummaryField | "orderToken", string>>>;
  /** What the ticked terms box posts: the legacy box's own value ("1" by default). */
  termsValue?: string;
  /** Fields whose legacy control is disabled: not posted, as without the script. */
  disabled?: readonly SummaryField[];
};

/** The summary post's own fields, under the legacy names the form gave them (spec §7). */
function legacyFields({ values, orderToken, names = {}, termsValue = "1", disabled = [] }: PaymentOptions): Record<string, string> {
  const name = (field: SummaryField | "orderToken") => names[field] ?? (field === "orderToken" ? "order_token" : SUMMARY_LEGACY_NAMES[field]);
  const posted: Record<string, string> = { [name("orderToken")]: orderToken };
  for (const field of SUMMARY_FIELDS) {
    if (disabled.includes(field)) continue;
    const value = values[field];
    // The box's own value when ticked, as the legacy box posted it (QA s40 #13: "yes" went as "1").
    posted[name(field)] = typeof value === "boolean" ? (value ? termsValue : "") : value;
  }
  return posted;
}

/** The orders this page reported to analytics. */
const reported = new Set<string>();

/**
 * An order placed: reported once a page. The summary brought back from the back-forward cache after paying takes a
 * press again and gets the same order back from the server (docs/bad-day.md, session 45): not a second purchase.
 */
function placed(id: string, next: string, lines: readonly TicketLine[]): PaymentOutcome {
  if (!reported.has(id)) {
    reported.add(id);
    pushAnalytics(checkoutEvent(2, "Podsumowanie", lines));
    pushAnalytics(purchaseEvent(id, lines));
  }
  return { kind: "next", url: next };
}

/**
 * `retry`: a cancel-mode post that replaces one still hanging on the connection (same token: the server
 * answers with the order the first one placed, if it did).
 */
export async function goToPayment(options: PaymentOptions, retry = false): Promise<PaymentOutcome> {
  let voucherConfirmed = false;
  // A retry skips the voucher step: the first attempt got past it, or the order post confirms it anyway.
  if (options.voucher && !retry) {
    const confirmed = await request({ url: VOUCHER_URL, mode: "queue", data: { code: options.voucher }, schema: voucherResponse });
    if (!confirmed.ok) return { kind: "failed", error: confirmed.error, voucherConfirmed, stage: "voucher" };
    voucherConfirmed = true;
  }
  const answer = await request({ url: options.action, mode: retry ? "cancel" : "queue", data: { ...options.form, ...legacyFields(options) }, schema: summaryResponse });
  if (!answer.ok) return { kind: "failed", error: answer.error, voucherConfirmed, stage: "order" };
  if (!answer.data.ok) {
    const { own, others } = splitServerErrors(answer.data.errors, options.names);
    return { kind: "invalid", errors: own, others };
  }
  return placed(answer.data.transaction.id, answer.data.next, options.lines);
}

/** Asks whether the order of this token was placed (free mode: beside a post still hanging). */
export async function checkOrder(options: PaymentOptions): Promise<PaymentOutcome | { kind: "not-placed" }> {
  const answer = await request({ url: ORDER_STATUS_URL, mode: "free", data: { order_token: options.orderToken }, schema: orderStatusResponse });
  if (!answer.ok) return { kind: "failed", error: answer.error, voucherConfirmed: false, stage: "order" };
  if (!answer.data.ok) return { kind: "not-placed" };
  return placed(answer.data.transaction.id, answer.data.next, options.lines);
}

/**
 * Why a press did not reach payment, and whether pressing again can help:
 * - "voucher-refused": the server knows no such voucher (404). Pressing again would be refused again: the
 *   voucher is dropped and the buyer goes on without it.
 * - "cart-changed": the cart changed since this summary was shown (409: another tab, or emptied). This page's
 *   order token can never place an order: the current summary must be loaded.
 * - "retry": anything else (network, server error, time-out): the same press may succeed later.
 */
export function failureKind(outcome: Extract<PaymentOutcome, { kind: "failed" }>): "voucher-refused" | "cart-changed" | "retry" {
  if (outcome.error.kind !== "http") return "retry";
  if (outcome.stage === "voucher" && outcome.error.status === 404) return "voucher-refused";
  if (outcome.stage === "order" && outcome.error.status === 409) return "cart-changed";
  return "retry";
}
