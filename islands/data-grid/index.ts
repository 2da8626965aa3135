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

export default defineIsland({
  schema: dataGridSchema,
  /*
   * Legacy markup: <table><caption>…</caption> with <th data-name="price" data-editable data-align="right">
   * headers (optional data-is-editable="0", data-input-name="…") and <tr data-id="12"> rows whose editable cells hold inputs (posted as they are without the script).
   */
  fromMarkup(host) {
    const table = host.querySelector("table");
    if (!table) return {};
    const headers = [...table.querySelectorAll<HTMLTableCellElement>("thead th[data-name]")];
    const columns = headers.map((th) => ({
      name: th.dataset.name,
      header: th.textContent?.trim() ?? th.dataset.name,
      editable: th.hasAttribute("data-editable"),
      visible: !th.hidden,
      isEditable: th.dataset.isEditable !== "0",
      ...(th.dataset.inputName ? { inputName: th.dataset.inputName } : {}),
      ...(th.dataset.align ? { align: th.dataset.align } : {}),
      ...(th.dataset.width ? { width: Number(th.dataset.width) } : {}),
    }));
    const records = [...table.querySelectorAll<HTMLTableRowElement>("tbody tr[data-id]")].map((row) => ({
      id: row.dataset.id,
      data: Object.fromEntries(columns.map((column, index) => {
        const cell = row.cells[index];
        return [column.name, cell ? cellValue(cell) : ""];
      })),
    }));
    const caption = table.caption?.textContent?.trim();
    return { columns, records, ...(caption ? { caption } : {}) };
  },
  Component: DataGrid,
});
