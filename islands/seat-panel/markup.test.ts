import { afterEach, describe, expect, it } from "vitest";
import { LegacyRow, readSeatPanelMarkup } from "./markup.ts";
import { initialState, layoutOf, pressedCount } from "./model.ts";
import type { CartItem } from "../../src/ui/cart/schema.ts";
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
      <tr data-id-cart-item="1001.1" data-id-parent-cart-item="" data-parking-ticket-parent="" data-id-seat="W2-5-7" data-id-charge="101" data-price="149.00" data-event-name="Lechia – Legia" data-serie-name="Ekstraklasa" data-parking="0" data-sector-name="W2">
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
    expect(props.cart?.[0]?.sectorName).toBe("W2");
    expect(props.cart?.[1]).toEqual({
      id: "1001.3", parentId: null, parkingParentId: "1001.1", seatId: null, row: null, number: null,
      variantId: "901", variantName: "Parking P2", price: 4000, eventName: "Lechia – Legia", serieName: "Ekstraklasa", parking: true,
    });
    expect(props.limit).toBe(6);
    expect(props.removeUrl).toBe("/ajax/Sales/removeFromCart/");
  });

  it("finds rows outside a .seats block too", () => {
    const host = legacyHost();
    const block = host.querySelector(".seats")!;
    block.replaceWith(...block.childNodes);
    expect(seatPanelSchema.safeParse(readSeatPanelMarkup(host)).success && (readSeatPanelMarkup(host).rows as unknown[]).length).toBe(1);
  });

  it("the schema refuses a row whose columns disagree", () => {
    const props = readSeatPanelMarkup(legacyHost()) as { rows: Array<{ statuses: string }> };
    props.rows[0]!.statuses = "tff";
    expect(seatPanelSchema.safeParse(props).success).toBe(false);
  });
});

/** Three rows of three seats; row 2 holds a cart seat (ticked, disabled), row 3 a box the buyer ticked. */
function threeRows(statusOf: (row: number, seat: number) => string = () => "free"): HTMLElement {
  const host = document.createElement("div");
  Object.assign(host.dataset, { limit: "6", sectorName: "S", eventName: "E", serieName: "S" });
  const seat = (r: number, n: number) => {
    const status = statusOf(r, n);
    const cart = r === 2 && n === 2;
    const ticked = r === 3 && n === 3;
    const input = cart
      ? `<input type="checkbox" value="S-${r}-${n}" data-status="free" checked disabled>`
      : `<input type="checkbox" name="seat[]" value="S-${r}-${n}" data-status="${status}"${ticked ? " checked" : ""}>`;
    return `<label class="seat seat--${status}${n === 3 ? " seat--gap" : ""}">${input}${n}</label>`;
  };
  const row = (r: number) => `<div class="seats__row" data-row="${r}"><span class="seats__label">${r}</span>${[1, 2, 3].map((n) => seat(r, n)).join("")}</div>`;
  host.innerHTML = `<select name="id_charge"><option value="102" data-price="99.00" selected>Ulgowy</option></select>
    <div class="seats">${[1, 2, 3, 4].map(row).join("")}</div>`;
  return host;
}

describe("the ticket type new seats get (QA s40 finding 3)", () => {
  const twoTypes = (selected: string) => {
    const host = document.createElement("div");
    Object.assign(host.dataset, { limit: "6", sectorName: "S", eventName: "E", serieName: "S" });
    host.innerHTML = `<select name="id_charge"><option value="101" data-price="149.00">Normalny</option><option value="102" data-price="99.00"${selected}>Ulgowy</option></select>
      <div class="seats"><div class="seats__row" data-row="1"><label class="seat"><input type="checkbox" name="seat[]" value="S-1-1" data-status="free">1</label></div></div>`;
    return host;
  };

  it("is the option the server selected", () => {
    expect(readSeatPanelMarkup(twoTypes(" selected")).defaultVariantId).toBe("102");
  });

  it("is the option the buyer chose before the script ran (the select's live value, not its markup)", () => {
    const host = twoTypes("");
    host.querySelector("select")!.value = "102";
    expect(readSeatPanelMarkup(host).defaultVariantId).toBe("102");
  });

  it("is the first option when none is selected", () => {
    const parsed = seatPanelSchema.safeParse(readSeatPanelMarkup(twoTypes("")));
    expect(parsed.success && parsed.data.defaultVariantId).toBe("101");
  });
});

describe("reading a big sector: only what the first paint needs", () => {
  it("reads the rows holding a ticked box; the others keep label and count and are read when laid out", () => {
    const props = readSeatPanelMarkup(threeRows()) as { rows: unknown[]; chosen: unknown };
    expect(props.rows.map((row) => row instanceof LegacyRow)).toEqual([true, false, false, true]);
    expect(props.rows[0]).toMatchObject({ label: "1", count: 3 });
    expect(props.rows[2]).toEqual({ label: "3", ids: ["S-3-1", "S-3-2", "S-3-3"], numbers: ["1", "2", "3"], statuses: "fff", gaps: [2] });
    expect(props.chosen).toEqual([{ seatId: "S-3-3", variantId: "102" }]);
    const parsed = seatPanelSchema.safeParse(props);
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    // As JSON (a server sending ready props) every row is read: the same props as reading them all at once.
    expect(JSON.parse(JSON.stringify(parsed.data)).rows[3]).toEqual({ label: "4", ids: ["S-4-1", "S-4-2", "S-4-3"], numbers: ["1", "2", "3"], statuses: "fff", gaps: [2] });
  });

  it("starts from the buyer's ticked box and the cart seat with only those rows read", () => {
    const parsed = seatPanelSchema.safeParse(readSeatPanelMarkup(threeRows()));
    if (!parsed.success) throw new Error("rejected");
    const layout = layoutOf(parsed.data.rows);
    const cart: CartItem[] = [{ id: "9.1", parentId: null, parkingParentId: null, seatId: "S-2-2", row: "2", number: "2", variantId: "101", variantName: "Normalny", price: 14900, eventName: "E", serieName: "S", parking: false }];
    const state = initialState(layout, cart, parsed.data.chosen);
    expect(state.chosen).toEqual([{ seat: 8, variantId: "102" }]);
    expect(state.focus).toBe(0);
    expect(pressedCount(layout, state)).toBe(2);
    // Row 4 was never needed: still in the markup.
    expect(layout.seats[9]).toBeUndefined();
    layout.ensure(3);
    expect(layout.seats[9]).toMatchObject({ id: "S-4-1", row: 3, status: "free" });
  });

  it("a row read late is checked by the props schema: a status it does not know fails the build", () => {
    const parsed = seatPanelSchema.safeParse(readSeatPanelMarkup(threeRows((r, n) => (r === 4 && n === 1 ? "sold" : "free"))));
    // The mount does not read row 4, so the props pass; laying it out throws (the island's error boundary
    // then puts the legacy markup back, as for props refused at the mount).
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    const layout = layoutOf(parsed.data.rows);
    expect(() => layout.ensure(0)).not.toThrow();
    expect(() => layout.ensure(3)).toThrow(/row 4 of the legacy markup/);
  });
});

describe("the seats form and the page's cart on other layouts (QA s40 #14)", () => {
  const FORM = `<input type="hidden" name="id_tribune" value="8"><input type="hidden" name="csrf" value="tok-4"><input type="hidden" name="id_event" value="77"><input type="hidden" name="off" value="x" disabled><input type="text" name="note" value="not hidden">`;
  /** A page with the seats form and `host` where `place` puts it; removed after each test. */
  function page(place: (form: HTMLFormElement, host: HTMLElement) => void, host = legacyHost()): HTMLElement {
    const form = document.createElement("form");
    form.id = "seats_form";
    form.innerHTML = FORM;
    document.body.append(form);
    place(form, host);
    return host;
  }
  afterEach(() => document.body.replaceChildren());
  const read = (host: HTMLElement) => readSeatPanelMarkup(host) as { tribuneId: string; formFields: Record<string, string>; cart?: unknown[] };

  it("a host inside the form: its hidden fields, not disabled ones or other controls", () => {
    const props = read(page((form, host) => form.append(host)));
    expect(props.tribuneId).toBe("8");
    expect(props.formFields).toEqual({ id_tribune: "8", csrf: "tok-4", id_event: "77" });
  });

  it("a host outside it, its controls tied to it by form=: that form's fields, a hidden one tied to it from elsewhere too", () => {
    const props = read(
      page((form, host) => {
        const elsewhere = Object.assign(document.createElement("input"), { type: "hidden", name: "return_to", value: "/krok-2" });
        elsewhere.setAttribute("form", "seats_form");
        for (const control of host.querySelectorAll("input, select, button")) control.setAttribute("form", "seats_form");
        document.body.append(host, elsewhere);
        void form;
      }),
    );
    expect(props.tribuneId).toBe("8");
    expect(props.formFields).toEqual({ id_tribune: "8", csrf: "tok-4", id_event: "77", return_to: "/krok-2" });
  });

  it("a host outside it with nothing tied to it: the page's seats_form", () => {
    expect(read(page((_, host) => document.body.append(host))).formFields).toMatchObject({ id_tribune: "8", csrf: "tok-4" });
  });

  it("no form anywhere: no fields, as before", () => {
    expect(read(legacyHost())).toMatchObject({ tribuneId: "", formFields: {} });
  });

  it("a second panel without a cart table reads the page's one; with none on the page it has no cart (it shows the other panel's)", () => {
    const second = () => {
      const host = legacyHost();
      host.querySelector("table")!.remove();
      return host;
    };
    const alone = read(second());
    expect(alone.cart).toBeUndefined();
    expect(seatPanelSchema.safeParse(alone).success).toBe(true);
    const first = legacyHost();
    first.querySelector("table")!.className = "selected-locations__table";
    document.body.append(first);
    const host = second();
    document.body.append(host);
    expect(read(host).cart).toHaveLength(2);
  });
});
