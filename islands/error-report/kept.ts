/**
 * What the box needs only when the shop's form has fields or notes of its own to keep (a subject, a category): loaded
 * then, beside the box, not on every page's mount (most report forms have none; these are 2.5 KB gzip in two files).
 */
export { LegacyControls } from "../../src/deform/LegacyControls.tsx";
export { keptControls } from "../../src/deform/legacyForm.ts";
export { markInvalid } from "../../src/deform/controls.ts";
