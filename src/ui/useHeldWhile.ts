import { useState } from "react";

/**
 * `value`, except while `hold` is true: then the value it had when the hold began. For what a live region says
 * (the cart's count line) that should change once, with a request's result, not as the page changes ahead of it.
 */
export function useHeldWhile<T>(value: T, hold: boolean): T {
  const [held, setHeld] = useState(value);
  // Kept up to date during render (React's pattern for state from an earlier render): no second render, no effect.
  if (!hold && !Object.is(held, value)) setHeld(value);
  return hold ? held : value;
}
