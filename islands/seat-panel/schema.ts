import * as z from "zod/mini";

const id = z.string().check(z.minLength(1));

export const seatStatus = z.enum(["free", "taken", "reserved"]);

export const seatSchema = z.object({
  id,
  /** Printed seat number; null when the seat has none (shown '--'). */
  number: z.nullable(z.string()),
  status: seatStatus,
  /** An aisle (gap) precedes this seat in its row. */
  gap: z.optional(z.boolean()),
});

export const rowSchema = z.object({ label: z.string(), seats: z.array(seatSchema) });

/** A ticket variant of the sector (charge_name, id_charge, price in grosze). */
export const variantSchema = z.object({ id, name: z.string(), price: z.number().check(z.int(), z.nonnegative()) });

/** A ticket already in the cart (spec §3 Cart item). */
export const cartItemSchema = z.object({
  id,
  parentId: z.nullable(z.string()),
  parkingParentId: z.nullable(z.string()),
  /** The seat this ticket holds in the shown sector, when it does. */
  seatId: z.nullable(z.string()),
  row: z.nullable(z.string()),
  number: z.nullable(z.string()),
  variantId: z.string(),
  variantName: z.string(),
  price: z.number().check(z.int(), z.nonnegative()),
  eventName: z.string(),
  serieName: z.string(),
  parking: z.boolean(),
});

export const seatPanelSchema = z.object({
  sectorName: z.string(),
  eventName: z.string(),
  serieName: z.string(),
  /** Seat limit; 0 means none. */
  limit: z.number().check(z.int()),
  variants: z.array(variantSchema).check(z.minLength(1)),
  rows: z.array(rowSchema),
  cart: z.array(cartItemSchema),
  removeUrl: z._default(z.string(), "/ajax/Sales/removeFromCart/"),
});

export type SeatPanelProps = z.infer<typeof seatPanelSchema>;
export type SeatStatus = z.infer<typeof seatStatus>;
export type Variant = z.infer<typeof variantSchema>;
export type CartItem = z.infer<typeof cartItemSchema>;
export type RowInput = z.infer<typeof rowSchema>;

/** Answer of `/ajax/Sales/removeFromCart/`: the legacy endpoint's body is not specified; we only need success. */
export const removeResponse = z.object({ ok: z.literal(true) });
