import * as z from "zod/mini";

export const pagedListSchema = z.object({
  /** Where pages come from (default: the current page), asked with `page_no`. */
  url: z.optional(z.string()),
  /** The page shown by the server. */
  page: z._default(z.number().check(z.int(), z.positive()), 1),
  /** Name of the list, for screen readers ("Wydarzenia"). */
  label: z.string().check(z.minLength(1)),
});

export type PagedListProps = z.infer<typeof pagedListSchema>;
