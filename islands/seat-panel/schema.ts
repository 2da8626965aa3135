import * as z from "zod/mini";
import { cartItemSchema, variantSchema } from "../../src/ui/cart/schema.ts";

export type SeatStatus = "free" | "taken" | "reserved";
/** Seat status letters of `rowSchema.statuses`. */
export const STATUS_BY_LETTER: Readonly<Record<string, SeatStatus>> = { f: "free", t: "taken", r: "reserved" };

/**
 * One row of seats in columns rather than one object per seat: a 5,000-seat sector is then checked as
 * 50 rows of arrays, not 5,000 objects (the schema check was a third of the mount's script time).
 */
export const rowSchema = z
  .object({
    label: z.string(),
    // Plain strings: a per-id length check was most of what remained of the schema's cost.
    ids: z.array(z.string()),
    /** Printed seat numbers; null when a seat has none (shown '--'). */
    numbers: z.array(z.nullable(z.string())),
    /** One letter per seat: f free, t taken, r reserved. */
    statuses: z.string().check(z.regex(/^[ftr]*$/)),
    /** Indices of the seats that have an aisle before them. */
    gaps: z.array(z.number().check(z.int(), z.nonnegative())),
  })
  .check(z.refine((row) => row.numbers.length === row.ids.length && row.statuses.length === row.ids.length, "ids, numbers and statuses differ in length"));

/**
 * A row whose seats are still in the legacy markup (markup.ts `LegacyRow`): the mount reads only its label
 * and seat count; its seats are read when the panel builds the row, and checked with `rowSchema` then
 * (model.ts `layoutOf`). `toJSON` gives the read row, so the props serialise as if every row had been read.
 */
export interface PendingRow {
  readonly label: string;
  readonly count: number;
  /** The row in `rowSchema`'s form, read from the markup once (unchecked: the layout checks it). */
  read(): unknown;
  toJSON(): unknown;
}
const pendingRowSchema = z.custom<PendingRow>(
  (value) => {
    const row = value as Partial<PendingRow> | null;
    return typeof row === "object" && row !== null && typeof row.read === "function" && typeof row.label === "string" && Number.isInteger(row.count) && row.count! >= 0;
  },
  "not a row of seats",
);

export const seatPanelSchema = z.object({
  sectorName: z.string(),
  eventName: z.string(),
  serieName: z.string(),
  /** Seat limit; 0 means none. */
  limit: z.number().check(z.int()),
  variants: z.array(variantSchema).check(z.minLength(1)),
  /** Rows of seats: read ones, or (from the legacy markup) rows read when the panel builds them. */
  rows: z.array(z.union([pendingRowSchema, rowSchema])),
  /**
   * The cart's tickets; absent for a panel whose markup holds no cart table (a second sector on the page): it shows
   * the page's cart, which the seat panels share (pageCart.ts).
   */
  cart: z.optional(z.array(cartItemSchema)),
  removeUrl: z._default(z.string(), "/ajax/Sales/removeFromCart/"),
  /**
   * Adds the chosen seats (queue mode): `{id_tribune, seat: ["<id_seat>:<id_charge>", …]}`, answered with the whole
   * cart. A seat id may hold ":": the ticket type is after the last one (src/domain/seatValue.ts).
   */
  addUrl: z._default(z.string(), "/ajax/Sales/addToCart/"),
  /** The tribune the seats belong to (the legacy form's hidden id_tribune). */
  tribuneId: z._default(z.string(), ""),
  /** The seats form's hidden fields (csrf, id_event…), posted with the add as the form posted them without the script. */
  formFields: z._default(z.record(z.string(), z.string()), {}),
  /** Seats the buyer ticked in the legacy markup before the script ran (kept when the island takes over). */
  chosen: z._default(z.array(z.object({ seatId: z.string(), variantId: z.string() })), []),
  /**
   * The ticket type new seats get: the legacy select's value (the server's `selected` option, or what the buyer
   * chose before the script ran). Empty or not among `variants`: the first variant.
   */
  defaultVariantId: z._default(z.string(), ""),
});

export type SeatPanelProps = z.infer<typeof seatPanelSchema>;
export type RowInput = z.infer<typeof rowSchema>;
export type RowSource = SeatPanelProps["rows"][number];
