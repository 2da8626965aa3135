/**
 * The legacy editable grid (spec §3, §4, §5, §9) as immutable data: columns, rows with temporary
 * ids for new ones, edit rules, the editing order and the JSON the hidden field carries.
 */

export interface GridColumn {
  name: string;
  header: string;
  width?: number;
  align?: "left" | "center" | "right";
  editable: boolean;
  visible: boolean;
  /** §3 is_editable: switches editing off for this column while `editable` stays its kind (default on). */
  isEditable?: boolean;
  /** §3 custom input name: the key the column's value posts under (default: its name). */
  inputName?: string;
  /**
   * Select cells (a shop's table, QA session 42): the choices, each with its `<optgroup>`'s label; a cell shows the
   * chosen one's text, its value posts unless that choice is disabled (see postsChoice).
   */
  options?: ReadonlyArray<{ value: string; label: string; disabled?: boolean; group?: string | undefined }>;
  /** Checkbox cells (a shop's table, QA session 42): the values posted ticked and unticked; a cell is a box. */
  check?: { on: string; off: string };
  /** Select cells of several choices (a `<select multiple>`, session 46): a cell's value is the list of chosen values. */
  multiple?: boolean;
}

/** What a cell holds (a shop's table, QA sessions 42–43): a select's choices (one or several), a box's values, or neither (text). */
export type CellKind = Pick<GridColumn, "options" | "check" | "multiple">;

/**
 * A cell's value: text, or for a `<select multiple>` cell its chosen values in the options' order (session 46: the
 * grid kept the first one only). Posted as a JSON array, which the server's `json_decode` reads as the array the
 * no-script form's `name[]` fields give.
 */
export type CellValue = string | readonly string[];

export interface GridRow {
  /** The record id, or tmp_0, tmp_1… for a row added in the browser. */
  key: string;
  isNew: boolean;
  data: Record<string, CellValue>;
  /**
   * Cells judged by their own control where it is not their column's (session 43: a column was judged by its first
   * row): their own choices or box values, or neither (a text cell). A cell not listed, a new row's, is its column's.
   */
  kinds?: Readonly<Record<string, CellKind>>;
  /**
   * Cells whose control the shop printed disabled (session 43), or printed as text in a column of controls (session
   * 44), each with what the no-script form posts for it: a box's enabled hidden pair's value, else null (nothing: left
   * out of the row's data). Shown, never edited.
   */
  locked?: Readonly<Record<string, string | null>>;
}

export interface Grid {
  columns: readonly GridColumn[];
  rows: readonly GridRow[];
  editable: boolean;
  allowAdd: boolean;
  modified: boolean;
  /** The number of the next temporary id; never reused, so a deleted row's id stays unique. */
  nextTmp: number;
  /** §3 index field: the data field each posted row carries its position in (1, 2, …), if any. */
  indexField?: string;
  /** §3 sort order: rows post in display order (asc) or reversed (desc). */
  sortOrder?: "asc" | "desc";
}

export interface CellPosition {
  key: string;
  column: string;
}

/** Adds a column; a name that already exists is refused. */
export function addColumn(columns: readonly GridColumn[], column: GridColumn): GridColumn[] {
  if (columns.some((existing) => existing.name === column.name)) throw new Error(`Grid column "${column.name}" already exists`);
  return [...columns, column];
}

/** A cell's kind: its own where the shop's table gave it one (see GridRow.kinds), else its column's. */
export const kindOf = (row: GridRow, column: GridColumn): CellKind => (row.kinds && Object.hasOwn(row.kinds, column.name) ? row.kinds[column.name]! : column);

/** Whether the shop printed the cell's control disabled (see GridRow.locked). */
export const isLocked = (row: GridRow, column: string): boolean => row.locked !== undefined && Object.hasOwn(row.locked, column);

/** A value that fills nothing: blank, no choice of a multiple select, or a box cell's unticked value (its pair's "0", QA session 42). */
function isBlank(grid: Pick<Grid, "columns">, row: GridRow, column: string, value: CellValue): boolean {
  if (typeof value !== "string") return value.length === 0;
  if (value.trim() === "") return true;
  const own = grid.columns.find((candidate) => candidate.name === column);
  return own !== undefined && kindOf(row, own).check?.off === value;
}

function isEmptyRow(grid: Pick<Grid, "columns">, row: GridRow): boolean {
  return Object.entries(row.data).every(([column, value]) => isBlank(grid, row, column, value));
}

function withEmptyRow(grid: Grid): Grid {
  return { ...grid, rows: [...grid.rows, { key: `tmp_${grid.nextTmp}`, isNew: true, data: {} }], nextTmp: grid.nextTmp + 1 };
}

/** A grid filled with its records; one that is editable and allows adding gets an empty row to type into. */
export function createGrid(options: {
  columns: readonly GridColumn[];
  records: ReadonlyArray<{ id: string; data: Record<string, CellValue> } & Pick<GridRow, "kinds" | "locked">>;
  editable: boolean;
  allowAdd: boolean;
  indexField?: string;
  sortOrder?: "asc" | "desc";
}): Grid {
  const columns = options.columns.reduce<GridColumn[]>(addColumn, []);
  const grid: Grid = {
    columns,
    rows: options.records.map(({ id, data, ...cells }) => ({ key: id, isNew: false, data: { ...data }, ...cells })),
    editable: options.editable,
    allowAdd: options.allowAdd,
    modified: false,
    nextTmp: 0,
    ...(options.indexField ? { indexField: options.indexField } : {}),
    ...(options.sortOrder ? { sortOrder: options.sortOrder } : {}),
  };
  return options.editable && options.allowAdd ? withEmptyRow(grid) : grid;
}

/**
 * The column each cell of a table section starts at (the HTML table model, spans only): a `colspan` moves the
 * cells after it on, a `rowspan` (0: to the section's end) takes its columns in the rows below. The legacy table's
 * headers and cells are matched by these columns, not by their place in a filtered list: an unnamed column ("Lp.",
 * a box to tick) shifted every value one column over (QA s41 #1).
 */
export function columnStarts(rows: ReadonlyArray<ReadonlyArray<{ colSpan: number; rowSpan: number }>>): number[][] {
  const taken: Array<Set<number> | undefined> = [];
  return rows.map((cells, r) => {
    let column = 0;
    return cells.map((cell) => {
      while (taken[r]?.has(column)) column++;
      const start = column;
      column += Math.max(1, cell.colSpan);
      const last = cell.rowSpan === 0 ? rows.length : r + cell.rowSpan;
      for (let below = r + 1; below < last && below < rows.length; below++) for (let c = start; c < column; c++) (taken[below] ??= new Set()).add(c);
      return start;
    });
  });
}

/** A row as the hidden field carries it (see serialiseGrid). */
export interface SerialisedRow {
  id_record: string | null;
  data: Record<string, CellValue>;
}

/** A cell's value, or none yet (a new row's): an empty list for a multiple select, else "". */
export const cellValue = (row: GridRow, column: GridColumn): CellValue => row.data[column.name] ?? (kindOf(row, column).multiple ? [] : "");

/** Two cell values alike: the same text, or the same values in the same order. */
export const sameValue = (a: CellValue, b: CellValue): boolean =>
  typeof a === "string" || typeof b === "string" ? a === b : a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * A value given by a script (setValue) in the cell's shape: a multiple select's list from one text ("" none), a
 * one-value cell's text from a list (its last value, as PHP keeps a repeated name's last value without `[]`).
 */
function fit(kind: CellKind, value: CellValue): CellValue {
  if (kind.multiple) return typeof value === "string" ? (value === "" ? [] : [value]) : value;
  return typeof value === "string" ? value : (value.at(-1) ?? "");
}

/** The chosen options of a cell that never post (disabled, see postsChoice): what the value read back lacks. */
function unposted(kind: CellKind, value: CellValue | undefined): string[] {
  if (!kind.options || value === undefined) return [];
  return (typeof value === "string" ? [value] : value).filter((chosen) => !postsChoice(kind, chosen));
}

/**
 * Setting the grid's value: every row replaced by the given ones (a null id makes a new row with
 * the next temporary id), then the empty row to type into where adding is allowed. A record given again keeps what
 * the shop's table said of its cells (their own kinds; its locked cells, with the values they show), and the chosen
 * options that never post (disabled, postsChoice): the value read back (getValue, the posted JSON, or the server's
 * serialized_value of it) has neither, so setting it back made a locked cell show empty, unlocked, and a disabled
 * choice show the list's empty one (session 46). A one-choice cell keeps it where the value given has none for the
 * cell (a value given replaces it); a multiple select adds it to the values given. Values take their cell's shape (fit).
 */
export function loadRows(grid: Grid, rows: readonly SerialisedRow[]): Grid {
  const before = new Map(grid.rows.map((row) => [row.key, row]));
  const record = (key: string, given: Record<string, CellValue>): GridRow => {
    const old = before.get(key);
    const row: GridRow = { key, isNew: false, data: given, ...(old?.kinds ? { kinds: old.kinds } : {}), ...(old?.locked ? { locked: old.locked } : {}) };
    const data = shaped(row);
    for (const column of old ? grid.columns : []) {
      const name = column.name;
      const kind = kindOf(old!, column);
      const held = unposted(kind, old!.data[name]);
      if (isLocked(old!, name)) data[name] = old!.data[name] ?? "";
      else if (held.length > 0 && !kind.multiple) data[name] ??= held[0]!;
      else if (held.length > 0) {
        // Added to the values given, in the options' order (as the list holds them; unknown values last).
        const given = (data[name] ?? []) as readonly string[];
        const place = (value: string) => kind.options!.findIndex((option) => option.value === value) >>> 0;
        data[name] = [...given, ...held.filter((value) => !given.includes(value))].sort((a, b) => place(a) - place(b));
      }
    }
    return { ...row, data };
  };
  // The value posts under the columns' input names; read it back the same way, each in its cell's shape.
  const shaped = (row: GridRow): Record<string, CellValue> =>
    Object.fromEntries(grid.columns.flatMap((column) => {
      const value = row.data[column.inputName ?? column.name] ?? row.data[column.name];
      return value === undefined ? [] : [[column.name, fit(kindOf(row, column), value)]];
    }));
  const loaded = rows.reduce<Grid>(
    (next, row) => {
      if (row.id_record !== null) return { ...next, rows: [...next.rows, record(row.id_record, row.data)] };
      const added: GridRow = { key: `tmp_${next.nextTmp}`, isNew: true, data: row.data };
      return { ...next, rows: [...next.rows, { ...added, data: shaped(added) }], nextTmp: next.nextTmp + 1 };
    },
    { ...grid, rows: [] },
  );
  return loaded.editable && loaded.allowAdd ? withEmptyRow(loaded) : loaded;
}

/** Editing needs both the grid and the column editable (and the column shown, its is_editable on). */
export function canEditColumn(grid: Grid, name: string): boolean {
  const column = grid.columns.find((candidate) => candidate.name === name);
  return grid.editable && column !== undefined && column.editable && column.visible && column.isEditable !== false;
}

/** Switches one column's is_editable; the same grid back when nothing changes. */
export function setColumnEditable(grid: Grid, name: string, isEditable: boolean): Grid {
  const index = grid.columns.findIndex((column) => column.name === name);
  const column = grid.columns[index];
  if (!column || (column.isEditable !== false) === isEditable) return grid;
  return { ...grid, columns: grid.columns.with(index, { ...column, isEditable }) };
}

/** Adds an empty row with the next temporary id (refused unless adding is allowed). */
export function addRow(grid: Grid): Grid {
  if (!grid.allowAdd) return grid;
  return { ...withEmptyRow(grid), modified: true };
}

export function deleteRow(grid: Grid, key: string): Grid {
  if (!grid.rows.some((row) => row.key === key)) return grid;
  return { ...grid, rows: grid.rows.filter((row) => row.key !== key), modified: true };
}

/**
 * Every row of an editable grid can go, except the empty row kept at the bottom to type into. By position: a render
 * asks it for every row, so no search (a 1,000-row grid made it 500,000 comparisons).
 */
export function canDeleteRowAt(grid: Grid, index: number): boolean {
  const row = grid.rows[index];
  if (!grid.editable || !row) return false;
  return !(grid.allowAdd && index === grid.rows.length - 1 && row.isNew && isEmptyRow(grid, row));
}

/**
 * A cell's new value: unchanged input gives the same grid back. A changed value marks the grid
 * modified; when the last row of a grid that allows adding gets a non-empty value, an empty row
 * is added below it.
 */
export function setCell(grid: Grid, position: CellPosition, value: CellValue): Grid {
  const index = grid.rows.findIndex((row) => row.key === position.key);
  const row = grid.rows[index];
  const column = grid.columns.find((candidate) => candidate.name === position.column);
  if (!row || !column || !canEditColumn(grid, position.column) || isLocked(row, position.column) || sameValue(cellValue(row, column), value)) return grid;
  const rows = grid.rows.with(index, { ...row, data: { ...row.data, [position.column]: value } });
  const next: Grid = { ...grid, rows, modified: true };
  return index === rows.length - 1 && grid.allowAdd && !isBlank(grid, row, position.column, value) ? withEmptyRow(next) : next;
}

/**
 * The editable cell after (or before) `from`: the next editable column in the row, else the
 * first editable one of the next row; going back, the previous one, else the last of the
 * previous row. A locked cell (the shop's control printed disabled) is passed over. Null at either end.
 */
export function nextEditableCell(grid: Grid, from: CellPosition, backwards = false): CellPosition | null {
  const columns = grid.columns.filter((column) => canEditColumn(grid, column.name)).map((column) => column.name);
  let rowIndex = grid.rows.findIndex((row) => row.key === from.key);
  let columnIndex = columns.indexOf(from.column);
  if (rowIndex < 0 || columnIndex < 0) return null;
  // Computed, not searched in a list of every cell (6,000 objects per Enter in a 1,000 × 6 grid): the next cell, or
  // the one after it where that one is locked.
  const step = backwards ? -1 : 1;
  for (;;) {
    columnIndex += step;
    if (columnIndex < 0 || columnIndex >= columns.length) {
      rowIndex += step;
      columnIndex = backwards ? columns.length - 1 : 0;
    }
    const row = grid.rows[rowIndex];
    if (!row) return null;
    if (!isLocked(row, columns[columnIndex]!)) return { key: row.key, column: columns[columnIndex]! };
  }
}

/**
 * The hidden field's JSON: rows in sort order (display order, or reversed for desc), empty rows
 * left out, new rows with a null id; each value under its column's input name; with an index
 * field, each row's position (1, 2, … in that order) under it.
 */
export function serialiseGrid(grid: Grid): string {
  const kept = grid.rows.filter((row) => !isEmptyRow(grid, row));
  const ordered = grid.sortOrder === "desc" ? kept.toReversed() : kept;
  const last = lastSerialised.get(grid.columns);
  const reusable = last?.indexField === grid.indexField ? last : undefined;
  const parts = ordered.map((row, index) => (reusable?.rows[index] === row ? reusable.parts[index]! : rowJson(grid, row, index + 1)));
  lastSerialised.set(grid.columns, { rows: ordered, parts, indexField: grid.indexField });
  // JSON.stringify of the array, joined from each row's JSON.
  return `[${parts.join(",")}]`;
}

/**
 * The last serialisation of each grid (keyed by its columns list; both it and the rows are
 * immutable: an edit makes a new row object for its row only), so a cell edit in a 1,000-row grid
 * serialises one row, not 1,000. A row is reused where the same object sits at the same place (so
 * its position, for the index field, is the same too). Changed in session 22 from a cache per row
 * object: its 1,000 WeakMap entries made the mount's first serialisation twice as slow.
 */
const lastSerialised = new WeakMap<readonly GridColumn[], { rows: readonly GridRow[]; parts: readonly string[]; indexField: string | undefined }>();

/**
 * Whether a cell's value posts as a select's choice: not when it is a disabled option (the first of that value, the one
 * the cell shows), as a browser's form data set skips a chosen option that is disabled (a placeholder printed
 * `disabled selected`, an option of a disabled group; session 44: the grid posted it). The user cannot choose one.
 */
export const postsChoice = (kind: CellKind, value: string): boolean => kind.options?.find((option) => option.value === value)?.disabled !== true;

function rowJson(grid: Grid, row: GridRow, position: number): string {
  const data: Record<string, CellValue> = {};
  for (const column of grid.columns) {
    // A locked cell posts what the no-script form posts for it: its box's hidden pair's value, else nothing.
    const posted = isLocked(row, column.name) ? row.locked![column.name] : row.data[column.name];
    if (posted === null) continue;
    const kind = kindOf(row, column);
    const key = column.inputName ?? column.name;
    const value = posted === undefined ? (kind.multiple ? [] : "") : typeof posted === "string" && !kind.multiple ? posted : fit(kind, posted);
    // A multiple select's chosen values less the disabled ones, as the form data set has them (none: [], session 46).
    if (typeof value !== "string") data[key] = value.filter((chosen) => postsChoice(kind, chosen));
    else if (postsChoice(kind, value)) data[key] = value;
  }
  if (grid.indexField) data[grid.indexField] = String(position);
  return JSON.stringify({ id_record: row.isNew ? null : row.key, data } satisfies SerialisedRow);
}

/**
 * Rendering a long grid in two steps (docs/kit.md): the rows that can be in view first, in the
 * mount's synchronous render, the rest right after in the background. `shownRows` says how many
 * rows are in the DOM now: all of them once the background step has run (`complete`), else the
 * first ones (`first`, see firstRows), or more when the keyboard has moved to a row further down
 * (`atLeast`, a row index + 1).
 */
export function shownRows(total: number, complete: boolean, first: number, atLeast = 0): number {
  return complete ? total : Math.min(total, Math.max(first, atLeast));
}

/** A body row's least height in CSS pixels (data-grid.css: a cell's min-height). */
const ROW_MIN_HEIGHT = 44;

/**
 * How many rows a viewport of this height (CSS px) can show at once: each row is at least
 * ROW_MIN_HEIGHT tall, plus one cut at each edge. Read from the window, so a zoomed-out page or a
 * tall screen gets more (changed in session 22: a fixed 40 rendered 23 rows nobody could see on a
 * 720 px screen, half of the mount's render).
 */
export function firstRows(viewportHeight: number): number {
  return Math.ceil(Math.max(0, viewportHeight) / ROW_MIN_HEIGHT) + 1;
}

/**
 * The CSS grid columns every row shares (rows are laid out one by one, not as one table, so an
 * edit lays out its own row): a column's own width in pixels, else an equal share; the delete
 * column fits its button.
 */
export function gridTemplate(columns: readonly Pick<GridColumn, "width">[], deleteColumn: boolean): string {
  const tracks = columns.map((column) => (column.width ? `${column.width}px` : "minmax(0, 1fr)"));
  return [...tracks, ...(deleteColumn ? ["3.25rem"] : [])].join(" ");
}
