import { useEffect, useState } from "react";
import { STALL_NOTICE_MS } from "./stalled.ts";


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
