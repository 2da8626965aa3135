import { memo, useCallback, useId, useMemo, useReducer, useRef, useState, type ReactNode } from "react";
import type { TicketLine } from "../../src/domain/analytics.ts";
import { removalSet } from "../../src/domain/cart.ts";
import { formatPln } from "../../src/domain/prices.ts";
import { pageLanguage, t } from "../../src/i18n/t.ts";
import type { IslandProps } from "../../src/runtime/island.ts";
import { AlertDialog } from "../../src/ui/AlertDialog.tsx";
import { LiveRegion } from "../../src/ui/LiveRegion.tsx";
import { useStableCallback } from "../../src/ui/useStableCallback.ts";
import { decide, initialState, layoutOf, links, pressedByRow, pressedCount, reduce, visibleCart } from "./model.ts";
import { CartFooter, seatCountText } from "../../src/ui/cart/CartFooter.tsx";
import { carryOut } from "../../src/ui/cart/carryOut.ts";
import type { CartItem } from "../../src/ui/cart/schema.ts";
import { SelectedTable, type NewRow } from "../../src/ui/cart/SelectedTable.tsx";
import { useCartAdding } from "../../src/ui/cart/useCartAdding.ts";
import { useCartRemoval } from "../../src/ui/cart/useCartRemoval.ts";
import type { SeatPanelProps } from "./schema.ts";
import { SeatGrid } from "./SeatGrid.tsx";

/** 'Normalny (rząd 5, miejsce 3)' or 'Parking': how a removed ticket is named in the announcement. */
const ticketName = (item: CartItem) => (item.parking || item.seatId === null ? item.variantName : `${item.variantName} (${t("rząd %s, miejsce %s", item.row ?? "--", item.number ?? "--")})`);


/** Ticket-sale step 4: choose seats, see and remove cart tickets, add to cart or go on. */
export function SeatPanel({ props }: IslandProps<SeatPanelProps>): ReactNode {
  // Laid out a row at a time: rows still in the legacy markup are read as the seat build reaches them.
  const layout = useMemo(() => layoutOf(props.rows), [props.rows]);
  const [state, dispatch] = useReducer(reduce, props.cart, (cart) => initialState(layout, cart, props.chosen));
  const [alert, setAlert] = useState<{ message: string; tone: "info" | "error" } | null>(null);
  const [notice, setNotice] = useState("");
  const headingId = useId();

  const previousPressed = useRef<ReadonlyArray<ReadonlySet<number>> | null>(null);
  // Bumped when rows read after the first render hold seats shown as chosen (cart seats the markup did not tick).
  const [readLate, rereadPressed] = useReducer((n: number) => n + 1, 0);
  const pressed = useMemo(() => (previousPressed.current = pressedByRow(layout, state, previousPressed.current)), [layout, state, readLate]);
  const count = pressedCount(layout, state);
  const defaultVariant = props.variants[0]!;
  const priceText = formatPln(defaultVariant.price, pageLanguage());

  // Latest state for the callbacks below: two clicks can arrive before React renders in between.
  const current = useRef(state);
  current.current = state;

  const lineFor = (variantId: string): TicketLine => {
    const variant = props.variants.find((v) => v.id === variantId) ?? defaultVariant;
    return { name: variant.name, id: variant.id, price: variant.price, eventName: props.eventName, serieName: props.serieName };
  };

  const onRemovalFailed = useCallback((message: string) => setAlert({ message, tone: "error" }), []);
  const { remove: removeCart, stalledText: removalStalled } = useCartRemoval({ removeUrl: props.removeUrl, current, dispatch, ticketName, setNotice, onFailure: onRemovalFailed });

  const activate = useCallback(
    (seat: number) =>
      carryOut(decide(layout, current.current, seat, props.limit), seat, defaultVariant.id, {
        dispatch,
        removeCart,
        alert: (message) => setAlert({ message, tone: "info" }),
        setNotice,
      }),
    [layout, props.limit, defaultVariant.id, removeCart],
  );

  const { add: addToCart, busy: addBusy, stalledText: addStalled } = useCartAdding({
    addUrl: props.addUrl,
    current,
    dispatch,
    data: (chosen) => ({ id_tribune: props.tribuneId, seat: chosen.map((c) => `${layout.seats[c.seat]!.id}:${c.variantId}`) }),
    line: (c) => lineFor(c.variantId),
    setNotice,
    onAlert: (message, tone) => setAlert({ message, tone }),
  });

  const focusSeat = useCallback((seat: number) => dispatch({ type: "focus", seat }), []);
  const onBuilt = useCallback(() => {
    const before = previousPressed.current;
    if (pressedByRow(layout, current.current, before).some((set, r) => set !== before?.[r])) rereadPressed();
  }, [layout]);

  // Memoised on what they show, so a choice re-renders the cart table only when its rows change.
  const { chosen, cart: cartItems, hidden } = state;
  const cart = useMemo(() => visibleCart({ cart: cartItems, hidden }), [cartItems, hidden]);
  const fresh = useMemo(
    (): NewRow[] =>
      chosen.map(({ seat, variantId }) => {
        const s = layout.seats[seat]!;
        return { seat, seatId: s.id, row: layout.rows[s.row]!.label, number: s.number, variantId };
      }),
    [layout, chosen],
  );
  const onRemoveCart = useStableCallback((id: string) => {
    void removeCart(removalSet(links(current.current.cart), id));
    // The pressed button disappears with its row: keep keyboard users in the panel.
    document.getElementById(headingId)?.focus();
  });
  const onRemoveNew = useCallback((seat: number) => dispatch({ type: "unchoose", seat }), []);
  const onVariant = useCallback((seat: number, variantId: string) => dispatch({ type: "variant", seat, variantId }), []);
  const total =
    cart.reduce((sum, item) => sum + item.price, 0) + state.chosen.reduce((sum, c) => sum + lineFor(c.variantId).price, 0);
  const adding = state.chosen.length > 0;

  return (
    <div className="tb-seat-panel">
      <section className="tb-seat-panel__sector" aria-label={t("Plan sektora %s", props.sectorName)}>
        <div className="tb-seat-panel__sector-head">
          <h2 className="tb-seat-panel__heading">{t("Sektor %s", props.sectorName)}</h2>
          <Legend />
        </div>
        <p className="tb-seat-panel__hint" id={`${headingId}-hint`}>
          {t("Wybierz miejsce kliknięciem lub klawiszami strzałek i spacją.")}
          {props.limit > 0 && ` ${t("Limit miejsc: %d.", props.limit)}`}
        </p>
        <div className="tb-seat-panel__pitch" aria-hidden="true">
          {t("BOISKO")}
        </div>
        <SeatGrid layout={layout} pressed={pressed} focus={state.focus} priceText={priceText} onActivate={activate} onFocusSeat={focusSeat} onBuilt={onBuilt} />
      </section>

      <aside className="tb-seat-panel__aside">
        <section className="tb-seat-panel__selected" aria-labelledby={headingId}>
          <h2 id={headingId} className="tb-seat-panel__heading" tabIndex={-1}>
            {t("Wybrane miejsca")}
          </h2>
          <SelectedTable
            headingId={headingId}
            cart={cart}
            fresh={fresh}
            variants={props.variants}
            emptyText={t("Nie wybrano jeszcze żadnego miejsca. Wybierz wolne miejsce na planie sektora.")}
            onRemoveCart={onRemoveCart}
            onRemoveNew={onRemoveNew}
            onVariant={onVariant}
          />
        </section>

        <CartFooter block="tb-seat-panel" submitClass="tb-button tb-seat-panel__submit" count={count} total={total} adding={adding} busy={addBusy} cart={cart} onAdd={addToCart} notice={notice} addStalled={addStalled} removalStalled={removalStalled} />

      </aside>

      <LiveRegion>{seatCountText(count)}</LiveRegion>
      <AlertDialog open={alert !== null} tone={alert?.tone} message={alert?.message ?? ""} onClose={() => setAlert(null)} />
    </div>
  );
}

const Legend = memo(function Legend(): ReactNode {
  const items: Array<[string, string]> = [
    ["free", t("wolne")],
    ["pressed", t("wybrane")],
    ["taken", t("zajęte")],
    ["reserved", t("zarezerwowane")],
  ];
  return (
    <ul className="tb-seat-panel__legend" aria-label={t("Legenda")}>
      {items.map(([kind, label]) => (
        <li key={kind}>
          <span className={`tb-seat-panel__swatch tb-seat-panel__swatch--${kind}`} aria-hidden="true" />
          {label}
        </li>
      ))}
    </ul>
  );
});
