import { ticketPrefix } from "../../src/deform/clientForm.ts";
import { legacyControlIds, readFormId } from "../../src/deform/legacyForm.ts";
import { restoreInto } from "../../src/deform/restore.ts";
import { readFileFieldMarkup } from "../../src/ui/fileField/markup.ts";
import type { Option } from "./schema.ts";

/** Options of the select of this very name (not "guardian_nationality" for "nationality"), skipping the empty "choose" entry the component renders itself. */
function options(form: HTMLFormElement, name: string): Option[] {
  const select = [...form.querySelectorAll("select")].find((candidate) => candidate.name === name);
  if (!select) return [];
  return [...select.options]
    .filter((o) => o.value !== "")
    .map((o) => ({ value: o.value, label: o.textContent?.trim() ?? o.value }));
}

/**
 * Initial state from the legacy registration / profile form: where it posts, its settings
 * (data-* attributes of the form), every field's value and id and the select lists' options.
 */
export function readRegistrationMarkup(host: HTMLElement): Record<string, unknown> {
  const form = host.querySelector("form");
  if (!form) return {};
  // Values saved before a reload (restore cookie) go back into the markup first; the fields it never keeps are named.
  const retype = restoreInto(form);
  // data-prefix may name it; legacy markup says it only in its names ("0_firstname").
  const prefix = form.dataset.prefix ?? ticketPrefix([...form.querySelectorAll("[name]")].map((control) => control.getAttribute("name") ?? ""));
  const values: Record<string, string> = {};
  for (const element of form.elements) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
    if (!element.name.startsWith(prefix) || (element instanceof HTMLInputElement && ["file", "submit", "button", "password"].includes(element.type))) continue;
    const name = element.name.slice(prefix.length);
    if (element instanceof HTMLInputElement && element.type === "checkbox") values[name] = element.checked ? "1" : "";
    else if (element instanceof HTMLInputElement && element.type === "radio") {
      if (element.checked) values[name] = element.value;
    } else values[name] = element.value;
  }
  const ids = Object.fromEntries(Object.entries(legacyControlIds(form)).flatMap(([name, id]) => (name.startsWith(prefix) ? [[name.slice(prefix.length), id]] : [])));
  const data = form.dataset;
  const photo = [...form.querySelectorAll<HTMLInputElement>('input[type="file"][data-upload-url]')].find((input) => input.name === `${prefix}photo`);
  return {
    retype,
    action: form.getAttribute("action") ?? "",
    ...readFormId(form),
    ...(data.mode ? { mode: data.mode } : {}),
    values,
    ids,
    prefix,
    blocked: data.blocked === "1",
    anonymous: data.anonymous === "1",
    ...(data.adultAge ? { adultAge: Number(data.adultAge) } : {}),
    ...(data.today ? { today: data.today } : {}),
    ...(data.searchField ? { searchField: data.searchField } : {}),
    ...(data.successUrl ? { successUrl: data.successUrl } : {}),
    titles: options(form, prefix + "client_title"),
    nationalities: options(form, prefix + "nationality"),
    documentTypes: options(form, prefix + "id_document_type"),
    countries: options(form, prefix + "country_code"),
    ...(photo ? { photo: readFileFieldMarkup(photo) } : {}),
  };
}
