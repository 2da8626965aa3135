import * as z from "zod/mini";

const regulation = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  /** Plain-text paragraphs (never HTML). */
  paragraphs: z.array(z.string()),
});

export const regulationsSchema = z.object({
  label: z._default(z.string(), "Regulaminy"),
  regulations: z.array(regulation).check(z.minLength(1)),
  /** The regulation shown first (default: the page's ?id=, else the first). */
  selected: z.optional(z.string()),
});

export type RegulationsProps = z.infer<typeof regulationsSchema>;
export type Regulation = z.infer<typeof regulation>;
