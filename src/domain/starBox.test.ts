import { describe, expect, it } from "vitest";
import { litStars, starValue } from "./starBox.ts";

describe("star box", () => {
  it("caps the clicked star at the count", () => {
    expect(starValue(3, 5)).toBe(3);
    expect(starValue(9, 5)).toBe(5);
    expect(starValue(-1, 5)).toBe(0);
    expect(starValue(2.7, 5)).toBe(2);
  });

  it("lights stars up to the hovered one, else up to the value", () => {
    expect(litStars(2, 4)).toBe(4);
    expect(litStars(2, null)).toBe(2);
  });
});
