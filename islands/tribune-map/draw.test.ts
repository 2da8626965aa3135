import { describe, expect, it } from "vitest";
import { paint } from "./draw.ts";
import { toPolygon } from "./geometry.ts";

/** A 2D context that records each fill with the colour and opacity it was made with. */
function recordingContext(): { ctx: CanvasRenderingContext2D; fills: { fillStyle: string; globalAlpha: number }[] } {
  const fills: { fillStyle: string; globalAlpha: number }[] = [];
  const state = { fillStyle: "#000000", globalAlpha: 1, strokeStyle: "#000000", lineWidth: 1 };
  const noop = (): void => {};
  const ctx = {
    ...state,
    clearRect: noop,
    drawImage: noop,
    beginPath: noop,
    moveTo: noop,
    lineTo: noop,
    closePath: noop,
    stroke: noop,
    fill(this: typeof state) {
      fills.push({ fillStyle: this.fillStyle, globalAlpha: this.globalAlpha });
    },
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, fills };
}

const square = (x: number) => toPolygon([x, 0, x + 10, 0, x + 10, 10, x, 10]);

describe("paint", () => {
  it("fills a lit tribune at opacity 0.7 (spec §9) over a white base, and leaves the others unfilled", () => {
    const { ctx, fills } = recordingContext();
    paint(ctx, { image: null, polygons: [square(0), square(20), square(40)], hover: 1, focus: -1 }, { lit: "#ffd479", focus: "#0b2545", edge: "#1c2430" });
    expect(fills).toEqual([
      { fillStyle: "#ffffff", globalAlpha: 1 },
      { fillStyle: "#ffd479", globalAlpha: 0.7 },
    ]);
  });

  it("veils a disabled tribune in grey and never lights it, hovered or not (QA s40 finding 5)", () => {
    const { ctx, fills } = recordingContext();
    paint(ctx, { image: null, polygons: [square(0), square(20)], hover: 1, focus: -1, disabled: new Set([1]) }, { lit: "#ffd479", focus: "#0b2545", edge: "#1c2430" });
    expect(fills).toEqual([{ fillStyle: "rgb(90 90 90 / 0.55)", globalAlpha: 1 }]);
  });
});
