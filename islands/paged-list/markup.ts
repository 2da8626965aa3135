import { pageFromLink } from "../../src/domain/paging.ts";

/**
 * A page number a marked item starts with ("3", "3 (bieżąca)"); `exact`: an unmarked item's one word, between
 * separators at most ("3", "| 3 |", "[3]"), not a text that says more ("Strona 3 z 5").
 */
function numberIn(node: Node | null | undefined, exact = false): number | undefined {
  const found = (exact ? /^[^\p{L}\p{N}]*(\d+)[^\p{L}\p{N}]*$/u : /^(\d+)(?:\s|$)/).exec(node?.textContent?.trim() ?? "")?.[1];
  return found && Number(found) > 0 ? Number(found) : undefined;
}

/** A shop's class for the current item: `active`, `current`, `selected` (`page-item active`, `pager__item--current`). */
const CURRENT_CLASS = /(?:^|[\s_-])(?:active|current|selected)(?:$|[\s_-])/i;

/**
 * The page of the list the server printed, from its pager (session 43): the item marked `aria-current`, else the
 * pager's item marked by the shop's class (`<li class="active"><a href="…">3</a></li>`, `<span class="current">3</span>`),
 * else its one number that is no link to a page (`<strong>3</strong>`, `<a>3</a>` without href, a bare 3). The pager's
 * items are those beside its page links (spec §2: links whose anchor or `page_no` names a page). Before, only
 * `aria-current` was read: such a pager read as page 1, and the list was named "…, strona 1" on page 3.
 */
export const currentPage = (host: Element, base: string): number | undefined => currentOf(host, base)?.page;

/**
 * Marks the pager's current page for screen readers (`aria-current="page"`) where the shop marks it only by looks (bold,
 * a class): they said "3", not "current page, 3". Returns what takes the mark off again (the shop's markup given back
 * as it came).
 */
export function markCurrent(root: Element, base: string): () => void {
  const at = currentOf(root, base)?.at;
  if (!at || at.hasAttribute("aria-current")) return () => {};
  at.setAttribute("aria-current", "page");
  return () => at.removeAttribute("aria-current");
}

/** The current page and the element that shows it (none for a bare number between links). */
function currentOf(host: Element, base: string): { page: number; at?: Element } | undefined {
  for (const node of host.querySelectorAll("[aria-current]:not([aria-current=false])")) {
    const page = numberIn(node);
    if (page) return { page, at: node };
  }
  const isPageLink = (node: Node): boolean => node instanceof HTMLAnchorElement && node.hasAttribute("href") && pageFromLink(node.getAttribute("href")!, base) !== null;
  const items = new Set<ChildNode>();
  for (const link of [...host.querySelectorAll("a[href]")].filter(isPageLink)) {
    // The link's item: the link, or what holds it alone (its <li>); the item's siblings are the pager's other items.
    let item: Element = link;
    while (item.parentElement && item.parentElement !== host && item.parentElement.textContent?.trim() === link.textContent?.trim()) item = item.parentElement;
    item.parentElement?.childNodes.forEach((node) => items.add(node));
  }
  let plain: { page: number; at?: Element } | undefined;
  for (const node of items) {
    const page = numberIn(node, true);
    if (!(node instanceof Element)) {
      if (page) plain ??= { page };
      continue;
    }
    const inside = [node, ...node.querySelectorAll("*")];
    const classed = inside.find((element) => CURRENT_CLASS.test(element.getAttribute("class") ?? ""));
    if (classed) {
      const marked = numberIn(node);
      // The mark goes on the item's link, else on what carries the class, where a screen reader meets it.
      if (marked) return { page: marked, at: node.querySelector("a") ?? classed };
    }
    if (page && !inside.some(isPageLink)) plain ??= { page, at: node };
  }
  return plain;
}
