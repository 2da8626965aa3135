import { useCallback, useState } from "react";
import { useStalled } from "../useStalled.ts";

/** One cart request of a kind (add, removal) while it waits: `onSent` goes into its options, `end` after its answer. */
export interface CartWaitTicket {
  onSent(): void;
  end(): void;
}

/**
 * How cart requests of one kind are waiting, for the notice shown after a few seconds: "sent" while one of
 * them is on the wire (the server is slow), "queued" while they all still wait behind another request on the
 * shared queue-mode connection (an add behind a stalled removal, or the reverse: nothing of theirs was sent
 * yet, so "waiting for the server's answer" would not be true), null before the notice is due.
 */
export function useCartWait(): { begin(): CartWaitTicket; stall: "sent" | "queued" | null } {
  const [waiting, setWaiting] = useState(0);
  const [onWire, setOnWire] = useState(0);
  const stalled = useStalled(waiting > 0);
  const begin = useCallback((): CartWaitTicket => {
    let sent = false;
    setWaiting((n) => n + 1);
    return {
      onSent: () => {
        // A re-issue sends it again: counted once.
        if (sent) return;
        sent = true;
        setOnWire((n) => n + 1);
      },
      end: () => {
        setWaiting((n) => n - 1);
        if (sent) setOnWire((n) => n - 1);
      },
    };
  }, []);
  return { begin, stall: !stalled ? null : onWire > 0 ? "sent" : "queued" };
}
