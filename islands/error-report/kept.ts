/**
 * What the box needs only when the shop's form has fields or notes of its own to keep (a subject, a category): loaded
 * then, beside the box, not on every page's mount (most report forms have none): the kept fields, their marks, and what
 * keeps them in the draft and clears them after a sent report (controlValues.ts, as the forms keep theirs).
 */
export { LegacyControls } from "../../src/deform/LegacyControls.tsx";
export { keptControls } from "../../src/deform/legacyForm.ts";
export { markInvalid } from "../../src/deform/controls.ts";
export { edited, fillControls, keepableValues, resetControl } from "../../src/deform/controlValues.ts";
