import { describe, expect, it, vi } from "vitest";
import { checkSeatLimit } from "../../domain/seatLimit.ts";
import { carryOut, type Activation } from "./carryOut.ts";

const activation = (announce?: Activation["announce"]) => ({
  dispatch: vi.fn(),
  removeCart: vi.fn(() => Promise.resolve()),
  alert: vi.fn(),
  setNotice: vi.fn(),
  ...(announce ? { announce } : {}),
});

describe("carryOut: what a press on a seat does in both islands", () => {
  it("chooses and releases seats with the ticket type given, announcing only where the island asks to", () => {
    const panel = activation();
    carryOut({ kind: "choose" }, 7, "101", panel);
    carryOut({ kind: "unchoose" }, 7, "101", panel);
    expect(panel.dispatch.mock.calls).toEqual([[{ type: "choose", seat: 7, variantId: "101" }], [{ type: "unchoose", seat: 7 }]]);
    expect(panel.setNotice).not.toHaveBeenCalled();
    const map = activation((kind, seat) => `${kind} ${seat}`);
    carryOut({ kind: "choose" }, 3, "102", map);
    expect(map.setNotice).toHaveBeenCalledWith("choose 3");
  });

  it("removes a cart ticket with its children, refuses over the limit with its message, and says when a seat is unavailable", () => {
    const a = activation();
    carryOut({ kind: "remove", ids: ["c1", "c2"] }, 1, "101", a);
    expect(a.removeCart).toHaveBeenCalledWith(["c1", "c2"]);
    const refusal = checkSeatLimit({ limit: 4, selectedCount: 4, inCart: false })!;
    carryOut({ kind: "refused", refusal }, 1, "101", a);
    expect(a.alert).toHaveBeenCalledWith(expect.stringContaining("4"));
    carryOut({ kind: "unavailable" }, 1, "101", a);
    expect(a.setNotice).toHaveBeenCalledWith("To miejsce jest niedostępne.");
    expect(a.dispatch).not.toHaveBeenCalled();
  });
});
