import { useCallback, type Dispatch, type RefObject } from "react";
import { removeFromCartEvent, type TicketLine } from "../../domain/analytics.ts";
import type { ChoiceAction, ChoiceState } from "../../domain/seatChoice.ts";
import { request } from "../../dejax/client.ts";
import { t } from "../../i18n/t.ts";
import { cartChanged } from "../cartCount.ts";
import { whenStalled } from "../StalledNotice.tsx";
import { SLOW_ANSWER_MS } from "../useStalled.ts";
import { pushAnalytics } from "./dataLayer.ts";
import { removeResponse, type CartItem } from "./schema.ts";
import { useCartWait } from "./useCartWait.ts";

const REMOVAL_FAILED = "Wystąpił problem z obsługą biletów. Proszę spróbować ponownie.";
const REMOVAL_STALLED = "Usuwanie biletów trwa dłużej niż zwykle. Czekamy na odpowiedź serwera.";
const REMOVAL_QUEUED = "Usuwanie biletów czeka, aż serwer odpowie na poprzednie zlecenie. Wyślemy je zaraz potem.";

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

export interface CartRemovalHandle {
  remove(ids: readonly string[]): Promise<void>;
  /** While a removal has waited for the server for a few seconds: what to show and announce, else "". */
  stalledText: string;
  /** While a removal waits for its answer (the count line is announced with its result, not as its rows hide). */
  removing: boolean;
}

/**
 * Optimistic removal of cart tickets, shared by the seat panel and the stadium map: the rows hide at
 * once, the queue-mode request (spec §7) runs, then the rows go for good (badge, analytics) or come back
 * with the legacy error message. The announcement names what goes with the ticket (child, parking), once:
 * with the result, and as it goes ("Usuwamy …") only when the answer takes longer than SLOW_ANSWER_MS; a
 * removal the server has not answered for a few seconds says so (`stalledText`), or that it still waits
 * behind another request.
 */
export function useCartRemoval({ removeUrl, current, dispatch, ticketName, setNotice, onFailure }: CartRemoval): CartRemovalHandle {
  const { begin, stalledText, waiting: removing } = useCartWait(REMOVAL_STALLED, REMOVAL_QUEUED);
  const remove = useCallback(
    async (ids: readonly string[]) => {
      if (ids.length === 0) return;
      const removedItems = current.current.cart.filter((item) => ids.includes(item.id));
      dispatch({ type: "hide", ids });
      const [first, ...others] = removedItems;
      const say = (alone: string, together: string) => (others.length ? t(together, ticketName(first!), others.map(ticketName).join(", ")) : t(alone, first ? ticketName(first) : ""));
      // The previous notice (an add's, a refusal's) is about something else now; its going is not announced.
      setNotice("");
      const sayProgress = whenStalled(() => setNotice(say("Usuwamy bilet %s.", "Usuwamy bilet %s razem z dołączonymi: %s.")), SLOW_ANSWER_MS);
      const wait = begin();
      const result = await request({ url: removeUrl, mode: "queue", data: { id_cart_item: ids }, schema: removeResponse, onSent: wait.onSent });
      sayProgress();
      wait.end();
      if (result.ok) {
        dispatch({ type: "removed", ids });
        cartChanged(result.data.cartCount);
        setNotice(say("Usunięto bilet %s.", "Usunięto bilet %s razem z dołączonymi: %s."));
        pushAnalytics(removeFromCartEvent(removedItems.map(cartLine)));
      } else {
        dispatch({ type: "restore", ids });
        setNotice("");
        onFailure(t(REMOVAL_FAILED));
      }
    },
    [removeUrl, current, dispatch, ticketName, setNotice, onFailure, begin],
  );
  return { remove, stalledText, removing };
}
