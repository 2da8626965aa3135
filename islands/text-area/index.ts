import { defineIsland } from "../../src/runtime/island.ts";
import { controlNamingFromMarkup } from "../../src/ui/controlLabel.ts";
import { fieldStateFromMarkup } from "../../src/ui/fieldState.ts";
import { textAreaSchema } from "./schema.ts";
import "./text-area.css";
import { TextArea } from "./TextArea.tsx";

export default defineIsland({
  schema: textAreaSchema,
  // Legacy markup: <label for="notes">Uwagi</label> <textarea id="notes" name="notes" maxlength="200" rows="4">…</textarea>
  fromMarkup(host) {
    const area = host.querySelector("textarea");
    if (!area) return {};
    return { name: area.name, value: area.value, rows: area.rows, ...(area.maxLength > 0 ? { maxLength: area.maxLength } : {}), ...fieldStateFromMarkup(area), ...controlNamingFromMarkup(host, area) };
  },
  Component: TextArea,
});
