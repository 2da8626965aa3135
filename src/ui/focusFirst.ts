/**
 * Gives the focus to the first of `candidates` that takes it (focus() on an element gone from the page, disabled,
 * hidden or not focusable leaves the focus where it was) and returns it; null when none took it.
 */
export function focusFirst(candidates: readonly (Element | null)[]): HTMLElement | null {
  for (const candidate of candidates) {
    // The body "takes" the focus it already has: not a place to return to.
    if (!(candidate instanceof HTMLElement) || candidate === document.body) continue;
    candidate.focus({ preventScroll: true });
    if (document.activeElement === candidate) return candidate;
  }
  return null;
}
