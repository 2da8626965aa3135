/**
 * `count` values made by index: what `Array.from({ length: count }, make)` does, without the page's `Array.from`,
 * which a legacy library may have replaced (MooTools 1.4 does: its version ignores `make` and returns holes;
 * docs/bad-day.md "Session 27"). Iterables are spread (`[...items]`) for the same reason.
 */
export function times<T>(count: number, make: (index: number) => T): T[] {
  const made: T[] = [];
  for (let index = 0; index < count; index++) made.push(make(index));
  return made;
}
