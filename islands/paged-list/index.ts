import { defineIsland } from "../../src/runtime/island.ts";
import { PagedList } from "./PagedList.tsx";
import "./paged-list.css";
import { pagedListSchema } from "./schema.ts";

export default defineIsland({
  schema: pagedListSchema,
  // Legacy markup: the list and its pager, with the current page marked aria-current="page".
  fromMarkup: (host) => {
    const current = host.querySelector("[aria-current='page']")?.textContent?.trim();
    return current && /^\d+$/.test(current) ? { page: Number(current) } : {};
  },
  Component: PagedList,
});
