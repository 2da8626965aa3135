import * as z from "zod/mini";
import { webAddress } from "../../src/runtime/addressSchema.ts";

const tribuneSchema = z
  .object({
    /** id_tribune submitted by the edit form; may be empty for a disabled tribune (it is never submitted). */
    id: z.string(),
    /** Accessible name: the legacy area's alt text. */
    name: z.string().check(z.minLength(1)),
    /** Flat x,y pairs in the 700 × 550 canvas space (a rect or circle area's outline as a polygon). */
    points: z.array(z.number()).check(z.minLength(6)),
    /** The area's link: where a click goes when the page has no edit form. */
    href: z.optional(webAddress()),
    /**
     * Shown but never chosen: the legacy area had no href (`nohref`, e.g. a sold-out stand), so it was no link.
     * Drawn greyed on the plan; its list button is aria-disabled.
     */
    disabled: z._default(z.boolean(), false),
  })
  .check(z.refine((tribune) => tribune.disabled || tribune.id.length > 0, "a tribune that can be chosen needs an id"));

export const tribuneMapSchema = z.object({
  /** Stadium picture drawn under the polygons. */
  image: z.string(),
  imageAlt: z.string(),
  tribunes: z.array(tribuneSchema).check(z.minLength(1)),
  /** Name of the edit form's field that receives the tribune id. */
  field: z._default(z.string(), "id_tribune"),
  /**
   * The edit form's id or name: the legacy page's form sits anywhere on the page, not always around the map.
   * Without such a form (or its field) the map's own enclosing form is used, then the tribune's href.
   */
  form: z._default(z.string(), "edit_form"),
});

export type TribuneMapProps = z.infer<typeof tribuneMapSchema>;
export type Tribune = z.infer<typeof tribuneSchema>;
