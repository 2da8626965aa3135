import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * A callback whose identity never changes but that always runs the latest render's function: memoised
 * children (the stadium's cart table, the seat buttons) then skip re-rendering when only a parent's
 * closure changed. Not for calls during render (the latest function is set after commit).
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
