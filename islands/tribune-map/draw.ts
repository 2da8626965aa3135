/** Canvas painting of the stadium and its tribunes; kept apart so the component only decides *what* is lit. */
import type { Polygon } from "./geometry.ts";

export const WIDTH = 700;
export const HEIGHT = 550;
/** Spec §9: a lit tribune is filled at opacity 0.7. */
const LIT_OPACITY = 0.7;

export type Paint = {
  image: HTMLImageElement | null;
  polygons: readonly Polygon[];
  hover: number;
  focus: number;
  /** Tribunes that cannot be chosen (no href in the legacy map): greyed, never lit. */
  disabled?: ReadonlySet<number>;
};

function trace(ctx: CanvasRenderingContext2D, polygon: Polygon): void {
  const p = polygon.points;
  ctx.beginPath();
  ctx.moveTo(p[0]!, p[1]!);
  for (let i = 2; i < p.length; i += 2) ctx.lineTo(p[i]!, p[i + 1]!);
  ctx.closePath();
}

/** Sizes the backing store for the screen's pixel ratio, so lines stay sharp on high-density displays. */
export function prepare(canvas: HTMLCanvasElement, ratio: number): CanvasRenderingContext2D | null {
  canvas.width = Math.round(WIDTH * ratio);
  canvas.height = Math.round(HEIGHT * ratio);
  const ctx = canvas.getContext("2d");
  ctx?.setTransform(ratio, 0, 0, ratio, 0, 0);
  return ctx;
}

/** A disabled tribune's grey veil over the picture. */
const DISABLED_FILL = "rgb(90 90 90 / 0.55)";

export function paint(ctx: CanvasRenderingContext2D, { image, polygons, hover, focus, disabled }: Paint, colours: { lit: string; focus: string; edge: string }): void {
  ctx.clearRect(0, 0, WIDTH, HEIGHT);
  if (image) ctx.drawImage(image, 0, 0, WIDTH, HEIGHT);
  polygons.forEach((polygon, i) => {
    if (disabled?.has(i)) {
      trace(ctx, polygon);
      ctx.fillStyle = DISABLED_FILL;
      ctx.fill();
      // The list's focus is still shown on the plan: where the stand is that cannot be had.
      if (i !== focus) return;
      ctx.lineWidth = 5;
      ctx.strokeStyle = colours.focus;
      ctx.stroke();
      return;
    }
    if (i !== hover && i !== focus) return;
    trace(ctx, polygon);
    // A white base first, so the 0.7 fill reads as the highlight colour instead of mixing with the stand's blue.
    ctx.fillStyle = "#ffffff";
    ctx.fill();
    ctx.globalAlpha = LIT_OPACITY;
    ctx.fillStyle = colours.lit;
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.lineWidth = i === focus ? 5 : 3;
    ctx.strokeStyle = i === focus ? colours.focus : colours.edge;
    ctx.stroke();
  });
}
