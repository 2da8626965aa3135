import { afterEach, describe, expect, it } from "vitest";
import checkbox from "./index.ts";
import { checkboxSchema } from "./schema.ts";

/** The island's props from a host printed with `html`, `before` printed before it in the page. */
function read(html: string, before = "") {
  document.body.innerHTML = `${before}<div data-island="checkbox">${html}</div>`;
  return checkboxSchema.safeParse(checkbox.fromMarkup!(document.querySelector<HTMLElement>("[data-island]")!));
}
afterEach(() => document.body.replaceChildren());

describe("checkbox fromMarkup", () => {
  it("the PHP 0/1 pair: the box's value ticked, the hidden field's 0 otherwise", () => {
    const props = read(`<input type="hidden" name="on_sale" value="0"><input type="checkbox" id="on_sale" name="on_sale" value="1" checked> <label for="on_sale">Sprzedaż otwarta</label>`);
    expect(props.data).toMatchObject({ name: "on_sale", id: "on_sale", label: "Sprzedaż otwarta", checked: true, value: "1", uncheckedValue: "0" });
    expect(props.data).not.toHaveProperty("labelledBy");
  });

  it("a lone box with its own value posts that value, and nothing unticked; a box without a value, 'on' (QA s40 #13)", () => {
    expect(read(`<input type="checkbox" id="n" name="newsletter" value="tak"> <label for="n">Newsletter</label>`).data).toMatchObject({ value: "tak", uncheckedValue: null });
    expect(read(`<input type="checkbox" id="n" name="newsletter"> <label for="n">Newsletter</label>`).data).toMatchObject({ value: "on", uncheckedValue: null });
    // A hidden field of another name, or a disabled one, is no pair.
    expect(read(`<input type="hidden" name="csrf" value="x"><input type="hidden" name="n" value="0" disabled><input type="checkbox" id="n" name="n" value="1"> <label for="n">N</label>`).data).toMatchObject({ uncheckedValue: null });
  });

  it("a label around a box without an id: a generated id, the label's text (QA s40 #12)", () => {
    const props = read(`<input type="hidden" name="on_sale" value="0"><label><input type="checkbox" name="on_sale" value="1"> Sprzedaż <span aria-hidden="true">*</span></label>`);
    expect(props.success).toBe(true);
    expect(props.data).toMatchObject({ label: "Sprzedaż", id: expect.stringMatching(/^tb-checkbox-\d+$/) });
    expect(props.data).not.toHaveProperty("labelledBy");
  });

  it("a <label for> outside the host names the box through labelledBy (QA s40 #12)", () => {
    const props = read(`<input type="checkbox" id="c1" name="c1" value="1">`, `<p><label id="c1-label" for="c1">Zgoda</label></p>`);
    expect(props.data).toMatchObject({ id: "c1", label: "Zgoda", labelledBy: "c1-label" });
  });

  it("without any label the island is refused, as before (the legacy box stays)", () => {
    expect(read(`<input type="checkbox" name="x" value="1">`).success).toBe(false);
  });
});
