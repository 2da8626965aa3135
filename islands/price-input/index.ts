import { defineIsland } from "../../src/runtime/island.ts";
import { fieldStateFromMarkup } from "../../src/ui/fieldState.ts";
import "./price-input.css";
import { PriceInput } from "./PriceInput.tsx";
import { priceInputSchema } from "./schema.ts";

export default defineIsland({
  schema: priceInputSchema,
  // Legacy markup: <label for="price">Cena</label> <input type="text" id="price" name="price" value="1239.5"> (readonly, disabled, data-error="…" give its states)
  fromMarkup(host) {
    const input = host.querySelector("input");
    if (!input) return {};
    const label = host.querySelector(`label[for="${CSS.escape(input.id)}"]`)?.textContent?.trim();
    return { name: input.name, id: input.id, value: input.value, required: input.required, ...fieldStateFromMarkup(input), ...(label ? { label } : {}) };
  },
  Component: PriceInput,
});
