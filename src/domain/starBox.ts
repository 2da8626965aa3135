/** The star box (spec §3, §4): a rating of 0 (none) to `count` stars. */

/** Clicking star n sets n, capped at the star count (and never below 0). */
export function starValue(n: number, count: number): number {
  return Math.min(Math.max(Math.trunc(n), 0), count);
}

/** Stars lit: 1 to the hovered star while hovering, else 1 to the value. */
export function litStars(value: number, hovered: number | null): number {
  return hovered ?? value;
}

/** Radio-group arrows: right/up raise, left/down lower, wrapping between 1 and count; Home/End jump. */
export function starAfterKey(value: number, key: string, count: number): number | null {
  const current = value || 0;
  switch (key) {
    case "ArrowRight":
    case "ArrowUp":
      return current >= count ? 1 : current + 1;
    case "ArrowLeft":
    case "ArrowDown":
      return current <= 1 ? count : current - 1;
    case "Home":
      return 1;
    case "End":
      return count;
    default:
      return null;
  }
}
