/**
 * Keyboard geometry of the stadium (pure): arrows follow the ticket's numbering — Left/Right the seat
 * number, across aisles and on into the neighbouring sector; Up/Down the row number (Down = further from
 * the pitch); Page Up/Down five rows; Home/End the row's ends (with Ctrl the sector's). Plus jumping by a
 * typed address ("W2 12 7") and finding N seats side by side.
 */
import { PAGE_ROWS, type NavKey } from "../../src/domain/seatKeys.ts";
import type { Stadium } from "./layout.ts";
import { times } from "../../src/domain/times.ts";

/** First and last seat of row r of sector k, or null when the row has no seats. */
function rowRange(st: Stadium, k: number, r: number): [number, number] | null {
  const s = st.sectors[k]!;
  const first = s.rowStart[r]!;
  const end = s.rowStart[r + 1]!;
  return end > first ? [first, end - 1] : null;
}

/** The seat nearest to position `col` in row r (or the nearest row with seats, searching away from `from`). */
function nearestIn(st: Stadium, k: number, r: number, col: number): number {
  const s = st.sectors[k]!;
  for (let d = 0; d < s.rows; d++) {
    for (const candidate of [r + d, r - d]) {
      if (candidate < 0 || candidate >= s.rows) continue;
      const range = rowRange(st, k, candidate);
      if (!range) continue;
      let best = range[0];
      for (let i = range[0]; i <= range[1]; i++) if (Math.abs(st.col[i]! - col) < Math.abs(st.col[best]! - col)) best = i;
      return best;
    }
  }
  return -1;
}

export function moveFocus(st: Stadium, from: number, key: NavKey, ctrl = false): number {
  const k = st.sector[from]!;
  const r = st.row[from]!;
  const s = st.sectors[k]!;
  const [first, last] = rowRange(st, k, r)!;
  const toRow = (target: number) => {
    const clamped = Math.max(0, Math.min(s.rows - 1, target));
    const found = nearestIn(st, k, clamped, st.col[from]!);
    return found < 0 ? from : found;
  };
  switch (key) {
    case "ArrowLeft": {
      if (from > first) return from - 1;
      const previous = st.sectors[k - 1];
      if (!previous) return from;
      const found = nearestIn(st, k - 1, Math.min(r, previous.rows - 1), previous.cols);
      return found < 0 ? from : found;
    }
    case "ArrowRight": {
      if (from < last) return from + 1;
      const next = st.sectors[k + 1];
      if (!next) return from;
      const found = nearestIn(st, k + 1, Math.min(r, next.rows - 1), -1);
      return found < 0 ? from : found;
    }
    case "ArrowUp":
      return r === 0 ? from : toRow(r - 1);
    case "ArrowDown":
      return r === s.rows - 1 ? from : toRow(r + 1);
    case "PageUp":
      return toRow(r - PAGE_ROWS);
    case "PageDown":
      return toRow(r + PAGE_ROWS);
    case "Home":
      return ctrl ? s.first : first;
    case "End":
      return ctrl ? s.first + s.count - 1 : last;
  }
}

export type JumpResult = { seat: number } | { error: "sector" | "row" | "seat" };

/**
 * A typed address: sector code, then optionally row and seat number, separated by spaces, commas,
 * slashes or dashes ("W2 12 7", "w2-12-7", "W2, rząd 12, miejsce 7"). A tribune code alone ("WG") means
 * its first sector. Without a seat number the first seat `available` in the row (or sector) is chosen.
 * A shop's code may hold dashes or spaces and any case ("N-3 12 7", "vip 2"): the longest code the text starts
 * with, in any case and followed by a separator or the end, is the sector (QA s41 #8).
 */
export function jumpTo(st: Stadium, tribuneCodes: readonly string[], text: string, available: (seat: number) => boolean): JumpResult {
  const typed = text.trim().toUpperCase().replace(/^(SEKTOR|SECTOR)\s+/, "");
  let k: number | undefined;
  let length = 0;
  st.sectors.forEach((s, index) => {
    const code = s.code.toUpperCase();
    if (code.length > length && typed.startsWith(code) && /^([\s,./:-]|$)/.test(typed.slice(code.length))) [k, length] = [index, code.length];
  });
  const tokens = typed.slice(length).split(/[\s,./:-]+/).filter((token) => /^[A-Z]*\d+$|^[A-Z]+$/.test(token) && !/^(RZĄD|RZAD|ROW|MIEJSCE|SEAT|SEKTOR|SECTOR)$/.test(token));
  if (k === undefined) {
    // No sector's code: a tribune code alone means its first sector.
    const tribune = tribuneCodes.indexOf(tokens[0] ?? "");
    k = tribune < 0 ? -1 : st.sectors.findIndex((s) => s.tribune === tribune);
    tokens.shift();
  }
  const [rowText, seatText] = tokens;
  if (k < 0) return { error: "sector" };
  const s = st.sectors[k]!;
  if (!rowText) return { seat: firstAvailable(st, s.first, s.first + s.count, available) };
  const r = Number(rowText) - 1;
  const range = r >= 0 && r < s.rows ? rowRange(st, k, r) : null;
  if (!range) return { error: "row" };
  if (!seatText) return { seat: firstAvailable(st, range[0], range[1] + 1, available) };
  const seat = range[0] + Number(seatText) - 1;
  return Number(seatText) >= 1 && seat <= range[1] ? { seat } : { error: "seat" };
}

function firstAvailable(st: Stadium, from: number, to: number, available: (seat: number) => boolean): number {
  for (let i = from; i < to; i++) if (available(i)) return i;
  return from;
}

/**
 * N seats side by side (neighbouring positions in one row, no aisle between) that are all available, in
 * zone `zone` (or any zone when null), the first such run after seat `after`; null when there is none.
 */
export function findTogether(st: Stadium, n: number, zone: number | null, available: (seat: number) => boolean, after = -1): number[] | null {
  if (n < 1) return null;
  for (const s of st.sectors) {
    if (zone !== null && s.zone !== zone) continue;
    if (s.first + s.count <= after) continue;
    for (let r = 0; r < s.rows; r++) {
      let run = 0;
      for (let i = s.rowStart[r]!; i < s.rowStart[r + 1]!; i++) {
        const adjacent = run > 0 && st.col[i]! === st.col[i - 1]! + 1;
        run = available(i) ? (adjacent ? run + 1 : 1) : 0;
        if (run >= n && i - n + 1 > after) return times(n, (j) => i - n + 1 + j);
      }
    }
  }
  return null;
}
