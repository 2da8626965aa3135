/**
 * Tribune polygons from legacy `<area shape="poly" coords="x1,y1,x2,y2,...">` and hit-testing for pointer
 * moves: a bounding-box reject first, then an even-odd ray cast, so a move costs microseconds.
 */

export type Polygon = {
  /** Flat x,y pairs in canvas pixels (700 × 550 space). */
  points: readonly number[];
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
};

/** "10, 20,30,40 ,50,60" → [10,20,30,40,50,60]; null unless at least three whole points. */
export function parseCoords(coords: string): number[] | null {
  const values = coords.split(",").map((part) => Number(part.trim()));
  if (values.length < 6 || values.length % 2 !== 0 || values.some((v) => !Number.isFinite(v))) return null;
  return values;
}

export function toPolygon(points: readonly number[]): Polygon {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < points.length; i += 2) {
    minX = Math.min(minX, points[i]!);
    maxX = Math.max(maxX, points[i]!);
    minY = Math.min(minY, points[i + 1]!);
    maxY = Math.max(maxY, points[i + 1]!);
  }
  return { points, minX, minY, maxX, maxY };
}

export function containsPoint(polygon: Polygon, x: number, y: number): boolean {
  if (x < polygon.minX || x > polygon.maxX || y < polygon.minY || y > polygon.maxY) return false;
  const p = polygon.points;
  let inside = false;
  for (let i = 0, j = p.length - 2; i < p.length; j = i, i += 2) {
    const xi = p[i]!;
    const yi = p[i + 1]!;
    const xj = p[j]!;
    const yj = p[j + 1]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Index of the topmost polygon under the point (later areas win, as in an image map), or -1. */
export function hitTest(polygons: readonly Polygon[], x: number, y: number): number {
  for (let i = polygons.length - 1; i >= 0; i--) if (containsPoint(polygons[i]!, x, y)) return i;
  return -1;
}

/**
 * Where a tribune sits on the plan, for the arrow keys: the mean of its corners. The bounding box's centre
 * would put an L-shaped corner stand out in the stadium's corner, away from the stands beside it.
 */
export function centre(polygon: Polygon): { x: number; y: number } {
  const p = polygon.points;
  let x = 0;
  let y = 0;
  for (let i = 0; i < p.length; i += 2) {
    x += p[i]!;
    y += p[i + 1]!;
  }
  return { x: x / (p.length / 2), y: y / (p.length / 2) };
}
