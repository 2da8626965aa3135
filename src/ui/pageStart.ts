import { startAtHeading } from "../runtime/startAtHeading.ts";

/**
 * What every page with the script starts besides its islands, from the chunk the islands' code shares (page-shared,
 * vite.config.ts), so that the entry's 6 KB stays: the focus at the page's heading (startAtHeading.ts), and the
 * header's cart count following the cart's news on every page, not only where an island shows the cart: another
 * tab's change, and the buyer's own on a page back from the back-forward cache (session 46; followCartNews). The
 * count's code is a chunk of its own (555 B gzip): in page-shared it took zod into that chunk, which every page
 * loads first. A chunk that fails to load leaves the header as the shop printed it.
 */
export function pageStart(): void {
  startAtHeading();
  import("./cartCount.ts").then(({ followCartNews }) => followCartNews(), () => undefined);
}
