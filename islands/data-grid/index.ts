import { columnStarts } from "../../src/domain/grid.ts";
import { defineIsland } from "../../src/runtime/island.ts";
import { DataGrid } from "./DataGrid.tsx";
import "./data-grid.css";
import { dataGridSchema } from "./schema.ts";

type CellControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isHidden = (control: CellControl): boolean => control.type === "hidden";
const isBox = (control: CellControl): control is HTMLInputElement => control.type === "checkbox" || control.type === "radio";

/**
 * A cell's value as the legacy form posted it: its control's (a select's chosen option, a text area, a box only when
 * ticked), else its text. Reading only an input gave a select cell its options' texts run together. A hidden input
 * beside the cell's control (a record id, a box's "0" pair) is not its value (QA session 42: the name read "12", a
 * ticked box "0"): an unticked box posts its pair's value, as without the script, else nothing; a cell of hidden
 * inputs only gives the first one's.
 */
function cellValue(cell: HTMLTableCellElement): string {
  const controls = [...cell.querySelectorAll<CellControl>("input, select, textarea")];
  const shown = controls.filter((control) => !isHidden(control));
  const control = shown.find((candidate) => isBox(candidate) && candidate.checked) ?? shown[0] ?? controls[0];
  if (!control) return cell.textContent?.trim() ?? "";
  if (!isBox(control) || control.checked) return control.value;
  return pairOf(controls, control)?.value ?? "";
}

/** A box's hidden pair: the hidden input of its name in its cell, whose value the no-script form posts unticked. */
const pairOf = (controls: readonly CellControl[], box: HTMLInputElement): CellControl | undefined =>
  controls.find((candidate) => isHidden(candidate) && candidate.name !== "" && candidate.name === box.name);

/**
 * What a column's cells hold (QA session 42): a select's choices (the cell shows the chosen one's text and edits with
 * a list, as without the script), or a checkbox's values ticked and unticked (the cell is a box). The first record's
 * cell says it (one look per column: the 1,000-row grid's mount reads no more); text cells and text inputs give nothing.
 */
function cellKind(cell: HTMLTableCellElement | undefined): { options?: Array<{ value: string; label: string; disabled: boolean }>; check?: { on: string; off: string } } {
  const select = cell?.querySelector("select");
  if (select) return { options: [...select.options].map((option) => ({ value: option.value, label: option.textContent?.trim() ?? option.value, disabled: option.disabled })) };
  const box = cell?.querySelector<HTMLInputElement>("input[type=checkbox]");
  if (!box) return {};
  return { check: { on: box.value, off: pairOf([...cell!.querySelectorAll<CellControl>("input")], box)?.value ?? "" } };
}

/** A table section's rows with the column each of their cells starts at (see columnStarts). */
function placed(rows: HTMLCollectionOf<HTMLTableRowElement>): Array<{ row: HTMLTableRowElement; starts: number[] }> {
  const list = [...rows];
  const starts = columnStarts(list.map((row) => [...row.cells]));
  return list.map((row, index) => ({ row, starts: starts[index]! }));
}

export default defineIsland({
  schema: dataGridSchema,
  /*
   * Legacy markup: <table><caption>…</caption> with <th data-name="price" data-editable data-align="right">
   * headers (optional data-is-editable="0", data-input-name="…") and <tr data-id="12"> rows whose editable cells hold
   * inputs (the no-script form posts them under their own names; with the script the grid posts its JSON field
   * instead, docs/kit.md). Each header reads the cells of its own column: a column without data-name (the shop's
   * own, "Lp." or a box to tick) is left out of the grid and shifts nothing.
   */
  fromMarkup(host) {
    const table = host.querySelector("table");
    if (!table) return {};
    const headers = table.tHead
      ? placed(table.tHead.rows).flatMap(({ row, starts }) => [...row.cells].flatMap((th, index) => (th.tagName === "TH" && th.dataset.name ? [{ th, at: starts[index]! }] : [])))
          // In column order, whatever header row names them.
          .sort((a, b) => a.at - b.at)
      : [];
    // The record rows (with data-id), each with the cell of every header's own column.
    const rows = [...table.tBodies].flatMap((body) =>
      placed(body.rows).flatMap(({ row, starts }) => (row.dataset.id === undefined ? [] : [{ id: row.dataset.id, cells: headers.map(({ at }) => row.cells[starts.indexOf(at)]) }])),
    );
    const columns = headers.map(({ th }, index) => ({
      name: th.dataset.name,
      header: th.textContent?.trim() ?? th.dataset.name,
      editable: th.hasAttribute("data-editable"),
      // Hidden as the page hides it: the attribute, or the shop's style or class (QA session 42: shown by the grid).
      visible: !th.hidden && getComputedStyle(th).display !== "none",
      isEditable: th.dataset.isEditable !== "0",
      ...(th.dataset.inputName ? { inputName: th.dataset.inputName } : {}),
      ...(th.dataset.align ? { align: th.dataset.align } : {}),
      ...(th.dataset.width ? { width: Number(th.dataset.width) } : {}),
      ...cellKind(rows[0]?.cells[index]),
    }));
    const records = rows.map(({ id, cells }) => ({
      id,
      data: Object.fromEntries(headers.map(({ th }, index) => [th.dataset.name, cells[index] ? cellValue(cells[index]) : ""])),
    }));
    const caption = table.caption?.textContent?.trim();
    return { columns, records, ...(caption ? { caption } : {}) };
  },
  Component: DataGrid,
});
