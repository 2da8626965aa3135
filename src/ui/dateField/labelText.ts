/**
 * The text of an input's label as a screen reader reads it: the first `<label>` (for it, or around it), without
 * its aria-hidden marks (a required field's "*") or form controls, spaces collapsed. Undefined without a label.
 */
export function labelTextOf(input: HTMLInputElement): string | undefined {
  const label = input.labels?.[0];
  if (!label) return undefined;
  const copy = label.cloneNode(true) as HTMLElement;
  for (const skipped of copy.querySelectorAll("[aria-hidden='true'], input, select, textarea")) skipped.remove();
  return copy.textContent?.replace(/\s+/g, " ").trim() || undefined;
}
