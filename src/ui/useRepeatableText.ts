import { useCallback, useState } from "react";

/**
 * A live region's text that is announced again when given again: `given` counts the texts given, for the key of
 * the element that shows it. The same text set twice changes nothing in the page, so a screen reader says nothing
 * (a second taken seat refused with "To miejsce jest niedostępne." was silent, QA session 37); a new key makes a
 * new element, which it reads (as FileField's `heldSubmits`).
 */
export function useRepeatableText(): [{ text: string; given: number }, (text: string) => void] {
  const [state, setState] = useState({ text: "", given: 0 });
  const set = useCallback((text: string) => setState((previous) => ({ text, given: previous.given + 1 })), []);
  return [state, set];
}
