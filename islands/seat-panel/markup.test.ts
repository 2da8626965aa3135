import { describe, expect, it } from "vitest";
import { readSeatPanelMarkup } from "./markup.ts";
import { seatPanelSchema } from "./schema.ts";

/** The legacy step-4 markup as the fixture server renders it (trimmed to one cart row and five seats). */
function legacyHost(): HTMLElement {
  const host = document.createElement("div");
  host.dataset.limit = "6";
  host.dataset.sectorName = "W2";
  host.dataset.eventName = "Lechia – Legia";
  host.dataset.serieName = "Ekstraklasa";
  host.innerHTML = `
    <table><tbody>
      <tr data-id-cart-item="1001.1" data-id-parent-cart-item="" data-parking-ticket-parent="" data-id-seat="W2-5-7" data-id-charge="101" data-price="149.00" data-event-name="Lechia – Legia" data-serie-name="Ekstraklasa" data-parking="0">
        <td>Normalny</td><td>5</td><td>7</td><td>149,00 zł</td><td><button>Usuń</button></td></tr>
      <tr data-id-cart-item="1001.3" data-id-parent-cart-item="" data-parking-ticket-parent="1001.1" data-id-seat="" data-id-charge="901" data-price="40.00" data-event-name="Lechia – Legia" data-serie-name="Ekstraklasa" data-parking="1">
        <td>Parking P2</td><td>--</td><td>--</td><td>40,00 zł</td><td><button>Usuń</button></td></tr>
    </tbody></table>
    <select name="id_charge"><option value="101" data-price="149.00">Normalny</option><option value="102" data-price="99.00">Ulgowy</option></select>
    <div class="seats"><div class="seats__row" data-row="5"><span class="seats__label">5</span>
      <label class="seat seat--taken"><input type="checkbox" value="W2-5-6" data-status="taken" disabled>6</label>
      <label class="seat seat--cart"><input type="checkbox" value="W2-5-7" data-status="free" checked disabled>7</label>
      <label class="seat seat--free seat--gap"><input type="checkbox" name="seat[]" value="W2-5-8" data-status="free">8</label>
      <label class="seat seat--reserved"><input type="checkbox" value="W2-5-9" data-status="reserved" disabled>9</label>
      <label class="seat seat--free"><input type="checkbox" name="seat[]" value="W2-5-10" data-status="free">--</label>
    </div></div>`;
  return host;
}

describe("readSeatPanelMarkup", () => {
  it("reads seats, variants and cart rows that pass the schema", () => {
    const parsed = seatPanelSchema.safeParse(readSeatPanelMarkup(legacyHost()));
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    const props = parsed.data;
    expect(props.rows).toEqual([{ label: "5", ids: ["W2-5-6", "W2-5-7", "W2-5-8", "W2-5-9", "W2-5-10"], numbers: ["6", "7", "8", "9", null], statuses: "tffrf", gaps: [2] }]);
    expect(props.variants).toEqual([{ id: "101", name: "Normalny", price: 14900 }, { id: "102", name: "Ulgowy", price: 9900 }]);
    expect(props.cart[1]).toEqual({
      id: "1001.3", parentId: null, parkingParentId: "1001.1", seatId: null, row: null, number: null,
      variantId: "901", variantName: "Parking P2", price: 4000, eventName: "Lechia – Legia", serieName: "Ekstraklasa", parking: true,
    });
    expect(props.limit).toBe(6);
    expect(props.removeUrl).toBe("/ajax/Sales/removeFromCart/");
  });

  it("the schema refuses a row whose columns disagree", () => {
    const props = readSeatPanelMarkup(legacyHost()) as { rows: Array<{ statuses: string }> };
    props.rows[0]!.statuses = "tff";
    expect(seatPanelSchema.safeParse(props).success).toBe(false);
  });
});
