import { defineIsland } from "../../src/runtime/island.ts";
import { tabsSchema } from "./schema.ts";
import { Tabs } from "./Tabs.tsx";
import "./tabs.css";

export default defineIsland({
  schema: tabsSchema,
  /*
   * Legacy markup: a list of in-page links, <a href="#sekcja-ceny" data-name="ceny" [data-hidden] [data-active]>Ceny</a>,
   * to sections elsewhere in the form. Without the script every section shows and the links jump to them.
   */
  fromMarkup(host) {
    const links = [...host.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
    const tabs = links.map((link) => {
      const panel = decodeURIComponent(link.hash.slice(1));
      return { name: link.dataset.name ?? panel, title: link.textContent?.trim() ?? panel, panel, visible: !link.hasAttribute("data-hidden") };
    });
    const active = tabs.find((_, index) => links[index]!.hasAttribute("data-active"))?.name;
    return { tabs, ...(active ? { active } : {}) };
  },
  Component: Tabs,
});
