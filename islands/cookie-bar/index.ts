import { defineIsland } from "../../src/runtime/island.ts";
import "./cookie-bar.css";
import { CookieBar } from "./CookieBar.tsx";
import { cookieBarSchema } from "./schema.ts";

export default defineIsland({
  schema: cookieBarSchema,
  fromMarkup: (host) => {
    const text = host.querySelector("p")?.textContent?.trim();
    const link = host.querySelector<HTMLAnchorElement>("a[href]");
    return {
      ...(text ? { text } : {}),
      ...(link ? { policyUrl: link.getAttribute("href"), policyLabel: link.textContent?.trim() } : {}),
    };
  },
  Component: CookieBar,
});
