import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { fastChecked, fastShapes, isArrayOf, isPlainObjectOf } from "./fastSchema.ts";

const isText = (value: unknown): value is string => typeof value === "string";
const shape = z.object({ id: z.string(), tags: z._default(z.array(z.string()), []) });
// Accepts only what the shape gives back unchanged: with its tags (the shape fills a missing list).
const schema = fastChecked(shape, (value): value is z.output<typeof shape> => isPlainObjectOf(value, () => true, new Set(["id", "tags"])) && isText(value.id) && isArrayOf(value.tags, isText));

describe("fastChecked: a hand-written predicate first, the zod shape when it refuses", () => {
  it("lets an accepted value through as it is (no copy)", () => {
    const value = { id: "1", tags: ["a"] };
    const result = schema.safeParse(value);
    expect(result.success && result.data).toBe(value);
  });

  it("gives the shape's output for a value the predicate refuses and the shape accepts", () => {
    const result = schema.safeParse({ id: "1", extra: true });
    expect(result).toEqual({ success: true, data: { id: "1", tags: [] } });
  });

  it("reports the shape's issues, with their paths under the place it is checked", () => {
    const result = z.object({ rows: z.array(schema) }).safeParse({ rows: [{ id: "1", tags: [] }, { id: 2, tags: ["a", 3] }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([
      ["rows", 1, "id"],
      ["rows", 1, "tags", 1],
    ]);
    expect(result.error?.issues[0]).toMatchObject({ code: "invalid_type", expected: "string" });
  });

  it("keeps the shape for the contract's JSON Schema", () => {
    expect(fastShapes.get(schema)).toBe(shape);
  });
});

describe("the predicates' building blocks refuse what zod would change or refuse", () => {
  it("a plain object: not an array, null, a class instance, a null-prototype object, a __proto__ key or a symbol key", () => {
    expect(isPlainObjectOf({ a: "x" }, isText)).toBe(true);
    expect(isPlainObjectOf({ a: 1 }, isText)).toBe(false);
    expect(isPlainObjectOf({ a: "x", b: "y" }, isText, new Set(["a"]))).toBe(false);
    for (const value of [null, [], new Date(), Object.create(null), JSON.parse('{"__proto__": "x"}'), { [Symbol("s")]: "x" }, "x"]) expect(isPlainObjectOf(value, isText)).toBe(false);
  });

  it("an array: not one with holes or a wrong item", () => {
    expect(isArrayOf(["a", "b"], isText)).toBe(true);
    // A hole is refused even where any item is accepted: zod gives back a dense copy.
    const holed: string[] = [];
    holed[1] = "b";
    expect(isArrayOf(holed, () => true)).toBe(false);
    expect(isArrayOf(["a", 1], isText)).toBe(false);
    expect(isArrayOf({ length: 0 }, isText)).toBe(false);
  });
});
