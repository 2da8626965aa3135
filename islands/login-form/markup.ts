import { readFormId } from "../../src/deform/legacyForm.ts";

/** Initial state from the legacy login markup: the form's action, the anonymous form's action, the register link. */
export function readLoginMarkup(host: HTMLElement): Record<string, unknown> {
  const form = host.querySelector<HTMLFormElement>("form:not(.login-anonymous)");
  const anonymous = host.querySelector<HTMLFormElement>("form.login-anonymous");
  const register = host.querySelector<HTMLAnchorElement>('a[href*="rejestracja"]');
  const login = form?.querySelector<HTMLInputElement>('input[name="login"]');
  return {
    ...(form ? { action: form.getAttribute("action") ?? "" } : {}),
    ...(anonymous ? { anonymousUrl: anonymous.getAttribute("action") ?? "" } : {}),
    ...(register ? { registerUrl: register.getAttribute("href") ?? "" } : {}),
    ...(login?.value ? { login: login.value } : {}),
    ...readFormId(form),
  };
}
