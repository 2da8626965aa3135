/**
 * Trybuna's stylesheets, loaded beside the code that needs them so islands never paint unstyled:
 * the runtime's own (trybuna.css, next to the entry) before the first island renders, and each
 * lazily loaded module's (an island's chunk and the chunks it imports) before that module
 * resolves. A page downloads only its islands' styles (issue 14). `<link>` elements from the
 * entry's origin: allowed by a `style-src 'self'` CSP, no inline style needed.
 */

/**
 * Island name (or the path of another lazily imported module) → its stylesheets, as `assets/<file>.css`
 * beside the entry: written into the built entry by vite.config.ts.
 */
const CHUNK_CSS_JSON = "__TRYBUNA_CHUNK_CSS__";
// Unbuilt (tests, Vite's dev server) the placeholder stays: styles come with the modules there.
const chunkCss: Readonly<Record<string, readonly string[]>> = CHUNK_CSS_JSON.startsWith("{") ? JSON.parse(CHUNK_CSS_JSON) : {};

const loading = new Map<string, Promise<void>>();

/** Adds a stylesheet once (or finds the one the page's tags already have); resolves when it has loaded or failed. */
function stylesheet(href: string): Promise<void> {
  let pending = loading.get(href);
  if (pending) return pending;
  const present = [...document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")].find((link) => link.href.split("?")[0] === href.split("?")[0]);
  // A link the server wrote in the head (manifest tags) is render- and script-blocking: it has
  // loaded (or failed) before the entry runs.
  pending = present
    ? Promise.resolve()
    : new Promise((resolve) => {
        const link = document.createElement("link");
        link.rel = "stylesheet";
        link.href = href;
        link.addEventListener("load", () => resolve(), { once: true });
        link.addEventListener("error", () => resolve(), { once: true });
        document.head.append(link);
      });
  loading.set(href, pending);
  return pending;
}

/**
 * The hash of trybuna.css's content, written into the built entry by vite.config.ts: the file keeps its bare name (the
 * PHP site links it) and is cached for a year, so its address changes with its content, as the entry's does. The
 * package version did not change between builds (a QA walk, session 36).
 */
const CSS_VERSION = "__TRYBUNA_CSS_HASH__";

/** The runtime's own stylesheet (trybuna.css), versioned by its content. */
export function loadStyles(entryUrl: string): Promise<void> {
  return stylesheet(`${new URL("trybuna.css", entryUrl).href}?v=${CSS_VERSION}`);
}

/** The stylesheets of an island (by name) or another lazy module (by path); file names carry content hashes. */
export async function loadChunkStyles(entryUrl: string, module: string): Promise<void> {
  await Promise.all((chunkCss[module] ?? []).map((file) => stylesheet(new URL(`assets/${file}.css`, entryUrl).href)));
}
