import { cspNonce } from "../runtime/nonce.ts";
import { parseTrustedHtml, trustedScript, trustedScriptUrl } from "../runtime/trustedTypes.ts";

/**
 * Runs the <script> blocks found in a trusted same-origin response fragment, in document order:
 * external scripts are loaded (and awaited, so later inline code can use them), inline ones run.
 * Each gets the page's CSP nonce, so they pass a nonce-based policy.
 */
export async function runScriptBlocks(html: string): Promise<void> {
  const blocks = parseTrustedHtml(html).querySelectorAll("script");
  for (const block of blocks) {
    const type = block.getAttribute("type");
    if (type && !/^(text|application)\/(java|ecma)script$|^module$/i.test(type)) continue; // data blocks (JSON, templates)
    const script = document.createElement("script");
    if (type) script.type = type;
    const nonce = cspNonce();
    if (nonce) script.nonce = nonce;
    const src = block.getAttribute("src");
    if (src) {
      script.async = false;
      (script as { src: unknown }).src = trustedScriptUrl(src);
      await new Promise<void>((resolve) => {
        script.addEventListener("load", () => resolve(), { once: true });
        script.addEventListener("error", () => {
          console.error(`Trybuna: script ${src} from an AJAX response failed to load`);
          resolve();
        }, { once: true });
        document.head.append(script);
      });
    } else {
      (script as { text: unknown }).text = trustedScript(block.textContent ?? "");
      document.head.append(script);
      script.remove(); // inline code has run; keep the head clean
    }
  }
}

/**
 * The answer fields that are plain text in the shop's protocol (spec §3: the form answer's `error` box text and
 * `error_position`; Trybuna's `message` and `warning`). They are shown as text, and a server may repeat in them what a
 * buyer typed ("Klient Jan<script>… jest już zarejestrowany"): their script blocks never run, whichever fields a
 * caller names (security review s40, D1).
 */
const PLAIN_TEXT_FIELDS: ReadonlySet<string> = new Set(["error", "error_position", "message", "warning"]);

/**
 * The HTML strings holding script blocks among the response fields named for evaluation (default: every
 * string field of the answer, as the legacy layer evaluated the whole answer), the plain-text fields left out.
 */
export function scriptSources(response: unknown, fields: readonly string[] | undefined): string[] {
  const record = (response && typeof response === "object" ? response : {}) as Record<string, unknown>;
  const values = typeof response === "string" ? [response] : (fields ?? Object.keys(record)).filter((field) => !PLAIN_TEXT_FIELDS.has(field)).map((field) => record[field]);
  return values.filter((value): value is string => typeof value === "string" && value.includes("<script"));
}
