/**
 * The stadium's compact seat format (fixtures/README.md, "Stadium seat format"), shared by the fixture
 * server that writes it and the stadium map that reads it: one letter per seat position in a row.
 * Seat numbers count the seats of a row from 1, skipping '.' positions (no seat there: a vomitory or
 * a gap); a seat's id is `<sector>-<row>-<number>`, as the box office system names it.
 */

/** Letters of a row string. Wheelchair spaces, companion seats and restricted-view seats are free to choose. */
export const SEAT_LETTERS = {
  free: "f",
  taken: "t",
  held: "h",
  wheelchair: "w",
  companion: "c",
  restricted: "v",
  none: ".",
} as const;

export type SeatKind = Exclude<keyof typeof SEAT_LETTERS, "none">;

/** Every valid row string. */
export const ROW_PATTERN = /^[fthwcv.]*$/;

const KIND_BY_LETTER: Readonly<Record<string, SeatKind>> = { f: "free", t: "taken", h: "held", w: "wheelchair", c: "companion", v: "restricted" };

/** The kind of a seat letter; undefined for '.' (no seat). */
export function seatKind(letter: string): SeatKind | undefined {
  return KIND_BY_LETTER[letter];
}

/** Seats a buyer may choose (when nobody holds them). */
export function isChoosable(kind: SeatKind): boolean {
  return kind !== "taken" && kind !== "held";
}

export function seatId(sector: string, row: number | string, number: number | string): string {
  return `${sector}-${row}-${number}`;
}

/**
 * `W2-12-7` → sector W2, row 12, seat 7; `N-3-12-7` → sector N-3 (a shop's code may hold dashes: the row and seat are
 * the last two numbers); null for anything else.
 */
export function parseSeatId(id: string): { sector: string; row: number; number: number } | null {
  const match = /^(.+)-(\d+)-(\d+)$/.exec(id);
  return match ? { sector: match[1]!, row: Number(match[2]), number: Number(match[3]) } : null;
}
