import { describe, expect, it } from "vitest";
import dataGrid from "./index.ts";

describe("data grid: reading the legacy table", () => {
  it("reads each cell's control as the form held it, else its text", () => {
    const host = document.createElement("div");
    host.innerHTML = `<table><thead><tr><th data-name="name">Wariant</th><th data-name="kind">Rodzaj</th><th data-name="note">Uwagi</th><th data-name="active">Aktywny</th><th data-name="code">Kod</th></tr></thead>
      <tbody><tr data-id="7"><td><input value="Normalny"></td><td><select><option value="n">Normalny</option><option value="u" selected>Ulgowy</option></select></td><td><textarea>Bez uwag</textarea></td><td><input type="checkbox" value="1"></td><td> N1 </td></tr>
      <tr data-id="8"><td><input value="Ulgowy"></td><td><select><option value="n">Normalny</option></select></td><td><textarea></textarea></td><td><input type="checkbox" value="tak" checked></td><td>U1</td></tr></tbody></table>`;
    const read = dataGrid.fromMarkup!(host) as { records: Array<{ id: string; data: Record<string, string> }> };
    expect(read.records).toEqual([
      { id: "7", data: { name: "Normalny", kind: "u", note: "Bez uwag", active: "", code: "N1" } },
      { id: "8", data: { name: "Ulgowy", kind: "n", note: "", active: "tak", code: "U1" } },
    ]);
  });
});
