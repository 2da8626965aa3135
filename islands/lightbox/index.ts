import { defineIsland } from "../../src/runtime/island.ts";
import { Lightbox } from "./Lightbox.tsx";
import "./lightbox.css";
import { lightboxSchema } from "./schema.ts";

export default defineIsland({
  schema: lightboxSchema,
  /*
   * Legacy markup: links to the media, each usually around a thumbnail, e.g.
   * <a href="/media/1.jpg" title="Trybuna północna"><img src="/media/1-min.jpg" alt="…"></a>.
   * Without the script the links open the media; the viewer's name is the host's aria-label.
   */
  fromMarkup(host) {
    const items = [...host.querySelectorAll<HTMLAnchorElement>("a[href]")].map((link) => {
      const image = link.querySelector("img");
      return {
        href: link.getAttribute("href") ?? "",
        type: link.type,
        caption: link.title || image?.alt || link.textContent?.trim() || "",
        ...(image ? { thumb: image.getAttribute("src") ?? "", thumbAlt: image.alt } : {}),
        text: image ? "" : (link.textContent?.trim() ?? ""),
      };
    });
    const label = host.getAttribute("aria-label");
    return { items, ...(label ? { label } : {}) };
  },
  Component: Lightbox,
});
