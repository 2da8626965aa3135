import { serializeForm } from "../../src/deform/controls.ts";
import { readFormId } from "../../src/deform/legacyForm.ts";
import { controlState, missingControlsError, namedControls } from "../../src/deform/namedControls.ts";

/** The login's fields by their bare legacy names: the form may name them otherwise ("client[login]", fieldNaming.ts). */
export const LOGIN_FIELDS = { login: "login", password: "password" } as const;

/**
 * Initial state from the legacy login markup: the form's action, the anonymous form's action, the register link, and
 * per field its legacy name, id, value (the e-mail's; a password is read at mount, LoginForm.tsx) and state. A form
 * without an e-mail or a password control is not taken over (namedControls.ts): it stays and logs in without the script.
 */
export function readLoginMarkup(host: HTMLElement): Record<string, unknown> {
  const form = host.querySelector<HTMLFormElement>("form:not(.login-anonymous)");
  const anonymous = host.querySelector<HTMLFormElement>("form.login-anonymous");
  const register = host.querySelector<HTMLAnchorElement>('a[href*="rejestracja"]');
  const found = form ? namedControls(form, LOGIN_FIELDS) : null;
  if (found?.missing.length) throw missingControlsError(found.missing.map((field) => ({ field, name: found.names[field] })));
  const { login, password } = found?.controls ?? {};
  return {
    ...(form ? { action: form.getAttribute("action") ?? "" } : {}),
    ...(anonymous ? { anonymousUrl: anonymous.getAttribute("action") ?? "" } : {}),
    ...(register ? { registerUrl: register.getAttribute("href") ?? "" } : {}),
    ...(login?.value ? { login: login.value } : {}),
    ...(found ? { names: found.names } : {}),
    ids: { ...(login?.id ? { login: login.id } : {}), ...(password?.id ? { password: password.id } : {}) },
    ...(login && password ? { controls: { login: controlState(login), password: controlState(password) } } : {}),
    ...readFormId(form),
  };
}

/**
 * What "kup bez rejestracji" posts: the legacy anonymous form's values by name (spec §7), as that form posted them
 * (its CSRF token, the event it was opened for), read when pressed from the taken-over markup `legacy`. Nothing when
 * the page has no such form.
 */
export function anonymousLoginData(legacy: ParentNode): Record<string, string | string[]> {
  const anonymous = legacy.querySelector<HTMLFormElement>("form.login-anonymous");
  return anonymous ? serializeForm(anonymous) : {};
}
