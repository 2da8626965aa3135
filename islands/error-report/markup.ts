import { hiddenFields } from "../../src/ui/hiddenFields.ts";

/**
 * The legacy report box (`<details><summary>Zgłoś błąd</summary><form action="…" method="post">…</form></details>`):
 * where its form posts, the summary's words, and what the form posts besides the words typed (QA session 42): the
 * names of its message and e-mail fields (a PHP form's `report[message]`) and its hidden fields (a CSRF token, the
 * page's id). The island sends the report under those names, with those fields, as the form did without the script.
 */
export function readErrorReportMarkup(host: HTMLElement): Record<string, unknown> {
  const form = host.querySelector("form");
  const action = form?.getAttribute("action");
  const label = host.querySelector("summary")?.textContent?.trim();
  const read: Record<string, unknown> = { ...(action ? { action } : {}), ...(label ? { label } : {}) };
  if (!form) return read;
  const message = form.querySelector("textarea[name]")?.getAttribute("name");
  // An e-mail field, else a text field named for one (older markup: <input type="text" name="report[mail]">).
  const email = (form.querySelector("input[type=email][name]") ?? form.querySelector("input[name*=mail i]:not([type=hidden])"))?.getAttribute("name");
  return { ...read, ...(message ? { messageName: message } : {}), ...(email ? { emailName: email } : {}), formFields: hiddenFields(form) };
}
