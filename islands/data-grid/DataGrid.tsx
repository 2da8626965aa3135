import { memo, startTransition, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from "react";
import { addRow, canDeleteRowAt, canEditColumn, cellValue, createGrid, deleteRow, firstRows, gridTemplate, isLocked, kindOf, loadRows, nextEditableCell, serialiseGrid, setCell, setColumnEditable, shownRows, type CellPosition, type CellValue, type Grid, type GridColumn, type GridRow } from "../../src/domain/grid.ts";
import { t } from "../../src/i18n/t.ts";
import { optionRuns } from "../../src/ui/selectMarkup.ts";
import type { IslandProps } from "../../src/runtime/island.ts";
import { gridValueSchema, type DataGridProps } from "./schema.ts";
import { times } from "../../src/domain/times.ts";

interface Editing extends CellPosition {
  draft: CellValue;
  original: CellValue;
}

/** Where focus goes when an edit box closes: the next or previous editable cell, back to the cell, or nowhere (a click elsewhere took it). */
type After = "next" | "previous" | "cell" | "none";

const cellKey = (position: CellPosition): string => `cell:${position.key}:${position.column}`;

/** CSS custom properties set from data (React sets them through the CSSOM: no inline style under the CSP). */
const cssVariables = (variables: Record<`--${string}`, string | number>): CSSProperties => variables as CSSProperties;

/**
 * The legacy editable grid (spec §4): editable cells are buttons that open an edit box; Enter and
 * Tab save and go on to the next editable cell, Shift+Tab back, Escape restores the old value, a
 * click elsewhere saves. The rows post as JSON in a hidden field. Events: `cell-change` per saved
 * value, `grid-change` once, when the grid is first modified, `set-value` when a legacy script
 * replaces the rows through `Trybuna.get(host).setValue(json)`.
 *
 * Long grids (docs/kit.md, the 1,000 × 8 bench): the mount renders the first rows, the rest follow
 * at once in a background (transition) render, so the whole table is in the DOM soon after (find
 * in page, screen-reader browsing); the hidden field carries every row from the start. Rows are
 * laid out one by one (CSS grid rows with `contain: content`; not `content-visibility`, see data-grid.css), so an edit lays out its row only.
 */
export function DataGrid({ props, emit, expose }: IslandProps<DataGridProps>): ReactNode {
  const [grid, setGridState] = useState(() =>
    createGrid({
      columns: props.columns,
      records: props.records,
      editable: props.editable,
      allowAdd: props.allowAdd,
      sortOrder: props.sortOrder,
      ...(props.indexField ? { indexField: props.indexField } : {}),
    }),
  );
  const [editing, setEditingState] = useState<Editing | null>(null);
  const [status, setStatus] = useState("");
  // The background render of the rows after the first ones, and the furthest row the keyboard has reached before it.
  const [complete, setComplete] = useState(false);
  const [reach, setReach] = useState(0);
  const [first] = useState(() => firstRows(window.innerHeight));
  // Handlers may run after an update was scheduled (a blur right after Enter): they read these.
  const gridRef = useRef(grid);
  const editRef = useRef(editing);
  const focusNext = useRef<string | null>(null);
  const elements = useRef(new Map<string, HTMLElement>());
  const hintId = useId();
  const captionId = useId();
  const columns = useMemo(() => grid.columns.filter((column) => column.visible), [grid.columns]);
  // Keyed on the columns and the grid's editable flag only: a cell edit must not re-render every row.
  const { editable: gridEditable } = grid;
  const editableColumns = useMemo(
    () => new Set(columns.filter((column) => canEditColumn({ ...gridRef.current, columns, editable: gridEditable }, column.name)).map((column) => column.name)),
    [columns, gridEditable],
  );
  const firstEditable = columns.find((column) => editableColumns.has(column.name))?.name;
  const json = useMemo(() => serialiseGrid(grid), [grid]);
  // The rows' JSON (140 KB for the 1,000-row bench grid) is written into the hidden field by hand, in the commit, when
  // it changes. As a controlled input's value, React read the field's value and default value back and compared them
  // on every render of the grid (each key typed in an edit box too) and wrote both on a change. The bench's cell edit
  // in the 1,000-row grid, Enter → painted frame: 51.2 → 40.2 ms (session 49, medians of 11 fresh pages each).
  const field = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    field.current!.value = json;
  }, [json]);

  useEffect(() => {
    if (!complete) startTransition(() => setComplete(true));
  }, [complete]);

  useEffect(() => {
    if (focusNext.current === null) return;
    elements.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  });

  useEffect(() => {
    expose({
      getValue: () => serialiseGrid(gridRef.current),
      setValue(json: string): boolean {
        let parsed: unknown;
        try {
          parsed = JSON.parse(json);
        } catch {
          return false;
        }
        const rows = gridValueSchema.safeParse(parsed);
        if (!rows.success) return false;
        setEditing(null);
        const next = loadRows(gridRef.current, rows.data);
        gridRef.current = next;
        setGridState(next);
        emit("set-value", { rows: rows.data.length });
        return true;
      },
      /** §3 is_editable, switched by a legacy script. */
      setColumnEditable(name: string, isEditable: boolean): void {
        if (editRef.current?.column === name && !isEditable) setEditing(null);
        const next = setColumnEditable(gridRef.current, name, isEditable);
        gridRef.current = next;
        setGridState(next);
      },
    });
    return () => expose(null);
  });

  const register = (key: string) => (element: HTMLElement | null) => {
    if (element) elements.current.set(key, element);
    else elements.current.delete(key);
  };

  const setGrid = (next: Grid): void => {
    if (next === gridRef.current) return;
    if (!gridRef.current.modified && next.modified && !props.silent) emit("grid-change", { modified: true });
    gridRef.current = next;
    setGridState(next);
  };

  const setEditing = (next: Editing | null): void => {
    editRef.current = next;
    setEditingState(next);
  };

  const open = (position: CellPosition): void => {
    const index = gridRef.current.rows.findIndex((row) => row.key === position.key);
    const row = gridRef.current.rows[index];
    const column = gridRef.current.columns.find((candidate) => candidate.name === position.column);
    const value = row && column ? cellValue(row, column) : "";
    // Enter or Tab may go past the rows rendered so far: render down to that row now.
    setReach((reached) => Math.max(reached, index + 1));
    setEditing({ ...position, draft: value, original: value });
  };

  const close = (save: boolean, after: After): void => {
    const current = editRef.current;
    if (!current) return;
    if (save) {
      const next = setCell(gridRef.current, current, current.draft);
      if (next !== gridRef.current) {
        emit("cell-change", { id: current.key, column: current.column, value: current.draft, previous: current.original });
        setGrid(next);
      }
    }
    const target = after === "next" || after === "previous" ? nextEditableCell(gridRef.current, current, after === "previous") : null;
    const targetRow = target && gridRef.current.rows.find((row) => row.key === target.key);
    const targetColumn = target && gridRef.current.columns.find((column) => column.name === target.column);
    // A box cell is ticked where it is, not in an edit box: the focus goes to its box.
    if (target && targetRow && targetColumn && kindOf(targetRow, targetColumn).check) {
      setEditing(null);
      focusNext.current = cellKey(target);
      return;
    }
    if (target) {
      open(target);
      return;
    }
    setEditing(null);
    if (after !== "none") focusNext.current = cellKey(current);
  };

  /** A box cell ticked or unticked: saved at once, as an edit box's Enter saves (a cell change, the grid modified). */
  const onToggle = (position: CellPosition, value: CellValue): void => {
    const previous = gridRef.current.rows.find((row) => row.key === position.key)?.data[position.column] ?? "";
    const next = setCell(gridRef.current, position, value);
    if (next === gridRef.current) return;
    emit("cell-change", { id: position.key, column: position.column, value, previous });
    setGrid(next);
  };

  const onEditorKeyDown = (event: KeyboardEvent): void => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      close(false, "cell");
    } else if (event.key === "Enter" || event.key === "Tab") {
      event.preventDefault();
      close(true, event.key === "Tab" && event.shiftKey ? "previous" : "next");
    }
  };

  const onAdd = (): void => {
    const next = addRow(gridRef.current);
    setGrid(next);
    if (firstEditable) focusNext.current = cellKey({ key: next.rows.at(-1)!.key, column: firstEditable });
    setStatus(t("Dodano wiersz %d.", next.rows.length));
  };

  const onDelete = (key: string, index: number): void => {
    const next = deleteRow(gridRef.current, key);
    setGrid(next);
    const neighbour = next.rows[index] ?? next.rows[index - 1];
    focusNext.current = neighbour && firstEditable ? cellKey({ key: neighbour.key, column: firstEditable }) : "add";
    setStatus(t("Usunięto wiersz %d.", index + 1));
  };

  // One stable object for every row (rows are memoised; the handlers read the latest state from refs).
  const latest = useRef({ open, close, onDelete, onToggle, onEditorKeyDown, setEditing, register });
  useEffect(() => {
    latest.current = { open, close, onDelete, onToggle, onEditorKeyDown, setEditing, register };
  });
  const actions = useMemo<RowActions>(
    () => ({
      open: (position) => latest.current.open(position),
      close: (save, after) => latest.current.close(save, after),
      remove: (key, index) => latest.current.onDelete(key, index),
      toggle: (position, value) => latest.current.onToggle(position, value),
      editorKeyDown: (event) => latest.current.onEditorKeyDown(event),
      draft: (value) => editRef.current && latest.current.setEditing({ ...editRef.current, draft: value }),
      isEditing: (position) => editRef.current?.key === position.key && editRef.current.column === position.column,
      register: (key) => latest.current.register(key),
    }),
    [],
  );

  const shown = shownRows(grid.rows.length, complete, first, reach);
  const editingIndex = editing ? grid.rows.findIndex((row) => row.key === editing.key) : -1;
  return (
    <div className="tb-data-grid">
      <table
        className="tb-data-grid__table"
        aria-labelledby={captionId}
        aria-describedby={grid.editable ? hintId : undefined}
        // Rows not rendered yet still count for screen readers (and each row says its place).
        aria-rowcount={grid.rows.length + 1}
        style={cssVariables({ "--tb-grid-columns": gridTemplate(columns, grid.editable) })}
      >
        <caption id={captionId} className="tb-data-grid__caption">
          {props.caption}
        </caption>
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((column) => (
              <th key={column.name} scope="col" className={`tb-data-grid__th tb-data-grid__th--${column.align ?? "left"}`}>
                {column.header}
              </th>
            ))}
            {grid.editable && (
              <th scope="col" className="tb-data-grid__th">
                <span className="tb-visually-hidden">{t("Usuń")}</span>
              </th>
            )}
          </tr>
        </thead>
        {times(Math.max(1, Math.ceil(shown / BLOCK_ROWS)), (block) => {
          const start = block * BLOCK_ROWS;
          const end = Math.min(start + BLOCK_ROWS, shown);
          return (
            <RowBlock
              key={start}
              grid={grid}
              start={start}
              end={end}
              columns={columns}
              editableColumns={editableColumns}
              editing={editingIndex >= start && editingIndex < end ? editing : null}
              actions={actions}
            />
          );
        })}
        {shown < grid.rows.length && (
          <tbody>
            <tr className="tb-data-grid__pending" aria-hidden="true" style={cssVariables({ "--tb-pending-rows": grid.rows.length - shown })} />
          </tbody>
        )}
      </table>
      {grid.editable && (
        <p id={hintId} className="tb-data-grid__hint">
          {t("Kliknij komórkę albo naciśnij na niej Enter, aby ją edytować. Enter lub Tab zapisuje i przechodzi dalej, Shift+Tab wraca, Escape anuluje.")}
        </p>
      )}
      {grid.allowAdd && (
        <button type="button" ref={register("add")} className="tb-data-grid__add" onClick={onAdd}>
          {t("Dodaj wiersz")}
        </button>
      )}
      <input type="hidden" name={props.name} ref={field} />
      <p role="status" className="tb-visually-hidden">
        {status}
      </p>
    </div>
  );
}

/** A `<select multiple>`'s chosen values, in the list's order: the cell's value (read from the shop's markup too, index.ts). */
export const chosenValues = (select: HTMLSelectElement): string[] => [...select.selectedOptions].map((option) => option.value);

/** A select cell's shown text for a value: its option's label, else the value itself. */
const labelOf = (options: GridColumn["options"], value: string): string => options?.find((option) => option.value === value)?.label ?? value;

interface RowActions {
  open(position: CellPosition): void;
  close(save: boolean, after: After): void;
  remove(key: string, index: number): void;
  toggle(position: CellPosition, value: string): void;
  editorKeyDown(event: KeyboardEvent): void;
  draft(value: CellValue): void;
  isEditing(position: CellPosition): boolean;
  register(key: string): (element: HTMLElement | null) => void;
}

/**
 * Rows in memoised blocks of 50, each its own <tbody>: a cell edit reconciles 20 blocks and the rows
 * of one, not 1,000 rows, and the browser lays out and pre-paints one block's rows, not all of them.
 */
const BLOCK_ROWS = 50;

interface RowBlockProps {
  grid: Grid;
  /** The block's rows: [start, end). */
  start: number;
  end: number;
  columns: readonly GridColumn[];
  editableColumns: ReadonlySet<string>;
  /** The edit box, when it is in one of the block's rows. */
  editing: Editing | null;
  actions: RowActions;
}

const RowBlock = memo(
  function RowBlock({ grid, start, end, columns, editableColumns, editing, actions }: RowBlockProps): ReactNode {
    return (
      <tbody>
        {grid.rows.slice(start, end).map((row, offset) => (
          <Row
            key={row.key}
            row={row}
            index={start + offset}
            columns={columns}
            editableColumns={editableColumns}
            deletable={grid.editable ? canDeleteRowAt(grid, start + offset) : null}
            editing={editing?.key === row.key ? editing : null}
            actions={actions}
          />
        ))}
      </tbody>
    );
  },
  // A new grid object on every edit: the block re-renders when one of its own rows changed, or the row
  // count (which rows may be deleted depends on it).
  (previous, next) =>
    previous.start === next.start &&
    previous.end === next.end &&
    previous.columns === next.columns &&
    previous.editableColumns === next.editableColumns &&
    previous.editing === next.editing &&
    previous.actions === next.actions &&
    previous.grid.editable === next.grid.editable &&
    previous.grid.rows.length === next.grid.rows.length &&
    next.grid.rows.slice(next.start, next.end).every((row, offset) => row === previous.grid.rows[next.start + offset]),
);

interface RowProps {
  row: GridRow;
  index: number;
  columns: readonly GridColumn[];
  editableColumns: ReadonlySet<string>;
  /** Null when the grid is not editable (no delete column). */
  deletable: boolean | null;
  editing: Editing | null;
  actions: RowActions;
}

/** One row; memoised, so a cell edit repaints its own row, not a thousand. */
const Row = memo(function Row({ row, index, columns, editableColumns, deletable, editing, actions }: RowProps): ReactNode {
  return (
    <tr className={row.isNew ? "is-new" : undefined} aria-rowindex={index + 2}>
      {columns.map((column) => {
        const position = { key: row.key, column: column.name };
        const value = row.data[column.name] ?? "";
        const name = t("%s, wiersz %d", column.header, index + 1);
        // Each cell as its own control was (session 43): its own choices or box, locked where the shop printed it disabled.
        const { options, check, multiple } = kindOf(row, column);
        const editable = editableColumns.has(column.name) && !isLocked(row, column.name);
        // A select cell shows its choice's text, as the no-script select did; the value posts (QA session 42). A multiple
        // select's shows every chosen one's, in the list's order (session 46).
        const text = typeof value === "string" ? labelOf(options, value) : value.map((chosen) => labelOf(options, chosen)).join(", ");
        const editor = {
          className: "tb-data-grid__editor",
          "aria-label": name,
          autoFocus: true,
          onKeyDown: actions.editorKeyDown,
          // A click elsewhere saves. The box of a cell already left by keyboard is no longer the one being edited.
          onBlur: () => {
            if (actions.isEditing(position)) actions.close(true, "none");
          },
        };
        return (
          <td key={column.name} className={`tb-data-grid__td tb-data-grid__td--${column.align ?? "left"}${editing?.column !== column.name && !editable ? " tb-data-grid__td--text" : ""}`}>
            {check ? (
              // A box cell is a box, as without the script; a column the grid does not edit, a locked cell, shows it locked.
              <input
                type="checkbox"
                className="tb-data-grid__box"
                ref={editable ? actions.register(cellKey(position)) : undefined}
                aria-label={name}
                checked={value === check.on}
                disabled={!editable}
                onChange={(event) => actions.toggle(position, event.target.checked ? check.on : check.off)}
              />
            ) : editing?.column === column.name ? (
              options ? (
                <select
                  {...editor}
                  // The shop's own control, a <select multiple>, for a cell of several choices (session 46): its keys are the
                  // browser's (Ctrl+arrows and Ctrl+Space, Shift+arrows; Ctrl+click), Enter / Tab / Escape as in any cell.
                  {...(multiple ? { multiple: true, size: Math.min(options.length + optionRuns(options).filter((run) => run.group !== undefined).length, 8) } : {})}
                  value={multiple ? [editing.draft].flat() : typeof editing.draft === "string" ? editing.draft : (editing.draft.at(-1) ?? "")}
                  onChange={(event) => actions.draft(multiple ? chosenValues(event.target) : event.target.value)}
                >
                  {/* A value the list does not have (set by a script) is shown as itself, so saving keeps it. */}
                  {(typeof editing.draft === "string" ? [editing.draft] : editing.draft).flatMap((chosen) =>
                    options.some((option) => option.value === chosen) ? [] : [<option key={`own-${chosen}`} value={chosen}>{chosen}</option>],
                  )}
                  {/* The shop's <optgroup>s as groups, named by their labels (session 44: the list lost them); a disabled
                      option (its own, or its group's) is shown, the chosen one too, and cannot be chosen. */}
                  {optionRuns(options).map(({ group, items }) => {
                    const list = items.map(({ option, index }) => (
                      <option key={index} value={option.value} disabled={option.disabled}>
                        {option.label}
                      </option>
                    ));
                    return group === undefined ? list : <optgroup key={`group-${items[0]!.index}`} label={group}>{list}</optgroup>;
                  })}
                </select>
              ) : (
                <input {...editor} value={typeof editing.draft === "string" ? editing.draft : editing.draft.join(", ")} onFocus={(event) => event.target.select()} onChange={(event) => actions.draft(event.target.value)} />
              )
            ) : editable ? (
              <button type="button" ref={actions.register(cellKey(position))} className="tb-data-grid__cell" aria-label={`${name}: ${text || t("puste")}`} onClick={() => actions.open(position)}>
                {text}
              </button>
            ) : multiple && text === "" ? (
              // A multiple select with nothing chosen says so to a screen reader, as the edit button's name does.
              <span className="tb-visually-hidden">{t("puste")}</span>
            ) : (
              text
            )}
          </td>
        );
      })}
      {deletable !== null && (
        <td className={`tb-data-grid__td tb-data-grid__td--center${deletable ? "" : " tb-data-grid__td--text"}`}>
          {deletable && (
            <button type="button" className="tb-data-grid__delete" aria-label={t("Usuń wiersz %d", index + 1)} onClick={() => actions.remove(row.key, index)}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </td>
      )}
    </tr>
  );
});
