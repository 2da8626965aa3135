/**
 * The rules written in the class names of the legacy controls a form island keeps (legacyForm.ts): the legacy
 * validator judged them on the shop's page (spec §5), so the island's form engine judges them with its own fields,
 * and their errors show where the shop's markup has room. DOM reads, no React.
 */
import { errorAnchor, fieldSpecsFromForm, valueControls, type Control } from "./dom.ts";
import { KEPT_CLASS } from "./legacyForm.ts";
import type { FieldSpec } from "./schema.ts";

/** The kept controls of `form`, in document order. */
function keptControls(form: HTMLFormElement): Control[] {
  return valueControls(form).filter((control) => control.closest(`.${KEPT_CLASS}`) !== null);
}

/**
 * The island's own field specs followed by the kept controls' (read as a plain legacy form's are: hidden and disabled
 * ones skipped). A new array each time, as the registration's specs are: the engine compiles the few rules again.
 */
export function withKeptRules(own: readonly FieldSpec[], form: HTMLFormElement): readonly FieldSpec[] {
  return [...own, ...fieldSpecsFromForm(form, keptControls(form))];
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
