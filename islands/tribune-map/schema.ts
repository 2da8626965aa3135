import * as z from "zod/mini";
import { webAddress } from "../../src/runtime/addressSchema.ts";

const tribuneSchema = z.object({
  /** id_tribune submitted by the edit form. */
  id: z.string().check(z.minLength(1)),
  /** Accessible name: the legacy area's alt text. */
  name: z.string().check(z.minLength(1)),
  /** Flat x,y pairs in the 700 × 550 canvas space. */
  points: z.array(z.number()).check(z.minLength(6)),
  /** The area's link: where a click goes when the page has no edit form. */
  href: z.optional(webAddress()),
});

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
