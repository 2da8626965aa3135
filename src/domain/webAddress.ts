/**
 * Whether an address the shop is about to open (a popup, a server's redirect, an island's link) is a web page:
 * relative, `http:` or `https:`. A `javascript:` or `data:` address would run its text as script on a page without
 * a CSP, with the shop page's rights (QA, session 36: `Trybuna.popup("javascript:…")` ran in the shop's own page
 * once the popup was blocked). The URL parser decides, as the browser will (leading spaces, mixed case, tabs). A
 * relative address keeps its page's scheme, a web one: any web base tells the same, so the check needs no page.
 */
export function isWebAddress(address: string): boolean {
  try {
    return /^https?:$/.test(new URL(address, "http://x").protocol);
  } catch {
    return false;
  }
}
