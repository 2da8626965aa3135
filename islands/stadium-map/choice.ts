/**
 * Seat-panel rules on the stadium (pure): what activating a seat means, which seats show as chosen, and
 * what a seat is announced as. The state and reducer are the seat panel's (src/domain/seatChoice.ts).
 */
import { removalSet } from "../../src/domain/cart.ts";
import { formatPln } from "../../src/domain/prices.ts";
import { links, visibleCart, type ChoiceState, type Chosen, type SeatDecision } from "../../src/domain/seatChoice.ts";
import { checkSeatLimit } from "../../src/domain/seatLimit.ts";
import { isChoosable } from "../../src/domain/stadiumSeats.ts";
import { pageLanguage, t } from "../../src/i18n/t.ts";
import { indexOfSeatId, KINDS, type Stadium } from "./layout.ts";
import type { CartItem } from "../../src/ui/cart/schema.ts";
import type { StadiumMapProps } from "./schema.ts";

export type StadiumState = ChoiceState<CartItem>;

/** Seat index → the visible cart ticket holding it. */
export function cartSeats(st: Stadium, state: Pick<StadiumState, "cart" | "hidden">): Map<number, CartItem> {
  const held = new Map<number, CartItem>();
  for (const item of visibleCart(state)) {
    const index = item.seatId === null ? -1 : indexOfSeatId(st, item.seatId);
    if (index >= 0) held.set(index, item);
  }
  return held;
}

/** Seats shown as chosen: new choices plus cart tickets holding a seat. */
export function pressedSeats(held: ReadonlyMap<number, CartItem>, chosen: StadiumState["chosen"]): Set<number> {
  const pressed = new Set(held.keys());
  for (const c of chosen) pressed.add(c.seat);
  return pressed;
}

/** The ticket type of seat `seat` chosen as `variantId`: its zone's variant of that id, else the zone's first. */
export function seatVariant(st: Stadium, zones: StadiumMapProps["zones"], seat: number, variantId: string): StadiumMapProps["zones"][number]["variants"][number] {
  const variants = zones[st.sectors[st.sector[seat]!]!.zone]!.variants;
  return variants.find((variant) => variant.id === variantId) ?? variants[0]!;
}

/**
 * The seats ticked in the legacy sector form before the script ran, as the island's first choices: unknown,
 * unavailable and repeated seats and seats already in the cart are left out; a type the seat's zone does not
 * offer becomes the zone's first.
 */
export function initialChosen(st: Stadium, zones: StadiumMapProps["zones"], ticked: ReadonlyArray<{ seatId: string; variantId: string }>, cart: readonly CartItem[]): Chosen[] {
  const held = cartSeats(st, { cart, hidden: new Set() });
  const kept: Chosen[] = [];
  for (const { seatId, variantId } of ticked) {
    const seat = indexOfSeatId(st, seatId);
    if (seat < 0 || held.has(seat) || !choosableKind(st, seat) || kept.some((c) => c.seat === seat)) continue;
    kept.push({ seat, variantId: seatVariant(st, zones, seat, variantId).id });
  }
  return kept;
}

export const choosableKind = (st: Stadium, seat: number) => isChoosable(KINDS[st.kind[seat]!]!);

export function decide(st: Stadium, state: StadiumState, seat: number, limit: number): SeatDecision {
  if (seat < 0 || seat >= st.count) return { kind: "unavailable" };
  if (state.chosen.some((c) => c.seat === seat)) return { kind: "unchoose" };
  const held = cartSeats(st, state);
  const item = held.get(seat);
  // Deselecting a seat held in the cart removes its ticket, with attached and parking tickets.
  if (item) return { kind: "remove", ids: removalSet(links(state.cart), item.id) };
  if (!choosableKind(st, seat)) return { kind: "unavailable" };
  const refusal = checkSeatLimit({ limit, selectedCount: state.chosen.length + held.size, inCart: false });
  return refusal ? { kind: "refused", refusal } : { kind: "choose" };
}

/** How many more seats the limit allows (Infinity without a limit). */
export function seatsLeft(st: Stadium, state: StadiumState, limit: number): number {
  return limit > 0 ? Math.max(0, limit - pressedSeats(cartSeats(st, state), state.chosen).size) : Infinity;
}

const KIND_TEXT: Record<string, string> = {
  free: "wolne",
  taken: "zajęte",
  held: "zarezerwowane",
  wheelchair: "wolne, miejsce dla osoby na wózku",
  companion: "wolne, miejsce dla opiekuna osoby na wózku",
  restricted: "wolne, ograniczona widoczność",
};

/** 'Trybuna Zachodnia W2, rząd 12, miejsce 7, wolne, 149,00 zł' — what a screen reader hears for a seat. */
export function seatLabel(st: Stadium, props: StadiumMapProps, seat: number, status: "chosen" | "cart" | null): string {
  const sector = st.sectors[st.sector[seat]!]!;
  const kind = KINDS[st.kind[seat]!]!;
  const state = status === "chosen" ? t("wybrane") : status === "cart" ? t("w koszyku") : t(KIND_TEXT[kind]!);
  const price = isChoosable(kind) ? `, ${formatPln(props.zones[sector.zone]!.variants[0]!.price, pageLanguage())}` : "";
  return `${t("%s %s, rząd %d, miejsce %d", props.tribunes[sector.tribune]!.name, sector.code, st.row[seat]! + 1, st.number[seat]!)}, ${state}${price}`;
}

/** Short place text for tables and messages: 'W2, rząd 12, miejsce 7'. */
export function placeText(st: Stadium, seat: number): string {
  return t("%s, rząd %d, miejsce %d", st.sectors[st.sector[seat]!]!.code, st.row[seat]! + 1, st.number[seat]!);
}
