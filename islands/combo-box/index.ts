import { defineIsland } from "../../src/runtime/island.ts";
import { selectFromMarkup } from "../../src/ui/selectMarkup.ts";
import { ComboBox } from "./ComboBox.tsx";
import "./combo-box.css";
import { comboBoxSchema } from "./schema.ts";

export default defineIsland({
  schema: comboBoxSchema,
  // Legacy markup: <label for="gate">…</label> <select id="gate" name="gate">…</select>
  fromMarkup: selectFromMarkup,
  Component: ComboBox,
});
