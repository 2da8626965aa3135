/**
 * Trybuna's one script: `<script type="module" src="/static/trybuna.js?v=…" nonce="…">`.
 * Finds `data-island` hosts, loads each island's chunk on demand and follows the page for markup
 * added later. React, zod and the islands are separate chunks, loaded only when a page has islands.
 * The composition root: it joins src/'s runtime to the islands' manifest, so it sits above both.
 */
import { manifest } from "./islands/manifest.ts";
import { pageLanguage } from "./src/i18n/language.ts";
import { createApi, type TrybunaApi } from "./src/runtime/api.ts";
import "./src/runtime/base.css";
import { startQueue } from "./src/runtime/queue.ts";
import { IslandRegistry } from "./src/runtime/registry.ts";
import { loadChunkStyles, loadStyles } from "./src/runtime/styles.ts";

declare global {
  interface Window {
    Trybuna?: TrybunaApi;
    /** Calls queued by the page's inline scripts (src/runtime/queue.ts). */
    TrybunaQueue?: unknown;
  }
}

let styles: Promise<void> | undefined;
// The table's loader is asked for beside t.ts (which imports it too): its areas then come one round trip sooner.
const english = pageLanguage() === "en" ? (void import("./src/i18n/english.ts"), import("./src/i18n/t.ts")) : undefined;
/** English pages: the common texts and those of these islands, fetched beside their chunks; Polish pages none. */
const texts = (islands: string[]): Promise<void> | undefined =>
  english
    ?.then(({ loadLanguage }) => loadLanguage("en", islands))
    // Islands still mount; their texts stay Polish (the source language).
    .catch((error: unknown) => console.error("Trybuna: the English texts could not be loaded.", error));
void texts([]);
// An island's stylesheets and texts are fetched beside its chunk, and awaited before it renders.
const withStyles = Object.fromEntries(
  Object.entries(manifest).map(([name, load]) => [name, () => (void loadChunkStyles(import.meta.url, name), void texts([name]), load())]),
);
const registry = new IslandRegistry(withStyles, async (names) => {
  await Promise.all([(styles ??= loadStyles(import.meta.url)), texts(names), ...names.map((name) => loadChunkStyles(import.meta.url, name))]);
});

if (!window.Trybuna) {
  window.Trybuna = createApi(registry, __TRYBUNA_VERSION__);
  window.TrybunaQueue = startQueue(window.TrybunaQueue, window.Trybuna);
  const start = (): void => {
    // The heading's focus and the header's cart count (src/ui/pageStart.ts). Not in the entry's 6 KB: they ride in
    // the chunk the islands' code shares (vite.config.ts, PAGE_SHARED), fetched with their chunks; the focus acts once
    // the page has been laid out anyway (an IntersectionObserver's answer). A chunk that fails to load leaves the
    // browser's own start, without an unhandled rejection.
    import("./src/ui/pageStart.ts").then(({ pageStart }) => pageStart(), () => undefined);
    registry.observe();
    void registry.mount();
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
  else start();
}
