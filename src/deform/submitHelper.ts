/**
 * The legacy form submission helper (spec §7): posts a form's data to its action by its method
 * (default post) and puts the returned HTML into an element — the shop's own same-origin
 * fragment, through the one Trusted Types policy; islands inside it mount by themselves.
 * Reached by legacy scripts as `Trybuna.submitForm(form, target)`.
 */
import { setTrustedHtml } from "../runtime/trustedTypes.ts";

/**
 * Resolves true once the target holds the answer; false when the request failed or was refused (the target is
 * left as it was). Never rejects: a legacy script awaiting it gets its answer either way.
 */
export async function submitFormInto(form: HTMLFormElement, target: Element): Promise<boolean> {
  // A legacy script's wrong arguments are its own bug: named on the console, answered like any refusal.
  if (!(form instanceof HTMLFormElement) || !(target instanceof Element)) {
    console.error("Trybuna.submitForm: expects a <form> element and a target element");
    return false;
  }
  const url = new URL(form.getAttribute("action") || location.href, location.href);
  // Only the shop's own endpoints may put HTML into the page.
  if (url.origin !== location.origin) {
    console.error(`Trybuna: refused to submit a form to another origin: ${url.origin}`);
    return false;
  }
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") fields.append(name, value);
  const get = (form.getAttribute("method") || "post").toLowerCase() === "get";
  if (get) for (const [name, value] of fields) url.searchParams.append(name, value);
  let html: string;
  try {
    const response = await fetch(url, {
      method: get ? "GET" : "POST",
      credentials: "same-origin",
      headers: { "X-Requested-With": "XMLHttpRequest" },
      ...(get ? {} : { body: fields }),
    });
    // The answer's origin, not only the action's: a redirect to another origin brings no fragment of the shop's.
    if (!response.ok || (response.redirected && response.url && new URL(response.url).origin !== location.origin)) return false;
    html = await response.text(); // a body dropped half-way fails here
  } catch {
    return false;
  }
  target.setAttribute("data-island-content", "");
  setTrustedHtml(target, html);
  return true;
}
