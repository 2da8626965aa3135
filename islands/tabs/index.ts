import { defineIsland } from "../../src/runtime/island.ts";
import { tabsSchema } from "./schema.ts";
import { Tabs } from "./Tabs.tsx";
import "./tabs.css";

export default defineIsland({
  schema: tabsSchema,
  /*
   * Legacy markup: a list of in-page links, <a href="#sekcja-ceny" data-name="ceny" [data-hidden]>Ceny</a>,
   * to sections elsewhere in the form. Without the script every section shows and the links jump to them.
   */
  fromMarkup(host) {
    const tabs = [...host.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')].map((link) => {
      const panel = decodeURIComponent(link.hash.slice(1));
      return { name: link.dataset.name ?? panel, title: link.textContent?.trim() ?? panel, panel, visible: !link.hasAttribute("data-hidden") };
    });
    return { tabs };
  },
  Component: Tabs,
});
