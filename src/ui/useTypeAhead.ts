import { useRef, type KeyboardEvent } from "react";
import { typeAhead, typeAheadMatch, typingAt, type SelectOption, type TypeAhead } from "../domain/selectList.ts";

/**
 * APG type-ahead for the select list and the combo box (src/domain/selectList.ts has the rules). Returns what a
 * key does: undefined when it is not typing (the widget's own keys), else the option to move to, or null (typed,
 * nothing matches: stay). `spaceTypes`: a Space within a running search is part of it ("Brama 5"), as in the APG
 * select-only combobox; the select list keeps Space for choosing.
 */
export function useTypeAhead(): (event: KeyboardEvent, options: readonly SelectOption[], active: number, spaceTypes: boolean) => number | null | undefined {
  const last = useRef<TypeAhead | null>(null);
  return (event, options, active, spaceTypes) => {
    // AltGr (Ctrl+Alt on Windows) types the Polish letters; Ctrl, Alt or Meta alone make shortcuts.
    const modified = event.metaKey || ((event.ctrlKey || event.altKey) && !event.getModifierState("AltGraph"));
    if (event.key.length !== 1 || modified) return undefined;
    // The page's clock, not the event's time stamp: a test's installed clock then drives the 500 ms too.
    const now = performance.now();
    if (event.key === " " && !(spaceTypes && typingAt(last.current, now))) return undefined;
    last.current = typeAhead(last.current, event.key, now);
    return typeAheadMatch(options, active, last.current.text);
  };
}
