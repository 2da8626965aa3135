import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addColumn, addRow, canDeleteRowAt, canEditColumn, columnStarts, createGrid, deleteRow, firstRows, gridTemplate, kindOf, loadRows, nextEditableCell, postsChoice, serialiseGrid, setCell, setColumnEditable, shownRows, type GridColumn } from "./grid.ts";

const columns: GridColumn[] = [
  { name: "name", header: "Nazwa", editable: true, visible: true },
  { name: "code", header: "Kod", editable: false, visible: true },
  { name: "price", header: "Cena", editable: true, visible: true },
  { name: "secret", header: "Ukryta", editable: true, visible: false },
];
const records = [
  { id: "12", data: { name: "Normalny", code: "N", price: "80" } },
  { id: "13", data: { name: "Ulgowy", code: "U", price: "40" } },
];
const grid = (allowAdd = true, editable = true) => createGrid({ columns, records, editable, allowAdd });

describe("grid", () => {
  it("refuses a column name that already exists", () => {
    expect(() => addColumn(columns, { name: "code", header: "X", editable: false, visible: true })).toThrow(/already exists/);
    expect(addColumn([], columns[0]!)).toHaveLength(1);
  });

  it("adds an empty tmp row after the initial fill only when editable and adding is allowed", () => {
    expect(grid().rows.map((row) => row.key)).toEqual(["12", "13", "tmp_0"]);
    expect(grid(false).rows).toHaveLength(2);
    expect(grid(true, false).rows).toHaveLength(2);
    expect(grid().modified).toBe(false);
  });

  it("edits only where the grid and the column are editable", () => {
    expect(canEditColumn(grid(), "name")).toBe(true);
    expect(canEditColumn(grid(), "code")).toBe(false);
    expect(canEditColumn(grid(), "secret")).toBe(false);
    expect(canEditColumn(grid(true, false), "name")).toBe(false);
    expect(setCell(grid(), { key: "12", column: "code" }, "Z").rows[0]!.data.code).toBe("N");
  });

  it("numbers new rows tmp_0, tmp_1… without reuse and marks the grid modified on add and delete", () => {
    const added = addRow(grid());
    expect(added.rows.map((row) => row.key)).toEqual(["12", "13", "tmp_0", "tmp_1"]);
    expect(added.modified).toBe(true);
    const deleted = deleteRow(grid(), "12");
    expect(deleted.modified).toBe(true);
    expect(addRow(deleteRow(added, "tmp_1")).rows.at(-1)!.key).toBe("tmp_2");
    expect(addRow(grid(false))).toEqual(grid(false));
  });

  it("marks the grid modified on a changed value only", () => {
    const same = grid();
    expect(setCell(same, { key: "12", column: "name" }, "Normalny")).toBe(same);
    expect(setCell(same, { key: "12", column: "name" }, "Senior").modified).toBe(true);
  });

  it("adds an empty row when the last row gets a non-empty value", () => {
    const typed = setCell(grid(), { key: "tmp_0", column: "name" }, "Rodzinny");
    expect(typed.rows.map((row) => row.key)).toEqual(["12", "13", "tmp_0", "tmp_1"]);
    expect(setCell(grid(), { key: "tmp_0", column: "name" }, "  ").rows).toHaveLength(3);
    expect(setCell(grid(), { key: "13", column: "name" }, "X").rows).toHaveLength(3);
  });

  it("shows a delete icon on every row but the empty one kept at the bottom", () => {
    expect(canDeleteRowAt(grid(), 0)).toBe(true);
    expect(canDeleteRowAt(grid(), 2)).toBe(false); // tmp_0, the empty row
    const typed = setCell(grid(), { key: "tmp_0", column: "name" }, "X");
    expect(canDeleteRowAt(typed, typed.rows.findIndex((row) => row.key === "tmp_0"))).toBe(true);
    expect(canDeleteRowAt(grid(true, false), 0)).toBe(false);
  });

  it("goes to the next editable cell in the row, else the next row; backwards the mirror", () => {
    const g = grid();
    expect(nextEditableCell(g, { key: "12", column: "name" })).toEqual({ key: "12", column: "price" });
    expect(nextEditableCell(g, { key: "12", column: "price" })).toEqual({ key: "13", column: "name" });
    expect(nextEditableCell(g, { key: "13", column: "name" }, true)).toEqual({ key: "12", column: "price" });
    expect(nextEditableCell(g, { key: "12", column: "name" }, true)).toBeNull();
    expect(nextEditableCell(g, { key: "tmp_0", column: "price" })).toBeNull();
  });

  it("serialises rows in order without empty rows, new rows with a null id", () => {
    const edited = setCell(setCell(grid(), { key: "tmp_0", column: "name" }, "Rodzinny"), { key: "tmp_0", column: "price" }, "150");
    expect(JSON.parse(serialiseGrid(deleteRow(edited, "12")))).toEqual([
      { id_record: "13", data: { name: "Ulgowy", code: "U", price: "40", secret: "" } },
      { id_record: null, data: { name: "Rodzinny", code: "", price: "150", secret: "" } },
    ]);
  });

  it("setting the value replaces every row; null ids become new rows with fresh tmp ids", () => {
    const loaded = loadRows(addRow(grid()), [
      { id_record: "20", data: { name: "VIP", code: "V", price: "300" } },
      { id_record: null, data: { name: "Grupowy", code: "", price: "60" } },
    ]);
    expect(loaded.rows.map((row) => [row.key, row.isNew])).toEqual([["20", false], ["tmp_2", true], ["tmp_3", true]]);
    expect(JSON.parse(serialiseGrid(loaded))).toEqual([
      { id_record: "20", data: { name: "VIP", code: "V", price: "300", secret: "" } },
      { id_record: null, data: { name: "Grupowy", code: "", price: "60", secret: "" } },
    ]);
    expect(loadRows(grid(false), []).rows).toEqual([]);
  });
});

describe("grid, the remaining options (§3)", () => {
  it("is_editable switches a column's editing off and on; the editing order skips it", () => {
    const locked = setColumnEditable(grid(), "price", false);
    expect(canEditColumn(locked, "price")).toBe(false);
    expect(setCell(locked, { key: "12", column: "price" }, "99")).toBe(locked);
    expect(nextEditableCell(locked, { key: "12", column: "name" })).toEqual({ key: "13", column: "name" });
    expect(setColumnEditable(locked, "price", false)).toBe(locked);
    expect(canEditColumn(setColumnEditable(locked, "price", true), "price")).toBe(true);
    expect(canEditColumn(createGrid({ columns: [{ ...columns[0]!, isEditable: false }], records, editable: true, allowAdd: false }), "name")).toBe(false);
  });

  it("posts each value under its column's input name, the position under the index field, in sort order", () => {
    const custom = createGrid({ columns: [{ ...columns[0]!, inputName: "variant_name" }, columns[2]!], records, editable: true, allowAdd: true, indexField: "lp", sortOrder: "desc" });
    expect(JSON.parse(serialiseGrid(custom))).toEqual([
      { id_record: "13", data: { variant_name: "Ulgowy", price: "40", lp: "1" } },
      { id_record: "12", data: { variant_name: "Normalny", price: "80", lp: "2" } },
    ]);
    const ascending = createGrid({ columns, records, editable: true, allowAdd: false, indexField: "lp" });
    expect(JSON.parse(serialiseGrid(ascending)).map((row: { data: { lp: string } }) => row.data.lp)).toEqual(["1", "2"]);
    // Setting the value reads the input names back.
    const reloaded = loadRows(custom, [{ id_record: "20", data: { variant_name: "VIP", price: "300" } }]);
    expect(reloaded.rows[0]!.data).toEqual({ name: "VIP", price: "300" });
  });
});

describe("box cells (a shop's checkbox column, QA s42)", () => {
  const columns: GridColumn[] = [
    { name: "name", header: "Wariant", editable: true, visible: true },
    { name: "active", header: "Aktywny", editable: true, visible: true, check: { on: "1", off: "0" } },
  ];
  it("an unticked box fills nothing: ticked and unticked again, the new row stays empty, unposted, and adds no row", () => {
    const grid = createGrid({ columns, records: [{ id: "12", data: { name: "Normalny", active: "0" } }], editable: true, allowAdd: true });
    const ticked = setCell(grid, { key: "tmp_0", column: "active" }, "1");
    expect(ticked.rows).toHaveLength(3);
    const unticked = setCell(grid, { key: "tmp_0", column: "active" }, "0");
    expect(unticked.rows).toHaveLength(2);
    expect(canDeleteRowAt(unticked, 1)).toBe(false);
    expect(JSON.parse(serialiseGrid(unticked))).toEqual([{ id_record: "12", data: { name: "Normalny", active: "0" } }]);
  });
});

describe("cells judged by their own control, cells the shop printed disabled (session 43)", () => {
  const columns: GridColumn[] = [
    { name: "name", header: "Wariant", editable: true, visible: true },
    { name: "vat", header: "VAT", editable: true, visible: true, options: [{ value: "23", label: "23%" }] },
    { name: "active", header: "Aktywny", editable: true, visible: true, check: { on: "1", off: "0" } },
    { name: "price", header: "Cena", editable: true, visible: true },
  ];
  const records: Parameters<typeof createGrid>[0]["records"] = [
    { id: "12", data: { name: "Normalny", vat: "", active: "nie", price: "80" }, kinds: { vat: {}, active: {} } },
    { id: "13", data: { name: "Ulgowy", vat: "8", active: "tak", price: "40" }, kinds: { active: { check: { on: "tak", off: "" } } } },
    { id: "14", data: { name: "Dziecięcy", vat: "23", active: "1", price: "20" }, locked: { name: null, active: "0", price: null } },
  ];
  const grid = () => createGrid({ columns, records, editable: true, allowAdd: true });

  it("a cell's own kind where the shop's table gave one, its column's elsewhere (a new row's too)", () => {
    const rows = grid().rows;
    expect(kindOf(rows[0]!, columns[1]!)).toEqual({});
    expect(kindOf(rows[1]!, columns[2]!)).toEqual({ check: { on: "tak", off: "" } });
    expect(kindOf(rows[2]!, columns[2]!)).toBe(columns[2]);
    expect(kindOf(rows[3]!, columns[1]!)).toBe(columns[1]);
    // A column named as an object's own property is no cell kind of a row that lists none.
    expect(kindOf({ ...rows[0]!, kinds: {} }, { ...columns[0]!, name: "constructor" })).toEqual({ ...columns[0]!, name: "constructor" });
  });

  it("an unticked box of a cell's own values fills nothing: the new row's box ticked and unticked adds no row", () => {
    const own = createGrid({ columns, records: [], editable: true, allowAdd: true });
    const row = { ...own.rows[0]!, kinds: { active: { check: { on: "tak", off: "nie" } } } };
    const unticked = setCell({ ...own, rows: [row] }, { key: row.key, column: "active" }, "nie");
    expect(unticked.rows).toHaveLength(1);
    expect(JSON.parse(serialiseGrid(unticked))).toEqual([]);
  });

  it("a locked cell is not edited, the editing order passes it over, and it posts what the no-script form posts (a box's pair, else nothing)", () => {
    const start = grid();
    expect(setCell(start, { key: "14", column: "price" }, "25")).toBe(start);
    expect(setCell(start, { key: "14", column: "vat" }, "8").rows[2]!.data.vat).toBe("8");
    expect(nextEditableCell(start, { key: "13", column: "price" })).toEqual({ key: "14", column: "vat" });
    expect(nextEditableCell(start, { key: "14", column: "vat" })).toEqual({ key: "tmp_0", column: "name" });
    expect(nextEditableCell(start, { key: "tmp_0", column: "name" }, true)).toEqual({ key: "14", column: "vat" });
    expect(nextEditableCell(start, { key: "14", column: "vat" }, true)).toEqual({ key: "13", column: "price" });
    expect(JSON.parse(serialiseGrid(start))[2]).toEqual({ id_record: "14", data: { vat: "23", active: "0" } });
  });

  it("setting the value again keeps each record's own kinds and locked cells with the values they show", () => {
    const start = grid();
    const again = loadRows(start, JSON.parse(serialiseGrid(start)));
    expect(again.rows.slice(0, 3)).toEqual(start.rows.slice(0, 3));
    expect(serialiseGrid(again)).toBe(serialiseGrid(start));
    // A record the shop's table did not print is its columns' kind, unlocked.
    expect(loadRows(start, [{ id_record: "99", data: { name: "Senior" } }]).rows[0]).toEqual({ key: "99", isNew: false, data: { name: "Senior" } });
  });
});

describe("a select cell's chosen option that is disabled (session 44)", () => {
  const vat: GridColumn = {
    name: "vat",
    header: "VAT",
    editable: true,
    visible: true,
    options: [{ value: "", label: "— wybierz —", disabled: true }, { value: "8", label: "8%", group: "Obniżone" }, { value: "7", label: "7%", disabled: true, group: "Wycofane" }],
  };
  const columns: GridColumn[] = [{ name: "name", header: "Wariant", editable: true, visible: true }, vat];
  const records = [
    { id: "12", data: { name: "Normalny", vat: "" } },
    { id: "13", data: { name: "Ulgowy", vat: "7" } },
    { id: "14", data: { name: "Senior", vat: "7" }, kinds: { vat: { options: [{ value: "7", label: "7%" }] } } },
    { id: "15", data: { name: "Rodzinny", vat: "8" } },
  ];

  it("is not posted, as a browser's form data set skips it, but still shown; another choice posts", () => {
    const start = createGrid({ columns, records, editable: true, allowAdd: false });
    expect(postsChoice(vat, "7")).toBe(false);
    expect(postsChoice(vat, "8")).toBe(true);
    expect(postsChoice(vat, "99")).toBe(true);
    expect(postsChoice({}, "")).toBe(true);
    // Row 14's own select has 7% enabled: posted.
    expect(JSON.parse(serialiseGrid(start)).map((row: { data: object }) => row.data)).toEqual([{ name: "Normalny" }, { name: "Ulgowy" }, { name: "Senior", vat: "7" }, { name: "Rodzinny", vat: "8" }]);
    expect(start.rows[1]!.data.vat).toBe("7");
    const chosen = setCell(start, { key: "13", column: "vat" }, "8");
    expect(JSON.parse(serialiseGrid(chosen))[1]).toEqual({ id_record: "13", data: { name: "Ulgowy", vat: "8" } });
  });
});

/** An editable, shown column. */
const editableColumn = (name: string, header: string, more: Partial<GridColumn> = {}): GridColumn => ({ name, header, editable: true, visible: true, ...more });

describe("a <select multiple> cell (session 46)", () => {
  const sectors = editableColumn("sectors", "Sektory", {
    inputName: "sektory",
    multiple: true,
    options: [{ value: "A", label: "Trybuna A" }, { value: "B", label: "Trybuna B" }, { value: "C", label: "Trybuna C" }, { value: "D", label: "Trybuna D", disabled: true }],
  });
  const columns = [editableColumn("name", "Wariant"), sectors];
  const records = [
    { id: "12", data: { name: "Normalny", sectors: ["A", "C"] } },
    { id: "13", data: { name: "Ulgowy", sectors: ["B"] } },
    { id: "14", data: { name: "Senior", sectors: [] } },
    { id: "15", data: { name: "Rodzinny", sectors: ["B", "D"] } },
  ];
  const start = () => createGrid({ columns, records, editable: true, allowAdd: true });
  const posted = (grid: Parameters<typeof serialiseGrid>[0]) => JSON.parse(serialiseGrid(grid)).map((row: { data: { sektory?: unknown } }) => row.data.sektory);

  it("posts every chosen value as a JSON array, none as [], a chosen disabled one left out (as the form data set)", () => {
    expect(posted(start())).toEqual([["A", "C"], ["B"], [], ["B"]]);
    expect(postsChoice(sectors, "D")).toBe(false);
  });

  it("saves a changed list only; a new row's untouched cell posts [] and a list of none fills nothing", () => {
    const grid = start();
    expect(setCell(grid, { key: "12", column: "sectors" }, ["A", "C"])).toBe(grid);
    expect(setCell(grid, { key: "14", column: "sectors" }, [])).toBe(grid);
    expect(setCell(grid, { key: "tmp_0", column: "sectors" }, [])).toBe(grid);
    const edited = setCell(grid, { key: "12", column: "sectors" }, ["C"]);
    expect(edited.modified).toBe(true);
    expect(posted(edited)[0]).toEqual(["C"]);
    const typed = setCell(grid, { key: "tmp_0", column: "name" }, "Grupowy");
    expect(JSON.parse(serialiseGrid(typed)).at(-1)).toEqual({ id_record: null, data: { name: "Grupowy", sektory: [] } });
    const chosen = setCell(grid, { key: "tmp_0", column: "sectors" }, ["B"]);
    expect(chosen.rows).toHaveLength(6);
  });

  it("setting the value takes the lists back (under the input name), a text as a one-value list; a one-value cell a list's last", () => {
    const grid = start();
    const again = loadRows(grid, JSON.parse(serialiseGrid(grid)));
    // (Row 15's disabled D, which the value read back lacks: see the next describe.)
    expect(again.rows.slice(0, 3)).toEqual(grid.rows.slice(0, 3));
    expect(serialiseGrid(again)).toBe(serialiseGrid(grid));
    const given = loadRows(grid, [{ id_record: "12", data: { name: ["Normalny", "VIP"], sektory: "B" } }, { id_record: null, data: { sektory: "" } }]);
    expect(given.rows.slice(0, 2).map((row) => row.data)).toEqual([{ name: "VIP", sectors: ["B"] }, { sectors: [] }]);
  });
});

describe("a disabled choice set back by setValue(getValue()) (session 46)", () => {
  const vat = editableColumn("vat", "VAT", { options: [{ value: "", label: "— wybierz —", disabled: true }, { value: "8", label: "8%" }, { value: "7", label: "7%", disabled: true }] });
  const sectors = editableColumn("sectors", "Sektory", { multiple: true, options: [{ value: "A", label: "Trybuna A", disabled: true }, { value: "B", label: "Trybuna B" }, { value: "C", label: "Trybuna C" }] });
  const columns = [editableColumn("name", "Wariant"), vat, sectors];
  const records = [
    { id: "12", data: { name: "Normalny", vat: "", sectors: ["A", "C"] } },
    { id: "13", data: { name: "Ulgowy", vat: "7", sectors: ["A"] } },
    { id: "14", data: { name: "Senior", vat: "8", sectors: ["B"] } },
  ];
  const start = () => createGrid({ columns, records, editable: true, allowAdd: true });

  it("changes nothing shown or posted: the record keeps its chosen options that never post", () => {
    const grid = start();
    const read = JSON.parse(serialiseGrid(grid));
    expect(read.map((row: { data: object }) => row.data)).toEqual([{ name: "Normalny", sectors: ["C"] }, { name: "Ulgowy", sectors: [] }, { name: "Senior", vat: "8", sectors: ["B"] }]);
    const again = loadRows(grid, read);
    expect(again.rows.slice(0, 3)).toEqual(grid.rows.slice(0, 3));
    expect(serialiseGrid(again)).toBe(serialiseGrid(grid));
  });

  it("a value given replaces a one-choice cell's; a multiple select's given values keep the disabled choice beside them, in the list's order", () => {
    const given = loadRows(start(), [
      { id_record: "12", data: { name: "Normalny", vat: "8", sectors: ["C", "B"] } },
      { id_record: "13", data: { name: "Ulgowy", sectors: [] } },
      { id_record: "99", data: { name: "VIP" } },
    ]);
    expect(given.rows.slice(0, 3).map((row) => row.data)).toEqual([{ name: "Normalny", vat: "8", sectors: ["A", "B", "C"] }, { name: "Ulgowy", vat: "7", sectors: ["A"] }, { name: "VIP" }]);
  });
});

describe("grid rendering in two steps", () => {
  it("shows the first rows, more when the keyboard goes further, all once complete", () => {
    expect(shownRows(1000, false, 18)).toBe(18);
    expect(shownRows(10, false, 18)).toBe(10);
    expect(shownRows(1000, false, 18, 120)).toBe(120);
    expect(shownRows(1000, false, 18, 2000)).toBe(1000);
    expect(shownRows(1000, true, 18)).toBe(1000);
  });

  it("renders first what a viewport of that height can show: rows of at least 44 px, one cut at an edge", () => {
    expect(firstRows(720)).toBe(18);
    expect(firstRows(44)).toBe(2);
    expect(firstRows(2160)).toBe(51);
    expect(firstRows(0)).toBe(1);
    expect(firstRows(-5)).toBe(1);
  });

  it("shares one column template: own widths in pixels, else equal shares, the delete column last", () => {
    expect(gridTemplate([{ width: 120 }, {}], true)).toBe("120px minmax(0, 1fr) 3.25rem");
    expect(gridTemplate([{}], false)).toBe("minmax(0, 1fr)");
  });
});

describe("serialised value after edits (rows reused from the last serialisation)", () => {
  it("always equals a serialisation from scratch, whatever edits, adds and deletes came before", () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant("edit" as const), at: fc.nat(), column: fc.constantFrom("name", "price"), value: fc.string({ maxLength: 3 }) }),
      fc.record({ kind: fc.constant("add" as const) }),
      fc.record({ kind: fc.constant("delete" as const), at: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), fc.constantFrom("asc" as const, "desc" as const), fc.boolean(), (steps, sortOrder, indexed) => {
        let current = createGrid({ columns, records, editable: true, allowAdd: true, sortOrder, ...(indexed ? { indexField: "pos" } : {}) });
        for (const next of steps) {
          const index = ("at" in next ? next.at : 0) % current.rows.length;
          const row = current.rows[index]!;
          if (next.kind === "edit") current = setCell(current, { key: row.key, column: next.column }, next.value);
          else if (next.kind === "add") current = addRow(current);
          else if (canDeleteRowAt(current, index)) current = deleteRow(current, row.key);
          // A copy of the columns list has no earlier serialisation to reuse.
          expect(serialiseGrid(current)).toBe(serialiseGrid({ ...current, columns: [...current.columns] }));
        }
      }),
    );
  });

  it("matches a fresh serialisation after an edit, a delete and with an index field", () => {
    const indexed = createGrid({ columns, records: [...records, { id: "14", data: { name: "Senior", code: "S", price: "30" } }], editable: true, allowAdd: true, indexField: "pos" });
    const before = serialiseGrid(indexed);
    const edited = setCell(indexed, { key: "13", column: "price" }, "45");
    const deleted = deleteRow(edited, "12");
    expect(JSON.parse(serialiseGrid(edited))[1]).toEqual({ id_record: "13", data: { name: "Ulgowy", code: "U", price: "45", secret: "", pos: "2" } });
    expect(JSON.parse(serialiseGrid(deleted)).map((row: { data: { pos: string } }) => row.data.pos)).toEqual(["1", "2"]);
    expect(JSON.parse(serialiseGrid(deleted))[0].data.price).toBe("45");
    expect(serialiseGrid(indexed)).toBe(before);
    expect(JSON.parse(before)).toHaveLength(3);
  });
});

describe("columns of a legacy table's cells (columnStarts)", () => {
  const cell = (colSpan = 1, rowSpan = 1) => ({ colSpan, rowSpan });
  it("moves cells after a colspan on and skips the columns a rowspan above takes", () => {
    expect(columnStarts([[cell(), cell(), cell()]])).toEqual([[0, 1, 2]]);
    expect(columnStarts([[cell(1, 2), cell(2), cell(1, 2)], [cell(), cell()]])).toEqual([[0, 1, 3], [1, 2]]);
    expect(columnStarts([[cell(2, 3), cell()], [cell()], [cell()], [cell(), cell(), cell()]])).toEqual([[0, 2], [2], [2], [0, 1, 2]]);
  });
  it("takes rowspan 0 to the section's end", () => {
    expect(columnStarts([[cell(1, 0), cell()], [cell()], [cell()]])).toEqual([[0, 1], [1], [1]]);
  });
});
