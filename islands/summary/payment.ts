/**
 * 'Go to payment' as one sequence: confirm a pending voucher first, then post the summary; on success report
 * checkout and purchase to analytics and hand back the next page. Never throws (dejax never does).
 */
import { checkoutEvent, purchaseEvent, type TicketLine } from "../../src/domain/analytics.ts";
import type { SummaryErrors, SummaryValues } from "../../src/domain/summary.ts";
import { request, type RequestError } from "../../src/dejax/client.ts";
import { pushAnalytics } from "../seat-panel/dataLayer.ts";
import { summaryResponse, voucherResponse } from "./schema.ts";

export const VOUCHER_URL = "/ajax/Sales/confirmVoucher/";

export type PaymentOutcome =
  | { kind: "next"; url: string }
  | { kind: "invalid"; errors: SummaryErrors }
  | { kind: "failed"; error: RequestError; voucherConfirmed: boolean };

/** The legacy field names the summary post carries. */
function legacyFields(values: SummaryValues): Record<string, string> {
  return {
    email: values.email,
    email_confirm: values.emailConfirm,
    nationality: values.nationality,
    pesel: values.pesel,
    id_document_type: values.documentType,
    document_number: values.documentNumber,
    terms: values.termsAccepted ? "1" : "",
  };
}

export async function goToPayment(options: { action: string; voucher: string; values: SummaryValues; lines: readonly TicketLine[] }): Promise<PaymentOutcome> {
  let voucherConfirmed = false;
  if (options.voucher) {
    const confirmed = await request({ url: VOUCHER_URL, mode: "queue", data: { code: options.voucher }, schema: voucherResponse });
    if (!confirmed.ok) return { kind: "failed", error: confirmed.error, voucherConfirmed };
    voucherConfirmed = true;
  }
  const answer = await request({ url: options.action, mode: "queue", data: legacyFields(options.values), schema: summaryResponse });
  if (!answer.ok) return { kind: "failed", error: answer.error, voucherConfirmed };
  if (!answer.data.ok) return { kind: "invalid", errors: answer.data.errors };
  pushAnalytics(checkoutEvent(2, "Podsumowanie", options.lines));
  pushAnalytics(purchaseEvent(answer.data.transaction.id, options.lines));
  return { kind: "next", url: answer.data.next };
}
