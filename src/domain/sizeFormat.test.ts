import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatSize } from "./sizeFormat.ts";

describe("size format", () => {
  it("uses base 1024 and drops decimals from whole numbers", () => {
    expect(formatSize(0)).toBe("0 B");
    expect(formatSize(1023)).toBe("1023 B");
    expect(formatSize(1024)).toBe("1 KB");
    expect(formatSize(1536)).toBe("1.50 KB");
    expect(formatSize(5 * 1024 ** 2)).toBe("5 MB");
    expect(formatSize(1.25 * 1024 ** 3)).toBe("1.25 GB");
  });

  it("stops at PB", () => {
    expect(formatSize(2048 * 1024 ** 5)).toBe("2048 PB");
  });
});

describe("size format on Polish pages", () => {
  it("writes the decimal comma, whole numbers unchanged", () => {
    expect(formatSize(1536, ",")).toBe("1,50 KB");
    expect(formatSize(1024 ** 5 * 1.5, ",")).toBe("1,50 PB");
    expect(formatSize(3 * 1024, ",")).toBe("3 KB");
  });

  it("treats nonsense as nothing rather than printing NaN", () => {
    expect(formatSize(Number.NaN)).toBe("0 B");
    expect(formatSize(-5)).toBe("0 B");
  });

  it("never shows 1024 of a unit: a size that rounds up to it is given in the next unit (the legacy helper printed '1024.00 KB')", () => {
    expect(formatSize(1048575, ",")).toBe("1,00 MB");
    expect(formatSize(1023.999)).toBe("1.00 KB");
    expect(formatSize(1023.99)).toBe("1023.99 B");
    expect(formatSize(1024 ** 2 - 11)).toBe("1023.99 KB");
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1024 ** 5, noNaN: true }), (bytes) => {
        const [number] = formatSize(bytes).split(" ");
        expect(Number(number)).toBeLessThan(1024);
      }),
    );
  });
});
