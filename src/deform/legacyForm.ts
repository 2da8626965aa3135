/**
 * What an island that takes over a legacy <form> keeps of it (spec §7: the form posts every element value by
 * name, plus `__deform_form_id__`): the form's own id, and every control the island does not render itself —
 * a CSRF token, a return address, a consent box the shop added. Those are moved, not copied, into the island's
 * form: the page's scripts find the same nodes, and what the user typed before the script ran stays. No React.
 */
import { errorAnchor, valueControls, type Control } from "./controls.ts";

/** The legacy form's id as island props (`formId`); nothing when it has none. */
export function readFormId(form: HTMLFormElement | null | undefined): { formId?: string } {
  return form?.id ? { formId: form.id } : {};
}

/**
 * The rendered form's identity: the legacy form's id, posted as `__deform_form_id__` (dom.ts reads
 * data-deform-id first); `fallback` names the form only when the legacy one had no id.
 */
export function formIdentity(formId: string | undefined, fallback?: string): { id?: string; "data-deform-id"?: string } {
  const name = formId ?? fallback;
  return { ...(formId ? { id: formId } : {}), ...(name ? { "data-deform-id": name } : {}) };
}

/**
 * What was typed, or autofilled by a password manager, into the legacy form's password inputs named `names` before
 * the island took them over: the island's own password fields start from it, as its other fields start from the
 * markup's values (a QA walk, session 40: a returning buyer's autofilled password was emptied). Read from `legacy`,
 * the taken-over markup, once the runtime has moved it there (a layout effect), and kept in the component's memory
 * only: never in props, which the runtime keeps and names in its errors, and never in the restore cookie
 * (restore.ts stores no password input).
 */
export function typedPasswords(legacy: ParentNode, names: readonly string[]): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const input of legacy.querySelectorAll<HTMLInputElement>('input[type="password"]')) {
    if (names.includes(input.name) && input.value !== "" && !(input.name in typed)) typed[input.name] = input.value;
  }
  return typed;
}

/**
 * The legacy form's control ids by name, for the island's controls of those names to keep: a page's own script
 * (`getElementById("pesel")`) or a `label for` elsewhere in the page finds the island's control as it found the
 * legacy one (a QA walk, session 40). Only a name borne by one control: a radio group's ids name its buttons, not the
 * field. A file input's too (the uploader's). The legacy controls leave the page when the island takes over, so each id stays unique.
 */
export function legacyControlIds(form: HTMLFormElement | null | undefined): Record<string, string> {
  const ids: Record<string, string> = {};
  const seen = new Set<string>();
  for (const control of form?.querySelectorAll<Control>("input[name], select[name], textarea[name]") ?? []) {
    if (/^(submit|button|reset|image)$/.test(control.type)) continue;
    if (seen.has(control.name)) delete ids[control.name];
    else if (control.id) ids[control.name] = control.id;
    seen.add(control.name);
  }
  return ids;
}

/** The class of the element in the island's form that holds the kept controls (LegacyControls.tsx). */
export const KEPT_CLASS = "tb-deform-legacy";

/** Elements whose presence in a row means it is not the unknown control's alone (it holds the island's fields or buttons). */
const OTHER_CONTROLS = "input, select, textarea, button";

/**
 * The nodes to move for the controls of `legacyForm` whose names `known` lacks, in document order: a hidden input
 * alone; a visible control with the largest enclosing element that holds no other kind of control (its row: the
 * label, the hint, a fieldset of consents), and any `label[for]` of it elsewhere. Controls §7 does not post
 * (buttons, uploaders, calendars) stay behind.
 */
export function unknownControlNodes(legacyForm: HTMLFormElement, known: ReadonlySet<string>): Element[] {
  const unknown = new Set<Control>(valueControls(legacyForm).filter((control) => !known.has(control.name)));
  const onlyUnknown = (element: Element): boolean => [...element.querySelectorAll(OTHER_CONTROLS)].every((c) => unknown.has(c as Control));
  const nodes: Element[] = [];
  const taken = (element: Element): boolean => nodes.some((node) => node.contains(element));
  for (const control of unknown) {
    if (taken(control)) continue;
    let node: Element = control;
    if (!(control instanceof HTMLInputElement && control.type === "hidden")) {
      while (node.parentElement && node.parentElement !== legacyForm && onlyUnknown(node.parentElement)) node = node.parentElement;
    }
    nodes.push(node);
    if (!control.id) continue;
    for (const label of legacyForm.querySelectorAll<HTMLLabelElement>("label[for]")) if (label.htmlFor === control.id && !taken(label) && onlyUnknown(label)) nodes.push(label);
  }
  // A row taken after a hidden input of its own carries it along.
  return nodes
    .filter((node) => !nodes.some((other) => other !== node && other.contains(node)))
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

const words = (text: string | null): string => (text ?? "").replace(/\s+/g, " ").trim();

/**
 * The legacy form's content that holds no control and that the island does not show (`shown`: the text of the island's
 * form): a notice, the legal text under a form, a link (QA session 40: a shop's data-protection notice vanished). Each
 * as the largest element around it with no control, in document order, outside the rows of single fields. A block
 * whose words the island's form already holds (a heading, a note the island renders) is not taken: it would show twice.
 */
export function unknownTextNodes(legacyForm: HTMLFormElement, shown: string, taken: readonly Element[]): Element[] {
  const text = words(shown);
  const nodes: Element[] = [];
  const walk = (parent: Element): void => {
    for (const child of parent.children) {
      if (taken.some((node) => node.contains(child) || child.contains(node))) {
        if (!taken.includes(child)) walk(child);
        continue;
      }
      if (child.matches("script, style, template, label, legend") || child.querySelector("script")) continue;
      if (child.matches(OTHER_CONTROLS)) continue;
      // A field's own row (its controls share one name: label, input, hint) is the island's to show, in its words;
      // a part holding several fields (a fieldset, a section) may hold notices of its own.
      const names = new Set([...child.querySelectorAll<Control>(OTHER_CONTROLS)].map((control) => control.name || control));
      if (names.size > 1) walk(child);
      if (names.size > 0) continue;
      const own = words(child.textContent);
      if (own ? !text.includes(own) : child.querySelector("img") !== null) nodes.push(child);
    }
  };
  walk(legacyForm);
  return nodes;
}

/**
 * Moves the legacy form's unknown controls (`unknownControlNodes`) and the content the island does not show
 * (`unknownTextNodes`) into `container`, a part of the island's form; those `only` picks, when given (an island keeping
 * the form's order around its own fields puts them into several parts). Returns what puts them back where they were, so
 * a legacy form given back (unmount, crash) is whole again.
 */
export function adoptLegacyControls(legacyForm: HTMLFormElement, container: HTMLElement, known: ReadonlySet<string>, only?: (node: Element) => boolean): () => void {
  const controls = unknownControlNodes(legacyForm, known);
  const texts = unknownTextNodes(legacyForm, container.closest("form")?.textContent ?? "", controls);
  const nodes = [...controls, ...texts].filter((node) => !only || only(node)).sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const moved = nodes.map((node) => {
    const mark = document.createComment("");
    node.before(mark);
    container.append(node);
    return { node, mark };
  });
  return () => {
    for (const { node, mark } of moved) mark.replaceWith(node);
  };
}

/** The names an island's form renders itself (before any legacy control joins it). */
export function renderedNames(form: HTMLFormElement): Set<string> {
  return new Set(valueControls(form).map((control) => control.name));
}

/** The kept controls of `form`, in document order. */
export function keptControls(form: HTMLFormElement): Control[] {
  return valueControls(form).filter((control) => control.closest(`.${KEPT_CLASS}`) !== null);
}

/**
 * The visible kept controls by name (hidden inputs show no error), with where their error shows: at the end of the
 * element around them (their row: the consent's `<p>` after its label), which also holds the control, so the error's
 * bubble shows while it is focused.
 */
export function keptErrorPlaces(form: HTMLFormElement): Array<{ name: string; controls: Control[]; place: Element }> {
  const byName = new Map<string, Control[]>();
  for (const control of keptControls(form)) {
    if (control instanceof HTMLInputElement && control.type === "hidden") continue;
    byName.set(control.name, [...(byName.get(control.name) ?? []), control]);
  }
  return [...byName].map(([name, controls]) => ({ name, controls, place: errorAnchor(controls).parentElement! }));
}
