/**
 * The map's view (pure): screen = world × scale + (x, y), in CSS pixels. Zooming keeps the point under
 * the pointer still; the scale stays between the whole bowl and a close-up of a few seats.
 */
export type View = { scale: number; x: number; y: number };
export type Size = { width: number; height: number };
export type Bounds = { minX: number; minY: number; maxX: number; maxY: number };

/** CSS pixels per seat width at which seats are chosen: rotated corner seats still get 24 × 24 targets apart. */
export const CHOOSE_SCALE = 36;
const MAX_SCALE = 72;

/** Close enough to choose seats (a hair under CHOOSE_SCALE: an animation's last step may land a rounding short). */
export const isChoosing = (view: View): boolean => view.scale >= CHOOSE_SCALE * 0.999;

/** The whole bowl, centred, with a margin. */
export function fitView(bounds: Bounds, size: Size, margin = 12): View {
  const scale = Math.min((size.width - 2 * margin) / (bounds.maxX - bounds.minX), (size.height - 2 * margin) / (bounds.maxY - bounds.minY));
  return { scale, x: size.width / 2 - ((bounds.minX + bounds.maxX) / 2) * scale, y: size.height / 2 - ((bounds.minY + bounds.maxY) / 2) * scale };
}

function clampScale(scale: number, fit: number): number {
  return Math.min(MAX_SCALE, Math.max(fit * 0.9, scale));
}

/** Zoom by `factor` around the screen point (sx, sy). */
export function zoomAt(view: View, factor: number, sx: number, sy: number, fit: number): View {
  const scale = clampScale(view.scale * factor, fit);
  const k = scale / view.scale;
  return { scale, x: sx - (sx - view.x) * k, y: sy - (sy - view.y) * k };
}

/** A view with world point (wx, wy) at the centre of the screen. */
export function centreOn(wx: number, wy: number, scale: number, size: Size): View {
  return { scale, x: size.width / 2 - wx * scale, y: size.height / 2 - wy * scale };
}

/** The smallest pan that brings screen point (sx, sy) at least `margin` inside the screen. */
export function keepVisible(view: View, sx: number, sy: number, size: Size, margin: number): View {
  const dx = sx < margin ? margin - sx : sx > size.width - margin ? size.width - margin - sx : 0;
  const dy = sy < margin ? margin - sy : sy > size.height - margin ? size.height - margin - sy : 0;
  return dx === 0 && dy === 0 ? view : { ...view, x: view.x + dx, y: view.y + dy };
}

export const toScreen = (view: View, wx: number, wy: number): [number, number] => [wx * view.scale + view.x, wy * view.scale + view.y];
export const toWorldPoint = (view: View, sx: number, sy: number): [number, number] => [(sx - view.x) / view.scale, (sy - view.y) / view.scale];

/** Linear step between two views (for the zoom-to-seat animation). */
export function between(a: View, b: View, f: number): View {
  return { scale: a.scale + (b.scale - a.scale) * f, x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f };
}
