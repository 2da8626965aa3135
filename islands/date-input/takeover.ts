/**
 * Date inputs wake when they near the viewport (the legacy text input works until then). A
 * user may already be in that input when the island replaces it: the island takes over the
 * focus and the caret, and the text typed so far. The last focused element is tracked from the
 * moment this module loads, which is before any date-input host sleeps.
 */
let lastFocused: EventTarget | null = null;
document.addEventListener("focusin", (event) => (lastFocused = event.target), true);

export interface Takeover {
  value: string | undefined;
  /** Caret/selection to restore when the legacy input had the focus. */
  selection: [number, number] | null;
}

/** Reads the live legacy input the runtime moved out of the host (legacy markup fragment). */
export function takeover(legacy: DocumentFragment): Takeover {
  const input = legacy.querySelector("input");
  if (!input) return { value: undefined, selection: null };
  const hadFocus = lastFocused === input && (document.activeElement === null || document.activeElement === document.body);
  return { value: input.value, selection: hadFocus ? [input.selectionStart ?? input.value.length, input.selectionEnd ?? input.value.length] : null };
}
