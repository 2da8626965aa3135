import { describe, expect, it } from "vitest";
import { createGrid, serialiseGrid, type GridColumn } from "../../src/domain/grid.ts";
import dataGrid from "./index.ts";

describe("data grid: reading the legacy table", () => {
  it("reads each cell's control as the form held it, else its text", () => {
    const host = document.createElement("div");
    host.innerHTML = `<table><thead><tr><th data-name="name">Wariant</th><th data-name="kind">Rodzaj</th><th data-name="note">Uwagi</th><th data-name="active">Aktywny</th><th data-name="code">Kod</th></tr></thead>
      <tbody><tr data-id="7"><td><input value="Normalny"></td><td><select><option value="n">Normalny</option><option value="u" selected>Ulgowy</option></select></td><td><textarea>Bez uwag</textarea></td><td><input type="checkbox" value="1"></td><td> N1 </td></tr>
      <tr data-id="8"><td><input value="Ulgowy"></td><td><select><option value="n">Normalny</option></select></td><td><textarea></textarea></td><td><input type="checkbox" value="tak" checked></td><td>U1</td></tr></tbody></table>`;
    const read = dataGrid.fromMarkup!(host) as { records: Array<{ id: string; data: Record<string, string> }> };
    expect(read.records.map(({ id, data }) => ({ id, data }))).toEqual([
      { id: "7", data: { name: "Normalny", kind: "u", note: "Bez uwag", active: "", code: "N1" } },
      { id: "8", data: { name: "Ulgowy", kind: "n", note: "", active: "tak", code: "U1" } },
    ]);
  });

  it("reads each header's own column: an unnamed column (Lp.) is left out and shifts nothing, a hidden one is read (QA s41 #1)", () => {
    const host = document.createElement("div");
    host.innerHTML = `<table><thead><tr><th>Lp.</th><th data-name="name">Wariant</th><th data-name="id_tax" hidden>VAT</th><th data-name="price" data-editable>Cena</th></tr></thead>
      <tbody><tr data-id="12"><td>1.</td><td><input name="name[12]" value="Normalny"></td><td hidden>23</td><td><input name="price[12]" value="80,00"></td></tr>
      <tr data-id="13"><td>2.</td><td><input name="name[13]" value="Ulgowy"></td><td hidden>8</td><td><input name="price[13]" value="40,00"></td></tr></tbody></table>`;
    const read = dataGrid.fromMarkup!(host) as { columns: Array<{ name: string; visible: boolean }>; records: Array<{ id: string; data: Record<string, string> }> };
    expect(read.columns.map((column) => [column.name, column.visible])).toEqual([["name", true], ["id_tax", false], ["price", true]]);
    expect(read.records).toEqual([
      { id: "12", data: { name: "Normalny", id_tax: "23", price: "80,00" } },
      { id: "13", data: { name: "Ulgowy", id_tax: "8", price: "40,00" } },
    ]);
  });

  it("reads a cell's own control, not a hidden input beside it; an unticked box posts its pair's value; a column the page hides by style is hidden (QA s42)", () => {
    const host = document.createElement("div");
    host.innerHTML = `<style>.ukryta { display: none; }</style><table><thead><tr><th data-name="name">Wariant</th><th data-name="active">Aktywny</th><th data-name="lone">Bez pary</th><th data-name="kind">Rodzaj</th><th data-name="id_tax" style="display:none">VAT</th><th data-name="note" class="ukryta">Uwagi</th></tr></thead>
      <tbody><tr data-id="12"><td><input type="hidden" name="id[12]" value="12"><input name="name[12]" value="Normalny"></td><td><input type="hidden" name="active[12]" value="0"><input type="checkbox" name="active[12]" value="1" checked></td><td><input type="checkbox" name="lone[12]" value="tak"></td><td><input type="radio" name="kind[12]" value="n"><input type="radio" name="kind[12]" value="u" checked></td><td style="display:none"><input type="hidden" name="id_tax[12]" value="23"></td><td class="ukryta">x</td></tr>
      <tr data-id="13"><td><input type="hidden" name="id[13]" value="13"><input name="name[13]" value="Ulgowy"></td><td><input type="hidden" name="active[13]" value="0"><input type="checkbox" name="active[13]" value="1"></td><td><input type="checkbox" name="lone[13]" value="tak" checked></td><td><input type="radio" name="kind[13]" value="n"><input type="radio" name="kind[13]" value="u"></td><td style="display:none"><input type="hidden" name="id_tax[13]" value="8"></td><td class="ukryta"></td></tr></tbody></table>`;
    document.body.append(host);
    const read = dataGrid.fromMarkup!(host) as { columns: Array<{ name: string; visible: boolean }>; records: Array<{ id: string; data: Record<string, string> }> };
    host.remove();
    expect(read.columns.map((column) => [column.name, column.visible])).toEqual([["name", true], ["active", true], ["lone", true], ["kind", true], ["id_tax", false], ["note", false]]);
    expect(read.records).toEqual([
      { id: "12", data: { name: "Normalny", active: "1", lone: "", kind: "u", id_tax: "23", note: "x" } },
      { id: "13", data: { name: "Ulgowy", active: "0", lone: "tak", kind: "", id_tax: "8", note: "" } },
    ]);
  });

  it("says what a column's cells hold: a select's choices, a box's values ticked and unticked (QA s42)", () => {
    const host = document.createElement("div");
    host.innerHTML = `<table><thead><tr><th data-name="name">Wariant</th><th data-name="vat">VAT</th><th data-name="active">Aktywny</th><th data-name="lone">Bez pary</th><th data-name="code">Kod</th></tr></thead>
      <tbody><tr data-id="12"><td><input name="name[12]" value="Normalny"></td><td><select name="vat[12]"><option value="23">23%</option><option value="8" selected>8%</option><option value="0" disabled>zw.</option></select></td><td><input type="hidden" name="active[12]" value="0"><input type="checkbox" name="active[12]" value="1"></td><td><input type="checkbox" name="lone[12]" value="tak"></td><td>N</td></tr></tbody></table>`;
    const read = dataGrid.fromMarkup!(host) as { columns: Array<{ name: string; options?: unknown; check?: unknown }>; records: Array<{ data: Record<string, string> }> };
    expect(read.columns.map(({ name, options, check }) => ({ name, options, check }))).toEqual([
      { name: "name", options: undefined, check: undefined },
      {
        name: "vat",
        options: [
          { value: "23", label: "23%", disabled: false },
          { value: "8", label: "8%", disabled: false },
          { value: "0", label: "zw.", disabled: true },
        ],
        check: undefined,
      },
      { name: "active", options: undefined, check: { on: "1", off: "0" } },
      { name: "lone", options: undefined, check: { on: "tak", off: "" } },
      { name: "code", options: undefined, check: undefined },
    ]);
    expect(read.records[0]!.data).toEqual({ name: "Normalny", vat: "8", active: "0", lone: "", code: "N" });
  });

  it("judges each cell by its own control: a first record with text or nothing, a later one with its own box values or choices (session 43)", () => {
    const host = document.createElement("div");
    host.innerHTML = `<table><thead><tr><th data-name="name">Wariant</th><th data-name="vat" data-editable>VAT</th><th data-name="active" data-editable>Aktywny</th></tr></thead>
      <tbody><tr data-id="12"><td>Normalny</td><td></td><td>nie dotyczy</td></tr>
      <tr data-id="13"><td>Ulgowy</td><td><select name="vat[13]"><option value="23">23%</option><option value="8" selected>8%</option></select></td><td><input type="hidden" name="active[13]" value="0"><input type="checkbox" name="active[13]" value="1" checked></td></tr>
      <tr data-id="14"><td>Dziecięcy</td><td><select name="vat[14]"><option value="23">23%</option><option value="8" selected>8%</option></select></td><td><input type="checkbox" name="active[14]" value="tak"></td></tr>
      <tr data-id="15"><td>Senior</td><td><select name="vat[15]"><option value="5" selected>5%</option></select></td><td><input type="hidden" name="active[15]" value="0"><input type="checkbox" name="active[15]" value="1"></td></tr></tbody></table>`;
    const read = dataGrid.fromMarkup!(host) as { columns: Array<{ name: string; options?: unknown; check?: unknown }>; records: Array<{ id: string; data: Record<string, string>; kinds?: unknown }> };
    // The column's kind (a row added in the grid takes it) is its first cell with a select or a box.
    expect(read.columns.map(({ name, options, check }) => ({ name, options, check }))).toEqual([
      { name: "name", options: undefined, check: undefined },
      { name: "vat", options: [{ value: "23", label: "23%", disabled: false }, { value: "8", label: "8%", disabled: false }], check: undefined },
      { name: "active", options: undefined, check: { on: "1", off: "0" } },
    ]);
    // A cell whose own control differs says so: a text cell (neither), a box of other values, a select of other choices.
    expect(read.records).toEqual([
      // Text where the column's other cells hold controls: locked, posting nothing, as without the script (session 44).
      { id: "12", data: { name: "Normalny", vat: "", active: "nie dotyczy" }, kinds: { vat: {}, active: {} }, locked: { vat: null, active: null } },
      { id: "13", data: { name: "Ulgowy", vat: "8", active: "1" } },
      { id: "14", data: { name: "Dziecięcy", vat: "8", active: "" }, kinds: { active: { check: { on: "tak", off: "" } } } },
      { id: "15", data: { name: "Senior", vat: "5", active: "0" }, kinds: { vat: { options: [{ value: "5", label: "5%", disabled: false }] } } },
    ]);
  });

  it("locks a cell whose control the shop printed disabled (or in a disabled fieldset): posted as without the script, a box's enabled pair, else nothing (session 43)", () => {
    const host = document.createElement("div");
    host.innerHTML = `<table><thead><tr><th data-name="name">Wariant</th><th data-name="price" data-editable>Cena</th><th data-name="vat" data-editable>VAT</th><th data-name="active" data-editable>Aktywny</th></tr></thead>
      <tbody><tr data-id="12"><td><input name="name[12]" value="Normalny"></td><td><input name="price[12]" value="80,00"></td><td><select name="vat[12]"><option value="23" selected>23%</option></select></td><td><input type="hidden" name="active[12]" value="0"><input type="checkbox" name="active[12]" value="1" checked></td></tr>
      <tr data-id="13"><td><input name="name[13]" value="Ulgowy" disabled></td><td><fieldset disabled><input name="price[13]" value="40,00"></fieldset></td><td><select name="vat[13]" disabled><option value="23" selected>23%</option></select></td><td><input type="hidden" name="active[13]" value="0"><input type="checkbox" name="active[13]" value="1" checked disabled></td></tr>
      <tr data-id="14"><td>Dziecięcy</td><td><input name="price[14]" value="20,00"></td><td><select name="vat[14]"><option value="23" selected>23%</option></select></td><td><input type="hidden" name="active[14]" value="0" disabled><input type="checkbox" name="active[14]" value="1" disabled></td></tr></tbody></table>`;
    const read = dataGrid.fromMarkup!(host) as { records: Array<{ id: string; data: Record<string, string>; locked?: unknown }> };
    expect(read.records).toEqual([
      { id: "12", data: { name: "Normalny", price: "80,00", vat: "23", active: "1" } },
      { id: "13", data: { name: "Ulgowy", price: "40,00", vat: "23", active: "1" }, locked: { name: null, price: null, vat: null, active: "0" } },
      // Its name printed as text where the other rows have inputs: locked too, posting nothing (session 44).
      { id: "14", data: { name: "Dziecięcy", price: "20,00", vat: "23", active: "0" }, locked: { name: null, active: null } },
    ]);
  });

  it("a text cell among the shop's controls is locked, posting nothing, as without the script; a column of text is the spec's grid, posted (session 44)", () => {
    const host = document.createElement("div");
    host.innerHTML = `<table><thead><tr><th data-name="name" data-editable>Wariant</th><th data-name="note" data-editable>Uwagi</th><th data-name="id_tax">Podatek</th></tr></thead>
      <tbody><tr data-id="12"><td>Normalny</td><td>bez</td><td>7</td></tr>
      <tr data-id="13"><td>Ulgowy</td><td><input name="note[13]" value="legitymacja"></td><td><input type="hidden" name="id_tax[13]" value="5"></td></tr>
      <tr data-id="14"><td>Senior</td><td></td><td></td></tr>
      <tr data-id="15"><td>Rodzinny</td><td><textarea name="note[15]">2+2</textarea></td><td><input type="hidden" name="id_tax[15]" value="7"></td></tr></tbody></table>`;
    const read = dataGrid.fromMarkup!(host) as { columns: Array<{ name: string; header: string; editable: boolean; visible: boolean }>; records: Array<{ id: string; data: Record<string, string>; locked?: Record<string, string | null> }> };
    expect(read.records).toEqual([
      { id: "12", data: { name: "Normalny", note: "bez", id_tax: "7" }, locked: { note: null, id_tax: null } },
      { id: "13", data: { name: "Ulgowy", note: "legitymacja", id_tax: "5" } },
      { id: "14", data: { name: "Senior", note: "", id_tax: "" }, locked: { note: null, id_tax: null } },
      { id: "15", data: { name: "Rodzinny", note: "2+2", id_tax: "7" } },
    ]);
    // What the form posts without the script, and the names (a column of text only: the grid's own, spec §4).
    const grid = createGrid({ columns: read.columns, records: read.records, editable: true, allowAdd: false });
    expect(JSON.parse(serialiseGrid(grid))).toEqual([
      { id_record: "12", data: { name: "Normalny" } },
      { id_record: "13", data: { name: "Ulgowy", note: "legitymacja", id_tax: "5" } },
      { id_record: "14", data: { name: "Senior" } },
      { id_record: "15", data: { name: "Rodzinny", note: "2+2", id_tax: "7" } },
    ]);
  });

  it("keeps a select cell's option groups and disabled options (its own or its group's); a chosen one that is disabled is shown, not posted (session 44)", () => {
    const host = document.createElement("div");
    const vat = (id: string, chosen: string) =>
      `<select name="vat[${id}]"><option value=""${chosen === "" ? " selected" : ""} disabled>— wybierz —</option><optgroup label="Obniżone"><option value="8"${chosen === "8" ? " selected" : ""}>8%</option></optgroup><optgroup label="Wycofane" disabled><option value="7"${chosen === "7" ? " selected" : ""}>7%</option></optgroup></select>`;
    host.innerHTML = `<table><thead><tr><th data-name="name">Wariant</th><th data-name="vat" data-editable>VAT</th></tr></thead>
      <tbody><tr data-id="12"><td>Normalny</td><td>${vat("12", "")}</td></tr><tr data-id="13"><td>Ulgowy</td><td>${vat("13", "8")}</td></tr><tr data-id="14"><td>Senior</td><td>${vat("14", "7")}</td></tr></tbody></table>`;
    const read = dataGrid.fromMarkup!(host) as { columns: GridColumn[]; records: Array<{ id: string; data: Record<string, string> }> };
    expect(read.columns[1]!.options).toEqual([
      { value: "", label: "— wybierz —", disabled: true },
      { value: "8", label: "8%", disabled: false, group: "Obniżone" },
      { value: "7", label: "7%", disabled: true, group: "Wycofane" },
    ]);
    expect(read.records).toEqual([
      { id: "12", data: { name: "Normalny", vat: "" } },
      { id: "13", data: { name: "Ulgowy", vat: "8" } },
      { id: "14", data: { name: "Senior", vat: "7" } },
    ]);
    const grid = createGrid({ columns: read.columns, records: read.records, editable: true, allowAdd: false });
    expect(JSON.parse(serialiseGrid(grid))).toEqual([
      { id_record: "12", data: { name: "Normalny" } },
      { id_record: "13", data: { name: "Ulgowy", vat: "8" } },
      { id_record: "14", data: { name: "Senior" } },
    ]);
  });

  it("reads a <select multiple> cell's every chosen value, posted as a JSON array ([] for none), a chosen disabled one shown and not posted (session 46)", () => {
    const host = document.createElement("div");
    const sectors = (id: string, chosen: readonly string[], disabled = "") =>
      `<select multiple name="variant_rows[${id}][sectors][]"${disabled}>${["A", "B", "C", "D"].map((value) => `<option value="${value}"${chosen.includes(value) ? " selected" : ""}${value === "D" ? " disabled" : ""}>Trybuna ${value}</option>`).join("")}</select>`;
    host.innerHTML = `<table><thead><tr><th data-name="name">Wariant</th><th data-name="sectors" data-editable>Sektory</th></tr></thead>
      <tbody><tr data-id="12"><td>Normalny</td><td>${sectors("12", ["A", "C"])}</td></tr><tr data-id="13"><td>Ulgowy</td><td>${sectors("13", ["B"])}</td></tr><tr data-id="14"><td>Senior</td><td>${sectors("14", [])}</td></tr>
      <tr data-id="15"><td>Rodzinny</td><td>${sectors("15", ["B", "D"])}</td></tr><tr data-id="16"><td>VIP</td><td>${sectors("16", ["A"], " disabled")}</td></tr></tbody></table>`;
    const read = dataGrid.fromMarkup!(host) as { columns: GridColumn[]; records: Array<{ id: string; data: Record<string, string | string[]> }> };
    expect(read.columns[1]).toMatchObject({ name: "sectors", multiple: true, options: [{ value: "A", label: "Trybuna A", disabled: false }, { value: "B" }, { value: "C" }, { value: "D", disabled: true }] });
    expect(read.records).toEqual([
      { id: "12", data: { name: "Normalny", sectors: ["A", "C"] } },
      { id: "13", data: { name: "Ulgowy", sectors: ["B"] } },
      { id: "14", data: { name: "Senior", sectors: [] } },
      { id: "15", data: { name: "Rodzinny", sectors: ["B", "D"] } },
      { id: "16", data: { name: "VIP", sectors: ["A"] }, locked: { sectors: null } },
    ]);
    const grid = createGrid({ columns: read.columns, records: read.records, editable: true, allowAdd: false });
    expect(JSON.parse(serialiseGrid(grid)).map((row: { data: { sectors?: unknown } }) => row.data.sectors)).toEqual([["A", "C"], ["B"], [], ["B"], undefined]);
  });

  it("maps merged cells first: a header over two columns, a cell spanning rows, a row without data-id", () => {
    const host = document.createElement("div");
    host.innerHTML = `<table><thead><tr><th rowspan="2">Lp.</th><th colspan="2">Bilet</th><th rowspan="2" data-name="price">Cena</th></tr><tr><th data-name="name">Wariant</th><th data-name="code">Kod</th></tr></thead>
      <tbody><tr><td colspan="4">Sektor A</td></tr>
      <tr data-id="1"><td rowspan="2">1.</td><td>Normalny</td><td>N</td><td>80,00</td></tr>
      <tr data-id="2"><td>Ulgowy</td><td>U</td><td>40,00</td></tr>
      <tr data-id="3"><td>3.</td><td colspan="2">Rodzinny</td><td>150,00</td></tr></tbody></table>`;
    const read = dataGrid.fromMarkup!(host) as { columns: Array<{ name: string }>; records: Array<{ id: string; data: Record<string, string> }> };
    expect(read.columns.map((column) => column.name)).toEqual(["name", "code", "price"]);
    expect(read.records).toEqual([
      { id: "1", data: { name: "Normalny", code: "N", price: "80,00" } },
      { id: "2", data: { name: "Ulgowy", code: "U", price: "40,00" } },
      { id: "3", data: { name: "Rodzinny", code: "", price: "150,00" } },
    ]);
  });
});
