import { defineIsland } from "../../src/runtime/island.ts";
import { settingsOverlaySchema } from "./schema.ts";
import { SettingsOverlay } from "./SettingsOverlay.tsx";
import "./settings-overlay.css";

export default defineIsland({
  schema: settingsOverlaySchema,
  // Legacy markup: <a href="/konto/ustawienia/powiadomienia" data-json='{"section":"…"}'>Powiadomienia</a>
  fromMarkup: (host) => {
    const link = host.querySelector<HTMLAnchorElement>("a[href]");
    if (!link) return {};
    let json: unknown;
    try {
      json = link.dataset.json === undefined ? undefined : JSON.parse(link.dataset.json);
    } catch {
      console.error(`Trybuna: settings-overlay link ${link.getAttribute("href")} has data-json that is not JSON; it is sent without it.`);
    }
    return { href: link.getAttribute("href"), label: link.textContent?.trim(), ...(json === undefined ? {} : { json }) };
  },
  Component: SettingsOverlay,
});
