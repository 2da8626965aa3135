import { columnStarts } from "../../src/domain/grid.ts";
import { defineIsland } from "../../src/runtime/island.ts";
import { DataGrid } from "./DataGrid.tsx";
import "./data-grid.css";
import { dataGridSchema } from "./schema.ts";

/**
 * A cell's value as the legacy form held it: its control's (a select's chosen option, a text area, a box only when
 * ticked), else its text. Reading only an input gave a select cell its options' texts run together.
 */
function cellValue(cell: HTMLTableCellElement): string {
  const control = cell.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>("input, select, textarea");
  if (!control) return cell.textContent?.trim() ?? "";
  if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) return control.checked ? control.value : "";
  return control.value;
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
    const columns = headers.map(({ th }) => ({
      name: th.dataset.name,
      header: th.textContent?.trim() ?? th.dataset.name,
      editable: th.hasAttribute("data-editable"),
      visible: !th.hidden,
      isEditable: th.dataset.isEditable !== "0",
      ...(th.dataset.inputName ? { inputName: th.dataset.inputName } : {}),
      ...(th.dataset.align ? { align: th.dataset.align } : {}),
      ...(th.dataset.width ? { width: Number(th.dataset.width) } : {}),
    }));
    const records = [...table.tBodies].flatMap((body) =>
      placed(body.rows).flatMap(({ row, starts }) =>
        row.dataset.id === undefined
          ? []
          : [
              {
                id: row.dataset.id,
                data: Object.fromEntries(headers.map(({ th, at }) => {
                  const cell = row.cells[starts.indexOf(at)];
                  return [th.dataset.name, cell ? cellValue(cell) : ""];
                })),
              },
            ],
      ),
    );
    const caption = table.caption?.textContent?.trim();
    return { columns, records, ...(caption ? { caption } : {}) };
  },
  Component: DataGrid,
});
