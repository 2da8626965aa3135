import Cookies from "js-cookie";
import { request } from "../dejax/client.ts";

export const COOKIE = "JSTranslations";
export const COMMIT_DELAY_MS = 5000;
export const COMMIT_URL = "/ajax/Translations/commit/";
const COOKIE_DAYS = 1;
/** A cookie holds about 4 KB: keep the newest texts only. */
const MAX_TEXTS = 40;

let timer: ReturnType<typeof setTimeout> | undefined;
const seen = new Set<string>();

function stored(): string[] {
  try {
    const value: unknown = JSON.parse(Cookies.get(COOKIE) ?? "[]");
    return Array.isArray(value) ? value.filter((text): text is string => typeof text === "string") : [];
  } catch {
    return [];
  }
}

function store(texts: string[]): void {
  if (texts.length === 0) Cookies.remove(COOKIE, { path: "/" });
  else Cookies.set(COOKIE, JSON.stringify(texts.slice(-MAX_TEXTS)), { expires: COOKIE_DAYS, path: "/", sameSite: "Lax" });
}

/**
 * Records a text with no English entry in the JSTranslations cookie and commits the collected
 * texts 5 s after the last new one; committed texts leave the cookie.
 */
export function collectMissing(text: string): void {
  if (seen.has(text)) return;
  seen.add(text);
  const texts = stored();
  if (!texts.includes(text)) store([...texts, text]);
  clearTimeout(timer);
  timer = setTimeout(commit, COMMIT_DELAY_MS);
}

async function commit(): Promise<void> {
  const texts = stored();
  if (texts.length === 0) return;
  const result = await request({ url: COMMIT_URL, data: { texts, page: location.pathname }, eval: false });
  if (result.ok) store(stored().filter((text) => !texts.includes(text)));
}
