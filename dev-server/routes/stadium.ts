/**
 * A stadium-sized sale (issue 11): about 58,000 seats in 14 tribunes and 68 sectors, one page where the
 * stadium map replaces both the tribune map (step 2) and the seat panel (step 4). The seats are
 * generated from fixtures/stadium/event.json with a fixed seed (the same seats on every start) and
 * sent the legacy way: JSON props in the island host, compact row strings (src/domain/stadiumSeats.ts).
 * Without the script the page is plain links (tribune → sector) and a form of checkboxes per sector.
 *
 * Paths (ours; the spec names none for a stadium page):
 *   GET  /stadion[?sektor=W2]          the page; ?sektor= shows that sector's seats without the script
 *   POST /stadion                      seat[]=<id>[:<id_charge>] with action=add, or action=next → /stadion/koszyk
 *   POST /stadion/usun                 remove_cart_item=<id> (the cart table's buttons without the script)
 *   POST /ajax/Stadium/removeFromCart/ json {id_cart_item: [...]} → {ok: true}   (spec §7, queue mode)
 *   GET  /stadion/koszyk               the cart after 'dalej'
 */
import type { Request, Response } from "express";
import { readFileSync } from "node:fs";
import { formatPln, parsePrice } from "../../src/domain/prices.ts";
import { checkSeatLimit, formatSeatLimit } from "../../src/domain/seatLimit.ts";
import { isChoosable, parseSeatId, seatId, seatKind, SEAT_LETTERS } from "../../src/domain/stadiumSeats.ts";
import { formList as list, formString as str, removeListed, removeWithAttached } from "../cartRemoval.ts";
import type { RouteModule, ServerContext } from "../context.ts";
import { escapeHtml as h, jsonScript } from "../html.ts";

type VariantData = { id: string; name: string; price: string };
type TribuneData = { code: string; name: string; side: string; tier: number; sectors: number; seats: number; rows: number; zones: string };
type EventData = {
  eventName: string;
  serieName: string;
  date: string;
  venue: string;
  seatLimit: number;
  seed: number;
  zones: Array<{ code: string; name: string; color: string; variants: VariantData[] }>;
  childVariant: VariantData;
  parkingVariant: VariantData;
  tribunes: TribuneData[];
};

const EVENT = JSON.parse(readFileSync(new URL("../../fixtures/stadium/event.json", import.meta.url), "utf8")) as EventData;

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

export function stadiumProps(state: StadiumState, focusSector: string | null, limit: number) {
  const others = heldByOthers(state);
  return {
    eventName: EVENT.eventName,
    serieName: EVENT.serieName,
    venue: EVENT.venue,
    limit,
    pitch: { width: PITCH.halfLength * 2, height: PITCH.halfWidth * 2 },
    zones: ZONES,
    tribunes: EVENT.tribunes.map((t) => ({ code: t.code, name: t.name })),
    sectors: SECTORS.map((s) => ({ ...s, rows: rowsFor(s, others) })),
    cart: state.cart.map((item) => ({
      id: item.id,
      parentId: item.parentId,
      parkingParentId: item.parkingParentId,
      seatId: item.seatId,
      row: item.row,
      number: item.number,
      variantId: item.variant.id,
      variantName: item.variant.name,
      price: item.variant.price,
      eventName: EVENT.eventName,
      serieName: EVENT.serieName,
      parking: item.parking,
    })),
    focusSector,
    removeUrl: "/ajax/Stadium/removeFromCart/",
  };
}

const STYLES = `<link rel="stylesheet" href="/assets/sales/sales.css">`;

function header(title: string): string {
  return `<header class="sales-event"><p class="sales-event__meta">${h(EVENT.serieName)} · ${h(EVENT.date)} · ${h(EVENT.venue)}</p>
<h1 class="sales-event__title">${h(EVENT.eventName)}</h1><p class="sales-event__step">${h(title)}</p></header>`;
}

function flash(state: StadiumState): string {
  const message = state.flash;
  state.flash = null;
  return message ? `<p class="sales-flash" role="alert">${h(message)}</p>` : "";
}

const freeCount = (sector: Sector) => sector.rows.reduce((n, text) => n + [...text].filter((l) => l !== SEAT_LETTERS.none && isChoosable(seatKind(l)!)).length, 0);

/** The legacy markup inside the island host: works as plain links and a form. */
function fallback(state: StadiumState, chosen: Sector | undefined, limit: number): string {
  const others = heldByOthers(state);
  const mine = new Set(state.cart.map((item) => item.seatId));
  const cartRows = state.cart
    .map(
      (item) => `<tr data-id-cart-item="${h(item.id)}"><td>${h(item.variant.name)}</td><td>${h(item.sector ?? "--")}</td><td>${h(item.row ?? "--")}</td><td>${h(item.number ?? "--")}</td><td>${formatPln(item.variant.price)}</td>
<td><button type="submit" name="remove_cart_item" value="${h(item.id)}" formaction="/stadion/usun" formnovalidate>Usuń</button></td></tr>`,
    )
    .join("\n");
  const tribunes = EVENT.tribunes
    .map((t, i) => {
      const links = SECTORS.filter((s) => s.tribune === i)
        .map((s) => `<li><a href="/stadion?sektor=${s.code}#sektor"${s === chosen ? ' aria-current="page"' : ""}>${s.code}</a> <small>${h(zoneOf(s).name)}, ${formatPln(zoneOf(s).variants[0]!.price)}, wolnych: ${freeCount(s)}</small></li>`)
        .join("");
      return `<li><strong>${h(t.name)}</strong><ul>${links}</ul></li>`;
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
            return `<label title="Rząd ${r + 1}, miejsce ${number}"><input type="checkbox" name="seat[]" value="${id}"${free ? "" : " disabled"}${mine.has(id) ? " checked" : ""}>${number}</label>`;
          })
          .join("");
        return `<fieldset class="stadium-row"><legend>Rząd ${r + 1}</legend>${boxes}</fieldset>`;
      })
      .join("\n");
    seats = `<section id="sektor" aria-labelledby="sektor-title"><h2 id="sektor-title">${h(EVENT.tribunes[chosen.tribune]!.name)}, sektor ${chosen.code}</h2>
<input type="hidden" name="sektor" value="${chosen.code}">
<p><label>Rodzaj biletu <select name="id_charge">${zone.variants.map((v) => `<option value="${v.id}">${h(v.name)} ${formatPln(v.price)}</option>`).join("")}</select></label></p>
${rows}</section>`;
  }
  return `<section><h2>Wybrane miejsca</h2><table><thead><tr><th>Rodzaj biletu</th><th>Sektor</th><th>Rząd</th><th>Miejsce</th><th>Cena</th><th>Usuń</th></tr></thead><tbody>${cartRows}</tbody></table>
<p>Limit miejsc: ${limit}.</p></section>
<nav aria-label="Trybuny i sektory"><h2>Wybierz sektor</h2><ul class="stadium-tribunes">${tribunes}</ul></nav>
${seats}
<p class="footer"><button type="submit" name="action" value="add">dodaj do koszyka</button> <button type="submit" name="action" value="next">dalej</button></p>`;
}

const register: RouteModule = (app, ctx) => {
  ctx.page("/stadion", { title: "Stadion: wybór miejsc", description: "Cały stadion (ok. 58 000 miejsc, 14 trybun) w jednym widoku: mysz, dotyk, klawiatura, czytnik ekranu.", group: "Sprzedaż" }, ({ req, res }) => {
    const state = stadium(ctx, req, res);
    const chosen = sectorByCode.get(str(req.query.sektor));
    const limit = /^\d+$/.test(str(req.query.limit)) ? Number(req.query.limit) : EVENT.seatLimit;
    return `${STYLES}${header("Wybór miejsc na stadionie")}${flash(state)}
<form id="stadium_form" class="sales-form" method="post" action="/stadion">
<div data-island="stadium-map" class="legacy-stadium">
${jsonScript(stadiumProps(state, chosen?.code ?? null, limit))}
${fallback(state, chosen, limit)}
</div>
</form>`;
  });

  app.post("/stadion", (req, res) => {
    const state = stadium(ctx, req, res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const back = `/stadion${str(body.sektor) ? `?sektor=${encodeURIComponent(str(body.sektor))}` : ""}`;
    if (str(body.action) === "next") {
      if (state.cart.length === 0) {
        state.flash = "Koszyk jest pusty. Wybierz co najmniej jedno miejsce.";
        return res.redirect(303, back);
      }
      return res.redirect(303, "/stadion/koszyk");
    }
    const others = heldByOthers(state);
    let skipped = false;
    for (const value of list(body["seat[]"])) {
      const [id = "", chargeId = str(body.id_charge)] = value.split(":");
      const parsed = parseSeatId(id);
      const sector = parsed && sectorByCode.get(parsed.sector);
      const position = sector ? seatPosition(sector, parsed.row, parsed.number) : -1;
      const kind = sector && position >= 0 ? seatKind(sector.rows[parsed.row - 1]![position]!) : undefined;
      if (!sector || !parsed || !kind || !isChoosable(kind) || others.has(id) || state.cart.some((i) => i.seatId === id)) {
        skipped = true;
        continue;
      }
      const refusal = checkSeatLimit({ limit: EVENT.seatLimit, selectedCount: state.cart.filter((i) => i.seatId).length, inCart: false });
      if (refusal) {
        state.flash = formatSeatLimit(refusal.template, refusal.limit);
        break;
      }
      const variants = zoneOf(sector).variants;
      const v = variants.find((x) => x.id === chargeId) ?? variants[0]!;
      state.cart.push({ id: nextId(state), parentId: null, parkingParentId: null, seatId: id, sector: sector.code, row: String(parsed.row), number: String(parsed.number), variant: v, parking: false });
    }
    if (skipped) state.flash = "Część wybranych miejsc została już zajęta przez innego kupującego.";
    res.redirect(303, back);
  });

  app.post("/stadion/usun", (req, res) => {
    const state = stadium(ctx, req, res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    removeWithAttached(state, body);
    res.redirect(303, `/stadion${str(body.sektor) ? `?sektor=${encodeURIComponent(str(body.sektor))}` : ""}`);
  });

  app.post("/ajax/Stadium/removeFromCart/", (req, res) => {
    const state = stadium(ctx, req, res);
    removeListed(ctx, req, res, state);
  });

  ctx.page("/stadion/koszyk", { title: "Stadion: koszyk", description: "Koszyk po wyborze miejsc na stadionie.", group: "Sprzedaż" }, ({ req, res }) => {
    const state = stadium(ctx, req, res);
    const rows = state.cart.map((item) => `<tr><td>${h(item.variant.name)}${item.parking ? "" : ` — sektor ${h(item.sector ?? "--")}, rząd ${h(item.row ?? "--")}, miejsce ${h(item.number ?? "--")}`}</td><td class="num">${formatPln(item.variant.price)}</td></tr>`).join("");
    const total = state.cart.reduce((sum, item) => sum + item.variant.price, 0);
    return `${STYLES}${header("Koszyk")}<section class="sales-card" aria-labelledby="cart-title"><h2 id="cart-title">Twoje bilety</h2>
<table class="sales-order__table"><tbody>${rows}</tbody><tfoot><tr><th scope="row">Razem</th><td class="num" data-testid="total">${formatPln(total)}</td></tr></tfoot></table>
<p><a href="/stadion">← Wróć do wyboru miejsc</a></p></section>`;
  });
};

export default register;
