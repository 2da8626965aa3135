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
