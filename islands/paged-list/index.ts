import { defineIsland } from "../../src/runtime/island.ts";
import { currentPage } from "./markup.ts";
import { PagedList } from "./PagedList.tsx";
import "./paged-list.css";
import { pagedListSchema } from "./schema.ts";

export default defineIsland({
  schema: pagedListSchema,
  // Legacy markup: the list and its pager, its current page marked aria-current="page" or as a shop marks it (markup.ts).
  fromMarkup: (host) => {
    const page = currentPage(host, location.href);
    return page ? { page } : {};
  },
  Component: PagedList,
});
