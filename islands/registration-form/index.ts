import { defineIsland } from "../../src/runtime/island.ts";
import { readRegistrationMarkup } from "./markup.ts";
import "./registration-form.css";
import { RegistrationForm } from "./RegistrationForm.tsx";
import { registrationFormSchema } from "./schema.ts";

export default defineIsland({
  schema: registrationFormSchema,
  fromMarkup: readRegistrationMarkup,
  Component: RegistrationForm,
});
