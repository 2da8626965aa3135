import { memo, useCallback, useId, useMemo, useReducer, useRef, type ReactNode } from "react";
import type { TicketLine } from "../../src/domain/analytics.ts";
import { formatPln } from "../../src/domain/prices.ts";
import { seatValue } from "../../src/domain/seatValue.ts";
import { pageLanguage, t } from "../../src/i18n/t.ts";
import type { IslandProps } from "../../src/runtime/island.ts";
import { CartAside } from "../../src/ui/cart/CartAside.tsx";
import { carryOut } from "../../src/ui/cart/carryOut.ts";
import type { NewRow } from "../../src/ui/cart/SelectedTable.tsx";
import { useCartColumn } from "../../src/ui/cart/useCartColumn.ts";
import { decide, defaultVariantOf, firstFreeSeat, initialState, layoutOf, pressedByRow, pressedCount, reduce } from "./model.ts";
import { pageCartBesides, usePageCart } from "./pageCart.ts";
import type { SeatPanelProps } from "./schema.ts";
import { SeatGrid } from "./SeatGrid.tsx";

/** Ticket-sale step 4: choose seats, see and remove cart tickets, add to cart or go on. */
export function SeatPanel({ props }: IslandProps<SeatPanelProps>): ReactNode {
  // Laid out a row at a time: rows still in the legacy markup are read as the seat build reaches them.
  const layout = useMemo(() => layoutOf(props.rows), [props.rows]);
  // The page's cart, one for every panel on it: a panel whose markup held none shows the others' (pageCart.ts).
  const [state, panelDispatch] = useReducer(reduce, props.cart, (cart) => initialState(layout, cart ?? pageCartBesides() ?? [], props.chosen));
  const { dispatch, several, chosenElsewhere } = usePageCart(panelDispatch, state, props.cart);
  const headingId = useId();
  // A sector with no rows, or with every seat taken or reserved, says so instead of how to choose (QA s40 #14).
  const noSeats = layout.seats.length === 0;
  const noneFree = useMemo(() => firstFreeSeat(layout) < 0, [layout]);

  const previousPressed = useRef<ReadonlyArray<ReadonlySet<number>> | null>(null);
  // Bumped when rows read after the first render hold seats shown as chosen (cart seats the markup did not tick).
  const [readLate, rereadPressed] = useReducer((n: number) => n + 1, 0);
  const pressed = useMemo(() => (previousPressed.current = pressedByRow(layout, state, previousPressed.current)), [layout, state, readLate]);
  const count = pressedCount(layout, state);
  // New seats come as the ticket type the legacy select showed when the island took over (QA s40 finding 3).
  const defaultVariant = defaultVariantOf(props.variants, props.defaultVariantId);
  const priceText = formatPln(defaultVariant.price, pageLanguage());

  const lineFor = (variantId: string): TicketLine => {
    const variant = props.variants.find((v) => v.id === variantId) ?? defaultVariant;
    return { name: variant.name, id: variant.id, price: variant.price, eventName: props.eventName, serieName: props.serieName };
  };

  const column = useCartColumn({
    state,
    dispatch,
    removeUrl: props.removeUrl,
    addUrl: props.addUrl,
    // With the seats form's hidden fields (csrf, id_event…), as the form posted them without the script (QA s40 #14).
    addData: (chosen) => ({ ...props.formFields, id_tribune: props.tribuneId, seat: chosen.map((c) => seatValue(layout.seats[c.seat]!.id, c.variantId)) }),
    line: (c) => lineFor(c.variantId),
    headingId,
    // Step 4 shows every notice beside the button (the stadium only the add's); places read 'rząd 5, miejsce 3',
    // led by the sector for a cart ticket of another one (the table lists the whole cart).
    sector: props.sectorName,
    notices: "shown",
  });
  const { current, activation } = column;

  const activate = useCallback(
    (seat: number) => carryOut(decide(layout, current.current, seat, props.limit, chosenElsewhere()), seat, defaultVariant.id, activation),
    [layout, current, props.limit, defaultVariant.id, activation, chosenElsewhere],
  );

  const focusSeat = useCallback((seat: number) => dispatch({ type: "focus", seat }), []);
  const onBuilt = useCallback(() => {
    const before = previousPressed.current;
    if (pressedByRow(layout, current.current, before).some((set, r) => set !== before?.[r])) rereadPressed();
  }, [layout, current]);

  // Memoised on what it shows, so a choice re-renders the cart table only when its rows change.
  const { chosen } = state;
  const fresh = useMemo(
    (): NewRow[] =>
      chosen.map(({ seat, variantId }) => {
        const s = layout.seats[seat]!;
        return { seat, seatId: s.id, row: layout.rows[s.row]!.label, number: s.number, variantId };
      }),
    [layout, chosen],
  );

  return (
    <div className="tb-seat-panel">
      <section className="tb-seat-panel__sector" aria-label={t("Plan sektora %s", props.sectorName)}>
        <div className="tb-seat-panel__sector-head">
          <h2 className="tb-seat-panel__heading">{t("Sektor %s", props.sectorName)}</h2>
          <Legend />
        </div>
        <p className="tb-seat-panel__hint" id={`${headingId}-hint`}>
          {noSeats ? (
            t("W tym sektorze nie ma miejsc do wyboru.")
          ) : noneFree ? (
            t("Wszystkie miejsca w tym sektorze są zajęte lub zarezerwowane.")
          ) : (
            <>
              {t("Wybierz miejsce kliknięciem lub klawiszami strzałek i spacją.")}
              {props.limit > 0 && ` ${t("Limit miejsc: %d.", props.limit)}`}
            </>
          )}
        </p>
        <div className="tb-seat-panel__pitch" aria-hidden="true">
          {t("BOISKO")}
        </div>
        <SeatGrid layout={layout} pressed={pressed} focus={state.focus} priceText={priceText} onActivate={activate} onFocusSeat={focusSeat} onBuilt={onBuilt} />
      </section>

      <CartAside
        column={column}
        block="tb-seat-panel"
        submitClass="tb-button tb-seat-panel__submit"
        fresh={fresh}
        variants={props.variants}
        emptyText={t("Nie wybrano jeszcze żadnego miejsca. Wybierz wolne miejsce na planie sektora.")}
        count={count}
        // Two panels on a page: each column's landmarks are named after its sector (axe landmark-unique).
        title={several ? t("Wybrane miejsca, sektor %s", props.sectorName) : undefined}
      />
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
