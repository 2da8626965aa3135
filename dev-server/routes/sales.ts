/**
 * Ticket sale, as the legacy PHP shop serves it: step 2 (tribune map), step 4 (seats and cart), the summary
 * and a payment placeholder. Every page works without the script (plain forms and links); the islands take
 * over when it runs. State per visitor: cart, pending voucher, summary answers, placed order. Seats held in
 * one visitor's cart show as taken to every other visitor.
 *
 * Paths the spec does not name (chosen here):
 *   POST /sprzedaz/krok-2            edit form: id_tribune → step 4 of that tribune (GET ?id_tribune= works too)
 *   POST /sprzedaz/krok-4            seat[]=<id_seat> and id_charge with action=add, or action=next → summary
 *   POST /sprzedaz/krok-4/usun       remove_cart_item=<id> (the table's buttons without the script)
 *   POST /ajax/Sales/removeFromCart/ json {id_cart_item: [...]} → {ok: true}   (spec §7, queue mode)
 *   POST /sprzedaz/podsumowanie      the summary form; AJAX (json) → {ok, next, transaction} | {ok: false, errors}
 *                                    (`?zgoda-klubu=1` on the page: a consent the shop added, which only this server
 *                                    judges: its error comes back by the control's name, club_consent)
 *   POST /ajax/Sales/confirmVoucher/ json {code} → {ok: true}
 *   GET  /sprzedaz/krok-4-5000       a 5,000-seat sector for benchmarks
 */
import type { Request, Response } from "express";
import { randomBytes } from "node:crypto";
import { formatPln, parsePrice } from "../../src/domain/prices.ts";
import { SUMMARY_LEGACY_NAMES, validateSummary, type SummaryErrors, type SummaryValues } from "../../src/domain/summary.ts";
import { parseSeatValue } from "../../src/domain/seatValue.ts";
import { addSeats, answerAdd, type AddResult, type SeatToAdd } from "../cartAdding.ts";
import { formList as list, formString as str, removeListed, removeWithAttached } from "../cartRemoval.ts";
import { recordedEvent, type EventBase, type VariantData } from "../eventFixture.ts";
import type { RouteModule, ServerContext, Visitor } from "../context.ts";
import { failurePages } from "../faults.ts";
import { escapeHtml as h, propsAttribute } from "../html.ts";
import { speaker, type Language, type Say } from "../i18n.ts";

type TribuneData = { id: string; code: string; name: string; coords: number[]; rows: number; seatsPerRow: number; priceCategory: string };
type EventData = EventBase & {
  mainTribune: string;
  benchTribune: string;
  priceCategories: Record<string, VariantData[]>;
  tribunes: TribuneData[];
};

const PARKING_PAGE = "/sprzedaz/parking.html";
const parkingUrlOf = (id: string) => `${PARKING_PAGE}?id_cart_item=${encodeURIComponent(id)}`;
/** A cart item's name as the cart tables print it: a parking ticket's leads to its parking_url (spec §3 Cart item, issue 9). */
const itemName = (item: { id: string; parking: boolean; variant: { name: string } }, say: Say) =>
  item.parking ? `<a href="${h(parkingUrlOf(item.id))}">${h(say(item.variant.name))}</a>` : h(say(item.variant.name));

const EVENT = recordedEvent<EventData>("sales");
const tribuneById = new Map(EVENT.tribunes.map((t) => [t.id, t]));
const tribuneByCode = new Map(EVENT.tribunes.map((t) => [t.code, t]));
/** A cart ticket's sector as the seat pages name it (its tribune's code). */
const cartSector = (item: { tribune: string | null }): string | undefined => (item.tribune ? tribuneById.get(item.tribune)?.code : undefined);
const MAIN = tribuneByCode.get(EVENT.mainTribune)!;
const BENCH = tribuneByCode.get(EVENT.benchTribune)!;

type Variant = { id: string; name: string; price: number };
const variant = (v: VariantData): Variant => ({ id: v.id, name: v.name, price: parsePrice(v.price) ?? 0 });
const variantsOf = (t: TribuneData): Variant[] => EVENT.priceCategories[t.priceCategory]!.map(variant);

type SeatStatus = "free" | "taken" | "reserved";
type Seat = { id: string; number: string | null; status: SeatStatus; gap: boolean };
type Row = { label: string; seats: Seat[] };

/** Deterministic pseudo-random sector: about a fifth taken, some reserved, aisles, a few seats without numbers. */
function buildSector(t: TribuneData): Row[] {
  const aisles = t.seatsPerRow >= 80 ? [34, 67] : t.seatsPerRow >= 40 ? [Math.floor(t.seatsPerRow / 2) + 1] : [];
  let salt = 0;
  for (const char of t.code) salt = (salt * 31 + char.charCodeAt(0)) % 9973;
  const rows: Row[] = [];
  for (let r = 1; r <= t.rows; r++) {
    const seats: Seat[] = [];
    for (let s = 1; s <= t.seatsPerRow; s++) {
      const roll = (r * 7919 + s * 104_729 + salt * 131) % 100;
      const status: SeatStatus = roll < 20 ? "taken" : roll < 25 ? "reserved" : "free";
      // Extra seats at the end of every ninth row carry no number in the box office system.
      const unnumbered = r % 9 === 0 && s > t.seatsPerRow - 2;
      seats.push({ id: `${t.code}-${r}-${s}`, number: unnumbered ? null : String(s), status, gap: aisles.includes(s) });
    }
    rows.push({ label: String(r), seats });
  }
  return rows;
}

const sectors = new Map<string, Row[]>();
function sectorOf(t: TribuneData): Row[] {
  let rows = sectors.get(t.id);
  if (!rows) sectors.set(t.id, (rows = buildSector(t)));
  return rows;
}
function findSeat(t: TribuneData, seatId: string): { row: Row; seat: Seat } | null {
  for (const row of sectorOf(t)) {
    const seat = row.seats.find((s) => s.id === seatId);
    if (seat) return { row, seat };
  }
  return null;
}

type CartEntry = {
  id: string;
  parentId: string | null;
  parkingParentId: string | null;
  tribune: string | null;
  seatId: string | null;
  row: string | null;
  number: string | null;
  variant: Variant;
  parking: boolean;
};
/** `total` is what the buyer pays: the tickets less the confirmed voucher (`discount`), never below zero. */
type Order = { id: string; token: string; items: CartEntry[]; total: number; discount: number; voucher: string | null; email: string };
type SalesState = {
  cart: CartEntry[];
  voucher: { code: string; value: number; confirmed: boolean } | null;
  values: Partial<Record<keyof SummaryValues, string>>;
  /** The summary's errors, and the added consent's (QA: `?zgoda-klubu=1`). */
  errors: SummaryErrors & { club_consent?: string };
  flash: string | null;
  order: Order | null;
  /** Orders placed, by the order token their summary carried: one order per token, a repeat gets the first. */
  orders: Map<string, Order>;
  /** The token the next summary page carries; a new one once an order used it or the cart changed. */
  orderToken: string | null;
  seq: number;
  prefix: string;
};

/** Every visitor's state, so that one buyer's cart seats read as taken to the others. */
const everyone = new Map<string, SalesState>();
let visitorCount = 0;

function heldByOthers(self: SalesState): Set<string> {
  const held = new Set<string>();
  for (const state of everyone.values()) {
    if (state === self) continue;
    for (const item of state.cart) if (item.seatId) held.add(item.seatId);
  }
  return held;
}

/**
 * A new visitor arrives with a cart from an earlier visit: a ticket, a child ticket attached to it, a
 * parking ticket belonging to it, and one more ticket. Seats are the first free ones nobody holds.
 */
function newState(): SalesState {
  const prefix = String(1000 + ++visitorCount);
  const state: SalesState = { cart: [], voucher: { code: "PREZENT-50", value: 5000, confirmed: false }, values: {}, errors: {}, flash: null, order: null, orders: new Map(), orderToken: null, seq: 0, prefix };
  const held = heldByOthers(state);
  const picks: Array<{ row: Row; seat: Seat }> = [];
  outer: for (const row of sectorOf(MAIN).slice(4)) {
    for (let i = 0; i + 1 < row.seats.length; i++) {
      const [a, b] = [row.seats[i]!, row.seats[i + 1]!];
      if (a.status === "free" && b.status === "free" && a.number && b.number && !held.has(a.id) && !held.has(b.id) && !b.gap) {
        picks.push({ row, seat: a }, { row, seat: b });
        held.add(a.id).add(b.id);
        if (picks.length >= 4) break outer;
        i += 2;
      }
    }
  }
  const [normal, reduced] = variantsOf(MAIN);
  const seatItem = (pick: { row: Row; seat: Seat }, v: Variant, parentId: string | null = null): CartEntry => ({
    id: nextId(state), parentId, parkingParentId: null, tribune: MAIN.id, seatId: pick.seat.id, row: pick.row.label, number: pick.seat.number, variant: v, parking: false,
  });
  const parent = seatItem(picks[0]!, normal!);
  const child = seatItem(picks[1]!, variant(EVENT.childVariant), parent.id);
  const parking: CartEntry = { id: nextId(state), parentId: null, parkingParentId: parent.id, tribune: null, seatId: null, row: null, number: null, variant: variant(EVENT.parkingVariant), parking: true };
  const other = seatItem(picks[2]!, reduced!);
  state.cart.push(parent, child, parking, other);
  return state;
}

/** Cart ids carry a dot ("1001.3"), as the legacy ones do: element ids must drop it. */
function nextId(state: SalesState): string {
  return `${state.prefix}.${++state.seq}`;
}

/** The cart changed: a summary shown before describes another order, so its token must not place this one. */
function cartChanged(state: SalesState): void {
  state.orderToken = null;
}

function orderToken(state: SalesState): string {
  state.orderToken ??= randomBytes(12).toString("hex");
  return state.orderToken;
}

function stateOf(ctx: ServerContext, visitor: Visitor): SalesState {
  const state = ctx.state(visitor, "sales", newState);
  everyone.set(visitor.id, state);
  return state;
}

function sales(ctx: ServerContext, req: Request, res: Response): SalesState {
  const state = stateOf(ctx, ctx.visitor(req, res));
  res.locals.cartCount = state.cart.length;
  return state;
}

const cartTotal = (items: readonly CartEntry[]) => items.reduce((sum, item) => sum + item.variant.price, 0);

const STYLES = `<link rel="stylesheet" href="/assets/sales/sales.css">`;
const STEPS = ["Wydarzenie", "Trybuna", "Sektor", "Miejsca", "Podsumowanie", "Płatność"];
function steps(current: number, say: Say): string {
  return `<nav class="sales-steps" aria-label="${say("Etapy zakupu")}"><ol>${STEPS.map((name, i) => {
    const n = i + 1;
    const state = n < current ? "done" : n === current ? "current" : "todo";
    return `<li class="sales-steps__item sales-steps__item--${state}"${n === current ? ' aria-current="step"' : ""}><span class="sales-steps__n">${n}</span> ${say(name)}</li>`;
  }).join("")}</ol></nav>`;
}
/** The step's name is part of the page's `h1`, so a screen reader starting at the heading hears which step this is. */
function eventHeader(title: string, say: Say): string {
  return `<header class="sales-event"><p class="sales-event__meta">${h(say(EVENT.serieName))} · ${h(say(EVENT.date))} · ${h(EVENT.venue)}</p>
<h1 class="sales-event__title">${h(EVENT.eventName)} <span class="sales-event__step">${h(title)}</span></h1></header>`;
}
function flash(state: SalesState, say: Say): string {
  const message = state.flash;
  state.flash = null;
  return message ? `<p class="sales-flash" role="alert">${h(say(message))}</p>` : "";
}

// ---- SVG stadium (drawn from the same polygons the map uses) ----
const CATEGORY_FILL: Record<string, string> = { A: "#2d5f9a", B: "#3f7fbf", C: "#6b9bd1" };
/** The plan as the legacy image: the caption drawn in it is in `say`'s language (the page asks for `?lang=en`). */
function stadiumSvg(say: Say): string {
  const polygons = EVENT.tribunes
    .map((t) => {
      const points = t.coords.reduce<string[]>((acc, v, i) => (i % 2 ? [...acc.slice(0, -1), `${acc.at(-1)},${v}`] : [...acc, String(v)]), []).join(" ");
      const xs = t.coords.filter((_, i) => i % 2 === 0);
      const ys = t.coords.filter((_, i) => i % 2 === 1);
      const cx = xs.reduce((a, b) => a + b, 0) / xs.length;
      const cy = ys.reduce((a, b) => a + b, 0) / ys.length;
      return `<polygon points="${points}" fill="${CATEGORY_FILL[t.priceCategory]}" stroke="#fff" stroke-width="3"/><text x="${cx.toFixed(0)}" y="${(cy + 5).toFixed(0)}" text-anchor="middle" font-size="15" font-weight="700" fill="#fff">${h(t.code)}</text>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="550" viewBox="0 0 700 550" font-family="Arial, sans-serif">
<rect width="700" height="550" fill="#eef1f5"/>
<rect x="30" y="22" width="640" height="506" rx="120" fill="#d3d9e1"/>
<rect x="42" y="34" width="616" height="482" rx="110" fill="#c3cad4"/>
${polygons}
<rect x="200" y="160" width="300" height="230" fill="#2f8f4e"/>
${Array.from({ length: 6 }, (_, i) => `<rect x="${200 + i * 50}" y="160" width="25" height="230" fill="#2a8447"/>`).join("")}
<g fill="none" stroke="#e9f5ec" stroke-width="2"><rect x="208" y="168" width="284" height="214"/><line x1="350" y1="168" x2="350" y2="382"/><circle cx="350" cy="275" r="30"/>
<rect x="208" y="228" width="40" height="94"/><rect x="452" y="228" width="40" height="94"/></g>
<text x="350" y="541" text-anchor="middle" font-size="12" fill="#5b6472">${h(say("Wejścia A–D od ul. Pokoleń Lechii Gdańsk · Parking P2 za trybuną zachodnią"))}</text>
</svg>`;
}

function priceFrom(t: TribuneData): number {
  return Math.min(...variantsOf(t).map((v) => v.price));
}

// ---- Step 4 markup (legacy, works without the script) ----
const SEAT_STATUS: Record<SeatStatus, string> = { free: "wolne", taken: "zajęte", reserved: "zarezerwowane" };
/** A seat checkbox's full name, as the island's seat buttons say it: 'rząd 5, miejsce 15, wolne, 149,00 zł'. */
function seatName(row: string, number: string | null, status: SeatStatus, price: string, say: Say): string {
  const place = say("rząd %s, miejsce %s", row, number ?? say("bez numeru"));
  return `${place}, ${say(SEAT_STATUS[status])}${status === "free" ? `, ${price}` : ""}`;
}

/** `choice`: seats to show checked again (a failed add to cart without the script keeps the buyer's choice). */
function stepFour(say: Say, lang: Language, state: SalesState, t: TribuneData, limit: number, choice: ReadonlySet<string> = new Set(), chargeId = ""): string {
  const others = heldByOthers(state);
  const mine = new Map(state.cart.filter((i) => i.seatId).map((i) => [i.seatId!, i]));
  const variants = variantsOf(t);
  const defaultPrice = formatPln(variants[0]!.price, lang);
  const seatRows = sectorOf(t)
    .map((row) => {
      const seats = row.seats
        .map((seat) => {
          const own = mine.get(seat.id);
          const status: SeatStatus = own ? "free" : others.has(seat.id) ? "taken" : seat.status;
          const classes = `seat seat--${own ? "cart" : status}${seat.gap ? " seat--gap" : ""}`;
          const number = seat.number ?? "--";
          const title = say("Rząd %s, miejsce %s", row.label, number);
          const input = own
            ? `<input type="checkbox" value="${seat.id}" data-status="free" checked disabled>`
            : `<input type="checkbox" name="seat[]" value="${seat.id}" data-status="${status}" aria-label="${h(seatName(row.label, seat.number, status, defaultPrice, say))}"${status === "free" ? (choice.has(seat.id) ? " checked" : "") : " disabled"}>`;
          return `<label class="${classes}" title="${h(title)}">${input}${h(number)}</label>`;
        })
        .join("");
      return `<div class="seats__row" data-row="${h(row.label)}"><span class="seats__label">${h(row.label)}</span>${seats}</div>`;
    })
    .join("\n");
  const cartRows = state.cart
    .map((item) => {
      const attached = item.parentId ?? item.parkingParentId ?? "";
      // Cart item parking_url (spec §3): a parking ticket's name leads to its parking (issue 9).
      const parkingUrl = item.parking ? parkingUrlOf(item.id) : "";
      return `<tr id="cart_item_${h(item.id.replaceAll(".", ""))}" data-id-cart-item="${h(item.id)}" data-id-parent-cart-item="${h(item.parentId ?? "")}" data-parking-ticket-parent="${h(item.parkingParentId ?? "")}" data-id-seat="${h(item.seatId ?? "")}" data-id-charge="${h(item.variant.id)}" data-price="${(item.variant.price / 100).toFixed(2)}" data-event-name="${h(EVENT.eventName)}" data-serie-name="${h(EVENT.serieName)}" data-parking="${item.parking ? 1 : 0}"${item.tribune ? ` data-sector-name="${h(cartSector(item) ?? "")}"` : ""}${parkingUrl ? ` data-parking-url="${h(parkingUrl)}"` : ""}${attached ? ' class="attached"' : ""}>
<td>${itemName(item, say)}</td><td>${h(item.row ?? "--")}</td><td>${h(item.number ?? "--")}</td><td>${formatPln(item.variant.price, lang)}</td>
<td><button type="submit" name="remove_cart_item" value="${h(item.id)}" formaction="/sprzedaz/krok-4/usun" formnovalidate>${say("Usuń")}</button></td></tr>`;
    })
    .join("\n");
  return `${STYLES}${steps(4, say)}${eventHeader(say("%s — wybór miejsc", say(t.name)), say)}${flash(state, say)}
<p class="sales-back"><a href="/sprzedaz/krok-2">← ${say("Zmień trybunę")}</a></p>
<form id="seats_form" class="sales-form" method="post" action="/sprzedaz/krok-4">
<input type="hidden" name="id_tribune" value="${h(t.id)}">
<div data-island="seat-panel" class="legacy-seat-panel" data-limit="${limit}" data-sector-name="${h(t.code)}" data-event-name="${h(EVENT.eventName)}" data-serie-name="${h(EVENT.serieName)}">
<section class="selected-locations"><h2>${say("Wybrane miejsca")}</h2>
<table class="selected-locations__table"><thead><tr><th>${say("Rodzaj biletu")}</th><th>${say("Rząd")}</th><th>${say("Miejsce")}</th><th>${say("Cena")}</th><th>${say("Usuń")}</th></tr></thead>
<tbody>${cartRows}</tbody></table></section>
<p class="ticket-variant"><label>${say("Rodzaj biletu dla nowych miejsc")} <select name="id_charge">${variants.map((v) => `<option value="${h(v.id)}" data-price="${(v.price / 100).toFixed(2)}"${v.id === chargeId ? " selected" : ""}>${h(say(v.name))}</option>`).join("")}</select></label>
${say("Limit miejsc: %d.", limit)}</p>
<div class="seats" data-sector="${h(t.code)}">
${seatRows}
</div>
<p class="footer"><button type="submit" name="action" value="add" class="pay">${say("dodaj do koszyka")}</button> <button type="submit" name="action" value="next" class="pay">${say("dalej")}</button></p>
</div>
</form>`;
}

// ---- Summary ----
const NATIONALITIES: Array<[string, string]> = [["pl", "polska"], ["de", "niemiecka"], ["ua", "ukraińska"], ["cz", "czeska"], ["lt", "litewska"], ["gb", "brytyjska"], ["other", "inna"]];
const DOCUMENT_TYPES: Array<[string, string]> = [["", "— wybierz —"], ["1", "dowód osobisty"], ["2", "paszport"], ["3", "karta pobytu"]];
/** The recorded summary names its fields bare, as the island reads them (src/domain/summary.ts). */
const FIELDS = SUMMARY_LEGACY_NAMES;

function summaryValues(source: Record<string, unknown>): SummaryValues {
  const text = (key: keyof SummaryValues) => str(source[FIELDS[key]]).trim();
  const terms = source[FIELDS.termsAccepted];
  return {
    email: text("email"),
    emailConfirm: text("emailConfirm"),
    nationality: text("nationality"),
    pesel: text("pesel"),
    documentType: text("documentType"),
    documentNumber: text("documentNumber"),
    termsAccepted: terms === true || terms === "1" || terms === "on",
  };
}

/** Places the order of `token` once; a repeat (a retry, a second click, a re-sent post) gets the first order back. */
function placeOrder(state: SalesState, token: string, values: SummaryValues): Order {
  const placed = state.orders.get(token);
  if (placed) return (state.order = placed);
  // Without the script the voucher is confirmed as part of the post, as the legacy server did.
  if (state.voucher) state.voucher.confirmed = true;
  const tickets = cartTotal(state.cart);
  const discount = Math.min(tickets, state.voucher?.value ?? 0);
  const order: Order = { id: `TRB-${state.prefix}-${state.orders.size + 1}`, token, items: [...state.cart], total: tickets - discount, discount, voucher: state.voucher?.code ?? null, email: values.email };
  // A voucher pays for one order.
  state.voucher = null;
  state.orders.set(token, order);
  state.order = order;
  return order;
}

const CLUB_CONSENT = "club_consent";
const CLUB_CONSENT_REQUIRED = "Zaakceptuj regulamin klubu, aby kupić bilet.";

/**
 * A consent a shop added to its summary form (QA, `?zgoda-klubu=1`): a legacy control the island keeps, judged by the
 * server only. The hidden "0" before the box posts an unticked box without the script (the PHP idiom).
 */
function clubConsentRow(say: Say, error: string | undefined): string {
  const invalid = error ? ` aria-invalid="true" aria-describedby="e_${CLUB_CONSENT}"` : "";
  return `<p class="field field--check${error ? " field--error" : ""}"><input type="hidden" name="${CLUB_CONSENT}" value="0"><input type="checkbox" id="f_${CLUB_CONSENT}" name="${CLUB_CONSENT}" value="1"${invalid}> <label for="f_${CLUB_CONSENT}">${say("Akceptuję regulamin klubu")} *</label>${error ? `<span class="field__error" id="e_${CLUB_CONSENT}">${h(say(error))}</span>` : ""}</p>`;
}

/** Whether the post carried the added consent, and ticked it ("1"; without the script "0" and "1" both come). */
function clubConsent(source: Record<string, unknown> | null): "absent" | "ticked" | "unticked" {
  const value = source?.[CLUB_CONSENT];
  if (value === undefined) return "absent";
  return (Array.isArray(value) ? value : [value]).includes("1") ? "ticked" : "unticked";
}

function summaryPage(say: Say, lang: Language, state: SalesState, withClubConsent: boolean): string {
  const v = state.values;
  const e = state.errors;
  state.errors = {};
  const field = (key: keyof SummaryValues, label: string, control: string, required: string) => {
    const error = e[key];
    return `<p class="field${error ? " field--error" : ""}"><label for="f_${FIELDS[key]}">${label}${required}</label>${control}${error ? `<span class="field__error" id="e_${FIELDS[key]}">${h(say(error))}</span>` : ""}</p>`;
  };
  const input = (key: keyof SummaryValues, type = "text", extra = "") =>
    `<input type="${type}" id="f_${FIELDS[key]}" name="${FIELDS[key]}" value="${h(v[key] ?? "")}"${extra}${e[key] ? ` aria-invalid="true" aria-describedby="e_${FIELDS[key]}"` : ""}>`;
  const select = (key: keyof SummaryValues, options: Array<[string, string]>, selected: string) =>
    `<select id="f_${FIELDS[key]}" name="${FIELDS[key]}">${options.map(([value, label]) => `<option value="${value}"${value === selected ? " selected" : ""}>${h(say(label))}</option>`).join("")}</select>`;
  const lines = state.cart.map((item) => ({ name: say(item.variant.name), id: item.variant.id, price: item.variant.price, eventName: EVENT.eventName, serieName: EVENT.serieName }));
  const items = state.cart
    .map((item) => `<tr><td>${itemName(item, say)}${item.parking ? "" : `<br><small>${h(say(tribuneById.get(item.tribune ?? "")?.name ?? ""))}, ${h(say("rząd %s, miejsce %s", item.row ?? "--", item.number ?? "--"))}</small>`}</td><td class="num">${formatPln(item.variant.price, lang)}</td></tr>`)
    .join("");
  const nationality = v.nationality ?? "pl";
  const voucher = state.voucher && !state.voucher.confirmed ? state.voucher : null;
  return `${STYLES}${steps(5, say)}${eventHeader(say("Podsumowanie zamówienia"), say)}${flash(state, say)}
<div class="sales-summary">
<section class="sales-card sales-order" aria-labelledby="order-title"><h2 id="order-title">${say("Twoje bilety")}</h2>
<table class="sales-order__table"><tbody>${items}</tbody><tfoot><tr><th scope="row">${say("Razem")}</th><td class="num">${formatPln(cartTotal(state.cart), lang)}</td></tr></tfoot></table>
<p><a href="/sprzedaz/krok-4">← ${say("Wróć do wyboru miejsc")}</a></p></section>
<div data-island="summary" class="legacy-summary sales-card" data-voucher="${h(voucher?.code ?? "")}" data-props="${propsAttribute({ lines })}">
<form id="summary_form" method="post" action="/sprzedaz/podsumowanie" novalidate>
<input type="hidden" name="order_token" value="${h(orderToken(state))}">
<h2>${say("Dane kupującego")}</h2>
${voucher ? `<p class="voucher">${say("Voucher %s czeka na potwierdzenie. Potwierdzimy go przy przejściu do płatności.", `<strong>${h(voucher.code)}</strong>`)}</p>` : ""}
${field("email", say("Adres e-mail"), input("email", "email", ' autocomplete="email"'), " *")}
${field("emailConfirm", say("Powtórz adres e-mail"), input("emailConfirm", "email", ' autocomplete="off"'), " *")}
${field("nationality", say("Obywatelstwo"), select("nationality", NATIONALITIES, nationality), " *")}
${field("pesel", "PESEL", input("pesel", "text", ' inputmode="numeric" maxlength="11"'), nationality === "pl" ? " *" : "")}
${field("documentType", say("Rodzaj dokumentu"), select("documentType", DOCUMENT_TYPES, v.documentType ?? ""), nationality === "pl" ? "" : " *")}
${field("documentNumber", say("Numer dokumentu"), input("documentNumber"), nationality === "pl" ? "" : " *")}
<p class="field field--check${e.termsAccepted ? " field--error" : ""}"><label><input type="checkbox" name="terms" value="1"${v.termsAccepted === "1" ? " checked" : ""}> ${say("Akceptuję regulamin sprzedaży")} (<a href="/regulamin.html">${say("przeczytaj regulamin")}</a>) *</label>${e.termsAccepted ? `<span class="field__error">${h(say(e.termsAccepted))}</span>` : ""}</p>
${withClubConsent ? clubConsentRow(say, e.club_consent) : ""}<p><button type="submit" class="pay">${say("przejdź do płatności")}</button></p>
</form>
</div>
</div>`;
}

function paymentPage(say: Say, lang: Language, order: Order): string {
  // The stand too, as the summary shows it: an order may span several.
  const rows = order.items.map((item) => `<tr><td>${h(say(item.variant.name))}${item.parking ? "" : ` — ${h(say(tribuneById.get(item.tribune ?? "")?.name ?? ""))}, ${h(say("rząd %s, miejsce %s", item.row ?? "--", item.number ?? "--"))}`}</td><td class="num">${formatPln(item.variant.price, lang)}</td></tr>`).join("");
  return `${STYLES}${steps(6, say)}${eventHeader(say("Płatność"), say)}
<section class="sales-card sales-payment" aria-labelledby="pay-title">
<h2 id="pay-title">${say("Zamówienie %s", h(order.id))}</h2>
<p>${say("Potwierdzenie wyślemy na adres %s.", `<strong>${h(order.email)}</strong>`)}</p>
<table class="sales-order__table"><tbody>${rows}${order.voucher ? `<tr><td>${say("Voucher %s", h(order.voucher))}</td><td class="num">−${formatPln(order.discount, lang)}</td></tr>` : ""}</tbody><tfoot><tr><th scope="row">${say("Do zapłaty")}</th><td class="num" data-testid="amount">${formatPln(order.total, lang)}</td></tr></tfoot></table>
${order.voucher ? `<p>${say("Voucher %s został potwierdzony.", `<strong>${h(order.voucher)}</strong>`)}</p>` : ""}
<div class="sales-payment__provider"><p>${say("%s (zewnętrzny serwis; w tym środowisku nie jest wywoływany).", `<strong>${say("Operator płatności")}</strong>`)}</p>
<p>${say("Tu kupujący zostałby przekierowany, aby zapłacić %s.", `<strong>${formatPln(order.total, lang)}</strong>`)}</p></div>
</section>`;
}

function placedAnswer(order: Order) {
  return { ok: true as const, next: "/sprzedaz/platnosc", transaction: { id: order.id, revenue: (order.total / 100).toFixed(2) } };
}

const ADD_FAILED = "Nie udało się dodać biletów do koszyka. Wybrane miejsca są nadal zaznaczone: spróbuj ponownie.";
const STALE_SUMMARY = "Koszyk zmienił się od otwarcia tego podsumowania. Sprawdź bilety i wyślij formularz ponownie.";

/**
 * Adds seats (`SeatToAdd`: the form's ids, or the queue-mode add's values read back) of tribune `t` by the shared rules (`addSeats` in dev-server/cartAdding.ts:
 * a seat already in the cart counts as added; the limit counts seat tickets of every tribune).
 */
function addTo(state: SalesState, t: TribuneData, seats: readonly SeatToAdd[], chargeId: string): AddResult {
  const variants = variantsOf(t);
  const fallback = variants.find((v) => v.id === chargeId) ?? variants[0]!;
  const others = heldByOthers(state);
  const result = addSeats(state, seats, EVENT.seatLimit, (seatId, seatCharge) => {
    const found = findSeat(t, seatId);
    if (!found || found.seat.status !== "free" || others.has(seatId)) return null;
    const v = variants.find((x) => x.id === seatCharge) ?? fallback;
    return { id: nextId(state), parentId: null, parkingParentId: null, tribune: t.id, seatId, row: found.row.label, number: found.seat.number, variant: v, parking: false };
  });
  if (result.added) cartChanged(state);
  return result;
}

/** The page's language and its translator (the visitor's `?lang=`, remembered across links and posts). */
function speech(ctx: ServerContext, req: Request, res: Response): { lang: Language; say: Say } {
  const lang = ctx.language(req, res);
  return { lang, say: speaker(lang) };
}

function isAjax(req: Request): boolean {
  return req.query.__ajax_request === "1";
}

const register: RouteModule = (app, ctx) => {
  // Every page's header counts this cart (the one its link leads to), as the shop's layout does from the session. Read,
  // not made: a new cart takes four free seats (newState), and every test's visitor of any page would take them.
  ctx.headerCart((req, res) => (ctx.visitor(req, res).data.get("sales") as SalesState | undefined)?.cart.length);
  // The language is in the address (not the cookie), so a cached Polish plan is never shown on an English page.
  app.get("/sprzedaz/stadion.svg", (req, res) => {
    res.type("image/svg+xml").setHeader("Cache-Control", "public, max-age=3600");
    res.send(stadiumSvg(speaker(req.query.lang === "en" ? "en" : "pl")));
  });

  ctx.page("/sprzedaz/krok-2", { title: "Wybór trybuny", description: "Krok 2: plan stadionu z 14 trybunami (mapa obrazkowa → canvas).", group: "Sprzedaż" }, ({ req, res }) => {
    const state = sales(ctx, req, res);
    const { say, lang } = speech(ctx, req, res);
    const chosen = tribuneById.get(str(req.query.id_tribune));
    // Without the script an <area> is a link: its ?id_tribune= acts as the edit form's submit.
    if (chosen) {
      res.redirect(303, `/sprzedaz/krok-4?id_tribune=${chosen.id}`);
      return "";
    }
    const areas = EVENT.tribunes
      .map((t) => `<area shape="poly" coords="${t.coords.join(",")}" href="/sprzedaz/krok-2?id_tribune=${t.id}" alt="${h(say("%s, od %s", say(t.name), formatPln(priceFrom(t), lang)))}" data-id-tribune="${t.id}">`)
      .join("\n");
    return `${STYLES}${steps(2, say)}${eventHeader(say("Wybierz trybunę"), say)}${flash(state, say)}
<div class="sales-tribunes">
<form id="edit_form" method="post" action="/sprzedaz/krok-2">
<input type="hidden" name="id_tribune" value="">
<div data-island="tribune-map" class="legacy-tribune-map">
<img src="/sprzedaz/stadion.svg${lang === "en" ? "?lang=en" : ""}" width="700" height="550" usemap="#stadion" alt="${h(say("Plan stadionu %s", EVENT.venue))}">
<map name="stadion">
${areas}
</map>
</div>
</form>
<aside class="sales-card sales-prices" aria-labelledby="prices-title"><h2 id="prices-title">${say("Ceny biletów")}</h2>
<dl>${Object.entries(EVENT.priceCategories).map(([category, vs]) => `<dt><span class="sales-prices__swatch" style="background:${CATEGORY_FILL[category]}"></span>${say("Strefa %s", category)}</dt><dd>${vs.map((v) => `${h(say(v.name))} ${formatPln(parsePrice(v.price) ?? 0, lang)}`).join(" · ")}</dd>`).join("")}</dl>
<p>${say("Limit: %d miejsc na zamówienie. Dzieci do lat 12 wchodzą z opiekunem na bilet dołączony do jego biletu.", EVENT.seatLimit)}</p></aside>
</div>`;
  });

  app.post("/sprzedaz/krok-2", (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const chosen = tribuneById.get(str(body.id_tribune));
    res.redirect(303, chosen ? `/sprzedaz/krok-4?id_tribune=${chosen.id}` : "/sprzedaz/krok-2");
  });

  // Where a parking ticket's parking_url leads: which parking, for which ticket, how to get in.
  ctx.page(PARKING_PAGE, { title: "Parking", description: "Parking biletu parkingowego z koszyka (parking_url pozycji koszyka).", group: "Sprzedaż" }, ({ req, res }) => {
    const say = speaker(ctx.language(req));
    const item = sales(ctx, req, res).cart.find((entry) => entry.parking && entry.id === str(req.query.id_cart_item));
    if (!item) return `<h1>${say("Parking")}</h1><p>${say("Tego biletu parkingowego nie ma w koszyku.")}</p><p><a href="/sprzedaz/krok-4">${say("Wróć do wyboru miejsc")}</a></p>`;
    return `<h1>${h(say(item.variant.name))}</h1><p data-parking-ticket="${h(item.id)}">${say("Bilet parkingowy do biletu %s.", h(item.parkingParentId ?? "--"))} ${say("Wjazd od ul. Pokoleń Lechii Gdańsk, bramą P2, do 2 godzin przed wydarzeniem.")}</p><p><a href="/sprzedaz/krok-4">${say("Wróć do wyboru miejsc")}</a></p>`;
  });

  ctx.page("/sprzedaz/krok-4", { title: "Wybór miejsc", description: "Krok 4: sektor 2000 miejsc, koszyk z biletem dołączonym i parkingowym, limit 6.", group: "Sprzedaż" }, ({ req, res }) => {
    const state = sales(ctx, req, res);
    // ?limit=N shows the page with another seat limit (QA: each limit message); the server keeps its own.
    const limit = /^\d+$/.test(str(req.query.limit)) ? Number(req.query.limit) : EVENT.seatLimit;
    const { say, lang } = speech(ctx, req, res);
    return stepFour(say, lang, state, tribuneById.get(str(req.query.id_tribune)) ?? MAIN, limit);
  });

  ctx.page("/sprzedaz/krok-4-5000", { title: "Wybór miejsc (5000)", description: "Krok 4 z sektorem 5000 miejsc (pomiary wydajności).", group: "Sprzedaż" }, ({ req, res }) => {
    const { say, lang } = speech(ctx, req, res);
    return stepFour(say, lang, sales(ctx, req, res), BENCH, EVENT.seatLimit);
  });

  app.post("/sprzedaz/krok-4", (req, res) => {
    const state = sales(ctx, req, res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const t = tribuneById.get(str(body.id_tribune)) ?? MAIN;
    const back = `/sprzedaz/krok-4?id_tribune=${t.id}`;
    if (str(body.action) === "next") {
      if (state.cart.length === 0) {
        state.flash = "Koszyk jest pusty. Wybierz co najmniej jedno miejsce.";
        return res.redirect(303, back);
      }
      return res.redirect(303, "/sprzedaz/podsumowanie");
    }
    state.flash = addTo(state, t, list(body["seat[]"]).map((seatId) => ({ seatId })), str(body.id_charge)).message;
    res.redirect(303, back);
  });

  // Without the script a failed add to cart answers with the shop's step 4, the buyer's choice still checked.
  failurePages.set("/sprzedaz/krok-4", (req, res, status) => {
    const state = sales(ctx, req, res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const t = tribuneById.get(str(body.id_tribune)) ?? MAIN;
    state.flash = ADD_FAILED;
    const choice = new Set(list(body["seat[]"]));
    const { say, lang } = speech(ctx, req, res);
    ctx.render(req, res, { title: "Wybór miejsc", status }, stepFour(say, lang, state, t, EVENT.seatLimit, choice, str(body.id_charge)));
  });

  // With the script: {id_tribune, seat: ["<id_seat>:<id_charge>", ...]} (the type after the last ":": seatValue.ts) → the whole cart as the seat panel reads it.
  app.post("/ajax/Sales/addToCart/", (req, res) => {
    const state = sales(ctx, req, res);
    const payload = (ctx.payload(req) ?? {}) as Record<string, unknown>;
    const t = tribuneById.get(str(payload.id_tribune)) ?? MAIN;
    const result = addTo(state, t, list(payload.seat).map(parseSeatValue), "");
    answerAdd(res, state, result, speech(ctx, req, res).say, EVENT, cartSector);
  });

  app.post("/sprzedaz/krok-4/usun", (req, res) => {
    const state = sales(ctx, req, res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    removeWithAttached(state, body);
    cartChanged(state);
    res.redirect(303, `/sprzedaz/krok-4?id_tribune=${tribuneById.get(str(body.id_tribune))?.id ?? MAIN.id}`);
  });

  app.post("/ajax/Sales/removeFromCart/", (req, res) => {
    const state = sales(ctx, req, res);
    if (removeListed(ctx, req, res, state)) cartChanged(state);
  });

  app.post("/ajax/Sales/confirmVoucher/", (req, res) => {
    const state = sales(ctx, req, res);
    const payload = ctx.payload(req) as { code?: unknown } | null;
    if (!state.voucher || payload?.code !== state.voucher.code) {
      res.status(404).json({ ok: false, error: "no such voucher" });
      return;
    }
    state.voucher.confirmed = true;
    res.json({ ok: true });
  });

  ctx.page("/sprzedaz/podsumowanie", { title: "Podsumowanie", description: "Podsumowanie: e-mail (bez wklejania), obywatelstwo, PESEL lub dokument, regulamin, voucher.", group: "Sprzedaż" }, ({ req, res }) => {
    const state = sales(ctx, req, res);
    if (state.cart.length === 0) {
      state.flash = "Koszyk jest pusty. Wybierz co najmniej jedno miejsce.";
      res.redirect(303, "/sprzedaz/krok-4");
      return "";
    }
    const { say, lang } = speech(ctx, req, res);
    return summaryPage(say, lang, state, req.query["zgoda-klubu"] === "1");
  });

  app.post("/sprzedaz/podsumowanie", (req, res) => {
    const state = sales(ctx, req, res);
    const ajax = isAjax(req);
    const source = (ajax ? ctx.payload(req) : req.body) as Record<string, unknown> | null;
    const token = str(source?.order_token);
    const placed = state.orders.get(token);
    // A repeat of a post that already placed its order: the first order, whatever this post carries.
    if (placed) {
      state.order = placed;
      return ajax ? res.json(placedAnswer(placed)) : res.redirect(303, "/sprzedaz/platnosc");
    }
    const values = summaryValues(source ?? {});
    // Only the token of the summary showing this cart places an order (an old tab's summary would buy another cart).
    const stale = !token || token !== state.orderToken;
    const errors: SalesState["errors"] = state.cart.length && !stale ? validateSummary(values) : {};
    const club = clubConsent(source);
    if (club === "unticked" && !stale) errors.club_consent = CLUB_CONSENT_REQUIRED;
    if (ajax) {
      if (!state.cart.length) return res.status(409).json({ ok: false, errors: {}, error: "empty cart" });
      if (stale) return res.status(409).json({ ok: false, errors: {}, error: "stale order token" });
      // The added consent's message in the visitor's language: the island shows a server's text as it comes.
      if (Object.keys(errors).length) return res.json({ ok: false, errors: { ...errors, ...(errors.club_consent ? { club_consent: speech(ctx, req, res).say(errors.club_consent) } : {}) } });
      return res.json(placedAnswer(placeOrder(state, token, values)));
    }
    state.values = Object.fromEntries(Object.entries(values).map(([k, val]) => [k, typeof val === "boolean" ? (val ? "1" : "") : val]));
    if (stale) state.flash = STALE_SUMMARY;
    if (stale || Object.keys(errors).length) {
      state.errors = errors;
      return res.redirect(303, club === "absent" ? "/sprzedaz/podsumowanie" : "/sprzedaz/podsumowanie?zgoda-klubu=1");
    }
    placeOrder(state, token, values);
    res.redirect(303, "/sprzedaz/platnosc");
  });

  // 'Check my order' while a summary post hangs: was the order of this token placed?
  app.post("/ajax/Sales/orderStatus/", (req, res) => {
    const state = sales(ctx, req, res);
    const payload = (ctx.payload(req) ?? {}) as Record<string, unknown>;
    const placed = state.orders.get(str(payload.order_token));
    res.json(placed ? placedAnswer(placed) : { ok: false, placed: false });
  });

  // QA: the orders this visitor placed (to check that a repeated step never ordered twice).
  app.get("/ajax/Sales/orders.json", (req, res) => {
    const state = sales(ctx, req, res);
    res.json([...state.orders.values()].map((order) => ({ id: order.id, total: order.total, items: order.items.length })));
  });

  ctx.page("/sprzedaz/platnosc", { title: "Płatność", description: "Płatność: zastępnik operatora płatności z kwotą do zapłaty.", group: "Sprzedaż" }, ({ req, res }) => {
    const state = sales(ctx, req, res);
    if (!state.order) {
      res.redirect(303, "/sprzedaz/podsumowanie");
      return "";
    }
    const { say, lang } = speech(ctx, req, res);
    return paymentPage(say, lang, state.order);
  });
};

export default register;
