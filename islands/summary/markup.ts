import { legacyControlIds, readFormId } from "../../src/deform/legacyForm.ts";
import { restoreInto } from "../../src/deform/restore.ts";

/** Reads the legacy summary form (server-rendered, posts without the script) into summary props. */
export function readSummaryMarkup(host: HTMLElement): Record<string, unknown> {
  const form = host.querySelector("form");
  const retype = form ? restoreInto(form) : []; // values saved before a reload (restore cookie, src/deform/restore.ts)
  const control = (name: string) => form?.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
  const value = (name: string) => control(name)?.value ?? "";
  const options = (name: string) => {
    const select = control(name);
    return select instanceof HTMLSelectElement ? [...select.options].map((o) => ({ value: o.value, label: o.text })) : [];
  };
  const terms = control("terms");
  const legacyIds = legacyControlIds(form);
  // The summary's fields by their legacy names.
  const names = { email: "email", emailConfirm: "email_confirm", nationality: "nationality", pesel: "pesel", documentType: "id_document_type", documentNumber: "document_number", termsAccepted: "terms" };
  const ids = Object.fromEntries(Object.entries(names).flatMap(([field, name]) => (legacyIds[name] ? [[field, legacyIds[name]]] : [])));
  return {
    action: form?.getAttribute("action") ?? location.pathname,
    ...readFormId(form),
    ids,
    voucher: host.dataset.voucher ?? "",
    retype,
    orderToken: value("order_token"),
    nationalities: options("nationality"),
    documentTypes: options("id_document_type"),
    termsUrl: form?.querySelector<HTMLAnchorElement>("label a[href]")?.getAttribute("href") ?? "/regulamin.html",
    values: {
      email: value("email"),
      emailConfirm: value("email_confirm"),
      nationality: value("nationality"),
      pesel: value("pesel"),
      documentType: value("id_document_type"),
      documentNumber: value("document_number"),
      termsAccepted: terms instanceof HTMLInputElement && terms.checked,
    },
  };
}
