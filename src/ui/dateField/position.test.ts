import { describe, expect, it } from "vitest";
import { place } from "./position.ts";

const viewport = { width: 400, height: 600 };
const size = { width: 300, height: 320 };

describe("place", () => {
  it("opens below the field by the offset's |y|, shifted by its x", () => {
    expect(place({ top: 100, bottom: 140, left: 20 }, size, viewport, [5, 4])).toEqual({ left: 25, top: 144 });
  });

  it("opens above the field when there is no room below", () => {
    expect(place({ top: 500, bottom: 540, left: 20 }, size, viewport, [0, 4])).toEqual({ left: 20, top: 176 });
  });

  it("with room on neither side it stays below but moves up over the field, 8 px inside the viewport", () => {
    expect(place({ top: 200, bottom: 300, left: 20 }, size, viewport, [0, 0]).top).toBe(272);
  });

  it("with room on neither side it opens above when below overflows more, 8 px inside the viewport's top", () => {
    expect(place({ top: 300, bottom: 400, left: 20 }, size, viewport, [0, 0]).top).toBe(8);
  });

  it("a popup taller than the viewport keeps its top in view", () => {
    expect(place({ top: 300, bottom: 340, left: 20 }, { width: 300, height: 700 }, viewport, [0, 0]).top).toBe(8);
  });

  it("moves left to stay 8 px inside the viewport, and never past its left edge", () => {
    expect(place({ top: 0, bottom: 40, left: 300 }, size, viewport, [0, 0]).left).toBe(92);
    expect(place({ top: 0, bottom: 40, left: 0 }, { width: 500, height: 100 }, viewport, [0, 0]).left).toBe(8);
  });
});
