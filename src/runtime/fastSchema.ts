import * as z from "zod/mini";

/**
 * The zod shape behind each fast-checked schema: scripts/contract.ts documents the shape (a transform alone has no
 * JSON Schema), so the shape stays the single source of the props' contract.
 */
export const fastShapes = new WeakMap<object, z.ZodMiniType>();

/**
 * A schema that lets a value through when a hand-written predicate accepts it, and parses it with its zod shape
 * otherwise (the shape's output, or its issues with their paths). Why (session 47): zod's generic parse of a large
 * list is slow in a cold page: a 1,000-row grid's 8,000 cells took 35–40 ms of its ~150 ms mount, a quarter. The
 * predicate must accept only what the shape accepts *and gives back unchanged* (no default, no stripped key): a
 * property test of each predicate holds it to its shape (islands/data-grid/schema.test.ts). It may refuse more; the
 * shape then decides, only slower.
 */
export function fastChecked<S extends z.ZodMiniType>(shape: S, accepts: (value: unknown) => value is z.output<S>): z.ZodMiniType<z.output<S>> {
  const schema = z.transform((value: unknown, payload): z.output<S> => {
    if (accepts(value)) return value;
    const parsed = shape.safeParse(value);
    if (parsed.success) return parsed.data;
    payload.issues.push(...(parsed.error.issues as unknown as typeof payload.issues));
    return z.NEVER;
  });
  fastShapes.set(schema, shape);
  return schema as unknown as z.ZodMiniType<z.output<S>>;
}

/**
 * A plain JSON object whose every value `accepts`, and (with `keys`) no key but those: no other prototype, no symbol
 * key, no `__proto__` key (zod would strip it). Its enumerable keys alone are read, as zod reads them. One `for…in`,
 * no key list: this runs for every row of a long grid in a cold page.
 */
export function isPlainObjectOf(value: unknown, accepts: (item: unknown) => boolean, keys?: ReadonlySet<string>): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Object.getPrototypeOf(value) !== Object.prototype) return false;
  for (const key in value) {
    if (key === "__proto__" || (keys && !keys.has(key)) || !accepts((value as Record<string, unknown>)[key])) return false;
  }
  return Object.getOwnPropertySymbols(value).length === 0;
}

/** An array without holes whose every item `accepts`. */
export function isArrayOf(value: unknown, accepts: (item: unknown) => boolean): value is unknown[] {
  if (!Array.isArray(value) || Object.getPrototypeOf(value) !== Array.prototype) return false;
  for (let index = 0; index < value.length; index++) if (!(index in value) || !accepts(value[index])) return false;
  return true;
}
