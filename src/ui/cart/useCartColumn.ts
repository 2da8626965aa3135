import { useCallback, useMemo, useRef, useState, type Dispatch, type RefObject } from "react";
import type { TicketLine } from "../../domain/analytics.ts";
import { removalSet } from "../../domain/cart.ts";
import { links, visibleCart, type ChoiceAction, type ChoiceState, type Chosen } from "../../domain/seatChoice.ts";
import { useRepeatableText } from "../useRepeatableText.ts";
import { useStableCallback } from "../useStableCallback.ts";
import type { Activation } from "./carryOut.ts";
import { rowAndSeat, ticketName, type PlaceOf } from "./place.ts";
import type { CartItem } from "./schema.ts";
import { useCartAdding } from "./useCartAdding.ts";
import { useCartRemoval } from "./useCartRemoval.ts";

type Tone = "info" | "error";

export interface CartColumnOptions {
  state: ChoiceState<CartItem>;
  dispatch: Dispatch<ChoiceAction<CartItem>>;
  removeUrl: string;
  addUrl: string;
  /** The add request's fields for the chosen seats (useCartAdding's `data`). */
  addData(chosen: readonly Chosen[]): Record<string, unknown>;
  /** A chosen seat's ticket: its price counts in the total, analytics report it. */
  line(choice: Chosen): TicketLine;
  /** The 'Wybrane miejsca' heading's id: it takes the focus when a removed ticket's button goes. */
  headingId: string;
  /** A ticket's place in the table and the announcements; one place column instead of row and seat when given. */
  placeOf?: PlaceOf | undefined;
  /** The page's own sector (step 4): a cart ticket of another one is named with its sector. */
  sector?: string | undefined;
  /**
   * "shown": every notice (removal, unavailable seat, add) is shown beside the button and announced there (the
   * seat panel). "heard": only the add's confirmation is shown there; the others are announced with the count
   * line (the stadium, whose map announces each choice with its place).
   */
  notices: "shown" | "heard";
}

/** What CartAside shows: the cart column's state and handlers. */
export interface CartColumnView {
  headingId: string;
  placeOf: PlaceOf | undefined;
  sector: string | undefined;
  cart: readonly CartItem[];
  /** Grosze. */
  total: number;
  adding: boolean;
  busy: boolean;
  onAdd(): Promise<void>;
  footerNotice: string;
  /** Announced after the count line; null where notices are shown in the footer instead. */
  heardNotice: string | null;
  /** Changes with every notice given, the same text again too: the key of the element that shows it. */
  footerNoticeKey: number;
  heardNoticeKey: number;
  addStalled: string;
  /** Stops waiting for a stalled add. */
  stopAdd(): void;
  removalStalled: string;
  /** While a cart removal waits for the server's answer. */
  removing: boolean;
  onRemoveCart(id: string): void;
  onRemoveNew(seat: number): void;
  onVariant(seat: number, variantId: string): void;
  alert: { message: string; tone: Tone } | null;
  closeAlert(): void;
}

export interface CartColumn extends CartColumnView {
  /** The latest state, for callbacks: two clicks can arrive before React renders in between. */
  current: RefObject<ChoiceState<CartItem>>;
  /** What carryOut needs to act on a seat press (an island adds `announce` where it wants one). */
  activation: Activation;
  /** A notice of the island's own (where `notices` says). */
  setNotice(text: string): void;
  showAlert(message: string, tone: Tone): void;
}

/**
 * The cart column both seat islands share: the alert, the notices, the optimistic removal and the add
 * (useCartRemoval, useCartAdding), the table's handlers and the total. The island keeps its seats and
 * renders the column with CartAside.
 */
export function useCartColumn({ state, dispatch, removeUrl, addUrl, addData, line, headingId, placeOf, sector, notices }: CartColumnOptions): CartColumn {
  const [alert, setAlert] = useState<{ message: string; tone: Tone } | null>(null);
  const [notice, setNotice] = useRepeatableText();
  const [addNotice, setAddNotice] = useRepeatableText();
  const current = useRef(state);
  current.current = state;

  const showAlert = useCallback((message: string, tone: Tone) => setAlert({ message, tone }), []);
  const closeAlert = useCallback(() => setAlert(null), []);
  const onRemovalFailed = useCallback((message: string) => showAlert(message, "error"), [showAlert]);
  const nameOf = useCallback((item: CartItem) => ticketName(item, placeOf ?? rowAndSeat, sector), [placeOf, sector]);
  const { remove: removeCart, stalledText: removalStalled, removing } = useCartRemoval({ removeUrl, current, dispatch, ticketName: nameOf, setNotice, onFailure: onRemovalFailed });
  const { add: onAdd, busy, stalledText: addStalled, stop: stopAdd } = useCartAdding({
    addUrl,
    current,
    dispatch,
    data: addData,
    line,
    setNotice: notices === "shown" ? setNotice : setAddNotice,
    onAlert: showAlert,
  });
  const activation = useMemo((): Activation => ({ dispatch, removeCart, alert: (message) => showAlert(message, "info"), setNotice }), [dispatch, removeCart, showAlert]);

  // The pressed Remove button disappears with its row: keep keyboard users in the panel, not on the page's body.
  const focusHeading = (): void => document.getElementById(headingId)?.focus();
  const onRemoveCart = useStableCallback((id: string) => {
    void removeCart(removalSet(links(current.current.cart), id));
    focusHeading();
  });
  const onRemoveNew = useStableCallback((seat: number) => {
    dispatch({ type: "unchoose", seat });
    focusHeading();
  });
  const onVariant = useCallback((seat: number, variantId: string) => dispatch({ type: "variant", seat, variantId }), [dispatch]);

  // Memoised on what it shows, so a choice re-renders the cart table only when its rows change.
  const { cart: cartItems, hidden } = state;
  const cart = useMemo(() => visibleCart({ cart: cartItems, hidden }), [cartItems, hidden]);
  const total = cart.reduce((sum, item) => sum + item.price, 0) + state.chosen.reduce((sum, c) => sum + line(c).price, 0);

  return {
    current,
    activation,
    setNotice,
    showAlert,
    headingId,
    placeOf,
    sector,
    cart,
    total,
    adding: state.chosen.length > 0,
    busy,
    onAdd,
    footerNotice: notices === "shown" ? notice.text : addNotice.text,
    heardNotice: notices === "shown" ? null : notice.text,
    footerNoticeKey: notices === "shown" ? notice.given : addNotice.given,
    heardNoticeKey: notice.given,
    addStalled,
    stopAdd,
    removalStalled,
    removing,
    onRemoveCart,
    onRemoveNew,
    onVariant,
    alert,
    closeAlert,
  };
}
