import { readFormId } from "../../src/deform/legacyForm.ts";
import { legacyName } from "../../src/deform/fieldNaming.ts";
import { controlState, missingControlsError, namedControls } from "../../src/deform/namedControls.ts";
import { restoreInto } from "../../src/deform/restore.ts";
import { SUMMARY_LEGACY_NAMES, type SummaryField } from "../../src/domain/summary.ts";

/** The kind of control each field must be for the island to take it over; any other field is a text input. */
const KINDS: Partial<Record<SummaryField, string>> = { nationality: "select", documentType: "select", termsAccepted: "checkbox" };

const kindOf = (control: Element): string => (control instanceof HTMLSelectElement ? "select" : control instanceof HTMLInputElement && control.type === "checkbox" ? "checkbox" : "text");

/**
 * The terms of sale's address: the link in the box's own label, else beside the box (its paragraph or cell). None when
 * the shop prints none: no link is shown (a guessed address would lead nowhere on another shop; a consent's link
 * elsewhere in the form is not the terms').
 */
function termsLink(terms: HTMLInputElement): { termsUrl?: string } {
  const link = [...(terms.labels ?? []), terms.closest("p, li, td, div")].map((near) => near?.querySelector("a[href]")).find(Boolean);
  return link ? { termsUrl: link.getAttribute("href")! } : {};
}

/**
 * Reads the legacy summary form (server-rendered, posts without the script) into summary props: each field under the
 * form's naming, with its value, id and state. A form that lacks one of the summary's controls, or has it as another
 * kind (a text nationality), is not taken over: it stays and works without the script (namedControls.ts).
 */
export function readSummaryMarkup(host: HTMLElement): Record<string, unknown> {
  const form = host.querySelector("form");
  if (!form) return { action: location.pathname, voucher: host.dataset.voucher ?? "" }; // refused by the schema, naming what it lacks
  const { naming, names, controls, missing } = namedControls(form, SUMMARY_LEGACY_NAMES);
  const fields = Object.keys(SUMMARY_LEGACY_NAMES) as SummaryField[];
  const wrong = fields.filter((field) => controls[field] && kindOf(controls[field]) !== (KINDS[field] ?? "text"));
  if (missing.length || wrong.length) {
    throw missingControlsError([...missing, ...wrong].map((field) => ({ field, name: names[field], kind: KINDS[field] })));
  }
  const retype = restoreInto(form); // values saved before a reload (restore cookie, src/deform/restore.ts)
  const control = (field: SummaryField) => controls[field]!;
  const options = (field: "nationality" | "documentType") => [...(control(field) as HTMLSelectElement).options].map((o) => ({ value: o.value, label: o.text }));
  const terms = control("termsAccepted") as HTMLInputElement;
  // The order token, under the form's naming as its fields are, else by its own name.
  const tokenName = [legacyName(naming, "order_token"), "order_token"].find((name) => form.elements.namedItem(name)) ?? "order_token";
  const token = form.elements.namedItem(tokenName);
  return {
    action: form.getAttribute("action") ?? location.pathname,
    ...readFormId(form),
    names: { ...names, orderToken: tokenName },
    ids: Object.fromEntries(fields.flatMap((field) => (control(field).id ? [[field, control(field).id]] : []))),
    controls: Object.fromEntries(fields.map((field) => [field, controlState(control(field))])),
    // What the box posts when ticked: its own value ("on" when it has none, as the browser posts it).
    termsValue: terms.getAttribute("value") ?? "on",
    voucher: host.dataset.voucher ?? "",
    retype,
    orderToken: token instanceof HTMLInputElement ? token.value : "",
    nationalities: options("nationality"),
    documentTypes: options("documentType"),
    ...termsLink(terms),
    values: {
      email: control("email").value,
      emailConfirm: control("emailConfirm").value,
      nationality: control("nationality").value,
      pesel: control("pesel").value,
      documentType: control("documentType").value,
      documentNumber: control("documentNumber").value,
      termsAccepted: terms.checked,
    },
  };
}
