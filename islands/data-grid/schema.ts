import * as z from "zod/mini";
import { fastChecked, isArrayOf, isPlainObjectOf } from "../../src/runtime/fastSchema.ts";
import { selectOptionSchema } from "../../src/ui/selectMarkup.ts";

const options = z.optional(z.array(selectOptionSchema));
const check = z.optional(z.object({ on: z.string(), off: z.string() }));
/** A select cell of several choices (a legacy `<select multiple>`): its value is the list of chosen values. */
const multiple = z.optional(z.boolean());
/** A cell's value: text, or a multiple select's chosen values (posted as a JSON array, session 46). */
const cellValue = z.union([z.string(), z.array(z.string())]);
const cells = z.record(z.string(), cellValue);

/*
 * The rows are checked by hand first (fastChecked: zod's parse of a 1,000-row grid's cells was a quarter of its mount),
 * by their zod shape when these refuse. Each accepts only what its shape gives back unchanged (schema.test.ts).
 */
const isText = (value: unknown): value is string => typeof value === "string";
const isCellValue = (value: unknown): boolean => isText(value) || isArrayOf(value, isText);
const isCells = (value: unknown): boolean => isPlainObjectOf(value, isCellValue);
const recordKeys = new Set(["id", "data", "locked"]);
const rowKeys = new Set(["id_record", "data"]);
const any = (): boolean => true;

const column = z.object({
  name: z.string().check(z.minLength(1)),
  header: z.string().check(z.minLength(1)),
  width: z.optional(z.number().check(z.positive())),
  align: z.optional(z.enum(["left", "center", "right"])),
  editable: z._default(z.boolean(), false),
  visible: z._default(z.boolean(), true),
  /** §3 is_editable: off locks an editable column (legacy scripts switch it with setColumnEditable). */
  isEditable: z._default(z.boolean(), true),
  /** §3 custom input name: the key the column's value posts under. */
  inputName: z.optional(z.string().check(z.minLength(1))),
  /** A select cell's choices (its legacy select's options): the cell shows the chosen one's text and edits with a list. */
  options,
  /** A checkbox cell's values ticked and unticked (the box's value; its hidden pair's, else ""): the cell is a box. */
  check,
  multiple,
});

const recordShape = z.object({
  id: z.string().check(z.minLength(1)),
  data: cells,
  /** Cells whose own control is not their column's kind (a text cell: neither): their choices or box values. */
  kinds: z.optional(z.record(z.string(), z.object({ options, check, multiple }))),
  /** Cells the shop printed disabled, or as text in a column of controls: shown, not edited; each posts the value given (a box's hidden pair's), or nothing (null). */
  locked: z.optional(z.record(z.string(), z.nullable(z.string()))),
});
/** A record; checked by hand when it has no `kinds` (their options' defaults are the shape's to fill). */
export const gridRecordSchema = fastChecked(
  recordShape,
  (value): value is z.output<typeof recordShape> =>
    isPlainObjectOf(value, any, recordKeys) &&
    isText(value.id) &&
    value.id.length > 0 &&
    isCells(value.data) &&
    (!Object.hasOwn(value, "locked") || isPlainObjectOf(value.locked, (posted) => posted === null || isText(posted))),
);

export const dataGridSchema = z.object({
  /** The hidden field that posts the rows as JSON. */
  name: z.string().check(z.minLength(1)),
  caption: z.string().check(z.minLength(1)),
  columns: z.array(column).check(z.minLength(1)),
  records: z.array(gridRecordSchema),
  editable: z._default(z.boolean(), true),
  allowAdd: z._default(z.boolean(), false),
  /** §4 silent: no grid-change event when the grid is first modified. */
  silent: z._default(z.boolean(), false),
  /** §3 index field: each posted row carries its position (1, 2, …) under this name. */
  indexField: z.optional(z.string().check(z.minLength(1))),
  /** §3 sort order: rows post in display order (asc) or reversed (desc). */
  sortOrder: z._default(z.enum(["asc", "desc"]), "asc"),
});

export type DataGridProps = z.infer<typeof dataGridSchema>;

const rowShape = z.object({ id_record: z.nullable(z.string()), data: cells });
/** A row of the grid's value (see serialiseGrid). */
export const gridRowSchema = fastChecked(
  rowShape,
  (value): value is z.output<typeof rowShape> =>
    isPlainObjectOf(value, any, rowKeys) && (value.id_record === null || isText(value.id_record)) && isCells(value.data),
);
/** The grid's value as legacy scripts set it: the hidden field's JSON (see serialiseGrid). */
export const gridValueSchema = z.array(gridRowSchema);
