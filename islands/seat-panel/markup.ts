/**
 * Reads the legacy step-4 markup (which works without scripts: checkboxes, a variant select, cart rows
 * with removal buttons) into seat-panel props. Kept beside the island so markup and reader change together.
 */
import { isSameOrigin } from "../../src/dejax/url.ts";
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
      ...(d.parkingUrl && isSameOrigin(d.parkingUrl) ? { parkingUrl: d.parkingUrl } : {}),
    };
  });
  // Thousands of seats: plain loops over children, no per-seat selector queries, columns not objects.
  const letter: Record<string, string> = { free: "f", taken: "t", reserved: "r" };
  const rows = Array.from(host.querySelectorAll<HTMLElement>(".seats__row"), (row) => {
    const ids: string[] = [];
    const numbers: Array<string | null> = [];
    const gaps: number[] = [];
    let statuses = "";
    // Sibling links and className rather than Array.from(children) and classList: no array and no token
    // list per seat (the reading is most of what the mount adds to its floor, bench/sales.ts).
    for (let label = row.firstElementChild; label; label = label.nextElementSibling) {
      const input = label.firstElementChild;
      if (!(input instanceof HTMLInputElement)) continue;
      if (` ${label.className} `.includes(" seat--gap ")) gaps.push(ids.length);
      ids.push(input.value);
      numbers.push(dashToNull(text(label)));
      statuses += letter[input.getAttribute("data-status") ?? ""] ?? "?";
    }
    return { label: row.getAttribute("data-row") ?? "", ids, numbers, statuses, gaps };
  });
  // Boxes ticked before the script ran: the island keeps them as chosen seats, with the ticket type then selected.
  const form = host.closest("form");
  const variantId = host.querySelector<HTMLSelectElement>("select[name='id_charge']")?.value ?? "";
  const chosen = Array.from(host.querySelectorAll<HTMLInputElement>(".seats__row input[name='seat[]']:checked"), (input) => ({ seatId: input.value, variantId }));
  return {
    tribuneId: (form?.elements.namedItem("id_tribune") as HTMLInputElement | null)?.value ?? "",
    chosen,
    sectorName: data.sectorName,
    eventName: data.eventName,
    serieName: data.serieName,
    limit: Number(data.limit ?? 0),
    variants,
    rows,
    cart,
  };
}
