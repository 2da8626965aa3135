import type { Page } from "@playwright/test";

/**
 * What the shop's legacy library (MooTools Core 1.4.0.1 with More) does to a page's built-ins, written for these
 * tests from its documented behaviour (the library itself cannot be vendored here: docs/legacy-forms.md). Legacy
 * pages keep it while islands take over piece by piece, so Trybuna must work beside it and leave it as it is.
 * - `Array.from(item)`: an array as it is, an array-like (a numeric `length`) copied, anything else (a Set, a
 *   Map, an iterator, a string) wrapped in a one-item array; no map function. (1.6's compat build keeps it.)
 * - `Date.parse(text)` returns a Date, not a number (More's Date).
 * - Enumerable methods on Array, String, Number, Function and Element prototypes (`contains`, `erase`, `pass`…).
 * - `Object.keys` and `Object.values` redone with `for…in` and `hasOwnProperty`.
 */
export async function withLegacyLibrary(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const slice = Array.prototype.slice;
    const own = Object.prototype.hasOwnProperty;
    const legacyFrom = function (item: unknown): unknown[] {
      if (item == null) return [];
      const arrayLike = typeof item === "object" && typeof (item as { length?: unknown }).length === "number";
      return arrayLike ? (Array.isArray(item) ? item : slice.call(item)) : [item];
    };
    const nativeParse = Date.parse;
    Object.assign(Array, { from: legacyFrom });
    Object.assign(Date, { parse: (text: string) => new Date(nativeParse(text)) });
    Object.assign(Object, {
      keys: (object: object) => {
        const keys: string[] = [];
        for (const key in object) if (own.call(object, key)) keys.push(key);
        return keys;
      },
      values: (object: Record<string, unknown>) => {
        const values: unknown[] = [];
        for (const key in object) if (own.call(object, key)) values.push(object[key]);
        return values;
      },
    });
    // Plain assignment, as the library's `implement`: enumerable, seen by every for…in over these objects.
    const add = (proto: object, names: string[]) => {
      for (const name of names) (proto as Record<string, unknown>)[name] = function legacyMethod(this: unknown) {
        return this;
      };
    };
    add(Array.prototype, ["contains", "erase", "include", "append", "getLast", "clean", "flatten", "each", "pick", "empty"]);
    add(String.prototype, ["contains", "test", "camelCase", "hyphenate", "substitute"]);
    add(Number.prototype, ["limit", "round", "times", "toInt"]);
    add(Function.prototype, ["pass", "delay", "periodical", "attempt", "extend", "implement"]);
    add(Element.prototype, ["set", "get", "erase", "inject", "grab", "adopt", "hide", "show", "toggle", "getParent", "addEvent", "fireEvent"]);
    (window as unknown as { legacyLibrary: true }).legacyLibrary = true;
  });
}

/** The library's own behaviour is still there after Trybuna has run. */
export function legacyLibraryIntact(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    // The library's versions, not the standard ones: typed as what they return there.
    const wrapped = (Array.from as (item: unknown) => unknown[])(new Set([1, 2]));
    const parsed = (Date.parse as (text: string) => unknown)("2026-11-28");
    return wrapped.length === 1 && wrapped[0] instanceof Set && parsed instanceof Date && "contains" in [];
  });
}
