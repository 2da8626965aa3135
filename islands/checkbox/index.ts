import { defineIsland } from "../../src/runtime/island.ts";
import { fieldStateFromMarkup } from "../../src/ui/fieldState.ts";
import { Checkbox } from "./Checkbox.tsx";
import "./checkbox.css";
import { checkboxSchema } from "./schema.ts";

export default defineIsland({
  schema: checkboxSchema,
  /*
   * Legacy markup, the PHP 0/1 pair (the later field wins, so an unticked box posts 0):
   * <input type="hidden" name="x" value="0"><input type="checkbox" id="x" name="x" value="1"> <label for="x">…</label>
   * A read-only box is marked data-readonly (a disabled one is not posted); data-error="…" an invalid one.
   */
  fromMarkup(host) {
    const box = host.querySelector<HTMLInputElement>("input[type=checkbox]");
    if (!box) return {};
    const label = host.querySelector(`label[for="${CSS.escape(box.id)}"]`)?.textContent?.trim();
    return { name: box.name, id: box.id, checked: box.checked, ...fieldStateFromMarkup(box), ...(label ? { label } : {}) };
  },
  Component: Checkbox,
});
