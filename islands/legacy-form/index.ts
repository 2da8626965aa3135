import { defineIsland } from "../../src/runtime/island.ts";
import "./legacy-form.css";
import { LegacyForm } from "./LegacyForm.tsx";
import { readLegacyFormMarkup } from "./markup.ts";
import { legacyFormSchema } from "./schema.ts";

/** `<div data-island="legacy-form"><form …>…</form></div>`: any plain legacy form, by its class names. */
export default defineIsland({
  schema: legacyFormSchema,
  fromMarkup: readLegacyFormMarkup,
  Component: LegacyForm,
});
