import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isDeepStrictEqual } from "node:util";
import type * as z from "zod/mini";
import { fastShapes } from "../../src/runtime/fastSchema.ts";
import { gridRecordSchema, gridRowSchema } from "./schema.ts";

// Keys a hostile or odd record may carry, beside ordinary ones.
const key = fc.oneof(fc.string(), fc.constantFrom("__proto__", "constructor", "id", "data", "kinds", "locked", "id_record"));
const text = fc.oneof(fc.string(), fc.constant(""));
const cell = fc.oneof(text, fc.array(text), fc.array(fc.oneof(text, fc.integer())), fc.integer(), fc.constant(null), fc.constant(undefined), fc.anything());
const cells = fc.oneof(fc.dictionary(key, cell, { noNullPrototype: false }), fc.dictionary(fc.string(), text), fc.anything());
const option = fc.record({ value: text, label: text, disabled: fc.boolean() }, { requiredKeys: ["value", "label"] });
const record = fc.record(
  {
    id: fc.oneof(text, fc.integer()),
    data: cells,
    kinds: fc.oneof(fc.dictionary(fc.string(), fc.record({ options: fc.array(option) }, { requiredKeys: [] })), fc.anything()),
    locked: fc.oneof(fc.dictionary(key, fc.oneof(text, fc.constant(null), fc.integer())), fc.anything()),
    extra: fc.anything(),
  },
  { requiredKeys: [] },
);
// Records as a shop prints them, each part near the edge (an empty id, an empty list, a null lock).
const printed = fc.record(
  { id: text, data: fc.dictionary(fc.string(), fc.oneof(text, fc.array(text))), locked: fc.dictionary(fc.string(), fc.oneof(text, fc.constant(null))) },
  { requiredKeys: ["id", "data"] },
);
const row = fc.record({ id_record: fc.oneof(text, fc.constant(null), fc.integer()), data: cells, extra: fc.anything() }, { requiredKeys: [] });

/**
 * A fast-checked schema (src/runtime/fastSchema.ts) decides as its zod shape does: the same verdict, the same value,
 * the same issues (paths and codes). For property tests of each hand-written predicate.
 */
function agreesWithShape(schema: z.ZodMiniType, value: unknown): void {
  const shape = fastShapes.get(schema)!;
  const fast = schema.safeParse(value);
  const slow = shape.safeParse(value);
  expect(fast.success).toBe(slow.success);
  // Node's deep equality (prototypes, own keys), not toStrictEqual's: that compares `constructor`, an own key of some values.
  if (slow.success) expect(isDeepStrictEqual(fast.data, slow.data) || fast.data).toBe(true);
  else expect(fast.error!.issues.map(({ path, code }) => ({ path, code }))).toEqual(slow.error.issues.map(({ path, code }) => ({ path, code })));
}

describe("data grid: the rows' hand-written check agrees with their zod shape (session 47, see fastChecked)", () => {
  it("a record of the props: any mix of good and bad parts", () => {
    fc.assert(fc.property(fc.oneof(printed, record, fc.anything()), (value) => agreesWithShape(gridRecordSchema, value)), { numRuns: 2000 });
  });

  it("a row of the value a script sets: any mix of good and bad parts", () => {
    fc.assert(fc.property(fc.oneof(fc.record({ id_record: fc.oneof(text, fc.constant(null)), data: fc.dictionary(fc.string(), fc.oneof(text, fc.array(text))) }), row, fc.anything()), (value) => agreesWithShape(gridRowSchema, value)), { numRuns: 2000 });
  });

  it("takes the fast way for the rows a shop prints: the record given back as it is", () => {
    const printed = { id: "12", data: { name: "Karnet", sectors: ["A", "C"], vat: "" }, locked: { note: null, price: "10" } };
    const result = gridRecordSchema.safeParse(printed);
    expect(result.success && result.data).toBe(printed);
    const set = { id_record: null, data: { name: "Nowy" } };
    const parsed = gridRowSchema.safeParse(set);
    expect(parsed.success && parsed.data).toBe(set);
  });

  it("leaves a record with its own kinds to the shape, which fills its options' defaults", () => {
    const result = gridRecordSchema.safeParse({ id: "3", data: { vat: "7" }, kinds: { vat: { options: [{ value: "7", label: "7%" }] } } });
    expect(result.success && result.data.kinds?.vat?.options?.[0]).toEqual({ value: "7", label: "7%", disabled: false });
  });
});
