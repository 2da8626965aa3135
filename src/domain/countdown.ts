/** Whole seconds left until `deadline` (ms since epoch), never negative. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** The header clock: minutes and seconds, "14:05"; hours fold into minutes as the legacy clock did. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, "0")}:${String(whole % 60).padStart(2, "0")}`;
}

/** Seconds before the end at which buyers are warned (announced to screen readers). */
export const SESSION_WARNING_SECONDS = 60;

/**
 * A statement of the session's end: the server gave a time to live at `issued` (a page load, an extend),
 * so the session ends at `deadline` (both ms since epoch).
 */
export interface Renewal {
  deadline: number;
  issued: number;
}

export function renewal(ttlSeconds: number, now: number): Renewal {
  return { deadline: now + ttlSeconds * 1000, issued: now };
}

/**
 * The renewal that holds when a tab of the shop hears of another tab's: the later one, since the server's
 * session runs from its last request, whether its time to live was longer or shorter.
 */
export function newest(own: Renewal, heard: Renewal | null): Renewal {
  return heard && heard.issued > own.issued ? heard : own;
}
