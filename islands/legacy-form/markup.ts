/**
 * What the legacy form's own markup says about its submit: a GET form, or one marked
 * `data-ajax="0"`, is sent natively after the checks; others by AJAX (the legacy default).
 */
export function readLegacyFormMarkup(host: HTMLElement): Record<string, unknown> {
  const form = host.querySelector("form");
  // Refused like any island whose legacy element is missing: it mounted and did nothing (a QA walk, session 36).
  if (!form) throw new Error("no <form> in the host");
  return { ajax: form.getAttribute("data-ajax") !== "0" && form.method !== "get" };
}
