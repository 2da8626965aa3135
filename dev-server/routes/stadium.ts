/**
 * A stadium-sized sale (issue 11): about 58,000 seats in 14 tribunes and 68 sectors, one page where the
 * stadium map replaces both the tribune map (step 2) and the seat panel (step 4). The seats are
 * generated from fixtures/stadium/event.json with a fixed seed (the same seats on every start) and
 * sent the legacy way: JSON props in the island host, compact row strings (src/domain/stadiumSeats.ts).
 * Without the script the page is plain links (tribune → sector) and a form of checkboxes per sector.
 *
 * Paths (ours; the spec names none for a stadium page):
 *   GET  /stadion[?sektor=W2]          the page; ?sektor= shows that sector's seats without the script
 *   POST /stadion                      seat[]=<id> and id_charge with action=add, or action=next → /stadion/koszyk
 *   POST /stadion/usun                 remove_cart_item=<id> (the cart table's buttons without the script)
 *   POST /ajax/Stadium/removeFromCart/ json {id_cart_item: [...]} → {ok: true}   (spec §7, queue mode)
 *   POST /ajax/Stadium/addToCart/      json {seat: ["<id>:<id_charge>", ...]} → the whole cart, as /ajax/Sales/addToCart/
 *   GET  /stadion/koszyk               the cart after 'dalej'
 */
import type { Request, Response } from "express";
import { formatPln, parsePrice } from "../../src/domain/prices.ts";
import { isChoosable, parseSeatId, seatId, seatKind, SEAT_LETTERS } from "../../src/domain/stadiumSeats.ts";
import { parseSeatValue } from "../../src/domain/seatValue.ts";
import { addSeats, answerAdd, islandCartItem, type AddResult, type SeatToAdd } from "../cartAdding.ts";
import { formList as list, formString as str, removeListed, removeWithAttached } from "../cartRemoval.ts";
import { recordedEvent, type EventBase, type VariantData } from "../eventFixture.ts";
import type { RouteModule, ServerContext } from "../context.ts";
import { failurePages } from "../faults.ts";
import { escapeHtml as h, jsonScript } from "../html.ts";
import { speaker, type Language, type Say } from "../i18n.ts";

type TribuneData = { code: string; name: string; side: string; tier: number; sectors: number; seats: number; rows: number; zones: string };
type EventData = EventBase & {
  seed: number;
  zones: Array<{ code: string; name: string; color: string; variants: VariantData[] }>;
  tribunes: TribuneData[];
};

const EVENT = recordedEvent<EventData>("stadium");

type Variant = { id: string; name: string; price: number };
const variant = (v: VariantData): Variant => ({ id: v.id, name: v.name, price: parsePrice(v.price) ?? 0 });
const ZONES = EVENT.zones.map((zone) => ({ code: zone.code, name: zone.name, color: zone.color, variants: zone.variants.map(variant) }));
const zoneIndex = new Map(ZONES.map((zone, i) => [zone.code, i]));

/** One sector as the page sends it: geometry in seat widths (origin = its first seat's corner, angle of its rows). */
type Sector = { code: string; tribune: number; zone: number; x: number; y: number; angle: number; rows: string[] };

// ---- Geometry: a 210 × 136 pitch (seat widths of 0.5 m) with stands around it ----
const PITCH = { halfLength: 105, halfWidth: 68 };
const SECTOR_GAP = 3;
const FRONT = 12;
const TIER_GAP = 4;
type Side = "W" | "E" | "N" | "S";
/** Facing angle (towards the pitch) of each side; W is drawn at the bottom, N at the left. */
const FACING: Record<Side, number> = { W: -90, E: 90, N: 0, S: 180 };

const widthOf = (group: TribuneData[]) => group.reduce((sum, t) => sum + t.sectors * t.seats, 0) + (group.reduce((n, t) => n + t.sectors, 0) - 1) * SECTOR_GAP;

/** Deterministic generator (mulberry32), so every start serves the same seats. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Share of seats already sold, per zone letter: the dearest sell first. */
const SOLD: Record<string, number> = { A: 0.72, B: 0.58, C: 0.46, D: 0.33 };

/** Row strings of one sector: sold seats in groups, held seats, wheelchair and companion places, restricted view, vomitories. */
function sectorRows(t: TribuneData, zone: string, next: () => number, corner: boolean): string[] {
  const rows: string[] = [];
  const sold = SOLD[zone] ?? 0.5;
  for (let r = 1; r <= t.rows; r++) {
    let row = "";
    let run = 0;
    for (let s = 1; s <= t.seats; s++) {
      // Lower tiers: a vomitory (an entrance from below) in the middle of rows 14–16.
      if (t.tier === 0 && !corner && r >= 14 && r <= 16 && Math.abs(s - (t.seats + 1) / 2) < 3.5) {
        row += SEAT_LETTERS.none;
        continue;
      }
      if (run > 0) {
        run -= 1;
        row += SEAT_LETTERS.taken;
        continue;
      }
      const roll = next();
      if (t.tier === 0 && r === t.rows && s >= 4 && s <= 9) {
        // The back row of a lower tier: four wheelchair spaces with a companion seat either side.
        const place = s === 4 || s === 9 ? SEAT_LETTERS.companion : SEAT_LETTERS.wheelchair;
        row += roll < 0.3 ? SEAT_LETTERS.taken : place;
      } else if (roll < sold * 0.4) {
        // Sold in a group of 2–5: friends and families buy together.
        run = 1 + Math.floor(next() * 4);
        row += SEAT_LETTERS.taken;
      } else if (roll < sold * 0.6) {
        row += SEAT_LETTERS.taken;
      } else if (roll < sold * 0.6 + 0.02) {
        row += SEAT_LETTERS.held;
      } else if ((t.tier === 1 && r > t.rows - 2 && s % 14 === 7) || (corner && r <= 3 && (s === 1 || s === t.seats))) {
        // Behind a roof pillar, or at a corner's edge with the corner flag hidden.
        row += SEAT_LETTERS.restricted;
      } else {
        row += SEAT_LETTERS.free;
      }
    }
    rows.push(row);
  }
  return rows;
}

function buildSectors(): Sector[] {
  const next = random(EVENT.seed);
  const sectors: Sector[] = [];
  const sides: Side[] = ["W", "E", "N", "S"];
  const depth = (side: Side, tier: number) => EVENT.tribunes.find((t) => t.side === side && t.tier === tier)?.rows ?? 0;
  const frontOf = (side: Side, tier: number) => FRONT + (tier === 1 ? depth(side, 0) + TIER_GAP : 0);
  const place = (t: TribuneData, k: number, origin: [number, number], angle: number) => {
    const zone = t.zones[k] ?? "D";
    sectors.push({ code: `${t.code}${k + 1}`, tribune: EVENT.tribunes.indexOf(t), zone: zoneIndex.get(zone) ?? 0, x: round(origin[0]), y: round(origin[1]), angle, rows: sectorRows(t, zone, next, t.side.length === 2) });
  };
  for (const side of sides) {
    for (const tier of [0, 1]) {
      const group = EVENT.tribunes.filter((t) => t.side === side && t.tier === tier);
      if (group.length === 0) continue;
      const angle = FACING[side];
      const [u, v] = axes(angle);
      const half = side === "W" || side === "E" ? PITCH.halfWidth : PITCH.halfLength;
      const d = half + frontOf(side, tier);
      // Front centre of the tier: the pitch centre moved outwards (−facing) by d.
      const centre: [number, number] = [v[0] * d, v[1] * d];
      let along = -widthOf(group) / 2;
      for (const t of group) {
        for (let k = 0; k < t.sectors; k++) {
          place(t, k, [centre[0] + u[0] * along, centre[1] + u[1] * along], angle);
          along += t.seats + SECTOR_GAP;
        }
      }
    }
  }
  // Corners: one tier each, centred in the square left free between the two upper tiers beside it.
  for (const t of EVENT.tribunes.filter((x) => x.side.length === 2)) {
    const ends: Side = t.side[0] as Side; // N or S: left or right end
    const long: Side = t.side[1] as Side; // W or E: bottom or top
    const sx = ends === "N" ? -1 : 1;
    const sy = long === "W" ? 1 : -1;
    const endsUpper = EVENT.tribunes.filter((x) => x.side === ends && x.tier === 1);
    const longUpper = EVENT.tribunes.filter((x) => x.side === long && x.tier === 1);
    const xIn = widthOf(longUpper) / 2;
    const xOut = PITCH.halfLength + frontOf(ends, 1) + depth(ends, 1);
    const yIn = widthOf(endsUpper) / 2;
    const yOut = PITCH.halfWidth + frontOf(long, 1) + depth(long, 1);
    const centre: [number, number] = [(sx * (xIn + xOut)) / 2, (sy * (yIn + yOut)) / 2];
    const angle = (Math.atan2(-sy, -sx) * 180) / Math.PI;
    const [u, v] = axes(angle);
    const width = t.sectors * t.seats + (t.sectors - 1) * SECTOR_GAP;
    let along = -width / 2;
    for (let k = 0; k < t.sectors; k++) {
      const origin: [number, number] = [centre[0] + u[0] * along - (v[0] * t.rows) / 2, centre[1] + u[1] * along - (v[1] * t.rows) / 2];
      place(t, k, origin, angle);
      along += t.seats + SECTOR_GAP;
    }
  }
  return sectors;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Row direction u (seat numbers grow along it) and depth direction v (row numbers grow outwards) of a facing angle. */
function axes(angle: number): [[number, number], [number, number]] {
  const a = (angle * Math.PI) / 180;
  return [
    [-Math.sin(a), Math.cos(a)],
    [-Math.cos(a), -Math.sin(a)],
  ];
}

const SECTORS = buildSectors();
const sectorByCode = new Map(SECTORS.map((s) => [s.code, s]));

/** Seat at (sector, row, number): its position index in the row string, or -1. */
function seatPosition(sector: Sector, row: number, number: number): number {
  const text = sector.rows[row - 1];
  if (!text) return -1;
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === SEAT_LETTERS.none) continue;
    if (++n === number) return i;
  }
  return -1;
}

type CartEntry = { id: string; parentId: string | null; parkingParentId: string | null; seatId: string | null; sector: string | null; row: string | null; number: string | null; variant: Variant; parking: boolean };
type StadiumState = { cart: CartEntry[]; flash: string | null; seq: number; prefix: string };

const everyone = new Map<string, StadiumState>();
let visitors = 0;

function heldByOthers(self: StadiumState): Set<string> {
  const held = new Set<string>();
  for (const state of everyone.values()) if (state !== self) for (const item of state.cart) if (item.seatId) held.add(item.seatId);
  return held;
}

const nextId = (state: StadiumState) => `${state.prefix}.${++state.seq}`;
const zoneOf = (sector: Sector) => ZONES[sector.zone]!;

/**
 * A returning buyer's cart, as on the step-4 page: a ticket with a child ticket and a parking ticket
 * attached, and one more — on three neighbouring free seats nobody holds, from W3 row 10 on (then the
 * next sectors). Should the stadium have none left, the buyer starts with an empty cart.
 */
function newState(): StadiumState {
  const state: StadiumState = { cart: [], flash: null, seq: 0, prefix: String(7000 + ++visitors) };
  const held = heldByOthers(state);
  const start = SECTORS.findIndex((s) => s.code === "W3");
  const found = [...SECTORS.slice(start), ...SECTORS.slice(0, start)].map((sector) => ({ sector, pick: firstTriple(sector, held) })).find((x) => x.pick !== null);
  if (!found?.pick) return state;
  const { sector, pick } = found;
  const [normal, reduced] = zoneOf(sector).variants;
  const seatItem = (number: number, v: Variant, parentId: string | null = null): CartEntry => ({
    id: nextId(state), parentId, parkingParentId: null, seatId: seatId(sector.code, pick.row, number), sector: sector.code, row: String(pick.row), number: String(number), variant: v, parking: false,
  });
  const parent = seatItem(pick.number, normal!);
  const child = seatItem(pick.number + 1, variant(EVENT.childVariant), parent.id);
  const parking: CartEntry = { id: nextId(state), parentId: null, parkingParentId: parent.id, seatId: null, sector: null, row: null, number: null, variant: variant(EVENT.parkingVariant), parking: true };
  const other = seatItem(pick.number + 2, reduced ?? normal!);
  state.cart.push(parent, child, parking, other);
  return state;
}

/** The first three neighbouring free seats of a sector from row 10 on that nobody holds. */
function firstTriple(sector: Sector, held: Set<string>): { row: number; number: number } | null {
  for (let r = 10; r <= sector.rows.length; r++) {
    const text = sector.rows[r - 1]!;
    let number = 0;
    for (let i = 0; i + 2 < text.length; i++) {
      if (text[i] === SEAT_LETTERS.none) continue;
      number += 1;
      if (text.slice(i, i + 3) === "fff" && ![0, 1, 2].some((k) => held.has(seatId(sector.code, r, number + k)))) return { row: r, number };
    }
  }
  return null;
}

function stadium(ctx: ServerContext, req: Request, res: Response): StadiumState {
  const state = ctx.state(ctx.visitor(req, res), "stadium", newState);
  everyone.set(ctx.visitor(req, res).id, state);
  res.locals.cartCount = state.cart.length;
  return state;
}

/** Row strings as this visitor sees them: seats in other carts read as taken, own cart seats as free (the map shows them chosen). */
function rowsFor(sector: Sector, others: Set<string>): string[] {
  if (others.size === 0) return sector.rows;
  return sector.rows.map((text, r) => {
    let number = 0;
    let out = "";
    for (const letter of text) {
      if (letter === SEAT_LETTERS.none) {
        out += letter;
        continue;
      }
      number += 1;
      out += others.has(seatId(sector.code, r + 1, number)) ? SEAT_LETTERS.taken : letter;
    }
    return out;
  });
}

/** The island's props; names in the page's language (`say`), the event's own names kept for analytics. */
export function stadiumProps(state: StadiumState, focusSector: string | null, limit: number, say: Say) {
  const others = heldByOthers(state);
  return {
    eventName: EVENT.eventName,
    serieName: EVENT.serieName,
    venue: EVENT.venue,
    limit,
    pitch: { width: PITCH.halfLength * 2, height: PITCH.halfWidth * 2 },
    zones: ZONES.map((zone) => ({ ...zone, name: say(zone.name), variants: zone.variants.map((v) => ({ ...v, name: say(v.name) })) })),
    tribunes: EVENT.tribunes.map((t) => ({ code: t.code, name: say(t.name) })),
    sectors: SECTORS.map((s) => ({ ...s, rows: rowsFor(s, others) })),
    cart: state.cart.map((item) => islandCartItem(item, say, EVENT)),
    focusSector,
    removeUrl: "/ajax/Stadium/removeFromCart/",
  };
}

const STYLES = `<link rel="stylesheet" href="/assets/sales/sales.css">`;

function header(title: string, say: Say): string {
  return `<header class="sales-event"><p class="sales-event__meta">${h(say(EVENT.serieName))} · ${h(say(EVENT.date))} · ${h(EVENT.venue)}</p>
<h1 class="sales-event__title">${h(say(EVENT.eventName))}</h1><p class="sales-event__step">${h(title)}</p></header>`;
}

function flash(state: StadiumState, say: Say): string {
  const message = state.flash;
  state.flash = null;
  return message ? `<p class="sales-flash" role="alert">${h(say(message))}</p>` : "";
}

/** Free seats as the island counts them: none held in another visitor's cart or in this one's. */
function freeCount(sector: Sector, others: Set<string>, mine: ReadonlySet<string | null>): number {
  return rowsFor(sector, others).reduce((n, text, r) => {
    let number = 0;
    for (const letter of text) {
      if (letter === SEAT_LETTERS.none) continue;
      number += 1;
      if (isChoosable(seatKind(letter)!) && !mine.has(seatId(sector.code, r + 1, number))) n += 1;
    }
    return n;
  }, 0);
}

/**
 * The legacy markup inside the island host: works as plain links and a form. `choice`: seats to show ticked
 * again (a failed add without the script keeps the buyer's choice), with their ticket type `chargeId`.
 */
function fallback(say: Say, lang: Language, state: StadiumState, chosen: Sector | undefined, limit: number, choice: ReadonlySet<string>, chargeId: string): string {
  const others = heldByOthers(state);
  const mine = new Set(state.cart.map((item) => item.seatId));
  const price = (grosze: number) => formatPln(grosze, lang);
  const cartRows = state.cart
    .map(
      (item) => `<tr data-id-cart-item="${h(item.id)}"><td>${h(say(item.variant.name))}</td><td>${h(item.sector ?? "--")}</td><td>${h(item.row ?? "--")}</td><td>${h(item.number ?? "--")}</td><td>${price(item.variant.price)}</td>
<td><button type="submit" name="remove_cart_item" value="${h(item.id)}" formaction="/stadion/usun" formnovalidate>${say("Usuń")}</button></td></tr>`,
    )
    .join("\n");
  const tribunes = EVENT.tribunes
    .map((t, i) => {
      const links = SECTORS.filter((s) => s.tribune === i)
        .map((s) => `<li><a href="/stadion?sektor=${s.code}#sektor"${s === chosen ? ' aria-current="page"' : ""}>${s.code}</a> <small>${h(say("%s, %s, wolnych: %d", say(zoneOf(s).name), price(zoneOf(s).variants[0]!.price), freeCount(s, others, mine)))}</small></li>`)
        .join("");
      return `<li><strong>${h(say(t.name))}</strong><ul>${links}</ul></li>`;
    })
    .join("\n");
  let seats = "";
  if (chosen) {
    const zone = zoneOf(chosen);
    const rows = rowsFor(chosen, others)
      .map((text, r) => {
        let number = 0;
        const boxes = [...text]
          .map((letter) => {
            if (letter === SEAT_LETTERS.none) return "";
            number += 1;
            const id = seatId(chosen.code, r + 1, number);
            const kind = seatKind(letter)!;
            const free = isChoosable(kind) && !mine.has(id);
            const checked = mine.has(id) || (free && choice.has(id));
            return `<label title="${h(say("Rząd %s, miejsce %s", r + 1, number))}"><input type="checkbox" name="seat[]" value="${id}"${free ? "" : " disabled"}${checked ? " checked" : ""}>${number}</label>`;
          })
          .join("");
        return `<fieldset class="stadium-row"><legend>${say("Rząd %d", r + 1)}</legend>${boxes}</fieldset>`;
      })
      .join("\n");
    seats = `<section id="sektor" aria-labelledby="sektor-title"><h2 id="sektor-title">${h(say("%s, sektor %s", say(EVENT.tribunes[chosen.tribune]!.name), chosen.code))}</h2>
<input type="hidden" name="sektor" value="${chosen.code}">
<p><label>${say("Rodzaj biletu")} <select name="id_charge">${zone.variants.map((v) => `<option value="${v.id}"${v.id === chargeId ? " selected" : ""}>${h(say(v.name))} ${price(v.price)}</option>`).join("")}</select></label></p>
${rows}</section>`;
  }
  const th = ["Rodzaj biletu", "Sektor", "Rząd", "Miejsce", "Cena", "Usuń"].map((name) => `<th>${say(name)}</th>`).join("");
  return `<section><h2>${say("Wybrane miejsca")}</h2><table><thead><tr>${th}</tr></thead><tbody>${cartRows}</tbody></table>
<p>${say("Limit miejsc: %d.", limit)}</p></section>
<nav aria-label="${h(say("Trybuny i sektory"))}"><h2>${say("Wybierz sektor")}</h2><ul class="stadium-tribunes">${tribunes}</ul></nav>
${seats}
<p class="footer"><button type="submit" name="action" value="add">${say("dodaj do koszyka")}</button> <button type="submit" name="action" value="next">${say("dalej")}</button></p>`;
}

/** The stadium page's body (also the answer to a failed add without the script, the choice kept). */
function stadiumPage(say: Say, lang: Language, state: StadiumState, chosen: Sector | undefined, limit: number, choice: ReadonlySet<string> = new Set(), chargeId = ""): string {
  return `${STYLES}${header(say("Wybór miejsc na stadionie"), say)}${flash(state, say)}
<form id="stadium_form" class="sales-form" method="post" action="/stadion">
<div data-island="stadium-map" class="legacy-stadium">
${jsonScript(stadiumProps(state, chosen?.code ?? null, limit, say))}
${fallback(say, lang, state, chosen, limit, choice, chargeId)}
</div>
</form>`;
}

const ADD_FAILED = "Nie udało się dodać biletów do koszyka. Wybrane miejsca są nadal zaznaczone: spróbuj ponownie.";
const PAGE_TITLE = "Stadion: wybór miejsc";

/** Adds stadium seats (`SeatToAdd`: the form's ids, or the queue-mode add's values read back) by the shared rules (dev-server/cartAdding.ts). */
function addTo(state: StadiumState, seats: readonly SeatToAdd[], chargeId: string): AddResult {
  const others = heldByOthers(state);
  return addSeats(state, seats, EVENT.seatLimit, (id, seatCharge = chargeId) => {
    const parsed = parseSeatId(id);
    const sector = parsed && sectorByCode.get(parsed.sector);
    const position = sector ? seatPosition(sector, parsed.row, parsed.number) : -1;
    const kind = sector && position >= 0 ? seatKind(sector.rows[parsed.row - 1]![position]!) : undefined;
    if (!sector || !parsed || !kind || !isChoosable(kind) || others.has(id)) return null;
    const variants = zoneOf(sector).variants;
    const v = variants.find((x) => x.id === seatCharge) ?? variants[0]!;
    return { id: nextId(state), parentId: null, parkingParentId: null, seatId: id, sector: sector.code, row: String(parsed.row), number: String(parsed.number), variant: v, parking: false };
  });
}

const backTo = (body: Record<string, unknown>) => `/stadion${str(body.sektor) ? `?sektor=${encodeURIComponent(str(body.sektor))}` : ""}`;

const register: RouteModule = (app, ctx) => {
  const speech = (req: Request, res: Response) => {
    const lang = ctx.language(req, res);
    return { lang, say: speaker(lang) };
  };

  ctx.page("/stadion", { title: PAGE_TITLE, description: "Cały stadion (ok. 58 000 miejsc, 14 trybun) w jednym widoku: mysz, dotyk, klawiatura, czytnik ekranu.", group: "Sprzedaż" }, ({ req, res }) => {
    const state = stadium(ctx, req, res);
    const limit = /^\d+$/.test(str(req.query.limit)) ? Number(req.query.limit) : EVENT.seatLimit;
    const { say, lang } = speech(req, res);
    return stadiumPage(say, lang, state, sectorByCode.get(str(req.query.sektor)), limit);
  });

  app.post("/stadion", (req, res) => {
    const state = stadium(ctx, req, res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (str(body.action) === "next") {
      if (state.cart.length === 0) {
        state.flash = "Koszyk jest pusty. Wybierz co najmniej jedno miejsce.";
        return res.redirect(303, backTo(body));
      }
      return res.redirect(303, "/stadion/koszyk");
    }
    state.flash = addTo(state, list(body["seat[]"]).map((seatId) => ({ seatId })), str(body.id_charge)).message;
    res.redirect(303, backTo(body));
  });

  // Without the script a failed add answers with the stadium page, the buyer's choice still ticked.
  failurePages.set("/stadion", (req, res, status) => {
    const state = stadium(ctx, req, res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    state.flash = ADD_FAILED;
    const choice = new Set(list(body["seat[]"]));
    const { say, lang } = speech(req, res);
    ctx.render(req, res, { title: PAGE_TITLE, status }, stadiumPage(say, lang, state, sectorByCode.get(str(body.sektor)), EVENT.seatLimit, choice, str(body.id_charge)));
  });

  // With the script: {seat: ["<id>:<id_charge>", ...]} → the whole cart as the island reads it (queue mode).
  app.post("/ajax/Stadium/addToCart/", (req, res) => {
    const state = stadium(ctx, req, res);
    const payload = (ctx.payload(req) ?? {}) as Record<string, unknown>;
    answerAdd(res, state, addTo(state, list(payload.seat).map(parseSeatValue), ""), speech(req, res).say, EVENT);
  });

  app.post("/stadion/usun", (req, res) => {
    const state = stadium(ctx, req, res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    removeWithAttached(state, body);
    res.redirect(303, backTo(body));
  });

  app.post("/ajax/Stadium/removeFromCart/", (req, res) => {
    const state = stadium(ctx, req, res);
    removeListed(ctx, req, res, state);
  });

  ctx.page("/stadion/koszyk", { title: "Stadion: koszyk", description: "Koszyk po wyborze miejsc na stadionie.", group: "Sprzedaż" }, ({ req, res }) => {
    const state = stadium(ctx, req, res);
    const { say, lang } = speech(req, res);
    const rows = state.cart
      .map((item) => `<tr><td>${h(say(item.variant.name))}${item.parking ? "" : ` — ${h(say("sektor %s, rząd %s, miejsce %s", item.sector ?? "--", item.row ?? "--", item.number ?? "--"))}`}</td><td class="num">${formatPln(item.variant.price, lang)}</td></tr>`)
      .join("");
    const total = state.cart.reduce((sum, item) => sum + item.variant.price, 0);
    return `${STYLES}${header(say("Koszyk"), say)}<section class="sales-card" aria-labelledby="cart-title"><h2 id="cart-title">${say("Twoje bilety")}</h2>
<table class="sales-order__table"><tbody>${rows}</tbody><tfoot><tr><th scope="row">${say("Razem")}</th><td class="num" data-testid="total">${formatPln(total, lang)}</td></tr></tfoot></table>
<p><a href="/stadion">← ${say("Wróć do wyboru miejsc")}</a></p></section>`;
  });
};

export default register;
