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
