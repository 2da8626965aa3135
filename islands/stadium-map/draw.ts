/**
 * Canvas drawing of the stadium at device-pixel-ratio sharpness, with level of detail:
 *  - below SEAT_LOD px per seat: each sector is one small bitmap (one pixel per seat position) scaled up
 *    without smoothing, so the far view is 52 drawImage calls whatever the zoom, instead of 58,000 squares
 *    a frame (bench/stadium.ts's pan/zoom gesture crosses both levels and reports the frame times);
 *  - from SEAT_LOD: seats as separate squares, from a second per-sector bitmap of SEAT_PX per seat, built
 *    only for a sector that is on screen at this level, one per frame (a sector not built yet shows its far
 *    bitmap until the next frame): a pan over 15,000 seats stays a few drawImage calls, and a buyer who never
 *    zooms there never pays the ~0.5 MB a sector of these costs;
 *  - from NUMBER_LOD: vector squares for the sectors and rows on screen, one path per colour, with seat
 *    numbers, row numbers and the markers of wheelchair, companion and restricted-view seats.
 * Both bitmap levels are rebuilt only for a sector whose chosen seats changed.
 */
import { KINDS, type SectorLayout, type Stadium } from "./layout.ts";
import type { View } from "./view.ts";

const SEAT_LOD = 7;
const NUMBER_LOD = 22;
const LABEL_LOD = 1.2;

export const COLORS = {
  background: "#eef1f5",
  pitch: "#2f8f4e",
  pitchLine: "#e9f5ec",
  taken: "#c5cbd3",
  held: "#e6d6ad",
  wheelchair: "#1d3fb8",
  chosen: "#ffbf47",
  chosenEdge: "#0b2545",
  highlight: "#d4351c",
  text: "#1c2430",
} as const;

export type Paint = {
  zoneColors: readonly string[];
  pressed: ReadonlySet<number>;
  /** Seats offered by the 'seats together' helper. */
  highlight: readonly number[];
  pitch: { width: number; height: number };
};

/** Colour of a seat kind; free kinds take their zone's colour. */
function kindColor(kind: string | undefined, zoneColor: string): string {
  switch (kind) {
    case "taken":
      return COLORS.taken;
    case "held":
      return COLORS.held;
    case "wheelchair":
      return COLORS.wheelchair;
    default:
      return zoneColor;
  }
}

/** Colour of seat i: chosen over kind. */
const seatColor = (st: Stadium, paint: Paint, i: number, zone: number): string => (paint.pressed.has(i) ? COLORS.chosen : kindColor(KINDS[st.kind[i]!], paint.zoneColors[zone]!));

/** RGBA of each (zone, kind) as one little-endian 32-bit pixel, and of a chosen seat. */
function palette(paint: Paint): { kinds: Uint32Array; chosen: number } {
  const kinds = new Uint32Array(paint.zoneColors.length * KINDS.length);
  paint.zoneColors.forEach((zoneColor, zone) =>
    KINDS.forEach((kind, k) => {
      kinds[zone * KINDS.length + k] = pixel(kindColor(kind, zoneColor));
    }),
  );
  return { kinds, chosen: pixel(COLORS.chosen) };
}

/** '#rrggbb' as an opaque RGBA pixel in a little-endian Uint32Array view of ImageData. */
const pixel = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
  return ((255 << 24) | (b << 16) | (g << 8) | r) >>> 0;
};

/** Seats per sector as bitmaps, rebuilt only for a sector whose chosen seats changed (a choice costs one sector). */
abstract class SectorCache {
  private readonly canvases: Array<HTMLCanvasElement | undefined> = [];
  private readonly keys: string[] = [];
  private colors: { kinds: Uint32Array; chosen: number } | null = null;
  private zoneColors: readonly string[] | null = null;
  private pressedFor: ReadonlySet<number> | null = null;
  private bySector = new Map<number, string>();

  constructor(protected readonly st: Stadium) {}

  /** Sector k's bitmap if it is built and shows `paint`'s choices, else null (nothing is built). */
  ready(k: number, paint: Paint): HTMLCanvasElement | null {
    this.sync(paint);
    const known = this.canvases[k];
    return known && this.keys[k] === (this.bySector.get(k) ?? "") ? known : null;
  }

  get(k: number, paint: Paint): HTMLCanvasElement {
    const known = this.ready(k, paint);
    if (known) return known;
    const canvas = this.canvases[k] ?? document.createElement("canvas");
    this.fill(canvas, this.st.sectors[k]!, this.colors!, paint.pressed);
    this.canvases[k] = canvas;
    this.keys[k] = this.bySector.get(k) ?? "";
    return canvas;
  }

  private sync(paint: Paint): void {
    if (this.zoneColors !== paint.zoneColors) {
      this.zoneColors = paint.zoneColors;
      this.colors = palette(paint);
      this.canvases.length = 0;
    }
    // The sector's chosen seats are its whole dependency: grouped once per paint, not per sector.
    if (this.pressedFor !== paint.pressed) {
      this.pressedFor = paint.pressed;
      this.bySector = new Map();
      for (const i of [...paint.pressed].sort((a, b) => a - b)) {
        const sector = this.st.sector[i]!;
        this.bySector.set(sector, `${this.bySector.get(sector) ?? ""}${i},`);
      }
    }
  }

  protected abstract fill(canvas: HTMLCanvasElement, s: SectorLayout, colors: { kinds: Uint32Array; chosen: number }, pressed: ReadonlySet<number>): void;
}

/** One pixel per seat position: the far view (52 drawImage calls whatever the zoom). */
export class SectorBitmaps extends SectorCache {
  protected fill(canvas: HTMLCanvasElement, s: SectorLayout, colors: { kinds: Uint32Array; chosen: number }, pressed: ReadonlySet<number>): void {
    const st = this.st;
    // Sizes in locals: canvas.width is a DOM getter, not something to read once per seat.
    const width = Math.max(1, s.cols);
    const height = Math.max(1, s.rows);
    canvas.width = width;
    canvas.height = height;
    const image = new ImageData(width, height);
    const pixels = new Uint32Array(image.data.buffer);
    const base = s.zone * KINDS.length;
    for (let i = s.first; i < s.first + s.count; i++) pixels[st.row[i]! * width + st.col[i]!] = colors.kinds[base + st.kind[i]!]!;
    for (const i of pressed) if (i >= s.first && i < s.first + s.count) pixels[st.row[i]! * width + st.col[i]!] = colors.chosen;
    canvas.getContext("2d")!.putImageData(image, 0, 0);
  }
}

/** Pixels per seat of the middle level's bitmaps: sharp up to NUMBER_LOD after smoothing. */
const SEAT_PX = 10;

/**
 * The middle level (SEAT_LOD to NUMBER_LOD): each sector's seats as separate squares, drawn once into a
 * bitmap of SEAT_PX per seat and then scaled, so a pan over 15,000 seats is a few drawImage calls
 * instead of 15,000 rectangles a frame. Built lazily, for the sectors that come on screen (drawStadium).
 */
export class SeatBitmaps extends SectorCache {
  protected fill(canvas: HTMLCanvasElement, s: SectorLayout, colors: { kinds: Uint32Array; chosen: number }, pressed: ReadonlySet<number>): void {
    const st = this.st;
    const width = Math.max(1, s.cols * SEAT_PX);
    const height = Math.max(1, s.rows * SEAT_PX);
    canvas.width = width;
    canvas.height = height;
    const image = new ImageData(width, height);
    const pixels = new Uint32Array(image.data.buffer);
    const base = s.zone * KINDS.length;
    const edge = 1;
    for (let i = s.first; i < s.first + s.count; i++) {
      const color = pressed.has(i) ? colors.chosen : colors.kinds[base + st.kind[i]!]!;
      const x0 = st.col[i]! * SEAT_PX + edge;
      const y0 = st.row[i]! * SEAT_PX + edge;
      for (let y = y0; y < y0 + SEAT_PX - 2 * edge; y++) pixels.fill(color, y * width + x0, y * width + x0 + SEAT_PX - 2 * edge);
    }
    canvas.getContext("2d")!.putImageData(image, 0, 0);
  }
}

function sectorTransform(ctx: CanvasRenderingContext2D, s: SectorLayout, view: View, dpr: number): void {
  const k = dpr * view.scale;
  ctx.setTransform(k * s.ux, k * s.uy, k * s.vx, k * s.vy, dpr * (s.x * view.scale + view.x), dpr * (s.y * view.scale + view.y));
}

/** Local (position, row) box of the sector that is on screen, or null. */
function visibleBox(s: SectorLayout, view: View, width: number, height: number): [number, number, number, number] | null {
  let c0 = Infinity;
  let c1 = -Infinity;
  let r0 = Infinity;
  let r1 = -Infinity;
  for (const [sx, sy] of [[0, 0], [width, 0], [0, height], [width, height]] as const) {
    const dx = (sx - view.x) / view.scale - s.x;
    const dy = (sy - view.y) / view.scale - s.y;
    const c = dx * s.ux + dy * s.uy;
    const r = dx * s.vx + dy * s.vy;
    c0 = Math.min(c0, c);
    c1 = Math.max(c1, c);
    r0 = Math.min(r0, r);
    r1 = Math.max(r1, r);
  }
  const box: [number, number, number, number] = [Math.max(0, Math.floor(c0)), Math.min(s.cols - 1, Math.ceil(c1)), Math.max(0, Math.floor(r0)), Math.min(s.rows - 1, Math.ceil(r1))];
  return box[0] > box[1] || box[2] > box[3] ? null : box;
}

export type Bitmaps = { far: SectorBitmaps; seats: SeatBitmaps };

/** Draws one frame; true when a sector was shown from afar because its seat bitmap waits for the next frame. */
export function drawStadium(ctx: CanvasRenderingContext2D, st: Stadium, bitmaps: Bitmaps, view: View, width: number, height: number, dpr: number, paint: Paint): boolean {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = COLORS.background;
  ctx.fillRect(0, 0, width * dpr, height * dpr);
  drawPitch(ctx, view, dpr, paint.pitch);
  const seats = view.scale >= SEAT_LOD;
  const vector = view.scale >= NUMBER_LOD;
  // One seat bitmap built per frame keeps a zoom into this level within its frame budget.
  let builds = 1;
  let waiting = false;
  st.sectors.forEach((s, k) => {
    const box = visibleBox(s, view, width, height);
    if (!box) return;
    sectorTransform(ctx, s, view, dpr);
    const seatBitmap = seats && !vector ? (bitmaps.seats.ready(k, paint) ?? (builds-- > 0 ? bitmaps.seats.get(k, paint) : null)) : null;
    // The far bitmaps are upscaled pixels (kept hard); the seat bitmaps are seat-sized squares (smoothed).
    ctx.imageSmoothingEnabled = seatBitmap !== null;
    if (vector) drawSeats(ctx, st, s, box, paint);
    else if (seatBitmap) ctx.drawImage(seatBitmap, 0, 0, s.cols, s.rows);
    else {
      waiting ||= seats;
      ctx.drawImage(bitmaps.far.get(k, paint), 0, 0);
    }
  });
  drawHighlight(ctx, st, view, dpr, paint.highlight);
  if (!seats && view.scale >= LABEL_LOD) drawSectorCodes(ctx, st, view, dpr);
  return waiting;
}

/** More changed seats than this and a whole frame is as cheap. */
const MAX_REDRAWN = 16;

/**
 * A choice at the seat level (from NUMBER_LOD), with nothing else changed since the last frame (same view,
 * canvas size, colours, no highlight): redraws only the seats whose chosen state changed, each in its own
 * cell (cleared to the background, clipped; a seat and its marks and number stay inside their cell, see
 * drawSeats). A whole frame redrew every seat and number on screen (about 2 ms of the choice's frame).
 * False when a whole frame is needed instead.
 */
export function drawChosenChanges(ctx: CanvasRenderingContext2D, st: Stadium, view: View, dpr: number, before: Paint, paint: Paint): boolean {
  if (view.scale < NUMBER_LOD || before.zoneColors !== paint.zoneColors || before.pitch !== paint.pitch) return false;
  if (before.highlight.length > 0 || paint.highlight.length > 0) return false;
  const changed: number[] = [];
  for (const i of paint.pressed) if (!before.pressed.has(i)) changed.push(i);
  for (const i of before.pressed) if (!paint.pressed.has(i)) changed.push(i);
  if (changed.length > MAX_REDRAWN) return false;
  for (const i of changed) {
    const s = st.sectors[st.sector[i]!]!;
    const c = st.col[i]!;
    const r = st.row[i]!;
    sectorTransform(ctx, s, view, dpr);
    ctx.save();
    ctx.beginPath();
    ctx.rect(c, r, 1, 1);
    ctx.clip();
    ctx.fillStyle = COLORS.background;
    ctx.fillRect(c, r, 1, 1);
    drawSeats(ctx, st, s, [c, c, r, r], paint, false);
    ctx.restore();
  }
  return true;
}

function drawPitch(ctx: CanvasRenderingContext2D, view: View, dpr: number, pitch: { width: number; height: number }): void {
  const k = dpr * view.scale;
  ctx.setTransform(k, 0, 0, k, dpr * view.x, dpr * view.y);
  ctx.fillStyle = COLORS.pitch;
  ctx.fillRect(-pitch.width / 2, -pitch.height / 2, pitch.width, pitch.height);
  ctx.strokeStyle = COLORS.pitchLine;
  ctx.lineWidth = Math.max(0.6, 1.5 / view.scale);
  ctx.strokeRect(-pitch.width / 2 + 4, -pitch.height / 2 + 4, pitch.width - 8, pitch.height - 8);
  ctx.beginPath();
  ctx.moveTo(0, -pitch.height / 2 + 4);
  ctx.lineTo(0, pitch.height / 2 - 4);
  ctx.moveTo(18, 0);
  ctx.arc(0, 0, 18, 0, Math.PI * 2);
  ctx.stroke();
}

/** Seats of a box of the sector; everything a seat shows stays inside its cell (c … c + 1, r … r + 1). */
function drawSeats(ctx: CanvasRenderingContext2D, st: Stadium, s: SectorLayout, [c0, c1, r0, r1]: [number, number, number, number], paint: Paint, rowNumbers = true): void {
  const byColor = new Map<string, Path2D>();
  const marks: number[] = [];
  for (let r = r0; r <= r1; r++) {
    for (let c = c0; c <= c1; c++) {
      const i = s.grid[r * s.cols + c]!;
      if (i < 0) continue;
      const color = seatColor(st, paint, i, s.zone);
      let path = byColor.get(color);
      if (!path) byColor.set(color, (path = new Path2D()));
      path.rect(c + 0.1, r + 0.1, 0.8, 0.8);
      marks.push(i);
    }
  }
  for (const [color, path] of byColor) {
    ctx.fillStyle = color;
    ctx.fill(path);
  }
  if (marks.length === 0) return;
  // Text is set in a frame 100× finer: fonts below 1 px are not drawn reliably.
  const m = ctx.getTransform();
  ctx.setTransform(m.a / 100, m.b / 100, m.c / 100, m.d / 100, m.e, m.f);
  ctx.lineWidth = 8;
  for (const i of marks) {
    const cx = (st.col[i]! + 0.5) * 100;
    const cy = (st.row[i]! + 0.5) * 100;
    const kind = KINDS[st.kind[i]!];
    if (paint.pressed.has(i)) {
      ctx.strokeStyle = COLORS.chosenEdge;
      ctx.strokeRect(cx - 36, cy - 36, 72, 72);
    } else if (kind === "restricted") {
      // A diagonal bar: the view from here is partly blocked.
      ctx.strokeStyle = "#fff";
      ctx.beginPath();
      ctx.moveTo(cx - 40, cy + 40);
      ctx.lineTo(cx + 40, cy - 40);
      ctx.stroke();
    } else if (kind === "companion") {
      ctx.strokeStyle = "#fff";
      ctx.beginPath();
      ctx.arc(cx, cy, 33, 0, Math.PI * 2);
      ctx.stroke();
    }
  }
  // Numbers stand upright whichever way the sector's rows run (the far and end stands turn them half
  // or a quarter turn): each is placed at its seat's centre in an unturned frame of the same scale.
  const k = Math.hypot(m.a, m.b) / 100;
  const upright = (x: number, y: number): [number, number] => [(m.a * x + m.c * y + m.e) / k, (m.b * x + m.d * y + m.f) / k];
  ctx.setTransform(k, 0, 0, k, 0, 0);
  ctx.font = "600 42px system-ui, sans-serif";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  for (const i of marks) {
    const kind = KINDS[st.kind[i]!];
    const [x, y] = upright(st.col[i]! + 0.5, st.row[i]! + 0.5);
    ctx.fillStyle = paint.pressed.has(i) ? COLORS.chosenEdge : kind === "taken" || kind === "held" ? "#3d4450" : "#fff";
    ctx.fillText(String(st.number[i]), x, y + 2);
  }
  // Row numbers at both ends of each visible row.
  if (!rowNumbers) return;
  ctx.fillStyle = COLORS.text;
  for (let r = r0; r <= r1; r++) {
    ctx.fillText(String(r + 1), ...upright(-0.7, r + 0.5));
    ctx.fillText(String(r + 1), ...upright(s.cols + 0.7, r + 0.5));
  }
}

function drawHighlight(ctx: CanvasRenderingContext2D, st: Stadium, view: View, dpr: number, seats: readonly number[]): void {
  if (seats.length === 0) return;
  const s = st.sectors[st.sector[seats[0]!]!]!;
  sectorTransform(ctx, s, view, dpr);
  ctx.strokeStyle = COLORS.highlight;
  ctx.lineWidth = Math.max(0.15, 3 / view.scale);
  const first = st.col[seats[0]!]!;
  const last = st.col[seats.at(-1)!]!;
  const r = st.row[seats[0]!]!;
  ctx.strokeRect(first - 0.1, r - 0.1, last - first + 1.2, 1.2);
}

function drawSectorCodes(ctx: CanvasRenderingContext2D, st: Stadium, view: View, dpr: number): void {
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.font = `700 ${Math.min(16, Math.max(10, view.scale * 4))}px system-ui, sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.lineWidth = 3;
  ctx.strokeStyle = "rgba(255,255,255,0.85)";
  ctx.fillStyle = COLORS.text;
  for (const s of st.sectors) {
    const cx = s.x + (s.cols / 2) * s.ux + (s.rows / 2) * s.vx;
    const cy = s.y + (s.cols / 2) * s.uy + (s.rows / 2) * s.vy;
    const sx = cx * view.scale + view.x;
    const sy = cy * view.scale + view.y;
    ctx.strokeText(s.code, sx, sy);
    ctx.fillText(s.code, sx, sy);
  }
}
