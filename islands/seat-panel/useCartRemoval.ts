import { useCallback, type Dispatch, type RefObject } from "react";
import { removeFromCartEvent, type TicketLine } from "../../src/domain/analytics.ts";
import type { ChoiceAction, ChoiceState } from "../../src/domain/seatChoice.ts";
import { request } from "../../src/dejax/client.ts";
import { t } from "../../src/i18n/t.ts";
import { updateCartBadge } from "./cartBadge.ts";
import { pushAnalytics } from "./dataLayer.ts";
import { removeResponse, type CartItem } from "./schema.ts";

const REMOVAL_FAILED = "Wystąpił problem z obsługą biletów. Proszę spróbować ponownie.";

export const cartLine = (item: CartItem): TicketLine => ({ name: item.variantName, id: item.variantId, price: item.price, eventName: item.eventName, serieName: item.serieName });

export interface CartRemoval {
  removeUrl: string;
  /** The latest state: two clicks can arrive before React renders in between. */
  current: RefObject<ChoiceState<CartItem>>;
  dispatch: Dispatch<ChoiceAction<CartItem>>;
  /** How a ticket is named in the announcement. */
  ticketName(item: CartItem): string;
  setNotice(text: string): void;
  onFailure(message: string): void;
}

/**
 * Optimistic removal of cart tickets, shared by the seat panel and the stadium map: the rows hide at
 * once, the queue-mode request (spec §7) runs, then the rows go for good (badge, analytics) or come back
 * with the legacy error message. The announcement names what goes with the ticket (child, parking).
 */
export function useCartRemoval({ removeUrl, current, dispatch, ticketName, setNotice, onFailure }: CartRemoval): (ids: readonly string[]) => Promise<void> {
  return useCallback(
    async (ids: readonly string[]) => {
      if (ids.length === 0) return;
      const removedItems = current.current.cart.filter((item) => ids.includes(item.id));
      dispatch({ type: "hide", ids });
      const [first, ...others] = removedItems;
      const say = (alone: string, together: string) => (others.length ? t(together, ticketName(first!), others.map(ticketName).join(", ")) : t(alone, first ? ticketName(first) : ""));
      setNotice(say("Usuwamy bilet %s.", "Usuwamy bilet %s razem z dołączonymi: %s."));
      const result = await request({ url: removeUrl, mode: "queue", data: { id_cart_item: ids }, schema: removeResponse });
      if (result.ok) {
        dispatch({ type: "removed", ids });
        if (result.data.cartCount !== undefined) updateCartBadge(result.data.cartCount);
        setNotice(say("Usunięto bilet %s.", "Usunięto bilet %s razem z dołączonymi: %s."));
        pushAnalytics(removeFromCartEvent(removedItems.map(cartLine)));
      } else {
        dispatch({ type: "restore", ids });
        setNotice("");
        onFailure(t(REMOVAL_FAILED));
      }
    },
    [removeUrl, current, dispatch, ticketName, setNotice, onFailure],
  );
}
