import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DataGrid } from "./DataGrid.tsx";
import { dataGridSchema } from "./schema.ts";

afterEach(cleanup);

describe("DataGrid: a select cell's list (session 44)", () => {
  it("shows the shop's <optgroup>s as named groups, a disabled option (its own or its group's) shown and not choosable", () => {
    const props = dataGridSchema.parse({
      name: "rows",
      caption: "Warianty",
      columns: [
        { name: "name", header: "Wariant", editable: true },
        {
          name: "vat",
          header: "VAT",
          editable: true,
          options: [{ value: "", label: "— wybierz —", disabled: true }, { value: "8", label: "8%", group: "Obniżone" }, { value: "5", label: "5%", group: "Obniżone" }, { value: "23", label: "23%", group: "Podstawowa" }, { value: "7", label: "7%", disabled: true, group: "Wycofane" }],
        },
      ],
      records: [{ id: "12", data: { name: "Normalny", vat: "" } }],
    });
    render(<DataGrid props={props} emit={vi.fn(() => true)} host={document.body} legacy={document.createDocumentFragment()} expose={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "VAT, wiersz 1: — wybierz —" }));
    const list = screen.getByRole<HTMLSelectElement>("combobox", { name: "VAT, wiersz 1" });
    expect(list.value).toBe("");
    expect([...list.querySelectorAll("optgroup")].map((group) => [group.label, [...group.querySelectorAll("option")].map((option) => option.textContent)])).toEqual([
      ["Obniżone", ["8%", "5%"]],
      ["Podstawowa", ["23%"]],
      ["Wycofane", ["7%"]],
    ]);
    expect(within(list).getAllByRole("option").map((option) => [option.textContent, (option as HTMLOptionElement).disabled])).toEqual([
      ["— wybierz —", true],
      ["8%", false],
      ["5%", false],
      ["23%", false],
      ["7%", true],
    ]);
    // The option's value is kept inside its group: choosing 23% and saving posts 23.
    fireEvent.change(list, { target: { value: "23" } });
    fireEvent.keyDown(list, { key: "Enter" });
    expect(JSON.parse(document.querySelector<HTMLInputElement>("input[name=rows]")!.value)).toEqual([{ id_record: "12", data: { name: "Normalny", vat: "23" } }]);
  });
});

describe("DataGrid: a <select multiple> cell (session 46)", () => {
  const props = () =>
    dataGridSchema.parse({
      name: "rows",
      caption: "Warianty",
      columns: [
        { name: "name", header: "Wariant", editable: true },
        {
          name: "sectors",
          header: "Sektory",
          editable: true,
          multiple: true,
          options: [{ value: "A", label: "Trybuna A" }, { value: "B", label: "Trybuna B" }, { value: "C", label: "Trybuna C" }, { value: "D", label: "Trybuna D", disabled: true }],
        },
      ],
      records: [
        { id: "12", data: { name: "Normalny", sectors: ["A", "C"] } },
        { id: "13", data: { name: "Ulgowy", sectors: [] } },
        { id: "14", data: { name: "Senior", sectors: ["D"] }, locked: { sectors: null } },
        { id: "15", data: { name: "Rodzinny", sectors: [] }, locked: { sectors: null } },
      ],
    });
  const posted = () => (JSON.parse(document.querySelector<HTMLInputElement>("input[name=rows]")!.value) as Array<{ data: { sectors?: string[] } }>).map((row) => row.data.sectors);

  it("shows every chosen text, says an empty cell is empty, and edits with a multiple list: Enter saves, Escape restores", () => {
    const emit = vi.fn(() => true);
    render(<DataGrid props={props()} emit={emit} host={document.body} legacy={document.createDocumentFragment()} expose={() => {}} />);
    expect(screen.getByRole("button", { name: "Sektory, wiersz 1: Trybuna A, Trybuna C" }).textContent).toBe("Trybuna A, Trybuna C");
    screen.getByRole("button", { name: "Sektory, wiersz 2: puste" });
    // A locked cell of none posting (its chosen option disabled) shows its text; an empty one would read "puste".
    expect(screen.getAllByRole("cell")[7]!.textContent).toBe("Trybuna D");
    expect(screen.getAllByRole("cell")[10]!.textContent).toBe("puste");
    expect(posted()).toEqual([["A", "C"], [], undefined, undefined]);

    fireEvent.click(screen.getByRole("button", { name: "Sektory, wiersz 1: Trybuna A, Trybuna C" }));
    const list = screen.getByRole<HTMLSelectElement>("listbox", { name: "Sektory, wiersz 1" });
    expect(list.multiple).toBe(true);
    expect([...list.selectedOptions].map((option) => option.value)).toEqual(["A", "C"]);
    expect(within(list).getByRole<HTMLOptionElement>("option", { name: "Trybuna D" }).disabled).toBe(true);
    list.options[1]!.selected = true;
    list.options[0]!.selected = false;
    fireEvent.change(list);
    fireEvent.keyDown(list, { key: "Escape" });
    expect(posted()[0]).toEqual(["A", "C"]);

    fireEvent.click(screen.getByRole("button", { name: "Sektory, wiersz 1: Trybuna A, Trybuna C" }));
    const again = screen.getByRole<HTMLSelectElement>("listbox", { name: "Sektory, wiersz 1" });
    again.options[1]!.selected = true;
    fireEvent.change(again);
    fireEvent.keyDown(again, { key: "Enter" });
    expect(posted()).toEqual([["A", "B", "C"], [], undefined, undefined]);
    expect(emit).toHaveBeenCalledWith("cell-change", { id: "12", column: "sectors", value: ["A", "B", "C"], previous: ["A", "C"] });
    screen.getByRole("button", { name: "Sektory, wiersz 1: Trybuna A, Trybuna B, Trybuna C" });
  });

  it("setValue takes back what getValue gave: the lists, and the cells' chosen options that never post", () => {
    let handle: { getValue(): string; setValue(json: string): boolean } | null = null;
    render(<DataGrid props={props()} emit={vi.fn(() => true)} host={document.body} legacy={document.createDocumentFragment()} expose={(api) => (handle = api as typeof handle)} />);
    const read = handle!.getValue();
    expect(JSON.parse(read)).toEqual([
      { id_record: "12", data: { name: "Normalny", sectors: ["A", "C"] } },
      { id_record: "13", data: { name: "Ulgowy", sectors: [] } },
      { id_record: "14", data: { name: "Senior" } },
      { id_record: "15", data: { name: "Rodzinny" } },
    ]);
    const shown = document.querySelector("table")!.textContent;
    act(() => void handle!.setValue(read));
    expect(handle!.getValue()).toBe(read);
    expect(document.querySelector("table")!.textContent).toBe(shown);
    act(() => void handle!.setValue(JSON.stringify([{ id_record: "13", data: { name: "Ulgowy", sectors: ["B", "D"] } }])));
    screen.getByRole("button", { name: "Sektory, wiersz 1: Trybuna B, Trybuna D" });
    expect(posted()).toEqual([["B"]]);
    // Its disabled D, shown and not posted, stays when what was read is set back.
    act(() => void handle!.setValue(handle!.getValue()));
    screen.getByRole("button", { name: "Sektory, wiersz 1: Trybuna B, Trybuna D" });
    expect(posted()).toEqual([["B"]]);
  });
});
