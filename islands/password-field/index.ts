import { defineIsland } from "../../src/runtime/island.ts";
import { controlNamingFromMarkup } from "../../src/ui/controlLabel.ts";
import { fieldStateFromMarkup } from "../../src/ui/fieldState.ts";
import { PasswordField } from "./PasswordField.tsx";
import "./password-field.css";
import { passwordFieldSchema } from "./schema.ts";

export default defineIsland({
  schema: passwordFieldSchema,
  /* Legacy markup: <label for="x">…</label> <input type="password" id="x" name="x"> (a plain field without the script). */
  fromMarkup(host) {
    const input = host.querySelector<HTMLInputElement>("input[type=password]");
    if (!input) return {};
    return { name: input.name, value: input.value, required: input.required, ...fieldStateFromMarkup(input), ...(input.autocomplete ? { autocomplete: input.autocomplete } : {}), ...controlNamingFromMarkup(host, input) };
  },
  Component: PasswordField,
});
