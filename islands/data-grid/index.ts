import { columnStarts, type CellKind, type CellValue } from "../../src/domain/grid.ts";
import { defineIsland } from "../../src/runtime/island.ts";
import { optionsOf } from "../../src/ui/selectMarkup.ts";
import { chosenValues, DataGrid } from "./DataGrid.tsx";
import "./data-grid.css";
import { dataGridSchema } from "./schema.ts";

type CellControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isHidden = (control: CellControl): boolean => control.type === "hidden";
const isBox = (control: CellControl): control is HTMLInputElement => control.type === "checkbox" || control.type === "radio";

/** What a cell holds, its value, and (locked cells only, see GridRow.locked) what the no-script form posts for it. */
interface ReadCell {
  value: CellValue;
  kind: CellKind;
  posted?: string | null;
  /** A cell without any control (text only): it posts nothing without the script. */
  bare?: true;
}

/**
 * A cell as the legacy form held it: its control's value (a select's chosen option, a text area, a box only when
 * ticked), else its text. Reading only an input gave a select cell its options' texts run together. A hidden input
 * beside the cell's control (a record id, a box's "0" pair) is not its value (QA session 42: the name read "12", a
 * ticked box "0"): an unticked box posts its pair's value, as without the script, else nothing; a cell of hidden
 * inputs only gives the first one's. Its kind is its own control's (session 43; before, its column's first record's
 * said it for every row): a select's choices, a checkbox's values ticked and unticked; text cells and text inputs give
 * none. A control printed disabled (or in a disabled fieldset) is not posted without the script (session 43): the cell
 * is locked, posting what the form still posts for it (an unticked box's enabled pair), else nothing. A `<select
 * multiple>` gives all its chosen values (session 46: `control.value` gave the first only).
 */
function readCell(cell: HTMLTableCellElement | undefined): ReadCell {
  const controls = cell ? [...cell.querySelectorAll<CellControl>("input, select, textarea")] : [];
  const shown = controls.filter((control) => !isHidden(control));
  const control = shown.find((candidate) => isBox(candidate) && candidate.checked) ?? shown[0] ?? controls[0];
  if (!control) return { value: cell?.textContent?.trim() ?? "", kind: {}, bare: true };
  const pair = isBox(control) ? controls.find((candidate) => isHidden(candidate) && candidate.name !== "" && candidate.name === control.name) : undefined;
  const read: ReadCell = {
    value:
      control instanceof HTMLSelectElement && control.multiple
        ? chosenValues(control)
        : !isBox(control) || control.checked
          ? control.value
          : (pair?.value ?? ""),
    kind:
      control instanceof HTMLSelectElement
        ? // Its groups kept, an option of a disabled group disabled (session 44: the list showed neither).
          { options: optionsOf(control), ...(control.multiple ? { multiple: true } : {}) }
        : control.type === "checkbox"
          ? { check: { on: control.value, off: pair?.value ?? "" } }
          : {},
  };
  if (control.matches(":disabled")) read.posted = pair && !pair.matches(":disabled") ? pair.value : null;
  return read;
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
    const read = rows.map(({ id, cells }) => ({ id, cells: cells.map(readCell) }));
    // A column whose cells hold the shop's controls posts what they post: a cell of it printed as text only posts
    // nothing without the script and takes nothing from the user, so it is locked, posting nothing (session 44; before,
    // it was an edit box and posted its text, `vat: ""`). A column of text only is the spec's grid (§4): edited, posted.
    const controlled = headers.map((_, index) => read.some(({ cells }) => !cells[index]!.bare));
    // A column's kind, which a row added in the grid takes: its first cell with a select or a box says it.
    const kinds = headers.map((_, index) => read.find(({ cells }) => cells[index]!.kind.options ?? cells[index]!.kind.check)?.cells[index]!.kind ?? {});
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
      ...kinds[index],
    }));
    const records = read.map(({ id, cells }) => {
      const named = (pick: (cell: ReadCell, index: number) => readonly unknown[]) => Object.fromEntries(headers.flatMap(({ th }, index) => pick(cells[index]!, index).map((value) => [th.dataset.name, value])));
      // Only the cells whose kind is not their column's, and the locked ones, are listed.
      const own = named((cell, index) => (JSON.stringify(cell.kind) === JSON.stringify(kinds[index]) ? [] : [cell.kind]));
      const locked = named((cell, index) => (cell.posted !== undefined ? [cell.posted] : cell.bare && controlled[index] ? [null] : []));
      return { id, data: named((cell) => [cell.value]), ...(Object.keys(own).length ? { kinds: own } : {}), ...(Object.keys(locked).length ? { locked } : {}) };
    });
    const caption = table.caption?.textContent?.trim();
    return { columns, records, ...(caption ? { caption } : {}) };
  },
  Component: DataGrid,
});
