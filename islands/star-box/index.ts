import { defineIsland } from "../../src/runtime/island.ts";
import { fieldStateFromMarkup } from "../../src/ui/fieldState.ts";
import { starBoxSchema } from "./schema.ts";
import { StarBox } from "./StarBox.tsx";
import "./star-box.css";

export default defineIsland({
  schema: starBoxSchema,
  // Legacy markup: <fieldset><legend>Ocena</legend> <label><input type="radio" name="rating" value="1"> 1</label> …</fieldset>
  // (disabled, data-readonly or data-error="…" on the fieldset give its states)
  fromMarkup(host) {
    const radios = [...host.querySelectorAll<HTMLInputElement>("input[type=radio]")];
    const label = host.querySelector("legend")?.textContent?.trim();
    const checked = radios.find((radio) => radio.checked);
    return {
      ...(radios[0] ? { name: radios[0].name, count: radios.length } : {}),
      // A value that is no whole number stays text, so the console names what the markup holds (Number gave NaN: "expected number, got number").
      ...(checked ? { value: /^\d+$/.test(checked.value) ? Number(checked.value) : checked.value } : {}),
      ...fieldStateFromMarkup(host.querySelector("fieldset")),
      ...(label ? { label } : {}),
    };
  },
  Component: StarBox,
});
