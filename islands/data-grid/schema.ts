import * as z from "zod/mini";
import { selectOptionSchema } from "../../src/ui/selectMarkup.ts";

const options = z.optional(z.array(selectOptionSchema));
const check = z.optional(z.object({ on: z.string(), off: z.string() }));
/** A select cell of several choices (a legacy `<select multiple>`): its value is the list of chosen values. */
const multiple = z.optional(z.boolean());
/** A cell's value: text, or a multiple select's chosen values (posted as a JSON array, session 46). */
const cellValue = z.union([z.string(), z.array(z.string())]);

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

export const dataGridSchema = z.object({
  /** The hidden field that posts the rows as JSON. */
  name: z.string().check(z.minLength(1)),
  caption: z.string().check(z.minLength(1)),
  columns: z.array(column).check(z.minLength(1)),
  records: z.array(
    z.object({
      id: z.string().check(z.minLength(1)),
      data: z.record(z.string(), cellValue),
      /** Cells whose own control is not their column's kind (a text cell: neither): their choices or box values. */
      kinds: z.optional(z.record(z.string(), z.object({ options, check, multiple }))),
      /** Cells the shop printed disabled, or as text in a column of controls: shown, not edited; each posts the value given (a box's hidden pair's), or nothing (null). */
      locked: z.optional(z.record(z.string(), z.nullable(z.string()))),
    }),
  ),
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

/** The grid's value as legacy scripts set it: the hidden field's JSON (see serialiseGrid). */
export const gridValueSchema = z.array(z.object({ id_record: z.nullable(z.string()), data: z.record(z.string(), cellValue) }));
