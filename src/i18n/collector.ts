import Cookies from "js-cookie";
import { request } from "../dejax/client.ts";

export const COOKIE = "JSTranslations";
export const COMMIT_DELAY_MS = 5000;
export const COMMIT_URL = "/ajax/Translations/commit/";
const COOKIE_DAYS = 1;
/**
 * Browsers keep a cookie's name and value up to 4096 bytes and silently refuse a bigger one (the text would be lost);
 * 4000 leaves room for the rest of the Set-Cookie line.
 */
const COOKIE_BYTES = 4000;

let timer: ReturnType<typeof setTimeout> | undefined;
let committing = false;
const seen = new Set<string>();
/** New texts the full cookie could not take: committed at once from memory instead of being dropped. */
let overflow: string[] = [];

function stored(): string[] {
  try {
    const value: unknown = JSON.parse(Cookies.get(COOKIE) ?? "[]");
    return Array.isArray(value) ? value.filter((text): text is string => typeof text === "string") : [];
  } catch {
    return [];
  }
}

/** js-cookie writes the value percent-encoded, at most as long as encodeURIComponent makes it. */
const fits = (texts: readonly string[]) => COOKIE.length + 1 + encodeURIComponent(JSON.stringify(texts)).length <= COOKIE_BYTES;

function store(texts: string[]): void {
  if (texts.length === 0) Cookies.remove(COOKIE, { path: "/" });
  else Cookies.set(COOKIE, JSON.stringify(texts), { expires: COOKIE_DAYS, path: "/", sameSite: "Lax", secure: location.protocol === "https:" });
}

/** 5 s after the last new text; at once while texts wait outside the full cookie. */
function schedule(): void {
  clearTimeout(timer);
  timer = setTimeout(commit, overflow.length > 0 ? 0 : COMMIT_DELAY_MS);
}

/**
 * Records a text with no English entry in the JSTranslations cookie and commits the collected
 * texts 5 s after the last new one; committed texts leave the cookie. A text the full cookie
 * cannot take is committed at once, with the cookie's texts.
 */
export function collectMissing(text: string): void {
  if (seen.has(text)) return;
  seen.add(text);
  const texts = stored();
  if (!texts.includes(text)) {
    if (overflow.length === 0 && fits([...texts, text])) store([...texts, text]);
    else overflow.push(text);
  }
  schedule();
}

async function commit(): Promise<void> {
  const texts = [...stored(), ...overflow];
  // One commit at a time: what comes meanwhile is scheduled again once it is answered.
  if (committing || texts.length === 0) return;
  committing = true;
  const result = await request({ url: COMMIT_URL, data: { texts, page: location.pathname }, eval: false });
  committing = false;
  // A failed commit keeps everything: the next new text (or, for the cookie's texts, the next page) tries again.
  if (!result.ok) return;
  const left = stored().filter((text) => !texts.includes(text));
  overflow = overflow.filter((text) => !texts.includes(text));
  while (overflow.length > 0 && fits([...left, overflow[0]!])) left.push(overflow.shift()!);
  store(left);
  if (left.length > 0 || overflow.length > 0) schedule();
}
