import { defineIsland } from "../../src/runtime/island.ts";
import "./login-form.css";
import { LoginForm } from "./LoginForm.tsx";
import { readLoginMarkup } from "./markup.ts";
import { loginFormSchema } from "./schema.ts";

export default defineIsland({
  schema: loginFormSchema,
  fromMarkup: readLoginMarkup,
  Component: LoginForm,
});
