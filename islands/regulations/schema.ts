import * as z from "zod/mini";

const regulation = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  /** Plain-text paragraphs (never HTML). */
  paragraphs: z.array(z.string()),
});

export const regulationsSchema = z.object({
  /** The list's name (default: the nav's aria-label, else "Regulaminy" in the page's language). */
  label: z.optional(z.string()),
  regulations: z.array(regulation).check(z.minLength(1)),
  /** The regulation shown first (default: the page's ?id=, else the first). */
  selected: z.optional(z.string()),
});

export type RegulationsProps = z.infer<typeof regulationsSchema>;
export type Regulation = z.infer<typeof regulation>;
