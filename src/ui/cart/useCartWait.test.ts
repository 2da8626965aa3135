import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STALL_NOTICE_MS } from "../useStalled.ts";
import { useCartWait, type CartWaitTicket } from "./useCartWait.ts";

describe("useCartWait", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("says nothing before the notice is due, the queued text while nothing of its kind was sent, the slow text once one is on the wire", () => {
    const { result } = renderHook(() => useCartWait("Trwa dłużej.", "Czeka w kolejce."));
    let ticket!: CartWaitTicket;
    act(() => {
      ticket = result.current.begin();
    });
    expect(result.current.stalledText).toBe("");
    act(() => vi.advanceTimersByTime(STALL_NOTICE_MS));
    // Still waiting behind another kind's request: nothing of its own is on the wire.
    expect(result.current.stalledText).toBe("Czeka w kolejce.");
    act(() => ticket.onSent());
    expect(result.current.stalledText).toBe("Trwa dłużej.");
    // A re-issue sends it again; it still counts as one.
    act(() => ticket.onSent());
    act(() => ticket.end());
    expect(result.current.stalledText).toBe("");

    // A second wait of the same hook starts afresh.
    act(() => {
      ticket = result.current.begin();
    });
    act(() => vi.advanceTimersByTime(STALL_NOTICE_MS));
    expect(result.current.stalledText).toBe("Czeka w kolejce.");
    act(() => ticket.end());
    expect(result.current.stalledText).toBe("");
  });
});
