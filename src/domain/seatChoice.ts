/**
 * Choosing seats beside a cart (legacy spec §4): seats chosen on the page, cart tickets hidden while
 * their removal request runs (optimistic removal, restored on failure), and the focused seat. Seats are
 * indices into the caller's layout, so a 2,000-seat sector and a 58,000-seat stadium share the rules.
 */
import type { CartLink } from "./cart.ts";
import type { SeatLimitRefusal } from "./seatLimit.ts";

/** A cart ticket as far as choosing cares: its links, and the seat it holds (null for parking). */
export type HeldTicket = CartLink & { seatId: string | null };

export type Chosen = { seat: number; variantId: string };

export type ChoiceState<C extends HeldTicket> = {
  /** Newly chosen seats (not yet in the cart), in the order chosen. */
  chosen: readonly Chosen[];
  cart: readonly C[];
  /** Cart ids removed from view while their removal request runs. */
  hidden: ReadonlySet<string>;
  /** The seat holding the roving tabindex. */
  focus: number;
};

export type ChoiceAction<C extends HeldTicket = HeldTicket> =
  | { type: "choose"; seat: number; variantId: string }
  | { type: "unchoose"; seat: number }
  | { type: "variant"; seat: number; variantId: string }
  | { type: "hide"; ids: readonly string[] }
  | { type: "restore"; ids: readonly string[] }
  | { type: "removed"; ids: readonly string[] }
  | { type: "focus"; seat: number }
  | { type: "added"; cart: readonly C[]; seats: readonly number[] };

export function reduceChoice<C extends HeldTicket>(state: ChoiceState<C>, action: ChoiceAction<C>): ChoiceState<C> {
  switch (action.type) {
    case "choose":
      if (state.chosen.some((c) => c.seat === action.seat)) return state;
      return { ...state, chosen: [...state.chosen, { seat: action.seat, variantId: action.variantId }] };
    case "unchoose":
      return { ...state, chosen: state.chosen.filter((c) => c.seat !== action.seat) };
    case "variant":
      return { ...state, chosen: state.chosen.map((c) => (c.seat === action.seat ? { ...c, variantId: action.variantId } : c)) };
    case "hide":
      return { ...state, hidden: new Set([...state.hidden, ...action.ids]) };
    case "restore": {
      const hidden = new Set(state.hidden);
      for (const id of action.ids) hidden.delete(id);
      return { ...state, hidden };
    }
    case "removed": {
      const gone = new Set(action.ids);
      const hidden = new Set(state.hidden);
      for (const id of action.ids) hidden.delete(id);
      return { ...state, hidden, cart: state.cart.filter((item) => !gone.has(item.id)) };
    }
    case "focus":
      return state.focus === action.seat ? state : { ...state, focus: action.seat };
    case "added": {
      // The server's cart replaces ours; choices made while the request ran stay chosen.
      const sent = new Set(action.seats);
      return { ...state, cart: action.cart, chosen: state.chosen.filter((c) => !sent.has(c.seat)) };
    }
  }
}

/** Cart items the buyer still sees. */
export function visibleCart<C extends HeldTicket>(state: Pick<ChoiceState<C>, "cart" | "hidden">): C[] {
  return state.cart.filter((item) => !state.hidden.has(item.id));
}

/** The removal links of cart items (for `removalSet`). */
export function links(cart: readonly CartLink[]): CartLink[] {
  return cart.map(({ id, parentId, parkingParentId }) => ({ id, parentId, parkingParentId }));
}

/** What activating a seat means. */
export type SeatDecision =
  | { kind: "unavailable" }
  | { kind: "choose" }
  | { kind: "unchoose" }
  | { kind: "remove"; ids: string[] }
  | { kind: "refused"; refusal: SeatLimitRefusal };
