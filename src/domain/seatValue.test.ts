// @vitest-environment node
import { describe, expect, it } from "vitest";
import { parseSeatValue, seatValue } from "./seatValue.ts";

describe("the queue-mode add's seat value (QA s40 finding 11)", () => {
  it("joins seat and ticket type with a colon, and reads them back", () => {
    expect(seatValue("W2-1-4", "101")).toBe("W2-1-4:101");
    expect(parseSeatValue("W2-1-4:101")).toEqual({ seatId: "W2-1-4", chargeId: "101" });
  });

  it("keeps a seat id holding colons whole: the ticket type is after the last one", () => {
    for (const seatId of ["W2:1.9", "A:B:C", ":1", "W2:"]) expect(parseSeatValue(seatValue(seatId, "102"))).toEqual({ seatId, chargeId: "102" });
  });

  it("reads a value without a colon as a seat id alone", () => {
    expect(parseSeatValue("W2-1-4")).toEqual({ seatId: "W2-1-4" });
  });
});
