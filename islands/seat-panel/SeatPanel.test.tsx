import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readSeatPanelMarkup } from "./markup.ts";
import { SeatPanel } from "./SeatPanel.tsx";
import { seatPanelSchema } from "./schema.ts";

/**
 * Four rows of three seats from the legacy markup; row 1 holds a box the buyer ticked. `unticked` gives
 * row 4 a cart seat the markup did not tick; `bad` gives row 4 a status the schema does not know.
 */
function panelProps({ unticked = false, bad = false } = {}) {
  const host = document.createElement("div");
  Object.assign(host.dataset, { limit: "6", sectorName: "S", eventName: "E", serieName: "S" });
  const seat = (r: number, n: number) =>
    `<label class="seat"><input type="checkbox" name="seat[]" value="S-${r}-${n}" data-status="${bad && r === 4 ? "sold" : "free"}"${r === 1 && n === 2 ? " checked" : ""}>${n}</label>`;
  const row = (r: number) => `<div class="seats__row" data-row="${r}"><span class="seats__label">${r}</span>${[1, 2, 3].map((n) => seat(r, n)).join("")}</div>`;
  host.innerHTML = `<table class="selected-locations__table"><tbody>${
    unticked ? `<tr data-id-cart-item="9.1" data-id-parent-cart-item="" data-parking-ticket-parent="" data-id-seat="S-4-3" data-id-charge="101" data-price="149.00" data-event-name="E" data-serie-name="S" data-parking="0"><td>Normalny</td><td>4</td><td>3</td></tr>` : ""
  }</tbody></table><select name="id_charge"><option value="101" data-price="149.00">Normalny</option></select><div class="seats">${[1, 2, 3, 4].map(row).join("")}</div>`;
  const parsed = seatPanelSchema.safeParse(readSeatPanelMarkup(host));
  if (!parsed.success) throw new Error("props rejected");
  return parsed.data;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { error: String(error) };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

const mount = (props: ReturnType<typeof panelProps>) =>
  render(
    <Boundary>
      <SeatPanel props={props} host={document.body} legacy={document.createDocumentFragment()} emit={() => true} expose={() => {}} />
    </Boundary>,
  );

// Every slice of the seat build overruns its 16 ms: one row per slice, the rest read and built in later tasks.
function slowClock() {
  let now = 0;
  return vi.spyOn(performance, "now").mockImplementation(() => (now += 20));
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("seat panel from the legacy markup, a row at a time", () => {
  it("starts with the box the buyer ticked and reads the other rows as their seats are built", async () => {
    slowClock();
    mount(panelProps());
    expect(screen.getByRole("button", { name: /^Rząd 1, miejsce 2/, pressed: true })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Rząd 4, miejsce 1/ })).toBeNull();
    await waitFor(() => expect(screen.getAllByRole("button", { name: /^Rząd \d, miejsce \d/ })).toHaveLength(12));
  });

  it("a cart seat in a row read late is shown chosen once its row is read", async () => {
    slowClock();
    mount(panelProps({ unticked: true }));
    await waitFor(() => expect(screen.getByRole("button", { name: /^Rząd 4, miejsce 3/, pressed: true })).toBeTruthy());
  });

  it("a row read late that fails the props schema crashes the island (its boundary puts the legacy markup back)", async () => {
    slowClock();
    mount(panelProps({ bad: true }));
    expect(screen.getByRole("button", { name: /^Rząd 1, miejsce 2/ })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toMatch(/row 4 of the legacy markup/));
  });
});

describe("two sectors' panels on one page (QA s40 #14)", () => {
  const panel = (props: ReturnType<typeof panelProps>) =>
    render(<SeatPanel props={props} host={document.body} legacy={document.createDocumentFragment()} emit={() => true} expose={() => {}} />).container;

  it("share the page's cart and its seat limit, and name their columns after their sectors", async () => {
    // The first holds the page's cart table (one ticket, row 4 seat 3) and a seat ticked before the script ran.
    const first = panel({ ...panelProps({ unticked: true }), limit: 3 });
    // The second's markup has no cart table.
    const second = panel({ ...panelProps(), sectorName: "T", limit: 3, chosen: [], cart: undefined });
    const { getByRole, getAllByRole } = within(second);
    await waitFor(() => expect(getByRole("heading", { name: "Wybrane miejsca, sektor T" })).toBeTruthy());
    expect(within(first).getByRole("heading", { name: "Wybrane miejsca, sektor S" })).toBeTruthy();
    expect(getByRole("complementary", { name: "Wybrane miejsca, sektor T" })).toBeTruthy();
    // The page's ticket in the second column too (it listed none).
    expect(within(getByRole("table")).getAllByRole("row").filter((row) => row.textContent?.includes("Normalny"))).toHaveLength(1);
    // Limit 3: the cart's seat and the first panel's chosen one leave one seat here; the next is refused.
    const free = () => getAllByRole("button", { name: /^Rząd 2, miejsce \d/, pressed: false });
    fireEvent.click(free()[0]!);
    expect(getAllByRole("button", { name: /^Rząd 2, miejsce \d/, pressed: true })).toHaveLength(1);
    fireEvent.click(free()[0]!);
    expect(await screen.findByRole("alertdialog")).toBeTruthy();
    expect(getAllByRole("button", { name: /^Rząd 2, miejsce \d/, pressed: true })).toHaveLength(1);
  });

  it("one panel alone keeps the column's name 'Wybrane miejsca'", () => {
    panel(panelProps());
    expect(screen.getByRole("heading", { name: "Wybrane miejsca" })).toBeTruthy();
  });
});
