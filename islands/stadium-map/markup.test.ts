import { describe, expect, it } from "vitest";
import { readStadiumMarkup } from "./markup.ts";

/** The legacy sector form of `/stadion?sektor=W1` (trimmed): the ticket type select and four seat boxes. */
function sectorForm(): HTMLElement {
  const host = document.createElement("div");
  host.innerHTML = `<script type="application/json">{}</script>
    <section id="sektor"><select name="id_charge"><option value="5301">Normalny 149,00 zł</option><option value="5302">Ulgowy 109,00 zł</option></select>
    <fieldset class="stadium-row"><legend>Rząd 2</legend>
      <label><input type="checkbox" name="seat[]" value="W1-2-1">1</label><label><input type="checkbox" name="seat[]" value="W1-2-2">2</label>
      <label><input type="checkbox" name="seat[]" value="W1-2-3" disabled>3</label><label><input type="checkbox" name="seat[]" value="W1-2-4">4</label>
    </fieldset></section>`;
  return host;
}

describe("the stadium's legacy sector form (QA s40 finding 4)", () => {
  it("gives the boxes the buyer ticked before the script ran, with the ticket type then selected", () => {
    const host = sectorForm();
    host.querySelector("select")!.value = "5302";
    for (const value of ["W1-2-1", "W1-2-4"]) host.querySelector<HTMLInputElement>(`input[value="${value}"]`)!.checked = true;
    expect(readStadiumMarkup(host)).toEqual({
      chosen: [
        { seatId: "W1-2-1", variantId: "5302" },
        { seatId: "W1-2-4", variantId: "5302" },
      ],
      defaultVariantId: "5302",
      formFields: {},
    });
  });

  it("leaves out a disabled box (it is not posted either) and reads nothing on the whole-stadium page", () => {
    const host = sectorForm();
    host.querySelector<HTMLInputElement>('input[value="W1-2-3"]')!.checked = true;
    expect(readStadiumMarkup(host)).toEqual({ chosen: [], defaultVariantId: "5301", formFields: {} });
    expect(readStadiumMarkup(document.createElement("div"))).toEqual({ chosen: [], defaultVariantId: "", formFields: {} });
  });

  it("gives the hidden fields of the form around the map, or of the form its controls are tied to, as the browser posts them", () => {
    const form = document.createElement("form");
    form.id = "stadium_form";
    form.innerHTML = '<input type="hidden" name="csrf" value="tok-9"><input type="hidden" name="off" value="x" disabled>';
    const host = sectorForm();
    form.append(host);
    document.body.append(form);
    expect(readStadiumMarkup(host).formFields).toEqual({ csrf: "tok-9" });
    // The host outside the form, its controls tied to it by form="stadium_form": the form's fields, and one tied from elsewhere.
    document.body.append(host);
    host.querySelector("select")!.setAttribute("form", "stadium_form");
    document.body.insertAdjacentHTML("beforeend", '<input type="hidden" name="id_event" value="77" form="stadium_form">');
    expect(readStadiumMarkup(host).formFields).toEqual({ csrf: "tok-9", id_event: "77" });
    document.body.replaceChildren();
  });
});
