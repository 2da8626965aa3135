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
  code: z.string().check(z.regex(/^[A-Z]+\d+$/)),
  tribune: z.number().check(z.int(), z.nonnegative()),
  zone: z.number().check(z.int(), z.nonnegative()),
  x: z.number(),
  y: z.number(),
  angle: z.number(),
  // One check per sector, not per row: 1,800 row schemas were most of the 58,000-seat page's schema check.
  rows: z.array(z.string()).check(z.refine((rows) => rows.every((row) => ROW_PATTERN.test(row)), "a row has a letter that is not a seat kind")),
});

export const stadiumMapSchema = z
  .object({
    eventName: z.string(),
    serieName: z.string(),
    venue: z.string(),
    /** Seat limit for the order; 0 means none. */
    limit: z.number().check(z.int()),
    pitch: z.object({ width: z.number().check(z.positive()), height: z.number().check(z.positive()) }),
    zones: z.array(zoneSchema).check(z.minLength(1)),
    tribunes: z.array(z.object({ code: z.string(), name: z.string() })).check(z.minLength(1)),
    sectors: z.array(sectorSchema).check(z.minLength(1)),
    cart: z.array(cartItemSchema),
    /** A sector to open zoomed in (the no-script page's ?sektor=). */
    focusSector: z._default(z.nullable(z.string()), null),
    removeUrl: z._default(z.string(), "/ajax/Stadium/removeFromCart/"),
    /**
     * Adds the chosen seats (queue mode): `{seat: ["<id_seat>:<id_charge>", …]}` (the ticket type after the last ":",
     * as a seat id may hold one), answered with the whole cart as step 4's `/ajax/Sales/addToCart/`.
     */
    addUrl: z._default(z.string(), "/ajax/Stadium/addToCart/"),
    /** Seats the buyer ticked in the legacy sector form before the script ran (kept as chosen when the island takes over). */
    chosen: z._default(z.array(z.object({ seatId: z.string(), variantId: z.string() })), []),
    /**
     * The ticket type the legacy sector form had selected: new seats of a zone offering it get it, the others
     * their zone's first variant.
     */
    defaultVariantId: z._default(z.string(), ""),
  })
  .check(
    z.refine(
      (p) => p.sectors.every((s) => s.tribune < p.tribunes.length && s.zone < p.zones.length),
      "a sector names a tribune or zone that is not listed",
    ),
  );

export type StadiumMapProps = z.infer<typeof stadiumMapSchema>;
export type SectorInput = z.infer<typeof sectorSchema>;
export type Zone = z.infer<typeof zoneSchema>;
