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
    });
  });

  it("leaves out a disabled box (it is not posted either) and reads nothing on the whole-stadium page", () => {
    const host = sectorForm();
    host.querySelector<HTMLInputElement>('input[value="W1-2-3"]')!.checked = true;
    expect(readStadiumMarkup(host)).toEqual({ chosen: [], defaultVariantId: "5301" });
    expect(readStadiumMarkup(document.createElement("div"))).toEqual({ chosen: [], defaultVariantId: "" });
  });
});
