import { clientNaming, type MarkedField } from "../../src/deform/clientForm.ts";
import { fieldOfName, legacyName, type FieldNaming } from "../../src/deform/fieldNaming.ts";
import { legacyControlIds, readFormId } from "../../src/deform/legacyForm.ts";
import { controlState } from "../../src/deform/namedControls.ts";
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
 * What the legacy control says of its field besides its value (spec §5, §7; a QA walk, session 40): read-only
 * (`readonly`, or `data-readonly` where HTML has none), disabled, required, its `maxlength`, and the legacy
 * validator's rule names and properties as a plain form's are read (dom.ts). Only what is set; null when nothing is.
 */
export function markedField(control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): MarkedField | null {
  const mark: MarkedField = { ...controlState(control), ...(control.className ? { className: control.className } : {}) };
  const validators = control.getAttribute("data-validators");
  const properties = control.getAttribute("validatorProps") ?? control.getAttribute("data-validator-properties");
  if (validators) mark.validators = validators;
  if (properties) mark.properties = properties;
  return Object.keys(mark).length > 0 ? mark : null;
}

/** The form's naming: `data-prefix` names a prefix (with no suffix); legacy markup says it only in its names ("0_firstname", "tickets[0][firstname]"). */
function namingOf(form: HTMLFormElement): FieldNaming {
  if (form.dataset.prefix !== undefined) return { prefix: form.dataset.prefix, suffix: "" };
  return clientNaming([...form.querySelectorAll("[name]")].map((control) => control.getAttribute("name") ?? ""));
}

/**
 * Initial state from the legacy registration / profile form: where it posts, its settings
 * (data-* attributes of the form), how it names its fields, every field's value, id, state and rules, and the select
 * lists' options.
 */
export function readRegistrationMarkup(host: HTMLElement): Record<string, unknown> {
  const form = host.querySelector("form");
  if (!form) return {};
  // Values saved before a reload (restore cookie) go back into the markup first; the fields it never keeps are named.
  const retype = restoreInto(form);
  const naming = namingOf(form);
  const values: Record<string, string> = {};
  const marked: Record<string, MarkedField> = {};
  // The fields the form has a control for, and those of them the user sees (not only a hidden input).
  const printed = new Set<string>();
  const seen = new Set<string>();
  for (const element of form.elements) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
    const name = fieldOfName(naming, element.name);
    if (name === null) continue;
    printed.add(name);
    if (element.type !== "hidden") seen.add(name);
    if (element instanceof HTMLInputElement && ["file", "submit", "button"].includes(element.type)) continue;
    const mark = element.type === "hidden" ? null : markedField(element);
    if (mark) marked[name] = mark;
    // Passwords never go in props: the component takes what was typed from the legacy markup (legacyForm.ts).
    if (element instanceof HTMLInputElement && element.type === "password") continue;
    if (element instanceof HTMLInputElement && element.type === "checkbox") values[name] = element.checked ? "1" : "";
    else if (element instanceof HTMLInputElement && element.type === "radio") {
      if (element.checked) values[name] = element.value;
    } else values[name] = element.value;
  }
  // Printed as a hidden input only (a verified client's PESEL beside its text): the user cannot change it there, so the
  // island's field is read-only and posts it unchanged (docs/legacy-forms.md, QA session 42).
  for (const name of printed) if (!seen.has(name)) marked[name] = { ...marked[name], readOnly: true };
  const ids: Record<string, string> = {};
  for (const [legacy, id] of Object.entries(legacyControlIds(form))) {
    const name = fieldOfName(naming, legacy);
    if (name !== null) ids[name] = id;
  }
  const data = form.dataset;
  const photo = [...form.querySelectorAll<HTMLInputElement>('input[type="file"][data-upload-url]')].find((input) => input.name === legacyName(naming, "photo"));
  return {
    retype,
    action: form.getAttribute("action") ?? "",
    ...readFormId(form),
    ...(data.mode ? { mode: data.mode } : {}),
    values,
    // The island renders these fields only: one the form does not print (a verified client's name printed as text) is
    // neither shown, judged nor posted, as without the script.
    fields: [...printed],
    ids,
    prefix: naming.prefix,
    suffix: naming.suffix,
    marked,
    blocked: data.blocked === "1",
    anonymous: data.anonymous === "1",
    ...(data.adultAge ? { adultAge: Number(data.adultAge) } : {}),
    ...(data.today ? { today: data.today } : {}),
    ...(data.searchField ? { searchField: data.searchField } : {}),
    ...(data.successUrl ? { successUrl: data.successUrl } : {}),
    titles: options(form, legacyName(naming, "client_title")),
    nationalities: options(form, legacyName(naming, "nationality")),
    documentTypes: options(form, legacyName(naming, "id_document_type")),
    countries: options(form, legacyName(naming, "country_code")),
    ...(photo ? { photo: readFileFieldMarkup(photo) } : {}),
  };
}
