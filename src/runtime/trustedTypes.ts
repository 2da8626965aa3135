/**
 * The one Trusted Types policy of Trybuna ("trybuna"). Every HTML string, script text and
 * script URL that reaches a DOM sink goes through it, so pages sent with
 * `require-trusted-types-for 'script'; trusted-types trybuna` work, and pages without a CSP
 * work the same (the policy then returns plain strings).
 *
 * Only the legacy protocol's trusted fragments come here: HTML returned by the shop's own
 * same-origin endpoints (form replacement, paged lists, settings overlay) and the script blocks
 * of a same-origin AJAX response run with eval on.
 */
const POLICY_NAME = "trybuna";

interface Policy {
  createHTML(input: string): string;
  createScript(input: string): string;
  createScriptURL(input: string): string;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: Policy): Policy;
}

/** Script URLs must stay on this origin: a response cannot make us load a foreign script. */
function sameOriginScriptUrl(input: string): string {
  const url = new URL(input, document.baseURI);
  if (url.origin !== location.origin) throw new TypeError(`Trybuna: refused to load a script from another origin: ${url.origin}`);
  return url.href;
}

const rules: Policy = {
  createHTML: (input) => input,
  createScript: (input) => input,
  createScriptURL: sameOriginScriptUrl,
};

let policy: Policy | undefined;

function getPolicy(): Policy {
  if (!policy) {
    const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
    policy = factory ? factory.createPolicy(POLICY_NAME, rules) : rules;
  }
  return policy;
}

/**
 * Replaces the element's content with a trusted same-origin HTML fragment (scripts inert). The
 * element is marked `data-island-content`: islands inside it mount on their own, even when the
 * element belongs to another island.
 */
export function setTrustedHtml(element: Element, html: string): void {
  if (element.isConnected) element.setAttribute("data-island-content", "");
  (element as { innerHTML: unknown }).innerHTML = getPolicy().createHTML(html);
}

/** Parses a trusted fragment without touching the document (scripts inert). */
export function parseTrustedHtml(html: string): DocumentFragment {
  const template = document.createElement("template");
  setTrustedHtml(template, html);
  return template.content;
}

export function trustedScript(text: string): string {
  return getPolicy().createScript(text);
}

export function trustedScriptUrl(url: string): string {
  return getPolicy().createScriptURL(url);
}
