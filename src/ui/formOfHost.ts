/**
 * The shop's form an island's legacy markup belonged to (QA s40 #14): the one around the host, else the one the host's
 * controls are tied to (`form="…"`), else the page's form of that `name` (by its id or name).
 */
export function formOfHost(host: HTMLElement, name: string): HTMLFormElement | null {
  return host.closest("form") ?? host.querySelector<HTMLInputElement>("input[form], select[form], button[form]")?.form ?? document.forms.namedItem(name);
}
