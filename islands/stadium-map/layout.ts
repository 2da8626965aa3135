/**
 * The stadium's seats in flat typed arrays (58,000 seats as objects cost a third more memory and most of
 * the mount): seat i has a kind, a sector, a row, a position in the row and a printed number. Sectors
 * carry their affine frame (origin, row axis u, depth axis v) and a position → seat grid for hit tests.
 */
import { parseSeatId, seatId, seatKind, type SeatKind } from "../../src/domain/stadiumSeats.ts";
import type { SectorInput } from "./schema.ts";

export const KINDS: readonly SeatKind[] = ["free", "taken", "held", "wheelchair", "companion", "restricted"];
const KIND_CODE = new Map(KINDS.map((kind, i) => [kind, i]));
/** Kind code by a row letter's char code (NO_SEAT for '.' and anything else): one array read per seat position. */
const NO_SEAT = 255;
const KIND_OF_CHAR = new Uint8Array(128).fill(NO_SEAT);
for (let c = 0; c < 128; c++) {
  const found = seatKind(String.fromCharCode(c));
  if (found !== undefined) KIND_OF_CHAR[c] = KIND_CODE.get(found)!;
}

export type SectorLayout = {
  code: string;
  tribune: number;
  zone: number;
  x: number;
  y: number;
  /** Row axis (seat numbers grow along it) and depth axis (row numbers grow along it), unit vectors. */
  ux: number;
  uy: number;
  vx: number;
  vy: number;
  angle: number;
  /** Longest row in positions, and the number of rows. */
  cols: number;
  rows: number;
  /** First seat index of each row, plus one past the last seat. */
  rowStart: Int32Array;
  /** rows × cols: seat index at (row, position), or -1. */
  grid: Int32Array;
  first: number;
  count: number;
};

export type Stadium = {
  sectors: readonly SectorLayout[];
  count: number;
  kind: Uint8Array;
  sector: Uint16Array;
  row: Uint16Array;
  /** Position in the row string (aisles and vomitories count): the seat's x in seat widths. */
  col: Uint16Array;
  number: Uint16Array;
  byCode: ReadonlyMap<string, number>;
  bounds: { minX: number; minY: number; maxX: number; maxY: number };
};

export function buildStadium(inputs: readonly SectorInput[]): Stadium {
  let total = 0;
  for (const s of inputs) for (const text of s.rows) for (let i = 0; i < text.length; i++) if ((KIND_OF_CHAR[text.charCodeAt(i)] ?? NO_SEAT) !== NO_SEAT) total++;
  const kind = new Uint8Array(total);
  const sector = new Uint16Array(total);
  const row = new Uint16Array(total);
  const col = new Uint16Array(total);
  const number = new Uint16Array(total);
  const bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  let n = 0;
  const sectors = inputs.map((s, k): SectorLayout => {
    const a = (s.angle * Math.PI) / 180;
    const cols = Math.max(0, ...s.rows.map((text) => text.length));
    const grid = new Int32Array(s.rows.length * cols).fill(-1);
    const rowStart = new Int32Array(s.rows.length + 1);
    const first = n;
    s.rows.forEach((text, r) => {
      rowStart[r] = n;
      let printed = 0;
      for (let p = 0; p < text.length; p++) {
        const code = KIND_OF_CHAR[text.charCodeAt(p)] ?? NO_SEAT;
        if (code === NO_SEAT) continue;
        kind[n] = code;
        sector[n] = k;
        row[n] = r;
        col[n] = p;
        number[n] = ++printed;
        grid[r * cols + p] = n;
        n++;
      }
    });
    rowStart[s.rows.length] = n;
    const layout: SectorLayout = { code: s.code, tribune: s.tribune, zone: s.zone, x: s.x, y: s.y, angle: s.angle, ux: -Math.sin(a), uy: Math.cos(a), vx: -Math.cos(a), vy: -Math.sin(a), cols, rows: s.rows.length, rowStart, grid, first, count: n - first };
    for (const [px, py] of sectorCorners(layout)) {
      bounds.minX = Math.min(bounds.minX, px);
      bounds.minY = Math.min(bounds.minY, py);
      bounds.maxX = Math.max(bounds.maxX, px);
      bounds.maxY = Math.max(bounds.maxY, py);
    }
    return layout;
  });
  return { sectors, count: total, kind, sector, row, col, number, byCode: new Map(sectors.map((s, k) => [s.code, k])), bounds };
}

/** World point of a sector-local (position, row) coordinate. */
function toWorld(s: SectorLayout, c: number, r: number): [number, number] {
  return [s.x + c * s.ux + r * s.vx, s.y + c * s.uy + r * s.vy];
}

function sectorCorners(s: SectorLayout): Array<[number, number]> {
  return [toWorld(s, 0, 0), toWorld(s, s.cols, 0), toWorld(s, s.cols, s.rows), toWorld(s, 0, s.rows)];
}

/** Centre of seat i in world units (seat widths). */
export function seatCentre(st: Stadium, i: number): [number, number] {
  return toWorld(st.sectors[st.sector[i]!]!, st.col[i]! + 0.5, st.row[i]! + 0.5);
}

/** The seat under a world point, or -1. Each sector's frame is inverted (O(sectors), no per-seat work). */
export function seatAt(st: Stadium, wx: number, wy: number): number {
  for (const s of st.sectors) {
    const dx = wx - s.x;
    const dy = wy - s.y;
    const c = dx * s.ux + dy * s.uy;
    const r = dx * s.vx + dy * s.vy;
    if (c < 0 || r < 0 || c >= s.cols || r >= s.rows) continue;
    return s.grid[Math.floor(r) * s.cols + Math.floor(c)]!;
  }
  return -1;
}

export function seatIdOf(st: Stadium, i: number): string {
  return seatId(st.sectors[st.sector[i]!]!.code, st.row[i]! + 1, st.number[i]!);
}

/** Seat index of (sector index, 0-based row, printed number), or -1. */
function seatIndex(st: Stadium, k: number, r: number, printed: number): number {
  const s = st.sectors[k];
  if (!s || r < 0 || r >= s.rows) return -1;
  const i = s.rowStart[r]! + printed - 1;
  return printed >= 1 && i < s.rowStart[r + 1]! ? i : -1;
}

/** Seat index of an id such as `W2-12-7`, or -1. */
export function indexOfSeatId(st: Stadium, id: string): number {
  const parsed = parseSeatId(id);
  const k = parsed ? st.byCode.get(parsed.sector) : undefined;
  return parsed && k !== undefined ? seatIndex(st, k, parsed.row - 1, parsed.number) : -1;
}
