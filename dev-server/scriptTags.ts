import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { contentVersion } from "./contentVersion.ts";
import { escapeHtml } from "./html.ts";

/**
 * Trybuna's script tag, written from the build's `manifest.json` the way Laravel's and Symfony's
 * Vite integrations do (issue 12): the entry's file, `modulepreload` hints for the chunks of the
 * islands the page contains (and the chunks they import), stylesheets listed in the `css` arrays
 * of those chunks, and the CSP nonce on each. The PHP snippet in README.md
 * (`docs/embed/trybuna.php`) does the same, line for line: a test compares their output.
 */

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Vite writes `.vite/manifest.json` (Vite 5+) or `manifest.json` (older) into the output folder. */
function manifestPath(distDir: string): string {
  const modern = join(distDir, ".vite", "manifest.json");
  return existsSync(modern) ? modern : join(distDir, "manifest.json");
}

const cache = new Map<string, { mtime: number; manifest: Manifest }>();

/** The build's manifest, re-read when the build changes. */
export function readManifest(distDir: string): Manifest {
  const path = manifestPath(distDir);
  const mtime = statSync(path).mtimeMs;
  const known = cache.get(path);
  if (known?.mtime === mtime) return known.manifest;
  const manifest = JSON.parse(readFileSync(path, "utf8")) as Manifest;
  cache.set(path, { mtime, manifest });
  return manifest;
}

/** The island names a page's markup contains (`data-island="…"`), in order of appearance. */
export function islandsIn(html: string): string[] {
  return [...new Set([...html.matchAll(/\bdata-island=["']([\w-]+)["']/g)].map((match) => match[1]!))];
}

export interface TagOptions {
  /** Where `dist/` is served, with a trailing slash (`/static/`). */
  base: string;
  nonce: string;
  /** The islands the page contains: their chunks get modulepreload hints. */
  islands: readonly string[];
  /** The build folder, to version an entry whose file name carries no hash. */
  distDir: string;
}

/** The manifest key of the runtime's React side (src/runtime/render.tsx). */
const RENDERER = "src/runtime/render.tsx";

/** The `chunk` key of an island in the manifest: `islands/<name>/index.<ext>`. */
function islandKey(manifest: Manifest, entryKey: string, island: string): string | undefined {
  return (manifest[entryKey]?.dynamicImports ?? []).find((key) => key.replace(/^islands\/([^/]+)\/index\.[jt]sx?$/, "$1") === island);
}

export function scriptTags(manifest: Manifest, options: TagOptions): string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error("manifest.json has no entry chunk: is this a Vite build's manifest?");
  const entry = manifest[entryKey]!;
  const preload: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string, isEntry: boolean): void => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    const chunk = manifest[key]!;
    if (!isEntry) preload.push(chunk.file);
    for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file);
    for (const imported of chunk.imports ?? []) visit(imported, false);
  };
  visit(entryKey, true);
  for (const island of options.islands) {
    const key = islandKey(manifest, entryKey, island);
    if (key) visit(key, false);
  }
  // A page with islands also needs the renderer, which the entry imports lazily once their chunks have
  // loaded: hinted, it is not a second round trip after them.
  if (options.islands.length > 0) visit(RENDERER, false);
  const nonce = escapeHtml(options.nonce);
  const href = (file: string) => escapeHtml(`${options.base}${file}`);
  // A file without a content hash in its name (the entry, trybuna.css) is versioned by its content.
  const version = (file: string) => (/-[\w-]{6,}\.(js|css)$/.test(file) ? "" : `?v=${contentVersion(readFileSync(join(options.distDir, file)))}`);
  return [
    ...css.map((file) => `<link rel="stylesheet" href="${href(file)}${version(file)}" nonce="${nonce}">`),
    ...preload.map((file) => `<link rel="modulepreload" href="${href(file)}" nonce="${nonce}">`),
    `<script type="module" src="${href(entry.file)}${version(entry.file)}" nonce="${nonce}" data-trybuna></script>`,
  ].join("\n");
}
