import { defineIsland } from "../../src/runtime/island.ts";
import { controlNamingFromMarkup } from "../../src/ui/controlLabel.ts";
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
    return { name: input.name, value: input.value, required: input.required, ...fieldStateFromMarkup(input), ...controlNamingFromMarkup(host, input) };
  },
  Component: PriceInput,
});
