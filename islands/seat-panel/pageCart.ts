/**
 * The page's one cart, shared by the seat panels on it (QA s40 #14). A page may show two sectors, each in a panel of
 * its own, and the shop keeps one cart: a ticket one panel adds or removes is in, or gone from, the other's table
 * too, and the order's seat limit counts the seats chosen in both. Each panel keeps its own seats and choices; the
 * cart's changes (an add's answer, an optimistic removal and its end) go to every panel.
 */
import { useCallback, useLayoutEffect, useRef, useSyncExternalStore, type Dispatch } from "react";
import type { ChoiceAction, ChoiceState } from "../../src/domain/seatChoice.ts";
import type { CartItem } from "../../src/ui/cart/schema.ts";

type Action = ChoiceAction<CartItem>;
type State = ChoiceState<CartItem>;

interface Member {
  dispatch: Dispatch<Action>;
  /** The panel's latest state. */
  state: { readonly current: State };
}

const members = new Set<Member>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const several = () => members.size > 1;

/** The cart as another panel of the page shows it now (none when this is the only one). */
export function pageCartBesides(dispatch?: Dispatch<Action>): readonly CartItem[] | undefined {
  for (const member of members) if (member.dispatch !== dispatch) return member.state.current.cart;
  return undefined;
}

/** Another panel's share of a change: the same cart change, without this panel's seats; nothing for a choice. */
function shared(action: Action): Action | null {
  if (action.type === "added") return { type: "added", cart: action.cart, seats: [] };
  return action.type === "hide" || action.type === "restore" || action.type === "removed" ? action : null;
}

export interface PageCart {
  /** The panel's dispatch, whose cart changes reach the page's other panels. */
  dispatch: Dispatch<Action>;
  /** More than one panel on the page: their landmarks are named after their sectors. */
  several: boolean;
  /** Seats chosen in the page's other panels, not yet added (the order's seat limit counts them). */
  chosenElsewhere(): number;
}

/**
 * Joins the panel to the page's cart. `cart`: the panel's markup's cart, given to the panels already there; without
 * one (no cart table in its markup) the panel takes theirs.
 */
export function usePageCart(dispatch: Dispatch<Action>, state: State, cart: readonly CartItem[] | undefined): PageCart {
  const latest = useRef(state);
  latest.current = state;
  useLayoutEffect(() => {
    const others = [...members];
    const member: Member = { dispatch, state: latest };
    members.add(member);
    if (cart) for (const other of others) other.dispatch({ type: "added", cart, seats: [] });
    else if (others[0]) dispatch({ type: "added", cart: others[0].state.current.cart, seats: [] });
    for (const listener of listeners) listener();
    return () => {
      members.delete(member);
      for (const listener of listeners) listener();
    };
    // Once per panel: its markup's cart is its first.
  }, [dispatch]);
  const pageDispatch = useCallback(
    (action: Action) => {
      dispatch(action);
      const share = shared(action);
      if (share) for (const member of members) if (member.dispatch !== dispatch) member.dispatch(share);
    },
    [dispatch],
  );
  const chosenElsewhere = useCallback(() => {
    let count = 0;
    for (const member of members) if (member.dispatch !== dispatch) count += member.state.current.chosen.length;
    return count;
  }, [dispatch]);
  return { dispatch: pageDispatch, several: useSyncExternalStore(subscribe, several), chosenElsewhere };
}
