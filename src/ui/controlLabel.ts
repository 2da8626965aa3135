/**
 * How a kit island (checkbox, select list, combo box, file upload, price input, text area, password field) finds its legacy control's id and name, one
 * reading for all of them (QA session 40, finding 12). The label is the control's own `labels` (a `<label for>`
 * anywhere in the page, or a `<label>` around it), read as the date input reads it (`labelTextOf`).
 * - A control without an id gets a generated one, unique in the page; a legacy id is kept (the page's scripts and
 *   its `<label for>` find the island's control by it).
 * - A label inside the host is replaced with the island's own. A label outside the host (a table cell or a `<p>`
 *   before it, a label around the host) stays where it is and keeps naming the control: the island renders no
 *   label of its own and gets `labelledBy`, the label's id (given one when it has none).
 */
import { useEffect, type RefObject } from "react";
import * as z from "zod/mini";
import { labelTextOf } from "./dateField/labelText.ts";

/** Spread into a kit island's props schema: the id of the page's own label outside the host that names the control. */
export const outsideLabelShape = {
  labelledBy: z.optional(z.string().check(z.minLength(1))),
};

let generated = 0;

/** `element`'s id, or a new one no element of the page has (`tb-<prefix>-<n>`), given to it. */
function idOf(element: HTMLElement, prefix: string): string {
  if (!element.id) {
    let id: string;
    do id = `tb-${prefix}-${++generated}`;
    while (document.getElementById(id));
    element.id = id;
  }
  return element.id;
}

export interface ControlNaming {
  /** The control's id: the legacy one, or a generated one (the legacy control is given it too). */
  id: string;
  /** The label's text as a screen reader reads it. */
  label?: string;
  /** Set when the label is outside the host: its id. */
  labelledBy?: string;
}

/** The id and name of the legacy `control` inside `host` (see the module's comment). */
export function controlNamingFromMarkup(host: HTMLElement, control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): ControlNaming {
  const prefix = host.dataset.island ?? "field";
  const id = idOf(control, prefix);
  // labelTextOf reads `labels`, which a select and a text area have as an input does.
  const label = labelTextOf(control as HTMLInputElement);
  const element = control.labels?.[0];
  const naming: ControlNaming = label ? { id, label } : { id };
  if (element && label && !host.contains(element)) naming.labelledBy = idOf(element, `${prefix}-label`);
  return naming;
}

/**
 * A label outside the host that names a control HTML does not label (the select list's listbox, the combo box's
 * combobox): a click on it focuses the control, as a click on a `<select>`'s label does. Clicks inside `island`
 * (when the label wraps the host) are the island's own.
 */
export function useOutsideLabelFocus(labelledBy: string | undefined, island: RefObject<HTMLElement | null>, control: RefObject<HTMLElement | null>, disabled: boolean): void {
  useEffect(() => {
    const label = labelledBy ? document.getElementById(labelledBy) : null;
    if (!label || disabled) return;
    const focus = (event: MouseEvent): void => {
      if (!island.current?.contains(event.target as Node)) control.current?.focus();
    };
    label.addEventListener("click", focus);
    return () => label.removeEventListener("click", focus);
  }, [labelledBy, disabled, island, control]);
}
