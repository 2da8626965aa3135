/**
 * The seat panel's pure model: seat layout and keyboard geometry, and the per-row "pressed" sets that let
 * the seat buttons' sync skip unchanged rows. The choice state and its reducer are src/domain/seatChoice.ts.
 */
import { removalSet } from "../../src/domain/cart.ts";
import { PAGE_ROWS, type NavKey } from "../../src/domain/seatKeys.ts";
import { checkSeatLimit } from "../../src/domain/seatLimit.ts";
import { links, reduceChoice, visibleCart, type ChoiceAction, type ChoiceState, type Chosen, type SeatDecision } from "../../src/domain/seatChoice.ts";
import type { CartItem } from "../../src/ui/cart/schema.ts";
import { rowSchema, STATUS_BY_LETTER, type PendingRow, type RowInput, type RowSource, type SeatStatus } from "./schema.ts";

export type Seat = {
  id: string;
  number: string | null;
  status: SeatStatus;
  gap: boolean;
  /** Row index in the layout. */
  row: number;
  /** Horizontal position in seat widths, aisles included: arrow keys go to the nearest x in the next row. */
  x: number;
};

export type Layout = {
  /** Indexed by seat; holds the seats of the rows laid out so far (`ensure`), undefined for the others. */
  seats: readonly Seat[];
  /** Every row's label, first seat index and seat count, known from the start. */
  rows: ReadonlyArray<{ label: string; first: number; count: number }>;
  /** Seat index by id, for the rows laid out so far. */
  byId: ReadonlyMap<string, number>;
  /** Lays out row `r` (reading its seats from the legacy markup if it is still there); once per row. */
  ensure(r: number): void;
  /**
   * Index of a seat by id. Ready rows not laid out yet are laid out first when the id is not among the laid
   * out ones; rows still in the legacy markup are read for it only with `readMarkup` (otherwise the seat
   * build reads them within a few frames, and the panel looks again then: SeatPanel's `onBuilt`).
   */
  indexOf(id: string, readMarkup?: boolean): number | undefined;
};

const isPending = (row: RowSource): row is PendingRow => typeof (row as PendingRow).read === "function";

/** A pending row's seats, read from the markup and checked with the props schema's row schema. */
function readPending(row: PendingRow): RowInput {
  const checked = rowSchema.safeParse(row.read());
  if (!checked.success) throw new Error(`seat-panel: row ${row.label} of the legacy markup: ${checked.error.issues.map((issue) => issue.message).join("; ")}`);
  if (checked.data.ids.length !== row.count) throw new Error(`seat-panel: row ${row.label} of the legacy markup: ${checked.data.ids.length} seats, ${row.count} counted`);
  return checked.data;
}

/**
 * The layout, built a row at a time: row labels, counts and seat indices are known at once, a row's seats
 * when it is first needed (the seat build, keyboard moves, a look-up). A 5,000-seat sector from the legacy
 * markup then reads in the mount only the rows its first paint shows (bench/sales.ts).
 */
export function layoutOf(rows: readonly RowSource[]): Layout {
  const seats: Seat[] = [];
  const byId = new Map<string, number>();
  let total = 0;
  const index = rows.map((row) => {
    const count = isPending(row) ? row.count : row.ids.length;
    const entry = { label: row.label, first: total, count };
    total += count;
    return entry;
  });
  seats.length = total;
  const laidOut = rows.map(() => false);
  let readyLeft = rows.filter((row) => !isPending(row)).length;
  let left = rows.length;
  const ensure = (r: number) => {
    if (laidOut[r] || r < 0 || r >= rows.length) return;
    const source = rows[r]!;
    const row = isPending(source) ? readPending(source) : source;
    laidOut[r] = true;
    left--;
    if (!isPending(source)) readyLeft--;
    const gaps = new Set(row.gaps);
    let x = 0;
    let at = index[r]!.first;
    for (let i = 0; i < row.ids.length; i++) {
      const gap = gaps.has(i);
      if (gap) x += 1;
      const id = row.ids[i]!;
      byId.set(id, at);
      seats[at++] = { id, number: row.numbers[i] ?? null, status: STATUS_BY_LETTER[row.statuses[i]!]!, gap, row: r, x };
      x += 1;
    }
  };
  const indexOf = (id: string, readMarkup = false) => {
    let found = byId.get(id);
    if (found !== undefined || left === 0 || (readyLeft === 0 && !readMarkup)) return found;
    for (let r = 0; r < rows.length && found === undefined; r++) {
      if (!laidOut[r] && (readMarkup || !isPending(rows[r]!))) {
        ensure(r);
        found = byId.get(id);
      }
    }
    return found;
  };
  return { seats, rows: index, byId, ensure, indexOf };
}

/** The whole layout at once (every row laid out). */
export function buildLayout(rows: readonly RowSource[]): Layout {
  const layout = layoutOf(rows);
  for (let r = 0; r < rows.length; r++) layout.ensure(r);
  return layout;
}

/**
 * Next focused seat for a key. Left/right stay in the row, up/down go to the seat nearest in x in the
 * previous/next non-empty row, Page Up/Down five non-empty rows (or as far as there are); at an edge
 * the focus stays. Home/End go to the row's first/last seat, with Ctrl (`ctrl`) the grid's first/last seat
 * (APG grid; they did the row's, QA session 37), as on the stadium plan (stadium-map/nav.ts).
 */
export function moveFocus(layout: Layout, from: number, key: NavKey, ctrl = false): number {
  const seat = layout.seats[from];
  if (!seat) return from;
  if (ctrl && (key === "Home" || key === "End")) return gridEdge(layout, key === "Home" ? 1 : -1) ?? from;
  const row = layout.rows[seat.row]!;
  const last = row.first + row.count - 1;
  switch (key) {
    case "ArrowLeft":
      return Math.max(row.first, from - 1);
    case "ArrowRight":
      return Math.min(last, from + 1);
    case "Home":
      return row.first;
    case "End":
      return last;
    case "ArrowUp":
    case "ArrowDown":
    case "PageUp":
    case "PageDown": {
      const step = key === "ArrowUp" || key === "PageUp" ? -1 : 1;
      let rows = key.startsWith("Page") ? PAGE_ROWS : 1;
      let found = from;
      for (let r = seat.row + step; r >= 0 && r < layout.rows.length && rows > 0; r += step) {
        const target = layout.rows[r]!;
        if (target.count === 0) continue;
        layout.ensure(r);
        found = nearestInRow(layout, target.first, target.count, seat.x);
        rows--;
      }
      return found;
    }
  }
}

/** The first seat of the first row with seats (`step` 1), or the last seat of the last one (-1); null when none has. */
function gridEdge(layout: Layout, step: 1 | -1): number | null {
  for (let r = step === 1 ? 0 : layout.rows.length - 1; r >= 0 && r < layout.rows.length; r += step) {
    const row = layout.rows[r]!;
    if (row.count === 0) continue;
    layout.ensure(r);
    return step === 1 ? row.first : row.first + row.count - 1;
  }
  return null;
}

/** Binary search on x (increasing along a row). */
function nearestInRow(layout: Layout, first: number, count: number, x: number): number {
  let lo = first;
  let hi = first + count - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (layout.seats[mid]!.x < x) lo = mid + 1;
    else hi = mid;
  }
  const before = lo - 1;
  if (before >= first && x - layout.seats[before]!.x <= layout.seats[lo]!.x - x) return before;
  return lo;
}

export type PanelState = ChoiceState<CartItem>;
export type PanelAction = ChoiceAction<CartItem>;
export { links, visibleCart };
/** The choice reducer, typed for this panel's cart items (useReducer cannot infer the generic). */
export const reduce = (state: PanelState, action: PanelAction): PanelState => reduceChoice(state, action);

/** `chosen`: seats ticked in the legacy markup before the script ran (kept if free and not in the cart). */
/** The ticket type new seats get: the one the legacy markup had selected, else the first (the schema keeps one at least). */
export function defaultVariantOf<V extends { id: string }>(variants: readonly V[], id: string): V {
  return variants.find((variant) => variant.id === id) ?? variants[0]!;
}

/** The first free seat's index (rows are read up to it), -1 when the sector has none: no rows, or every seat taken. */
export function firstFreeSeat(layout: Layout): number {
  for (let r = 0; r < layout.rows.length; r++) {
    const { first, count } = layout.rows[r]!;
    if (count > 0) layout.ensure(r);
    for (let i = first; i < first + count; i++) if (layout.seats[i]!.status === "free") return i;
  }
  return -1;
}

export function initialState(layout: Layout, cart: readonly CartItem[], chosen: ReadonlyArray<{ seatId: string; variantId: string }> = []): PanelState {
  // Start the roving tabindex on the first free seat, so Tab lands somewhere useful (rows are read up to it).
  const firstFree = firstFreeSeat(layout);
  const inCart = new Set(cart.map((item) => item.seatId));
  const kept: Chosen[] = [];
  for (const { seatId, variantId } of chosen) {
    const seat = layout.indexOf(seatId, true);
    if (seat !== undefined && layout.seats[seat]!.status === "free" && !inCart.has(seatId)) kept.push({ seat, variantId });
  }
  return { chosen: kept, cart, hidden: new Set(), focus: Math.max(0, firstFree) };
}

/** `chosenElsewhere`: seats chosen in the page's other panels, not yet added (the order's limit counts them too). */
export function decide(layout: Layout, state: PanelState, seatIndex: number, limit: number, chosenElsewhere = 0): SeatDecision {
  const seat = layout.seats[seatIndex];
  if (!seat) return { kind: "unavailable" };
  if (state.chosen.some((c) => c.seat === seatIndex)) return { kind: "unchoose" };
  const cartItem = visibleCart(state).find((item) => item.seatId === seat.id);
  // Deselecting a seat held in the cart removes its ticket, with attached and parking tickets.
  if (cartItem) return { kind: "remove", ids: removalSet(links(state.cart), cartItem.id) };
  if (seat.status !== "free") return { kind: "unavailable" };
  const refusal = checkSeatLimit({ limit, selectedCount: seatTicketCount(state) + chosenElsewhere, inCart: false });
  return refusal ? { kind: "refused", refusal } : { kind: "choose" };
}

/** Seats the limit counts: the order's limit covers seat tickets of every tribune, not only this sector's. */
function seatTicketCount(state: PanelState): number {
  return state.chosen.length + visibleCart(state).filter((item) => item.seatId !== null).length;
}

/**
 * Seats of this sector shown as chosen: new choices plus visible cart tickets holding a seat here (among the
 * rows laid out; the legacy markup ticks cart seats, and markup.ts reads the rows holding them in the mount).
 */
export function pressedCount(layout: Layout, state: PanelState): number {
  return state.chosen.length + visibleCart(state).filter((item) => item.seatId !== null && layout.indexOf(item.seatId) !== undefined).length;
}

const EMPTY: ReadonlySet<number> = new Set();

/**
 * Pressed seat indices per row. Rows whose set did not change keep the previous Set object, so the
 * DOM sync (seatDom.syncSeats) touches only rows where a seat changed. Cost: O(rows + pressed seats).
 */
export function pressedByRow(layout: Layout, state: PanelState, previous: ReadonlyArray<ReadonlySet<number>> | null): ReadonlyArray<ReadonlySet<number>> {
  const fresh = new Map<number, Set<number>>();
  const add = (index: number) => {
    const row = layout.seats[index]!.row;
    let set = fresh.get(row);
    if (!set) fresh.set(row, (set = new Set()));
    set.add(index);
  };
  for (const c of state.chosen) add(c.seat);
  for (const item of visibleCart(state)) {
    const index = item.seatId === null ? undefined : layout.indexOf(item.seatId);
    if (index !== undefined) add(index);
  }
  return layout.rows.map((_, r) => {
    const next = fresh.get(r);
    const before = previous?.[r] ?? EMPTY;
    if (!next) return before.size === 0 ? before : EMPTY;
    return sameSet(before, next) ? before : next;
  });
}

function sameSet(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  if (a.size !== b.size) return false;
  for (const value of a) if (!b.has(value)) return false;
  return true;
}
