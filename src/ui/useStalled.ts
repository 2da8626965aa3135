import { useEffect, useState } from "react";

/** How long a request may run before the buyer is told it is slow (WCAG 2.2.1 spirit: say what is happening). */
export const STALL_NOTICE_MS = 5000;

/**
 * How long an answer may take before a step's progress ("Usuwamy bilet …") is said at all: a quicker one is said
 * once, with its result (a removal said as it began and again as it ended was some 40 words a key press, QA session 37).
 */
export const SLOW_ANSWER_MS = 1000;

/** True once `active` has lasted `delay` ms without ending: time to say the step is taking long. */
export function useStalled(active: boolean, delay = STALL_NOTICE_MS): boolean {
  const [stalled, setStalled] = useState(false);
  useEffect(() => {
    if (!active) return setStalled(false);
    const timer = setTimeout(() => setStalled(true), delay);
    return () => clearTimeout(timer);
  }, [active, delay]);
  return stalled;
}
