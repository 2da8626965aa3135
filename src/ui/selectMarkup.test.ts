import { afterEach, describe, expect, it, vi } from "vitest";
import { comboBoxSchema } from "../../islands/combo-box/schema.ts";
import { selectListSchema } from "../../islands/select-list/schema.ts";
import { optionRuns, selectFromMarkup } from "./selectMarkup.ts";

// jsdom has no CSS.escape; the ids here need no escaping.
vi.stubGlobal("CSS", { escape: (value: string) => value });

/** A host in the page (a label outside it is found through the document), with `before` printed before it. */
function hostIn(html: string, before = ""): HTMLElement {
  document.body.innerHTML = `${before}<div data-island="select-list">${html}</div>`;
  return document.querySelector<HTMLElement>("[data-island]")!;
}
afterEach(() => document.body.replaceChildren());

describe("selectFromMarkup", () => {
  it("starts without a chosen option that is disabled, as a plain form posts nothing for it (QA session 40)", () => {
    const host = document.createElement("div");
    host.innerHTML = `<label for="gate">Brama</label><select id="gate" name="gate"><option value="1">Brama 1</option><option value="2" selected disabled>Brama 2 (zamknięta)</option></select>`;
    expect(selectFromMarkup(host)).toMatchObject({ name: "gate", selected: [], options: [{ value: "1", disabled: false }, { value: "2", disabled: true }] });
    host.querySelector("option")!.selected = true;
    expect(selectFromMarkup(host)).toMatchObject({ selected: ["1"] });
  });

  it("a <label for> outside the host (a table cell before it) names the list: its text, and its id as labelledBy (QA s40 #12)", () => {
    const host = hostIn(`<select id="sectors" name="sectors[]" multiple><option>A</option></select>`, `<table><tr><td><label for="sectors">Sektory <span aria-hidden="true">*</span></label></td></tr></table>`);
    const read = selectFromMarkup(host);
    const label = document.querySelector("label")!;
    expect(label.id).toMatch(/^tb-select-list-label-\d+$/);
    expect(read).toMatchObject({ id: "sectors", label: "Sektory", labelledBy: label.id, mode: "multi" });
    expect(selectListSchema.safeParse(read).success).toBe(true);
    // A label with an id keeps it.
    label.id = "sectors-label";
    expect(selectFromMarkup(host)).toMatchObject({ labelledBy: "sectors-label" });
  });

  it("a label around a select without an id: the island gets a new id, unique in the page, and the label's text; the label is its own", () => {
    const host = hostIn(`<label>Brama wejściowa <select name="gate"><option value="1">Brama 1</option></select></label>`, `<p id="tb-select-list-1"></p>`);
    const read = selectFromMarkup(host);
    expect(read).toMatchObject({ name: "gate", label: "Brama wejściowa" });
    expect(read).not.toHaveProperty("labelledBy");
    expect(read.id).toMatch(/^tb-select-list-\d+$/);
    expect(document.querySelectorAll(`[id="${String(read.id)}"]`)).toHaveLength(1);
    expect(comboBoxSchema.safeParse(read).success).toBe(true);
  });

  it("a select without options is read as an empty list, which both schemas take (QA s40 #12)", () => {
    const read = selectFromMarkup(hostIn(`<label for="zones">Strefy</label><select id="zones" name="zones"></select>`));
    expect(read).toMatchObject({ options: [], selected: [] });
    expect(selectListSchema.safeParse(read).success).toBe(true);
    expect(comboBoxSchema.safeParse(read).success).toBe(true);
  });

  it("keeps each option's <optgroup>; an option of a disabled group is disabled and not chosen (QA s40 #13)", () => {
    const read = selectFromMarkup(
      hostIn(`<label for="s">Trybuna</label><select id="s" name="s"><option value="">—</option><optgroup label="Zachód"><option value="A">A</option></optgroup><optgroup label="Wschód" disabled><option value="C" selected>C</option></optgroup></select>`),
    );
    expect(read).toMatchObject({
      options: [
        { value: "", label: "—", disabled: false },
        { value: "A", label: "A", disabled: false, group: "Zachód" },
        { value: "C", label: "C", disabled: true, group: "Wschód" },
      ],
      selected: [],
    });
    expect((read.options as object[])[0]).not.toHaveProperty("group");
  });
});

describe("optionRuns", () => {
  it("cuts the options where the group changes, keeping each option's index in the whole list", () => {
    const options = [{ value: "x" }, { value: "a", group: "Zachód" }, { value: "b", group: "Zachód" }, { value: "c", group: "Wschód" }, { value: "y" }];
    expect(optionRuns(options).map((run) => [run.group, run.items.map(({ option, index }) => `${option.value}${index}`)])).toEqual([
      [undefined, ["x0"]],
      ["Zachód", ["a1", "b2"]],
      ["Wschód", ["c3"]],
      [undefined, ["y4"]],
    ]);
    expect(optionRuns([])).toEqual([]);
  });
});
