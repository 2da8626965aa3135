/**
 * Tribune polygons from legacy `<area shape coords>` (poly, rect or circle: areaPoints) and hit-testing for pointer
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

/** Corners of the polygon standing in for a circle area: enough that its edge is within a pixel of the circle up to r ≈ 140. */
const CIRCLE_CORNERS = 32;

/**
 * An image-map area as polygon points (spec §3: a tribune is an id with polygon coordinates), read by its
 * `shape` as browsers read it (HTML: missing and unknown values are rect; poly/polygon, circle/circ,
 * rect/rectangle, any case): a rect's corners, a circle as a 32-gon, a polygon's points. null for
 * shape="default" (the whole picture, no tribune) and for coords that make no such shape.
 */
export function areaPoints(shape: string | null, coords: string): number[] | null {
  const kind = (shape ?? "").trim().toLowerCase();
  if (kind === "poly" || kind === "polygon") return parseCoords(coords);
  if (kind === "default") return null;
  const values = coords.split(",").map((part) => Number(part.trim()));
  if (values.some((v) => !Number.isFinite(v))) return null;
  if (kind === "circle" || kind === "circ") {
    const [x = 0, y = 0, r = 0] = values;
    if (values.length < 3 || r <= 0) return null;
    const points: number[] = [];
    for (let i = 0; i < CIRCLE_CORNERS; i++) {
      const angle = (2 * Math.PI * i) / CIRCLE_CORNERS;
      points.push(Math.round((x + r * Math.cos(angle)) * 100) / 100, Math.round((y + r * Math.sin(angle)) * 100) / 100);
    }
    return points;
  }
  if (values.length < 4) return null;
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = values;
  const [left, right, top, bottom] = [Math.min(x1, x2), Math.max(x1, x2), Math.min(y1, y2), Math.max(y1, y2)];
  if (left === right || top === bottom) return null;
  return [left, top, right, top, right, bottom, left, bottom];
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
