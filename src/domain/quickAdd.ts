/**
 * Quick-add (spec §3 Quick-add result, §5, §8): what the popup form left behind when it closed.
 * The key is the hidden field `id_saved`; the display value the field named by `value_field`.
 * A missing or invalid key gives one of the two legacy console warnings and adds nothing.
 */

/** §8, the legacy texts (console only, for the page's developers: not translated). */
export const WARNING_UNDEFINED = "id_saved is undefined and must be a hidden textbox";
export const WARNING_INVALID = "id_saved in the source form does not contain a valid ID";

/** What was read from the popup's last page: `idSaved` and `value` undefined when it had no such field. */
export interface QuickAddSnapshot {
  idSaved: string | undefined;
  value: string | undefined;
}

/** A saved record; `warning` (console only) when the page's value field is not in the form. */
export type QuickAddResult = { ok: true; id: string; value: string; warning?: string } | { ok: false; warning: string };

/**
 * Beside §8's two: the link's `data-value-field` names a field the form does not have (a typo, a renamed field),
 * so the option can only show the record's id (QA session 41). In the legacy texts' manner, for developers.
 */
export const warningNoValueField = (field: string): string => `value_field ${field} is not a field in the source form; the new option shows its ID`;

/** A saved record's key: a positive whole number (the legacy ids are database ids). */
const VALID_ID = /^[1-9][0-9]*$/;

export function quickAddResult(snapshot: QuickAddSnapshot | null, valueField = "nazwa"): QuickAddResult {
  if (!snapshot || snapshot.idSaved === undefined) return { ok: false, warning: WARNING_UNDEFINED };
  const id = snapshot.idSaved.trim();
  if (!VALID_ID.test(id)) return { ok: false, warning: WARNING_INVALID };
  // A record saved without a display value still shows something the user can recognise: its id.
  const value = snapshot.value?.trim() || id;
  return snapshot.value === undefined ? { ok: true, id, value, warning: warningNoValueField(valueField) } : { ok: true, id, value };
}
