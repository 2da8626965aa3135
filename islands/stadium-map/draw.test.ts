import { describe, expect, it } from "vitest";
import { drawStadium, type Bitmaps, type Paint } from "./draw.ts";
import { buildStadium } from "./layout.ts";

// One sector per stand: rows running along each side of the bowl and a turned corner.
const st = buildStadium([
  { code: "W1", tribune: 0, zone: 0, x: -30, y: 0, angle: -90, rows: ["fff", "ftf"] },
  { code: "E1", tribune: 1, zone: 0, x: 30, y: 0, angle: 90, rows: ["fff", "ftf"] },
  { code: "N1", tribune: 2, zone: 0, x: 0, y: -30, angle: 0, rows: ["fff", "ftf"] },
  { code: "S1", tribune: 3, zone: 0, x: 0, y: 30, angle: 180, rows: ["fff", "ftf"] },
  { code: "NE1", tribune: 4, zone: 0, x: 25, y: -25, angle: 45, rows: ["fff", "ftf"] },
]);
const paint: Paint = { zoneColors: ["#1f5fa8"], pressed: new Set([0]), highlight: [], pitch: { width: 20, height: 12 } };

/** A 2D context that records where each text is drawn: the transform in force and the text. */
function recordingContext(): { ctx: CanvasRenderingContext2D; texts: Array<{ text: string; a: number; b: number; c: number; d: number }> } {
  let m = { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 };
  const texts: Array<{ text: string; a: number; b: number; c: number; d: number }> = [];
  const target: Record<string, unknown> = {
    setTransform: (a: number, b: number, c: number, d: number, e: number, f: number) => (m = { a, b, c, d, e, f }),
    getTransform: () => ({ ...m }),
    fillText: (text: string) => texts.push({ text, a: m.a, b: m.b, c: m.c, d: m.d }),
  };
  const ctx = new Proxy(target, { get: (object, key: string) => (key in object ? object[key] : () => {}), set: () => true });
  return { ctx: ctx as unknown as CanvasRenderingContext2D, texts };
}

// jsdom has no Path2D: the seats' squares are not what this test looks at.
globalThis.Path2D ??= class {
  rect(): void {}
} as unknown as typeof Path2D;

describe("drawStadium at the seat level", () => {
  it("draws every seat's number and every row's number upright, whichever way the sector is turned", () => {
    const { ctx, texts } = recordingContext();
    // Zoomed in enough for numbers (30 px per seat), on a canvas large enough to show every sector.
    drawStadium(ctx, st, {} as Bitmaps, { scale: 30, x: 2000, y: 2000 }, 4000, 4000, 1, paint);
    // 5 sectors × 6 seats, and 2 row numbers at each end of each row.
    expect(texts).toHaveLength(5 * 6 + 5 * 2 * 2);
    for (const { text, a, b, c, d } of texts) expect({ text, upright: a > 0 && d > 0 && b === 0 && c === 0 }).toEqual({ text, upright: true });
  });
});
