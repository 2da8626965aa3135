/** The star box (spec §3, §4): a rating of 0 (none) to `count` stars. */

/** Clicking star n sets n, capped at the star count (and never below 0). */
export function starValue(n: number, count: number): number {
  return Math.min(Math.max(Math.trunc(n), 0), count);
}

/** Stars lit: 1 to the hovered star while hovering, else 1 to the value. */
export function litStars(value: number, hovered: number | null): number {
  return hovered ?? value;
}
