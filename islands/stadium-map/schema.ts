import * as z from "zod/mini";
import { ROW_PATTERN } from "../../src/domain/stadiumSeats.ts";
// The cart item of spec §3 and the ticket variant are the seat panel's too: one schema for both.
import { cartItemSchema, variantSchema } from "../../src/ui/cart/schema.ts";

/** A price zone: its colour on the map and its ticket variants (the first is the price announced per seat). */
const zoneSchema = z.object({ code: z.string(), name: z.string(), color: z.string(), variants: z.array(variantSchema).check(z.minLength(1)) });

/**
 * One sector in the compact format (fixtures/README.md): its seats as one string per row, one letter per
 * seat position; its first seat's corner (x, y) in seat widths and the facing angle of its rows in degrees.
 */
export const sectorSchema = z.object({
  /**
   * The shop's own sector code ("W2", "VIP", "N-3", "w1a"): any text of 1 to 40 characters that is not blank (the spec
   * gives no format; `^[A-Z]+\d+$` was only Trybuna's fixtures' and refused a whole map over one code, QA s41 #8).
   * Shown as text only (React text, the canvas's fillText), never as HTML.
   */
  code: z.string().check(z.refine((code) => code.trim() !== "" && code.length <= 40, "a sector code is empty or longer than 40 characters")),
  tribune: z.number().check(z.int(), z.nonnegative()),
  zone: z.number().check(z.int(), z.nonnegative()),
  x: z.number(),
  y: z.number(),
  angle: z.number(),
  // One check per sector, not per row: 1,800 row schemas were most of the 58,000-seat page's schema check.
  rows: z.array(z.string()).check(z.refine((rows) => rows.every((row) => ROW_PATTERN.test(row)), "a row has a letter that is not a seat kind")),
});

/**
 * A sector entry the map cannot draw is left out with one console warning naming it (its code, else the entry), so
 * one odd sector does not refuse the whole stadium (QA s41 #8); null here, dropped below. A union with a pass-through
 * rather than `z.catch`: no zod piece the other pages' shared zod chunk did not have (z.catch was 234 B gzip on every
 * page), and the contract still describes a sector.
 */
const sectorEntry = z.union([
  sectorSchema,
  z.pipe(
    z.unknown(),
    z.transform((entry) => {
      const issues = sectorSchema.safeParse(entry).error?.issues ?? [];
      leftOut(entry, issues.map((issue) => `${issue.path.map(String).join(".") || "(sector)"}: ${issue.code === "invalid_type" ? `expected ${issue.expected}` : issue.message}`).join("; "));
      return null;
    }),
  ),
]);

function leftOut(entry: unknown, problem: string): void {
  const code = (entry as { code?: unknown } | null)?.code;
  console.warn(`Trybuna: stadium-map: sector ${typeof code === "string" ? JSON.stringify(code) : JSON.stringify(entry)?.slice(0, 80)} left out (${problem})`);
}

export const stadiumMapSchema = z.pipe(
  z.object({
    eventName: z.string(),
    serieName: z.string(),
    venue: z.string(),
    /** Seat limit for the order; 0 means none. */
    limit: z.number().check(z.int()),
    pitch: z.object({ width: z.number().check(z.positive()), height: z.number().check(z.positive()) }),
    zones: z.array(zoneSchema).check(z.minLength(1)),
    tribunes: z.array(z.object({ code: z.string(), name: z.string() })).check(z.minLength(1)),
    sectors: z.array(sectorEntry).check(z.minLength(1)),
    cart: z.array(cartItemSchema),
    /** A sector to open zoomed in (the no-script page's ?sektor=). */
    focusSector: z._default(z.nullable(z.string()), null),
    removeUrl: z._default(z.string(), "/ajax/Stadium/removeFromCart/"),
    /**
     * Adds the chosen seats (queue mode): `{seat: ["<id_seat>:<id_charge>", …]}` (the ticket type after the last ":",
     * as a seat id may hold one), answered with the whole cart as step 4's `/ajax/Sales/addToCart/`.
     */
    addUrl: z._default(z.string(), "/ajax/Stadium/addToCart/"),
    /** The hidden fields of the shop's form around the map (csrf…), posted with the add as that form posts them. */
    formFields: z._default(z.record(z.string(), z.string()), {}),
    /** Seats the buyer ticked in the legacy sector form before the script ran (kept as chosen when the island takes over). */
    chosen: z._default(z.array(z.object({ seatId: z.string(), variantId: z.string() })), []),
    /**
     * The ticket type the legacy sector form had selected: new seats of a zone offering it get it, the others
     * their zone's first variant.
     */
    defaultVariantId: z._default(z.string(), ""),
  }),
  // Sectors naming a tribune or zone that is not listed, or repeating a code (seat ids are `<code>-<row>-<number>`),
  // are left out the same way; a map with no sector left is refused.
  z.transform((p, ctx) => {
    const codes = new Set<string>();
    const sectors = p.sectors.filter((s): s is SectorInput => {
      if (s === null) return false;
      const problem = s.tribune >= p.tribunes.length || s.zone >= p.zones.length ? "it names a tribune or zone that is not listed" : codes.has(s.code) ? "its code is repeated" : "";
      if (problem) leftOut(s, problem);
      else codes.add(s.code);
      return !problem;
    });
    if (!sectors.length) ctx.issues.push({ code: "custom", message: "no sector can be drawn", input: p.sectors, path: ["sectors"] });
    return { ...p, sectors };
  }),
);

export type StadiumMapProps = z.infer<typeof stadiumMapSchema>;
export type SectorInput = z.infer<typeof sectorSchema>;
export type Zone = z.infer<typeof zoneSchema>;
