import { createHash } from "node:crypto";

/**
 * `?v=` of a file that keeps its bare name (trybuna.js, trybuna.css): the first 8 hex digits of its content's SHA-256,
 * as the README's PHP helper computes it (`substr(hash_file('sha256', …), 0, 8)`), so its address changes with its
 * content and it can be cached for a year.
 */
export function contentVersion(content: string | Uint8Array): string {
  return createHash("sha256").update(content).digest("hex").slice(0, 8);
}
