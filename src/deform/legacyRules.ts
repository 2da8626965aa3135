/**
 * The rules written in the class names of the legacy controls a form island keeps (legacyForm.ts): the legacy
 * validator judged them on the shop's page (spec §5), so the island's form engine judges them with its own fields.
 * DOM reads, no React.
 */
import { fieldSpecsFromForm } from "./dom.ts";
import { keptControls } from "./legacyForm.ts";
import type { FieldSpec } from "./schema.ts";

/**
 * The island's own field specs followed by the kept controls' (read as a plain legacy form's are: hidden and disabled
 * ones skipped). A new array each time, as the registration's specs are: the engine compiles the few rules again.
 */
export function withKeptRules(own: readonly FieldSpec[], form: HTMLFormElement): readonly FieldSpec[] {
  return [...own, ...fieldSpecsFromForm(form, keptControls(form))];
}
