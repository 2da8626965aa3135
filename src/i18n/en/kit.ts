/** The rest of the legacy kit (issue 10): alert box, tabs, grid, helpers, popups, quick-add, lightbox. */
export default {
  "Ta czynność jest niedozwolona.": "This action is not allowed.",
} satisfies Record<string, string>;
