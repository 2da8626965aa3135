import { useEffect, useState } from "react";

/** How long a request may run before the buyer is told it is slow (WCAG 2.2.1 spirit: say what is happening). */
export const STALL_NOTICE_MS = 5000;

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
