import { describe, expect, it } from "vitest";
import { acceptsType, judgeFiles, maxBytes, sniffType } from "./upload.ts";

const limits = { maxSizeKb: 100, maxFiles: 2, accept: "image/jpeg,image/png,.pdf" };
const file = (name: string, size: number, type: string) => ({ name, size, type });

describe("legacy uploader checks", () => {
  it("takes the size limit in kilobytes × 1024; 0 means no limit", () => {
    expect(maxBytes(limits)).toBe(102_400);
    expect(maxBytes({ ...limits, maxSizeKb: 0 })).toBe(Number.POSITIVE_INFINITY);
    expect(judgeFiles([file("a.png", 102_400, "image/png"), file("b.png", 102_401, "image/png")], 0, limits)).toEqual(["accepted", "too-large"]);
  });

  it("reads accept as the chooser does: exact types, wildcards, extensions; empty takes all", () => {
    expect(acceptsType("image/*", file("x.gif", 1, "image/gif"))).toBe(true);
    expect(acceptsType("image/png", file("x.gif", 1, "image/gif"))).toBe(false);
    expect(acceptsType(".PDF", file("umowa.pdf", 1, ""))).toBe(true);
    expect(acceptsType("", file("x.exe", 1, "application/x-msdownload"))).toBe(true);
  });

  it("refuses the wrong type and the too large before counting, then counts the files already kept", () => {
    const verdicts = judgeFiles(
      [file("a.txt", 1, "text/plain"), file("b.jpg", 10, "image/jpeg"), file("c.png", 999_999, "image/png"), file("d.png", 10, "image/png")],
      1,
      limits,
    );
    expect(verdicts).toEqual(["wrong-type", "accepted", "too-large", "too-many"]);
  });

  it("knows a JPEG, a PNG and a PDF by their first bytes, and nothing else", () => {
    expect(sniffType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d]))).toBe("image/png");
    expect(sniffType(new TextEncoder().encode("%PDF-1.4"))).toBe("application/pdf");
    expect(sniffType(new TextEncoder().encode("GIF89a"))).toBeNull();
    expect(sniffType(new Uint8Array([]))).toBeNull();
  });
});
