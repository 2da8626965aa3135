/** Fills printf-style `%d` and `%s` placeholders in order, as the legacy texts use them. */
export function fill(text: string, values: ReadonlyArray<string | number>): string {
  let index = 0;
  return text.replace(/%[ds]/g, (placeholder) => (index < values.length ? String(values[index++]) : placeholder));
}
