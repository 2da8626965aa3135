import { defineIsland } from "../../src/runtime/island.ts";
import { selectFromMarkup } from "../../src/ui/selectMarkup.ts";
import { selectListSchema } from "./schema.ts";
import { SelectList } from "./SelectList.tsx";
import "./select-list.css";

export default defineIsland({
  schema: selectListSchema,
  /*
   * Legacy markup: <label for="sectors">…</label> <select id="sectors" name="sectors[]" multiple>…</select>;
   * `multiple` gives multi mode, data-props {"mode":"first-alternate"} the exclusive first option,
   * data-readonly a read-only list.
   */
  fromMarkup: selectFromMarkup,
  Component: SelectList,
});
