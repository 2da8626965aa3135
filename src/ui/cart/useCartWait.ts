import { useCallback, useState } from "react";
import { t } from "../../i18n/t.ts";
import { useStalled } from "../useStalled.ts";

/** One cart request of a kind (add, removal) while it waits: `onSent` goes into its options, `end` after its answer. */
export interface CartWaitTicket {
  onSent(): void;
  end(): void;
}

/**
 * The notice cart requests of one kind give after a few seconds of waiting (translated; "" before it is due):
 * `sentText` while one of them is on the wire (the server is slow), `queuedText` while they all still wait
 * behind another request on the shared queue-mode connection (an add behind a stalled removal, or the reverse:
 * nothing of theirs was sent yet, so "waiting for the server's answer" would not be true).
 */
export function useCartWait(sentText: string, queuedText: string): { begin(): CartWaitTicket; stalledText: string; waiting: boolean } {
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
  return { begin, stalledText: !stalled ? "" : t(onWire > 0 ? sentText : queuedText), waiting: waiting > 0 };
}
