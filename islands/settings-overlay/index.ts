import { defineIsland } from "../../src/runtime/island.ts";
import { readSettingsLink } from "./markup.ts";
import { settingsOverlaySchema } from "./schema.ts";
import { SettingsOverlay } from "./SettingsOverlay.tsx";
import "./settings-overlay.css";

export default defineIsland({
  schema: settingsOverlaySchema,
  // Legacy markup: <a href="/konto/ustawienia/powiadomienia" data-json='{"section":"…"}'>Powiadomienia</a>
  fromMarkup: readSettingsLink,
  Component: SettingsOverlay,
});
