import { hiddenFields } from "../../src/ui/hiddenFields.ts";
import { labelTextOf } from "../../src/ui/dateField/labelText.ts";

type Control = HTMLInputElement | HTMLTextAreaElement;

/** What the legacy form prints on its message or e-mail field: its label's words, `required`, `maxlength`. */
function fieldOf(control: Control): Record<string, unknown> {
  const label = labelTextOf(control as HTMLInputElement);
  return { ...(label ? { label } : {}), required: control.required, ...(control.maxLength > 0 ? { maxLength: control.maxLength } : {}) };
}

/**
 * The legacy report box (`<details><summary>Zgłoś błąd</summary><form action="…" method="post">…</form></details>`):
 * where its form posts, the summary's words, and what the form asks and posts besides the words typed (QA sessions 42
 * and 43): the names of its message and e-mail fields (a PHP form's `report[message]`), what each says (label,
 * `required`, `maxlength`), whether it has an e-mail field at all, and its hidden fields (a CSRF token, the page's id).
 * The island asks and sends the report as the form did without the script; the form's other fields (a subject, a
 * category) are moved into the island's box as the shop printed them (ErrorReport.tsx).
 */
export function readErrorReportMarkup(host: HTMLElement): Record<string, unknown> {
  const form = host.querySelector("form");
  const label = host.querySelector("summary")?.textContent?.trim();
  if (!form) return label ? { label } : {};
  // A form without `action` goes to its own page, which answers with the page (no JSON for the island), and one with
  // method="get" (or none) leaves with the fields in the address: the island sends those as the browser does, by the
  // same method, with the same fields (`native`; session 45). Where the form prints no action, the browser sends it to
  // the document's address at the moment of the send, which the page's script may have changed since load (history;
  // session 46): so does the island's (`ownAddress`); `form.action`, the address at load, stays its `action`.
  const printed = form.getAttribute("action");
  const native = form.method === "get" ? "get" : !printed ? "post" : undefined;
  const button = sendButtonOf(form);
  const read: Record<string, unknown> = {
    action: printed || form.action,
    ...(native ? { native } : {}),
    ...(native && !printed ? { ownAddress: true } : {}),
    ...(button ? { button } : {}),
    ...(label ? { label } : {}),
  };
  const message = form.querySelector<HTMLTextAreaElement>("textarea[name]");
  // An e-mail field, else a text field named for one (older markup: <input type="text" name="report[mail]">).
  const email = form.querySelector<HTMLInputElement>("input[type=email][name]") ?? form.querySelector<HTMLInputElement>("input[name*=mail i]:not([type=hidden])");
  // A field of the form's own (neither the message, nor the e-mail, nor hidden), or a note (a part with words and no
  // field), kept in the box (ErrorReport.tsx); before the message when the form prints its first field before it.
  const other = [...form.querySelectorAll<Control | HTMLSelectElement>("input[name]:not([type=hidden], [type=submit], [type=button]), select[name], textarea[name]")].find((control) => control !== message && control !== email);
  const note = [...form.children].some((child) => !child.matches("label, button") && !child.querySelector("input, select, textarea, button") && child.textContent?.trim());
  const before = (a: Element, b: Element): boolean => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  // An e-mail field printed before the message stays before it in the box (session 45); the other fields come first
  // when printed before both.
  const emailFirst = !!email && !!message && before(email, message);
  const othersFirst = !!other && !!message && before(other, emailFirst && email ? email : message);
  // Opened and typed in before the script ran: the island starts open with those words (nothing typed is lost).
  const typed = { message: message?.value ?? "", email: email?.value ?? "" };
  return {
    ...read,
    ...(host.querySelector("details")?.open ? { open: true } : {}),
    ...(typed.message || typed.email ? { typed } : {}),
    ...(message ? { messageName: message.name, message: fieldOf(message) } : {}),
    ...(other || note ? { keeps: true } : {}),
    ...(othersFirst ? { othersFirst } : {}),
    ...(emailFirst ? { emailFirst } : {}),
    ...(email ? { emailName: email.name, email: fieldOf(email) } : { email: null }),
    formFields: hiddenFields(form),
  };
}

/**
 * The form's send button as the browser posts it (session 46): the first submit button (the one Enter presses), when
 * it has a name, with the value the browser sends for it (an `<input type=submit>` printing no value sends the
 * browser's caption, read from the browser's own form data). The shop's PHP may ask `isset($_POST['send'])`.
 */
function sendButtonOf(form: HTMLFormElement): { name: string; value: string } | undefined {
  const button = [...form.elements].find((element): element is HTMLButtonElement | HTMLInputElement => (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) && element.type === "submit");
  if (!button?.name) return undefined;
  let value: unknown;
  try {
    const rest = new FormData(form).getAll(button.name);
    value = new FormData(form, button).getAll(button.name).find((entry, i) => entry !== rest[i]);
  } catch {
    // A browser without FormData's submitter: the button's value.
  }
  return { name: button.name, value: typeof value === "string" ? value : button.value };
}
