/**
 * Summary step rules (legacy spec §4 Summary, §5 PESEL and Summary): which fields are required for the
 * buyer's nationality, and the messages for a submitted form. Messages are Polish source texts for t().
 */
import { isValidPesel, nationalityGroup } from "./pesel.ts";

export type SummaryValues = {
  email: string;
  emailConfirm: string;
  /** Country code; 'pl' selects the Polish rule set, anything else the 'other' set. */
  nationality: string;
  pesel: string;
  documentType: string;
  documentNumber: string;
  termsAccepted: boolean;
};

export type SummaryField = keyof SummaryValues;
export type SummaryErrors = Partial<Record<SummaryField, string>>;

/** The summary's own fields, in form order. */
export const SUMMARY_FIELDS: readonly SummaryField[] = ["email", "emailConfirm", "nationality", "pesel", "documentType", "documentNumber", "termsAccepted"];

/** The summary's fields by the bare names the legacy form gives them (a form may name them otherwise: "buyer[email]"). */
export const SUMMARY_LEGACY_NAMES: Readonly<Record<SummaryField, string>> = {
  email: "email",
  emailConfirm: "email_confirm",
  nationality: "nationality",
  pesel: "pesel",
  documentType: "id_document_type",
  documentNumber: "document_number",
  termsAccepted: "terms",
};

/**
 * The server's field errors: the summary's own, and those of the legacy form's other controls, by their names (the
 * shop may add a consent its server checks; spec §7 posts it, and only the server judges it).
 */
export function splitServerErrors(
  errors: Readonly<Record<string, string>>,
  names: Readonly<Partial<Record<string, string>>> = {},
): { own: SummaryErrors; others: Record<string, string> } {
  const own: SummaryErrors = {};
  const others: Record<string, string> = {};
  // A summary field by its own key, or by the legacy name its form gives it ("buyer[email]"; spec §7).
  const fieldOf = (name: string): SummaryField | undefined => SUMMARY_FIELDS.find((field) => field === name || names[field] === name);
  for (const [name, message] of Object.entries(errors)) {
    const field = fieldOf(name);
    if (field) own[field] = message;
    else others[name] = message;
  }
  return { own, others };
}

export const REQUIRED = "Wypełnij to pole!";
export const INVALID_PESEL = "Niepoprawny numer PESEL";
export const TERMS = "Należy zaakceptować regulamin sprzedaży.";
export const EMAIL_INVALID = "Podaj poprawny adres e-mail.";
export const EMAIL_MISMATCH = "Adresy e-mail muszą być takie same.";

/** 'pl': PESEL required, document optional; any other nationality: the reverse. */
export function requiredIdentity(nationality: string): { pesel: boolean; documentType: boolean; documentNumber: boolean } {
  const polish = nationalityGroup(nationality) === "pl";
  return { pesel: polish, documentType: !polish, documentNumber: !polish };
}

// Deliberately loose: the server has the last word; this only catches typos before the round trip.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Errors keyed by field; an empty object means the form may go to payment.
 * `controls`: the legacy controls' own state (QA session 40, #9): a disabled field is neither judged nor posted, and
 * a control marked `required` is required whatever the nationality, as without the script.
 */
export function validateSummary(values: SummaryValues, controls: Readonly<Partial<Record<string, { disabled?: boolean; required?: boolean }>>> = {}): SummaryErrors {
  const errors = judgeSummary(values);
  for (const field of SUMMARY_FIELDS) {
    const state = controls[field];
    if (state?.disabled) delete errors[field];
    else if (state?.required && !errors[field] && (field === "termsAccepted" ? !values.termsAccepted : !String(values[field]).trim())) errors[field] = field === "termsAccepted" ? TERMS : REQUIRED;
  }
  return errors;
}

function judgeSummary(values: SummaryValues): SummaryErrors {
  const errors: SummaryErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = REQUIRED;
  else if (!EMAIL.test(email)) errors.email = EMAIL_INVALID;

  const confirm = values.emailConfirm.trim();
  if (!confirm) errors.emailConfirm = REQUIRED;
  else if (email && confirm.toLowerCase() !== email.toLowerCase()) errors.emailConfirm = EMAIL_MISMATCH;

  if (!values.nationality.trim()) errors.nationality = REQUIRED;

  const required = requiredIdentity(values.nationality);
  const pesel = values.pesel.trim();
  // The summary always has a separate document-number field, so a given PESEL is always checked (spec §5).
  if (pesel && !isValidPesel(pesel)) errors.pesel = INVALID_PESEL;
  else if (!pesel && required.pesel) errors.pesel = REQUIRED;

  if (required.documentType && !values.documentType.trim()) errors.documentType = REQUIRED;
  if (required.documentNumber && !values.documentNumber.trim()) errors.documentNumber = REQUIRED;

  if (!values.termsAccepted) errors.termsAccepted = TERMS;
  return errors;
}
