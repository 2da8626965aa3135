import { defineIsland } from "../../src/runtime/island.ts";
import { tabsSchema } from "./schema.ts";
import { Tabs } from "./Tabs.tsx";
import "./tabs.css";

/**
 * The section id a link's fragment names, percent-decoded as the browser does to find it: runs of %XX
 * are decoded and anything else is kept ("#rabat-50%" names "rabat-50%"; decodeURIComponent throws there).
 */
function sectionId(fragment: string): string {
  return fragment.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

export default defineIsland({
  schema: tabsSchema,
  /*
   * Legacy markup: a list of in-page links, <a href="#sekcja-ceny" data-name="ceny" [data-hidden] [data-active]>Ceny</a>,
   * to sections elsewhere in the form. Without the script every section shows and the links jump to them. A link may
   * spell the page's own address before its fragment ("galeria.html#ceny", as PHP templates often print it): it jumps
   * within the page all the same. A link to another page is not a tab.
   */
  fromMarkup(host) {
    const here = location.href.split("#")[0];
    const links = [...host.querySelectorAll<HTMLAnchorElement>('a[href*="#"]')].filter((link) => link.hash.length > 1 && link.href.split("#")[0] === here);
    const tabs = links.map((link) => {
      const panel = sectionId(link.hash.slice(1));
      return { name: link.dataset.name ?? panel, title: link.textContent?.trim() ?? panel, panel, visible: !link.hasAttribute("data-hidden") };
    });
    const active = tabs.find((_, index) => links[index]!.hasAttribute("data-active"))?.name;
    return { tabs, ...(active ? { active } : {}) };
  },
  Component: Tabs,
});
