/**
 * The legacy paged list takes page numbers from link anchors: `#3`, `#page-3`, `#page_no=3`, or
 * a `page_no` in the link's query. Returns null for a link that is not a page link.
 */
export function pageFromLink(href: string, base: string): number | null {
  const url = new URL(href, base);
  const fromHash = /^#(?:page[-_]?(?:no)?=?)?(\d+)$/i.exec(url.hash)?.[1];
  const fromQuery = url.searchParams.get("page_no");
  const value = Number(fromHash ?? fromQuery ?? Number.NaN);
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * Where page `next` of a list is asked for, and what the address says once it is shown, for a page link `href` on
 * the page at `base`. A link to this very page (its path) brings its own query: the list's filter or sort that a
 * PHP pager writes into its links (`?sort=nazwa&page_no=3`), which the page's own address may not hold (a filter
 * posted by a form). Any other link (a 'pretty' one whose anchor carries the page) is asked at the page's own
 * address, as the legacy list did. The request leaves `page_no` to the payload: a stale one in the address (from
 * the page loaded before) would contradict it. The address carries `page_no`, as the link without the script does.
 */
export function pageAddresses(href: string, next: number, base: string): { request: string; address: string } {
  const page = new URL(base);
  const link = new URL(href, base);
  const source = link.origin === page.origin && link.pathname === page.pathname ? link : page;
  source.hash = "";
  source.searchParams.delete("page_no");
  const request = source.href;
  source.searchParams.set("page_no", String(next));
  return { request, address: source.href };
}
