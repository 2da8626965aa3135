import { describe, expect, it } from "vitest";
import { times } from "./times.ts";

describe("times", () => {
  it("makes count values by index, as Array.from({ length }, make) does", () => {
    expect(times(4, (index) => index * 2)).toEqual([0, 2, 4, 6]);
    expect(times(0, () => 1)).toEqual([]);
  });
  it("does not use the page's Array.from, which a legacy library may have replaced", () => {
    const native = Array.from;
    Array.from = (() => ["replaced"]) as typeof Array.from;
    try {
      expect(times(3, (index) => index)).toEqual([0, 1, 2]);
    } finally {
      Array.from = native;
    }
  });
});
