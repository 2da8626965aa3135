import { defineIsland } from "../../src/runtime/island.ts";
import { controlNamingFromMarkup } from "../../src/ui/controlLabel.ts";
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
   * Also a lone box (no hidden pair: it posts its own value when ticked, else nothing), a box without an id inside
   * its `<label>`, and a `<label for>` outside the host (src/ui/controlLabel.ts).
   */
  fromMarkup(host) {
    const box = host.querySelector<HTMLInputElement>("input[type=checkbox]");
    if (!box) return {};
    const pair = [...host.querySelectorAll<HTMLInputElement>("input[type=hidden]")].find((hidden) => hidden.name === box.name && !hidden.disabled);
    return { name: box.name, checked: box.checked, value: box.value, uncheckedValue: pair ? pair.value : null, ...fieldStateFromMarkup(box), ...controlNamingFromMarkup(host, box) };
  },
  Component: Checkbox,
});
