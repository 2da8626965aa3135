import { describe, expect, it } from "vitest";
import { PointerGesture } from "./gesture.ts";

describe("PointerGesture", () => {
  it("a press released where it was is a tap; a jitter under the threshold does not pan and is still a tap", () => {
    const gesture = new PointerGesture(4);
    gesture.down(1, 100, 100);
    expect(gesture.move(1, 102, 101)).toBeNull();
    expect(gesture.up(1, false)).toBe(true);
  });

  it("a drag pans from the press point once past the threshold, step by step after, and ends no tap", () => {
    const gesture = new PointerGesture(4);
    gesture.down(1, 100, 100);
    expect(gesture.move(1, 102, 100)).toBeNull();
    expect(gesture.move(1, 110, 95)).toEqual({ kind: "pan", dx: 10, dy: -5 });
    expect(gesture.move(1, 111, 95)).toEqual({ kind: "pan", dx: 1, dy: 0 });
    expect(gesture.up(1, false)).toBe(false);
  });

  it("two pointers pinch by the ratio of their spread, around their midpoint; lifting both is no tap", () => {
    const gesture = new PointerGesture(4);
    gesture.down(1, 100, 100);
    gesture.down(2, 200, 100);
    expect(gesture.move(2, 300, 100)).toEqual({ kind: "pinch", factor: 2, x: 200, y: 100 });
    expect(gesture.up(2, false)).toBe(false);
    // The finger left behind does not pan by the other's lift, and its own release is no tap.
    expect(gesture.up(1, false)).toBe(false);
  });

  it("a cancelled press is no tap, and a pointer it never saw does nothing", () => {
    const gesture = new PointerGesture(4);
    gesture.down(1, 50, 50);
    expect(gesture.move(7, 80, 80)).toBeNull();
    expect(gesture.up(7, false)).toBe(false);
    expect(gesture.up(1, true)).toBe(false);
    // The next press starts afresh.
    gesture.down(3, 10, 10);
    expect(gesture.up(3, false)).toBe(true);
  });
});
