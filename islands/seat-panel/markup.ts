/**
 * Reads the legacy step-4 markup (which works without scripts: checkboxes, a variant select, cart rows
 * with removal buttons) into seat-panel props. Kept beside the island so markup and reader change together.
 */
import { isSameOrigin } from "../../src/dejax/url.ts";
import { parsePrice } from "../../src/domain/prices.ts";
import { formOfHost } from "../../src/ui/formOfHost.ts";
import { hiddenFields } from "../../src/ui/hiddenFields.ts";
import type { PendingRow, RowInput } from "./schema.ts";

const text = (element: Element | null | undefined) => element?.textContent?.trim() ?? "";
const orNull = (value: string | null | undefined) => (value ? value : null);
const dashToNull = (value: string) => (value === "" || value === "--" ? null : value);

const CART_ROW = "tr[data-id-cart-item]";

const STATUS_LETTER: Readonly<Record<string, string>> = { free: "f", taken: "t", reserved: "r" };

/**
 * One row of seats in the legacy markup (`.seats__row`: a label element per seat, its checkbox first). The
 * mount reads its label and seat count only; `read` reads the seats, once. The elements stay readable after
 * the runtime moves the markup out of the host (into the island's `legacy` fragment).
 */
export class LegacyRow implements PendingRow {
  readonly label: string;
  readonly count: number;
  readonly #inputs: NodeListOf<HTMLInputElement>;
  #row: RowInput | null = null;

  constructor(row: Element) {
    this.label = row.getAttribute("data-row") ?? "";
    // Every checkbox of the row is a seat (in its label). A static list: counting creates no per-seat JS
    // objects, and unlike a live collection it costs nothing when the markup is moved out of the page.
    this.#inputs = row.querySelectorAll("input");
    this.count = this.#inputs.length;
  }

  /** Columns, not objects; plain loops and no token lists: thousands of seats (bench/sales.ts). */
  read(): RowInput {
    if (this.#row) return this.#row;
    const inputs = this.#inputs;
    const ids: string[] = [];
    const numbers: Array<string | null> = [];
    const gaps: number[] = [];
    let statuses = "";
    for (let i = 0; i < inputs.length; i++) {
      const input = inputs[i]!;
      const seat = input.parentElement!;
      if (` ${seat.className} `.includes(" seat--gap ")) gaps.push(i);
      ids.push(input.value);
      numbers.push(dashToNull(text(seat)));
      statuses += STATUS_LETTER[input.getAttribute("data-status") ?? ""] ?? "?";
    }
    return (this.#row = { label: this.label, ids, numbers, statuses, gaps });
  }

  toJSON(): RowInput {
    return this.read();
  }
}

export function readSeatPanelMarkup(host: HTMLElement): Record<string, unknown> {
  const data = host.dataset;
  // First matches and their own collections: no query walks the thousands of seats' nodes it does not need.
  const select = host.querySelector<HTMLSelectElement>("select[name='id_charge']");
  const variants = [...(select?.options ?? [])].map((option) => ({
    id: option.value,
    name: text(option),
    price: parsePrice(option.dataset.price ?? ""),
  }));
  // The host's cart table; a host without one (a second sector's panel: the page's cart is one) reads the page's,
  // or, once that one's panel took it over, gets none: the panel then shows the page's cart (pageCart.ts).
  const table = host.querySelector(".selected-locations__table") ?? (host.querySelector(CART_ROW) ? host : document.querySelector(".selected-locations__table"));
  const cart = table && [...table.querySelectorAll<HTMLTableRowElement>(CART_ROW)].map((row) => {
    const d = row.dataset;
    return {
      id: d.idCartItem,
      parentId: orNull(d.idParentCartItem),
      parkingParentId: orNull(d.parkingTicketParent),
      seatId: orNull(d.idSeat),
      row: dashToNull(text(row.cells[1])),
      number: dashToNull(text(row.cells[2])),
      variantId: d.idCharge,
      variantName: text(row.cells[0]),
      price: parsePrice(d.price ?? ""),
      eventName: d.eventName,
      serieName: d.serieName,
      parking: d.parking === "1",
      ...(d.sectorName ? { sectorName: d.sectorName } : {}),
      ...(d.parkingUrl && isSameOrigin(d.parkingUrl) ? { parkingUrl: d.parkingUrl } : {}),
    };
  });
  // Thousands of seats: the mount reads each row's label and seat count, and the seats of the rows holding a
  // ticked box (the buyer's choice, or a cart seat); the other rows' seats are read when the panel builds
  // them (LegacyRow, model.ts layoutOf). Boxes ticked before the script ran: the island keeps them as chosen
  // seats, with the ticket type then selected.
  const variantId = select?.value ?? "";
  // The rows are the seat block's children (no walk over their seats); markup without that block is searched.
  const seats = host.querySelector(".seats");
  const rowElements = seats ? (Array.prototype.filter.call(seats.children, (row: Element) => row.classList.contains("seats__row")) as Element[]) : [...host.querySelectorAll(".seats__row")];
  const ticked = (seats ?? host).querySelectorAll<HTMLInputElement>(".seats__row input:checked");
  const holding = new Set<Element | null>();
  const chosen: Array<{ seatId: string; variantId: string }> = [];
  for (const input of ticked) {
    holding.add(input.closest(".seats__row"));
    if (input.name === "seat[]") chosen.push({ seatId: input.value, variantId });
  }
  const rows = rowElements.map((row) => {
    const legacy = new LegacyRow(row);
    return holding.has(row) ? legacy.read() : legacy;
  });
  // The seats form as the legacy page had it.
  const form = formOfHost(host, "seats_form");
  // Its hidden fields (csrf, id_event…), in it or tied to it, posted with the add as the form posted them without the
  // script.
  const formFields = form ? hiddenFields(form) : {};
  return {
    // A first match, not form.elements (as above).
    tribuneId: form?.querySelector<HTMLInputElement>("input[name='id_tribune']")?.value ?? "",
    formFields,
    chosen,
    defaultVariantId: variantId,
    sectorName: data.sectorName,
    eventName: data.eventName,
    serieName: data.serieName,
    limit: Number(data.limit ?? 0),
    variants,
    rows,
    cart: cart ?? undefined,
  };
}
