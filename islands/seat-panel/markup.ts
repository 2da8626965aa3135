/**
 * Reads the legacy step-4 markup (which works without scripts: checkboxes, a variant select, cart rows
 * with removal buttons) into seat-panel props. Kept beside the island so markup and reader change together.
 */
import { parsePrice } from "../../src/domain/prices.ts";

const text = (element: Element | null | undefined) => element?.textContent?.trim() ?? "";
const orNull = (value: string | null | undefined) => (value ? value : null);
const dashToNull = (value: string) => (value === "" || value === "--" ? null : value);

export function readSeatPanelMarkup(host: HTMLElement): Record<string, unknown> {
  const data = host.dataset;
  const variants = Array.from(host.querySelectorAll<HTMLOptionElement>("select[name='id_charge'] option"), (option) => ({
    id: option.value,
    name: text(option),
    price: parsePrice(option.dataset.price ?? ""),
  }));
  const cart = Array.from(host.querySelectorAll<HTMLTableRowElement>("tr[data-id-cart-item]"), (row) => {
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
    };
  });
  // Thousands of seats: plain loops over children, no per-seat selector queries.
  const rows = Array.from(host.querySelectorAll<HTMLElement>(".seats__row"), (row) => {
    const seats = [];
    for (const label of Array.from(row.children)) {
      const input = label.firstElementChild as HTMLInputElement | null;
      if (!input) continue;
      seats.push({
        id: input.value,
        number: dashToNull(text(label)),
        status: input.getAttribute("data-status"),
        gap: label.classList.contains("seat--gap"),
      });
    }
    return { label: row.getAttribute("data-row") ?? "", seats };
  });
  return {
    sectorName: data.sectorName,
    eventName: data.eventName,
    serieName: data.serieName,
    limit: Number(data.limit ?? 0),
    variants,
    rows,
    cart,
  };
}
