/**
 * The seat buttons themselves, built and updated with plain DOM calls. React renders the container only:
 * reconciling 5,000 button elements cost several times more script time than cloning a template button and
 * setting four attributes, and a choice then touches just the seats whose state changed.
 * Text goes in through textContent / setAttribute only (never HTML).
 */
import { t } from "../../src/i18n/t.ts";
import type { Layout, Seat } from "./model.ts";
import { times } from "../../src/domain/times.ts";

const STATUS: Record<Seat["status"], string> = { free: "wolne", taken: "zajęte", reserved: "zarezerwowane" };

/**
 * Seat names for thousands of seats: translate the template once, then only concatenate. A pressed seat (chosen,
 * or its ticket in the cart) is "wybrane", not "wolne": "free … pressed" misled (QA session 37).
 */
function seatNamer(priceText: string): (row: string, seat: Seat, pressed: boolean) => string {
  const [before = "", between = "", beforeStatus = "", after = ""] = t("Rząd %s, miejsce %s, %s").split("%s");
  const unnumbered = t("bez numeru");
  const statuses = { free: t(STATUS.free), taken: t(STATUS.taken), reserved: t(STATUS.reserved) };
  const chosen = t("wybrane");
  return (row, seat, pressed) =>
    before + row + between + (seat.number ?? unnumbered) + beforeStatus + (pressed ? chosen : statuses[seat.status]) + after + (seat.status === "free" ? `, ${priceText}` : "");
}

/** The seat buttons being built: every row's group is in place at once, its seats arrive with `fill`. */
export interface SeatBuild {
  /** Indexed like `layout.seats`; undefined for the seats of rows not built yet. */
  readonly buttons: ReadonlyArray<HTMLButtonElement | undefined>;
  /** Rows `0 … built - 1` hold their buttons. */
  readonly built: number;
  /** Seat `i`'s name as it is pressed or not (syncSeats renames only the seats whose state changed). */
  nameOf(i: number, pressed: boolean): string;
  /**
   * Reads and builds whole rows until `deadline` (a performance.now() time) has passed; true once every row
   * is built. Throws when a row read from the legacy markup fails the props schema.
   */
  fill(deadline: number): boolean;
}

/** Fills `container` with one (empty, full-height) group per row; `fill` then builds the rows' seat buttons. */
export function buildSeats(container: HTMLElement, layout: Layout, priceText: string): SeatBuild {
  const name = seatNamer(priceText);
  // One template per kind of seat: a clone arrives with its class and aria-disabled already set.
  const templates = new Map<string, HTMLButtonElement>();
  const templateFor = (seat: Seat): HTMLButtonElement => {
    const key = `${seat.status}${seat.gap ? "-gap" : ""}`;
    let template = templates.get(key);
    if (!template) {
      template = document.createElement("button");
      template.type = "button";
      template.tabIndex = -1;
      template.setAttribute("aria-pressed", "false");
      template.className = `tb-seat-panel__seat tb-seat-panel__seat--${seat.status}${seat.gap ? " tb-seat-panel__seat--gap" : ""}`;
      // Unavailable seats stay focusable so they are announced as taken, not skipped silently.
      if (seat.status !== "free") template.setAttribute("aria-disabled", "true");
      templates.set(key, template);
    }
    return template;
  };
  const buttons = times<HTMLButtonElement | undefined>(layout.seats.length, () => undefined);
  // Row numbers live in one column beside the rows, sticky on the left: wide rows scroll sideways under
  // it and the numbers stay visible. One sticky element, not one per row (see seat-panel.css).
  const labels = document.createElement("div");
  labels.className = "tb-seat-panel__labels";
  labels.setAttribute("aria-hidden", "true");
  const rows = document.createElement("div");
  rows.className = "tb-seat-panel__rows";
  // Rows are 24 px high with or without their seats (seat-panel.css): nothing moves as they fill in.
  const groups = layout.rows.map((row) => {
    const group = document.createElement("div");
    group.className = "tb-seat-panel__row";
    group.setAttribute("role", "group");
    group.setAttribute("aria-label", t("Rząd %s", row.label));
    const label = document.createElement("span");
    label.className = "tb-seat-panel__row-label";
    label.textContent = row.label;
    labels.append(label);
    return group;
  });
  rows.append(...groups);
  container.replaceChildren(labels, rows);
  let built = 0;
  return {
    buttons,
    get built() {
      return built;
    },
    nameOf(i, pressed) {
      const seat = layout.seats[i]!;
      return name(layout.rows[seat.row]!.label, seat, pressed);
    },
    fill(deadline) {
      while (built < layout.rows.length) {
        const row = layout.rows[built]!;
        // Rows still in the legacy markup are read here, in the same slice as their buttons.
        layout.ensure(built);
        const seats = document.createDocumentFragment();
        for (let i = row.first; i < row.first + row.count; i++) {
          const seat = layout.seats[i]!;
          const button = templateFor(seat).cloneNode() as HTMLButtonElement;
          button.setAttribute("data-i", String(i));
          button.setAttribute("aria-label", name(row.label, seat, false));
          button.textContent = seat.number ?? "--";
          buttons[i] = button;
          seats.append(button);
        }
        groups[built++]!.append(seats);
        if (performance.now() >= deadline) break;
      }
      return built === layout.rows.length;
    },
  };
}

export type Shown = { pressed: ReadonlyArray<ReadonlySet<number>>; focus: number };

/**
 * Brings aria-pressed and the roving tabindex up to date on rows `from … to - 1` (the rows built so far).
 * Rows whose pressed set is the same object as last time are skipped (model.pressedByRow keeps unchanged
 * rows' sets), so a choice costs one row; with no `previous`, every row in the range is written. A seat whose
 * pressed state changes gets its name again ("wybrane" / "wolne"); the others are not touched.
 */
export function syncSeats(seats: Pick<SeatBuild, "buttons" | "nameOf">, layout: Layout, next: Shown, previous: Shown | null, from: number, to: number): void {
  const { buttons } = seats;
  for (let r = from; r < to; r++) {
    const row = layout.rows[r]!;
    const set = next.pressed[r]!;
    if (previous && previous.pressed[r] === set) continue;
    for (let i = row.first; i < row.first + row.count; i++) {
      const pressed = set.has(i);
      const button = buttons[i]!;
      if (button.getAttribute("aria-pressed") === String(pressed)) continue;
      button.setAttribute("aria-pressed", String(pressed));
      button.setAttribute("aria-label", seats.nameOf(i, pressed));
    }
  }
  const inRange = (seat: number) => {
    const r = layout.seats[seat]?.row ?? -1;
    return r >= from && r < to;
  };
  if (previous?.focus !== next.focus) {
    if (previous && inRange(previous.focus)) buttons[previous.focus]?.setAttribute("tabindex", "-1");
    if (inRange(next.focus)) buttons[next.focus]?.setAttribute("tabindex", "0");
  }
}
