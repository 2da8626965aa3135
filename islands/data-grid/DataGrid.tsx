import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { addRow, canDeleteRow, canEditColumn, createGrid, deleteRow, loadRows, nextEditableCell, serialiseGrid, setCell, type CellPosition, type Grid } from "../../src/domain/grid.ts";
import { t } from "../../src/i18n/t.ts";
import type { IslandProps } from "../../src/runtime/island.ts";
import { gridValueSchema, type DataGridProps } from "./schema.ts";

interface Editing extends CellPosition {
  draft: string;
  original: string;
}

/** Where focus goes when an edit box closes: the next or previous editable cell, back to the cell, or nowhere (a click elsewhere took it). */
type After = "next" | "previous" | "cell" | "none";

const cellKey = (position: CellPosition): string => `cell:${position.key}:${position.column}`;

/**
 * The legacy editable grid (spec §4): editable cells are buttons that open an edit box; Enter and
 * Tab save and go on to the next editable cell, Shift+Tab back, Escape restores the old value, a
 * click elsewhere saves. The rows post as JSON in a hidden field. Events: `cell-change` per saved
 * value, `grid-change` once, when the grid is first modified, `set-value` when a legacy script
 * replaces the rows through `Trybuna.get(host).setValue(json)`.
 */
export function DataGrid({ props, emit, expose }: IslandProps<DataGridProps>): ReactNode {
  const [grid, setGridState] = useState(() => createGrid({ columns: props.columns, records: props.records, editable: props.editable, allowAdd: props.allowAdd }));
  const [editing, setEditingState] = useState<Editing | null>(null);
  const [status, setStatus] = useState("");
  // Handlers may run after an update was scheduled (a blur right after Enter): they read these.
  const gridRef = useRef(grid);
  const editRef = useRef(editing);
  const focusNext = useRef<string | null>(null);
  const elements = useRef(new Map<string, HTMLElement>());
  const hintId = useId();
  const captionId = useId();
  const columns = grid.columns.filter((column) => column.visible);
  const firstEditable = columns.find((column) => canEditColumn(grid, column.name))?.name;
  const json = useMemo(() => serialiseGrid(grid), [grid]);

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
    });
    return () => expose(null);
  });

  const register = (key: string) => (element: HTMLElement | null) => {
    if (element) elements.current.set(key, element);
    else elements.current.delete(key);
  };

  const setGrid = (next: Grid): void => {
    if (next === gridRef.current) return;
    if (!gridRef.current.modified && next.modified) emit("grid-change", { modified: true });
    gridRef.current = next;
    setGridState(next);
  };

  const setEditing = (next: Editing | null): void => {
    editRef.current = next;
    setEditingState(next);
  };

  const open = (position: CellPosition): void => {
    const value = gridRef.current.rows.find((row) => row.key === position.key)?.data[position.column] ?? "";
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
    if (target) {
      open(target);
      return;
    }
    setEditing(null);
    if (after !== "none") focusNext.current = cellKey(current);
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

  return (
    <div className="tb-data-grid">
      <table className="tb-data-grid__table" aria-labelledby={captionId} aria-describedby={grid.editable ? hintId : undefined}>
        <caption id={captionId} className="tb-data-grid__caption">
          {props.caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.name} scope="col" className={`tb-data-grid__th tb-data-grid__th--${column.align ?? "left"}`} style={column.width ? { width: column.width } : undefined}>
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
        <tbody>
          {grid.rows.map((row, index) => (
            <tr key={row.key} className={row.isNew ? "is-new" : undefined}>
              {columns.map((column) => {
                const position = { key: row.key, column: column.name };
                const value = row.data[column.name] ?? "";
                const name = t("%s, wiersz %d", column.header, index + 1);
                const isEditing = editing?.key === row.key && editing.column === column.name;
                return (
                  <td key={column.name} className={`tb-data-grid__td tb-data-grid__td--${column.align ?? "left"}`}>
                    {isEditing ? (
                      <input
                        className="tb-data-grid__editor"
                        aria-label={name}
                        value={editing.draft}
                        autoFocus
                        onFocus={(event) => event.target.select()}
                        onChange={(event) => setEditing({ ...editing, draft: event.target.value })}
                        onKeyDown={onEditorKeyDown}
                        // A click elsewhere saves. The box of a cell already left by keyboard is gone from editRef.
                        onBlur={() => {
                          if (editRef.current?.key === row.key && editRef.current.column === column.name) close(true, "none");
                        }}
                      />
                    ) : canEditColumn(grid, column.name) ? (
                      <button type="button" ref={register(cellKey(position))} className="tb-data-grid__cell" aria-label={`${name}: ${value || t("puste")}`} onClick={() => open(position)}>
                        {value}
                      </button>
                    ) : (
                      value
                    )}
                  </td>
                );
              })}
              {grid.editable && (
                <td className="tb-data-grid__td tb-data-grid__td--center">
                  {canDeleteRow(grid, row.key) && (
                    <button type="button" className="tb-data-grid__delete" aria-label={t("Usuń wiersz %d", index + 1)} onClick={() => onDelete(row.key, index)}>
                      <span aria-hidden="true">×</span>
                    </button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
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
      <input type="hidden" name={props.name} value={json} />
      <p role="status" className="tb-visually-hidden">
        {status}
      </p>
    </div>
  );
}
