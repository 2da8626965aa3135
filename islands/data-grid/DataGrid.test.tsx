import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
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
