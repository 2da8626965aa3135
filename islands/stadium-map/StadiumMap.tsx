import { memo, useCallback, useEffect, useId, useMemo, useReducer, useRef, useState, type ReactNode } from "react";
import type { TicketLine } from "../../src/domain/analytics.ts";
import { formatPln } from "../../src/domain/prices.ts";
import { seatValue } from "../../src/domain/seatValue.ts";
import { reduceChoice, type ChoiceAction } from "../../src/domain/seatChoice.ts";
import { checkSeatLimit } from "../../src/domain/seatLimit.ts";
import { pageLanguage, t } from "../../src/i18n/t.ts";
import type { IslandProps } from "../../src/runtime/island.ts";
import { useStableCallback } from "../../src/ui/useStableCallback.ts";
// One cart column (table, add, optimistic removal, footer) for both seat islands; the table with one place column.
import { CartAside } from "../../src/ui/cart/CartAside.tsx";
import { carryOut } from "../../src/ui/cart/carryOut.ts";
import type { CartItem } from "../../src/ui/cart/schema.ts";
import type { NewRow } from "../../src/ui/cart/SelectedTable.tsx";
import { useCartColumn } from "../../src/ui/cart/useCartColumn.ts";
import { cartSeats, choosableKind, decide, initialChosen, placeText, pressedSeats, seatLabel, seatsLeft, seatVariant, type StadiumState } from "./choice.ts";
import { COLORS, type Paint } from "./draw.ts";
import { buildStadium, indexOfSeatId, seatIdOf } from "./layout.ts";
import { ListMode } from "./ListMode.tsx";
import { MapCanvas, type MapHandle } from "./MapCanvas.tsx";
import { findTogether, jumpTo } from "./nav.ts";
import type { StadiumMapProps } from "./schema.ts";
import { Together } from "./Together.tsx";

const JUMP_ERRORS = { sector: "Nie ma takiego sektora ani trybuny.", row: "W tym sektorze nie ma takiego rzędu.", seat: "W tym rzędzie nie ma takiego miejsca." } as const;

const reduce = (state: StadiumState, action: ChoiceAction<CartItem>): StadiumState => reduceChoice(state, action);

/** 'W3, rząd 5, miejsce 3': a ticket's place (its seat id starts with the sector). */
const placeOfTicket = (seatId: string | null, row: string | null, number: string | null) => t("%s, rząd %s, miejsce %s", seatId?.split("-")[0] ?? "--", row ?? "--", number ?? "--");

/** The whole stadium in one view: choose seats on the map (or in the list), see and remove cart tickets, add or go on. */
export function StadiumMap({ props, expose }: IslandProps<StadiumMapProps>): ReactNode {
  const st = useMemo(() => buildStadium(props.sectors), [props.sectors]);
  const initialSector = props.focusSector === null ? null : (st.byCode.get(props.focusSector) ?? null);
  const [state, dispatch] = useReducer(reduce, props.cart, (cart): StadiumState => {
    // The roving tab stop starts on the first free seat of the opened sector (or of the stadium).
    const from = initialSector === null ? 0 : st.sectors[initialSector]!.first;
    let focus = from;
    while (focus < st.count - 1 && !choosableKind(st, focus)) focus++;
    // Seats ticked in the legacy sector form before the script ran stay chosen (QA s40 finding 4).
    return { chosen: initialChosen(st, props.zones, props.chosen, cart), cart, hidden: new Set(), focus };
  });
  const [mode, setMode] = useState<"map" | "list">("map");
  const [jump, setJump] = useState("");
  const [jumpError, setJumpError] = useState("");
  const [together, setTogether] = useState<{ seats: number[] | null; missing: boolean }>({ seats: null, missing: false });
  const map = useRef<MapHandle>(null);
  const jumpInput = useRef<HTMLInputElement>(null);
  const id = useId();

  // Trybuna.get(host): show a seat by its id, or find where it is drawn.
  useEffect(() => {
    const seatOf = (seatId: unknown) => (typeof seatId === "string" ? indexOfSeatId(st, seatId) : -1);
    expose({
      show: (seatId: unknown) => {
        const seat = seatOf(seatId);
        if (seat >= 0) map.current?.showSeat(seat, false);
        return seat >= 0;
      },
      locate: (seatId: unknown) => {
        const seat = seatOf(seatId);
        return seat >= 0 ? (map.current?.locate(seat) ?? null) : null;
      },
    });
    return () => expose(null);
  }, [st, expose]);

  // What a seat shows depends on the choices and the cart, not on the focus: moving the focus redraws nothing.
  const { chosen, cart: cartItems, hidden } = state;
  const held = useMemo(() => cartSeats(st, { cart: cartItems, hidden }), [st, cartItems, hidden]);
  const pressed = useMemo(() => pressedSeats(held, chosen), [held, chosen]);
  const zoneColors = useMemo(() => props.zones.map((zone) => zone.color), [props.zones]);
  const paint = useMemo<Paint>(() => ({ zoneColors, pressed, highlight: together.seats ?? [], pitch: props.pitch }), [zoneColors, pressed, together.seats, props.pitch]);

  const variantsOf = useCallback((seat: number) => props.zones[st.sectors[st.sector[seat]!]!.zone]!.variants, [props.zones, st]);
  const available = useCallback((seat: number) => choosableKind(st, seat) && !pressed.has(seat), [st, pressed]);
  const unavailable = useCallback((seat: number) => !choosableKind(st, seat), [st]);
  // Each seat's label is built once per status: a choice re-renders the live layer's ~126 buttons, and two
  // translations and a price per button were a good share of a choice's time to its painted frame.
  const labels = useMemo(() => new Map<number, string>(), [st, props]);
  const labelOf = useCallback(
    (seat: number) => {
      const status = held.has(seat) ? "cart" : pressed.has(seat) ? "chosen" : null;
      const key = seat * 3 + (status === "cart" ? 1 : status === "chosen" ? 2 : 0);
      let label = labels.get(key);
      if (label === undefined) labels.set(key, (label = seatLabel(st, props, seat, status)));
      return label;
    },
    [labels, st, props, held, pressed],
  );
  const tribuneName = useCallback((seat: number) => props.tribunes[st.sectors[st.sector[seat]!]!.tribune]!.name, [props.tribunes, st]);

  // A new seat's ticket type: the one the legacy sector form had selected, where the seat's zone offers it.
  const newVariant = useCallback((seat: number) => seatVariant(st, props.zones, seat, props.defaultVariantId).id, [st, props.zones, props.defaultVariantId]);

  const lineFor = (seat: number, variantId: string): TicketLine => {
    const v = seatVariant(st, props.zones, seat, variantId);
    return { name: v.name, id: v.id, price: v.price, eventName: props.eventName, serieName: props.serieName };
  };

  const column = useCartColumn({
    state,
    dispatch,
    removeUrl: props.removeUrl,
    addUrl: props.addUrl,
    addData: (chosen) => ({ ...props.formFields, seat: chosen.map((c) => seatValue(seatIdOf(st, c.seat), c.variantId)) }),
    line: (c) => lineFor(c.seat, c.variantId),
    headingId: `${id}-selected`,
    placeOf: placeOfTicket,
    // The add's confirmation is shown beside the button as well as announced (the map's other notices are only heard).
    notices: "heard",
  });
  const { current, activation, setNotice, showAlert } = column;

  const activate = useCallback(
    (seat: number) =>
      carryOut(decide(st, current.current, seat, props.limit), seat, newVariant(seat), {
        ...activation,
        // The map has no count line beside the seat: each choice is announced with its place.
        announce: (kind, chosen) => t(kind === "choose" ? "Wybrano: %s." : "Odznaczono: %s.", placeText(st, chosen)),
      }),
    [st, current, props.limit, newVariant, activation],
  );

  const focusSeat = useCallback((seat: number) => dispatch({ type: "focus", seat }), []);

  const onType = useCallback((text: string) => {
    setJump(text);
    jumpInput.current?.focus();
  }, []);

  const runJump = () => {
    const taken = pressedSeats(cartSeats(st, current.current), current.current.chosen);
    const result = jumpTo(
      st,
      props.tribunes.map((tribune) => tribune.code),
      jump,
      (seat) => choosableKind(st, seat) && !taken.has(seat),
    );
    if ("error" in result) {
      setJumpError(t(JUMP_ERRORS[result.error]));
      return;
    }
    setJumpError("");
    setJump("");
    setMode("map");
    map.current?.showSeat(result.seat, true);
  };

  /** More seats than the limit allows: the seat panel's limit message. */
  const refuseOverLimit = () => {
    const refusal = checkSeatLimit({ limit: props.limit, selectedCount: props.limit, inCart: false });
    if (refusal) showAlert(t(refusal.template, refusal.limit), "info");
  };

  const findSeats = useStableCallback((count: number, zone: number | null, again: boolean) => {
    if (count > seatsLeft(st, current.current, props.limit)) return refuseOverLimit();
    const after = again && together.seats ? together.seats[0]! : -1;
    const seats = findTogether(st, count, zone, available, after) ?? (again ? findTogether(st, count, zone, available) : null);
    setTogether({ seats, missing: seats === null });
    if (seats) map.current?.showSeat(seats[0]!, false);
  });

  const confirmTogether = useStableCallback(() => {
    const seats = together.seats;
    if (!seats) return;
    if (seatsLeft(st, current.current, props.limit) < seats.length) return refuseOverLimit();
    for (const seat of seats) dispatch({ type: "choose", seat, variantId: newVariant(seat) });
    setNotice(t("Wybrano: %s.", describeRun(seats)));
    setTogether({ seats: null, missing: false });
  });
  const cancelTogether = useCallback(() => setTogether({ seats: null, missing: false }), []);

  const describeRun = (seats: readonly number[]) => {
    const first = seats[0]!;
    const last = seats.at(-1)!;
    return seats.length === 1 ? placeText(st, first) : t("%s, rząd %d, miejsca %d–%d", st.sectors[st.sector[first]!]!.code, st.row[first]! + 1, st.number[first]!, st.number[last]!);
  };

  const fresh = useMemo(
    (): NewRow[] => chosen.map(({ seat, variantId }) => ({ seat, seatId: seatIdOf(st, seat), row: String(st.row[seat]! + 1), number: String(st.number[seat]!), variantId, variants: variantsOf(seat) })),
    [st, chosen, variantsOf],
  );
  const count = pressed.size;
  const mapLabel = t("Plan stadionu %s", props.venue);

  return (
    <div className="tb-stadium-map">
      <section className="tb-stadium-map__main" aria-labelledby={`${id}-title`}>
        <div className="tb-stadium-map__head">
          <h2 id={`${id}-title`} className="tb-stadium-map__heading">
            {t("Wybierz miejsca")}
          </h2>
          <Legend props={props} />
        </div>
        <p className="tb-stadium-map__hint" id={`${id}-hint`}>
          {t("Przybliż kółkiem, gestem lub klawiszami + i −, przesuwaj przeciągając. Na planie: strzałki, Page Up/Page Down, Home/End, spacja wybiera, litery i cyfry przenoszą do sektora (np. W2 12 7).")}
          {props.limit > 0 && ` ${t("Limit miejsc: %d.", props.limit)}`}
        </p>
        {mode === "map" && (
          <MapCanvas
            st={st}
            paint={paint}
            focus={state.focus}
            labelOf={labelOf}
            pressed={pressed}
            unavailable={unavailable}
            tribuneName={tribuneName}
            onActivate={activate}
            onFocusSeat={focusSeat}
            onType={onType}
            initialSector={initialSector}
            handle={map}
            label={mapLabel}
          />
        )}
        <div className="tb-stadium-map__toolbar">
          <button type="button" className="tb-button tb-button--secondary" aria-pressed={mode === "list"} onClick={() => setMode(mode === "map" ? "list" : "map")}>
            {t("Lista miejsc")}
          </button>
          <span className="tb-stadium-map__jump">
            <label htmlFor={`${id}-jump`}>{t("Przejdź do")}</label>
            <input
              ref={jumpInput}
              id={`${id}-jump`}
              type="text"
              value={jump}
              placeholder="W2 12 7"
              autoComplete="off"
              aria-describedby={jumpError ? `${id}-jump-error` : `${id}-jump-help`}
              aria-invalid={jumpError ? true : undefined}
              onChange={(event) => setJump(event.target.value)}
              onKeyDown={(event) => {
                // Enter jumps; it must not submit the page's form.
                if (event.key !== "Enter") return;
                event.preventDefault();
                runJump();
              }}
            />
            <span id={`${id}-jump-help`} className="tb-visually-hidden">
              {t("Sektor lub trybuna, rząd i miejsce, potem Enter.")}
            </span>
            {jumpError && (
              <span id={`${id}-jump-error`} className="tb-stadium-map__error">
                {jumpError}
              </span>
            )}
          </span>
          {mode === "map" && (
            <span className="tb-stadium-map__zoom">
              <button type="button" className="tb-stadium-map__tool" aria-label={t("Przybliż")} onClick={() => map.current?.zoom(1.5)}>
                +
              </button>
              <button type="button" className="tb-stadium-map__tool" aria-label={t("Oddal")} onClick={() => map.current?.zoom(1 / 1.5)}>
                −
              </button>
              <button type="button" className="tb-button tb-button--secondary" onClick={() => map.current?.reset()}>
                {t("Cały stadion")}
              </button>
            </span>
          )}
        </div>
        {mode === "list" && (
          <ListMode st={st} props={props} focus={state.focus} pressed={pressed} labelOf={labelOf} unavailable={unavailable} available={available} onFocusSeat={focusSeat} onActivate={activate} />
        )}
        <Together
          props={props}
          found={together.seats ? describeRun(together.seats) : null}
          notFound={together.missing}
          onFind={findSeats}
          onConfirm={confirmTogether}
          onCancel={cancelTogether}
        />
      </section>

      <CartAside
        column={column}
        block="tb-stadium-map"
        submitClass="tb-button"
        fresh={fresh}
        variants={props.zones[0]!.variants}
        emptyText={t("Nie wybrano jeszcze żadnego miejsca.")}
        count={count}
      />
    </div>
  );
}

const Legend = memo(function Legend({ props }: { props: StadiumMapProps }): ReactNode {
  const items: Array<[string, string, string]> = [
    ...props.zones.map((zone): [string, string, string] => [zone.code, zone.color, t("%s, %s", zone.name, formatPln(zone.variants[0]!.price, pageLanguage()))]),
    ["chosen", COLORS.chosen, t("wybrane")],
    ["taken", COLORS.taken, t("zajęte")],
    ["held", COLORS.held, t("zarezerwowane")],
    ["wheelchair", COLORS.wheelchair, t("dla osoby na wózku")],
  ];
  return (
    <ul className="tb-stadium-map__legend" aria-label={t("Legenda")}>
      {items.map(([key, color, label]) => (
        <li key={key}>
          <span className="tb-stadium-map__swatch" style={{ background: color }} aria-hidden="true" />
          {label}
        </li>
      ))}
      <li>
        <span className="tb-stadium-map__swatch tb-stadium-map__swatch--companion" aria-hidden="true" />
        {t("opiekun (biały krąg)")}
      </li>
      <li>
        <span className="tb-stadium-map__swatch tb-stadium-map__swatch--restricted" aria-hidden="true" />
        {t("ograniczona widoczność (ukośna kreska)")}
      </li>
    </ul>
  );
});
