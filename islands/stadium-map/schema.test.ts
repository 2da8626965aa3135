import { afterEach, describe, expect, it, vi } from "vitest";
import { stadiumMapSchema } from "./schema.ts";

const base = {
  eventName: "Mecz",
  serieName: "Liga",
  venue: "Stadion",
  limit: 0,
  pitch: { width: 100, height: 60 },
  zones: [{ code: "A", name: "Strefa A", color: "#7a2e8c", variants: [{ id: "1", name: "Normalny", price: 14900 }] }],
  tribunes: [{ code: "W", name: "Trybuna Zachodnia" }],
  cart: [],
};
const sector = (code: unknown, rest: Record<string, unknown> = {}) => ({ code, tribune: 0, zone: 0, x: 0, y: 0, angle: -90, rows: ["ff"], ...rest });

describe("stadium props: sectors (QA s41 #8)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("takes any shop code: dashes, lower case, letters only, a space", () => {
    const parsed = stadiumMapSchema.safeParse({ ...base, sectors: ["W-1", "w1a", "VIP", "N 3", "<b>A1</b>"].map((code) => sector(code)) });
    expect(parsed.success && parsed.data.sectors.map((s) => s.code)).toEqual(["W-1", "w1a", "VIP", "N 3", "<b>A1</b>"]);
  });

  it("leaves out a sector it cannot draw with one warning naming it, and keeps the map", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const parsed = stadiumMapSchema.safeParse({
      ...base,
      sectors: [sector("W1"), sector(" "), sector("X".repeat(41)), sector("W2", { rows: ["fz"] }), { code: "W3", tribune: 0 }, sector("W4", { zone: 3 }), sector("W1"), sector("W5")],
    });
    expect(parsed.success && parsed.data.sectors.map((s) => s.code)).toEqual(["W1", "W5"]);
    expect(warn.mock.calls.map(([text]) => text)).toEqual([
      'Trybuna: stadium-map: sector " " left out (code: a sector code is empty or longer than 40 characters)',
      expect.stringMatching(/^Trybuna: stadium-map: sector "X{41}" left out \(code: /),
      'Trybuna: stadium-map: sector "W2" left out (rows: a row has a letter that is not a seat kind)',
      'Trybuna: stadium-map: sector "W3" left out (zone: expected number; x: expected number; y: expected number; angle: expected number; rows: expected array)',
      'Trybuna: stadium-map: sector "W4" left out (it names a tribune or zone that is not listed)',
      'Trybuna: stadium-map: sector "W1" left out (its code is repeated)',
    ]);
  });

  it("refuses a map with no sector it can draw", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const parsed = stadiumMapSchema.safeParse({ ...base, sectors: [sector("")] });
    expect(parsed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[["sectors"], "no sector can be drawn"]]);
    expect(stadiumMapSchema.safeParse({ ...base, sectors: [] }).success).toBe(false);
  });
});
