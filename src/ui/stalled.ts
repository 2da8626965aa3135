/** A request that runs long, said in words: the delay and wording every island and the plain legacy form share (no React). */
import { t } from "../i18n/t.ts";

/** How long a request may run before the buyer is told it is slow (WCAG 2.2.1 spirit: say what is happening). */
export const STALL_NOTICE_MS = 5000;

/**
 * The one wording for a request that runs long: "<doing> trwa dłużej niż zwykle. <advice>". `doing` is a
 * translated gerund phrase ("Logowanie", "Wysyłanie zgłoszenia"), `advice` what the user can do meanwhile.
 */
export function stalledText(doing: string, advice: string): string {
  return `${t("%s trwa dłużej niż zwykle.", doing)} ${advice}`;
}

/**
 * For code without React (the plain legacy form): calls `onStalled` once the stall delay of useStalled has
 * passed; the returned function cancels it (call it when the request ends).
 */
export function whenStalled(onStalled: () => void): () => void {
  const timer = setTimeout(onStalled, STALL_NOTICE_MS);
  return () => clearTimeout(timer);
}
