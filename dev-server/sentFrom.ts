import type { Request } from "express";

/**
 * The page a plain form post was sent from (its path and query: `?lang=en`, `?js=0` kept), where the shop's "the page
 * reloads" (spec §1) sends a buyer without the script; `fallback` when the browser sent no referrer or another site's,
 * or, with `onlyFrom`, when the post came from another page than that one.
 */
export function sentFrom(req: Request, fallback: string, onlyFrom?: string): string {
  const referer = req.get("referer");
  if (!referer) return fallback;
  try {
    const from = new URL(referer);
    const back = from.host === req.get("host") && (onlyFrom === undefined || from.pathname === onlyFrom);
    return back ? `${from.pathname}${from.search}` : fallback;
  } catch {
    return fallback;
  }
}
