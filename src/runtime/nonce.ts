let cached: string | undefined;

/**
 * The CSP nonce the page gave Trybuna's own <script> tag (read from the `nonce` property: browsers
 * hide the attribute), or one set by the site with `Trybuna.setNonce()`; applied to script blocks
 * that dejax runs so that inline scripts pass a nonce-based CSP.
 */
export function cspNonce(): string {
  if (cached === undefined) {
    const script = document.querySelector<HTMLScriptElement>("script[data-trybuna], script[src*='trybuna']");
    cached = script?.nonce || "";
  }
  return cached;
}

export function setCspNonce(nonce: string): void {
  cached = nonce;
}
