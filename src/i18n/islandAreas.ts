/**
 * Which areas of the English table (src/i18n/en/<area>.ts) each island shows, beyond `common`, which every
 * English page loads (the runtime's own texts: alert box, request errors, generic buttons). An English page
 * so downloads the texts of its islands only; a Polish page none. catalog.test.ts walks each island's code and
 * fails when a text it uses lives in an area not listed here.
 */
export const ISLAND_AREAS: Readonly<Record<string, readonly string[]>> = {
  "combo-box": ["widgets"],
  "data-grid": ["widgets"],
  "date-input": ["date"],
  "file-upload": ["legacyforms"],
  "legacy-form": ["date", "forms"],
  lightbox: ["kit"],
  "login-form": ["date", "forms"],
  "paged-list": ["content"],
  "password-field": ["kit"],
  "price-input": ["widgets"],
  "quick-add": ["kit"],
  regulations: ["content"],
  "registration-form": ["date", "forms", "legacyforms"],
  "seat-panel": ["sales"],
  "select-list": ["widgets"],
  "settings-overlay": ["content"],
  "stadium-map": ["sales", "stadium"],
  "star-box": ["widgets"],
  summary: ["forms", "sales"],
  "text-area": ["widgets"],
  "tribune-map": ["sales"],
};

/** The areas a page with these islands needs, `common` first. */
export function areasFor(islands: readonly string[]): string[] {
  return [...new Set(["common", ...islands.flatMap((island) => ISLAND_AREAS[island] ?? [])])];
}
