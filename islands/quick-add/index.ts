import { defineIsland } from "../../src/runtime/island.ts";
import { QuickAdd } from "./QuickAdd.tsx";
import "./quick-add.css";
import { quickAddSchema } from "./schema.ts";

export default defineIsland({
  schema: quickAddSchema,
  /*
   * Legacy markup: <a href="/…/organizator.html" target="_blank" data-target="organizer"
   * data-value-field="nazwa">Dodaj organizatora</a> — without the script the form opens in a new tab.
   */
  fromMarkup(host) {
    const link = host.querySelector<HTMLAnchorElement>("a[href]");
    if (!link) return {};
    const { target, valueField } = link.dataset;
    return { url: link.getAttribute("href") ?? "", label: link.textContent?.trim() ?? "", ...(target ? { target } : {}), ...(valueField ? { valueField } : {}) };
  },
  Component: QuickAdd,
});
