import * as z from "zod/mini";

const id = z.string().check(z.minLength(1));
const grosze = z.number().check(z.int(), z.nonnegative());

/** A ticket variant (charge_name, id_charge, price in grosze): the seat panel's per sector, the stadium's per zone. */
export const variantSchema = z.object({ id, name: z.string(), price: grosze });

/** A ticket already in the cart (spec §3 Cart item), as both seat islands get it. */
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
  price: grosze,
  eventName: z.string(),
  serieName: z.string(),
  parking: z.boolean(),
  /** The ticket's sector (spec §3: a cart item has one) where the page names it: step 4 lists the whole cart. */
  sectorName: z.optional(z.string()),
  /** Cart item parking_url: where a parking ticket's parking is described (same origin only). */
  parkingUrl: z.optional(z.string()),
});

export type Variant = z.infer<typeof variantSchema>;
export type CartItem = z.infer<typeof cartItemSchema>;

// Answers' schemas are built on the first answer, not at page load (issue 14: start-up pays zod per schema built).
/** Answer of `/ajax/Sales/removeFromCart/` (and the stadium's): the legacy endpoint's body is not specified; we only need success. */
export const removeResponse = z.lazy(() => z.object({ ok: z.literal(true), cartCount: z.optional(z.number()) }));

/** Answer of `/ajax/Sales/addToCart/` (and the stadium's): the whole cart after adding, and a message when some seats were refused. */
export const addResponse = z.lazy(() =>
  z.object({
    ok: z.literal(true),
    added: z.number(),
    message: z.nullable(z.string()),
    cart: z.array(cartItemSchema),
    cartCount: z.number(),
  }),
);
