import * as z from "zod/mini";

const tab = z.object({
  name: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  /** The id of the page element holding the tab's content (it stays where the server put it). */
  panel: z.string().check(z.minLength(1)),
  visible: z._default(z.boolean(), true),
});

export const tabsSchema = z.object({
  label: z.string().check(z.minLength(1)),
  tabs: z.array(tab).check(z.minLength(1)),
  /** The tab shown first (default: the first visible one). */
  active: z.optional(z.string()),
});

export type TabsProps = z.infer<typeof tabsSchema>;
