import { mediaKind } from "../../src/domain/media.ts";

/**
 * The host's media links, in order: links to a photo or a video (by `type`, then extension), or to an address
 * that says nothing (`/foto.php?id=1`) around a thumbnail. Other links (a page, a PDF) are not slides: they stay
 * in the page and work as they did (QA session 41).
 */
export function mediaLinks(root: ParentNode): HTMLAnchorElement[] {
  return [...root.querySelectorAll<HTMLAnchorElement>("a[href]")].filter((link) => mediaKind(link.getAttribute("href")!, link.type, link.querySelector("img") !== null) !== "other");
}

/** One slide from a legacy media link. */
export function readItem(link: HTMLAnchorElement) {
  const image = link.querySelector("img");
  return {
    href: link.getAttribute("href") ?? "",
    type: link.type,
    caption: link.title || image?.alt || link.textContent?.trim() || "",
    ...(image ? { thumb: image.getAttribute("src") ?? "", thumbAlt: image.alt } : {}),
    text: image ? "" : (link.textContent?.trim() ?? ""),
  };
}
