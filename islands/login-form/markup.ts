import { serializeForm } from "../../src/deform/controls.ts";
import { legacyControlIds, readFormId } from "../../src/deform/legacyForm.ts";

/** Initial state from the legacy login markup: the form's action, the anonymous form's action, the register link, the controls' ids. */
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
    ids: legacyControlIds(form),
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
