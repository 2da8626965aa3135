import { defineIsland } from "../../src/runtime/island.ts";
import { Lightbox } from "./Lightbox.tsx";
import { mediaLinks, readItem } from "./markup.ts";
import "./lightbox.css";
import { lightboxSchema } from "./schema.ts";

export default defineIsland({
  schema: lightboxSchema,
  /*
   * Legacy markup: links to the media, each usually around a thumbnail, e.g.
   * <a href="/media/1.jpg" title="Trybuna północna"><img src="/media/1-min.jpg" alt="…"></a>.
   * Without the script the links open the media; the viewer's name is the host's aria-label.
   * Only media links are slides (markup.ts); the host's other content stays as it is.
   */
  fromMarkup(host) {
    const label = host.getAttribute("aria-label");
    return { items: mediaLinks(host).map(readItem), ...(label ? { label } : {}) };
  },
  Component: Lightbox,
});
