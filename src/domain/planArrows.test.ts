// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { arrowTarget, ringOrder, type Arrow, type Point } from "./planArrows.ts";

// The fixture stadium's tribunes, each at the mean of its polygon's corners (as the tribune map places them).
const event = JSON.parse(readFileSync(new URL("../../fixtures/sales/event.json", import.meta.url), "utf8")) as { tribunes: Array<{ code: string; coords: number[] }> };
const codes = event.tribunes.map((t) => t.code);
const centres: Point[] = event.tribunes.map(({ coords }) => {
  const xs = coords.filter((_, i) => i % 2 === 0);
  const ys = coords.filter((_, i) => i % 2 === 1);
  return { x: xs.reduce((a, b) => a + b) / xs.length, y: ys.reduce((a, b) => a + b) / ys.length };
});
const move = (from: string, ...arrows: Arrow[]) => codes[arrows.reduce((at, arrow) => arrowTarget(centres, at, arrow), codes.indexOf(from))];

describe("arrows over the stadium plan", () => {
  it("orders the stands as a ring around the pitch", () => {
    const ring = ringOrder(centres).map((i) => codes[i]);
    const start = ring.indexOf("N1");
    expect([...ring.slice(start), ...ring.slice(0, start)]).toEqual(["N1", "N2", "N3", "NE", "E1", "E2", "SE", "S3", "S2", "S1", "SW", "W2", "W1", "NW"]);
  });

  it("Down from a north stand never crosses the pitch to the south", () => {
    expect(move("N1", "ArrowDown")).toBe("NW");
    expect(move("N3", "ArrowDown")).toBe("NE");
    // Nothing but the pitch below the middle stand: the key leaves focus where it is.
    expect(move("N2", "ArrowDown")).toBe("N2");
    for (const north of ["N1", "N2", "N3"]) expect(move(north, "ArrowDown")).not.toMatch(/^S/);
  });

  it("follows each side of the stadium", () => {
    expect(move("N1", "ArrowRight", "ArrowRight")).toBe("N3");
    expect(move("N3", "ArrowRight", "ArrowDown", "ArrowDown", "ArrowDown")).toBe("SE");
    expect(move("N1", "ArrowLeft", "ArrowDown", "ArrowDown")).toBe("W2");
    expect(move("S3", "ArrowLeft", "ArrowLeft")).toBe("S1");
    expect(move("W1", "ArrowUp", "ArrowRight")).toBe("N1");
    expect(move("E2", "ArrowUp")).toBe("E1");
  });

  it("stays put where no neighbour lies in the arrow's direction", () => {
    expect(move("W1", "ArrowLeft")).toBe("W1");
    expect(move("E1", "ArrowRight")).toBe("E1");
    expect(move("S2", "ArrowDown")).toBe("S2");
  });

  it("reaches every stand by arrows alone, in both directions round the ring", () => {
    const reached = new Set<string>();
    let at = codes.indexOf("N1");
    const walk: Arrow[] = ["ArrowRight", "ArrowRight", "ArrowRight", "ArrowDown", "ArrowDown", "ArrowDown", "ArrowLeft", "ArrowLeft", "ArrowLeft", "ArrowLeft", "ArrowUp", "ArrowUp", "ArrowUp", "ArrowRight"];
    for (const arrow of walk) reached.add(codes[(at = arrowTarget(centres, at, arrow))]!);
    expect(reached.size).toBe(codes.length);
    expect(codes[at]).toBe("N1");
  });

  it("copes with one place and with an unknown start", () => {
    expect(arrowTarget([{ x: 1, y: 1 }], 0, "ArrowDown")).toBe(0);
    expect(arrowTarget(centres, 99, "ArrowDown")).toBe(99);
  });
});
