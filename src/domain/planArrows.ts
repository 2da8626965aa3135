/**
 * Arrow keys over places drawn on a plan (the stadium's tribunes): an arrow follows the plan, not the order
 * of the list. The places form a ring around the pitch, ordered by their angle around the plan's centre; an
 * arrow moves to the ring neighbour that lies most in its direction, and nowhere when neither does. So Down
 * from a north stand goes to the corner beside it, never across the pitch to the south, and every place is
 * reachable by walking the ring.
 */

export type Point = { x: number; y: number };
export type Arrow = "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight";

/** Screen axes: y grows downwards. */
const DIRECTION: Record<Arrow, Point> = { ArrowUp: { x: 0, y: -1 }, ArrowDown: { x: 0, y: 1 }, ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 } };

export function isArrow(key: string): key is Arrow {
  return key in DIRECTION;
}

/** Indices of `centres` in ring order: by angle around their mean, nearer first on the same angle. */
export function ringOrder(centres: readonly Point[]): number[] {
  const mean = centres.reduce((sum, p) => ({ x: sum.x + p.x / centres.length, y: sum.y + p.y / centres.length }), { x: 0, y: 0 });
  const angle = (p: Point) => Math.atan2(p.y - mean.y, p.x - mean.x);
  const reach = (p: Point) => Math.hypot(p.x - mean.x, p.y - mean.y);
  return centres.map((_, i) => i).sort((a, b) => angle(centres[a]!) - angle(centres[b]!) || reach(centres[a]!) - reach(centres[b]!));
}

/** Where `arrow` moves from place `from`: a ring neighbour's index, or `from` when no neighbour lies that way. */
export function arrowTarget(centres: readonly Point[], from: number, arrow: Arrow): number {
  const ring = ringOrder(centres);
  const at = ring.indexOf(from);
  if (at < 0 || ring.length < 2) return from;
  const direction = DIRECTION[arrow];
  const origin = centres[from]!;
  let best = from;
  let bestStep = 0;
  for (const neighbour of new Set([ring[(at + 1) % ring.length]!, ring[(at - 1 + ring.length) % ring.length]!])) {
    const p = centres[neighbour]!;
    const step = (p.x - origin.x) * direction.x + (p.y - origin.y) * direction.y;
    if (step > bestStep) [best, bestStep] = [neighbour, step];
  }
  return best;
}
