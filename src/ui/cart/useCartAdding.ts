import { useRef, useState, type Dispatch, type RefObject } from "react";
import { addToCartEvent, type TicketLine } from "../../domain/analytics.ts";
import type { ChoiceAction, ChoiceState, Chosen } from "../../domain/seatChoice.ts";
import { request } from "../../dejax/client.ts";
import { t } from "../../i18n/t.ts";
import { cartChanged } from "../cartCount.ts";
import { useStableCallback } from "../useStableCallback.ts";
import { pushAnalytics } from "./dataLayer.ts";
import { addResponse, type CartItem } from "./schema.ts";
import { cartLine } from "./useCartRemoval.ts";
import { useCartWait } from "./useCartWait.ts";

const ADD_FAILED = "Nie udało się dodać biletów do koszyka. Wybrane miejsca są nadal zaznaczone: spróbuj ponownie.";
const ADD_STALLED = "Dodawanie do koszyka trwa dłużej niż zwykle. Czekamy na odpowiedź serwera; wybrane miejsca nie przepadną.";
const ADD_QUEUED = "Dodawanie do koszyka czeka, aż serwer odpowie na poprzednie zlecenie. Wybrane miejsca nie przepadną.";
const ALREADY_IN_CART = "Wybrane miejsca są już w koszyku.";
const ADD_STOPPED = "Nie czekamy już na serwer. Wybrane miejsca są nadal zaznaczone: możesz dodać je ponownie, żadne nie trafi do koszyka dwa razy.";

/**
 * The tickets an add put in the cart, as analytics counts them (the server says how many: `added`). All that were
 * sent when it added all; none when it added none (they were in the cart already: another tab of the shop added
 * them, and counted them); after a partial add (the server refused some, and says why), the answer's tickets this
 * tab did not have, at most as many as it added.
 */
export function addedTickets(sent: readonly TicketLine[], added: number, before: readonly CartItem[], after: readonly CartItem[]): TicketLine[] {
  if (added >= sent.length) return [...sent];
  const had = new Set(before.map((item) => item.id));
  return after.filter((item) => !had.has(item.id)).slice(0, Math.max(0, added)).map(cartLine);
}

export interface CartAdding {
  addUrl: string;
  /** The latest state: two clicks can arrive before React renders in between. */
  current: RefObject<ChoiceState<CartItem>>;
  dispatch: Dispatch<ChoiceAction<CartItem>>;
  /** The request's fields for the chosen seats (`seat: ["<id_seat>:<id_charge>", …]` and what the page adds). */
  data(chosen: readonly Chosen[]): Record<string, unknown>;
  /** A chosen seat's ticket, for analytics. */
  line(choice: Chosen): TicketLine;
  setNotice(text: string): void;
  onAlert(message: string, tone: "info" | "error"): void;
}

export interface CartAddingHandle {
  add(): Promise<void>;
  /** While the add request runs (the button says 'Dodawanie…'). */
  busy: boolean;
  /** While an add has waited for the server for a few seconds: what to show and announce, else "". */
  stalledText: string;
  /** Stops waiting for the add (offered once it is stalled): the seats stay chosen, the connection is free again. */
  stop(): void;
}

/**
 * Adding the chosen seats to the cart, shared by the seat panel and the stadium map: one queue-mode request
 * (spec §7) answered with the whole cart; the server adds a seat already in the cart once, so a retry (or the
 * client's re-issue after a lost answer) never adds twice. On success the cart, the header's count, analytics
 * and the announcement follow; on failure the chosen seats stay chosen and the buyer is told so. A buyer may stop
 * waiting for a stalled add (its time-out and two re-issues take up to 30 minutes, and a removal queues behind
 * it): the seats stay chosen, and adding them again is safe for the same reason as a retry.
 */
export function useCartAdding({ addUrl, current, dispatch, data, line, setNotice, onAlert }: CartAdding): CartAddingHandle {
  const [busy, setBusy] = useState(false);
  const { begin, stalledText } = useCartWait(ADD_STALLED, ADD_QUEUED);
  // A ref as well as state: a second click in the same frame must already see the first (never adds twice).
  const sent = useRef(false);
  const stopper = useRef<AbortController>(null);
  // Stable, so the memoised footer skips renders that do not touch it (a focus move, typing in the jump box).
  const add = useStableCallback(async () => {
    if (sent.current) return;
    const sending = current.current.chosen;
    if (sending.length === 0) return;
    sent.current = true;
    setBusy(true);
    setNotice("");
    const wait = begin();
    const stopped = (stopper.current = new AbortController()).signal;
    const result = await request({ url: addUrl, mode: "queue", data: data(sending), schema: addResponse, onSent: wait.onSent, signal: stopped });
    wait.end();
    sent.current = false;
    setBusy(false);
    if (!result.ok) return stopped.aborted ? setNotice(t(ADD_STOPPED)) : onAlert(t(ADD_FAILED), "error");
    const { added, cart, message } = result.data;
    // Counted against this tab's cart before the answer replaces it.
    pushAnalytics(addToCartEvent(addedTickets(sending.map(line), added, current.current.cart, cart)));
    dispatch({ type: "added", cart, seats: sending.map((c) => c.seat) });
    cartChanged(result.data.cartCount, true);
    setNotice((added > 0 ? t("Dodano do koszyka: %d.", added) : t(ALREADY_IN_CART)) + (message ? ` ${message}` : ""));
    if (message) onAlert(message, "info");
  });
  const stop = useStableCallback(() => stopper.current?.abort());
  return { add, busy, stalledText, stop };
}
