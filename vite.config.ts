import { defineConfig } from "vitest/config";
import type { Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { readFileSync } from "node:fs";
import { contentVersion } from "./dev-server/contentVersion.ts";

const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as { version: string };

/**
 * Per-island stylesheets (issue 14): CSS is split per chunk, and the entry learns which stylesheets
 * each lazily imported module needs (its chunk's and those of the chunks it imports statically), so
 * the runtime loads an island's styles beside its chunk (src/runtime/styles.ts). Library mode has
 * no preload helper to do it. The map replaces a placeholder string in the entry once every file
 * name is final.
 */
function chunkStylesMap(): Plugin {
  let root = "";
  return {
    name: "trybuna-chunk-styles",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === "chunk");
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const map: Record<string, string[]> = {};
      for (const chunk of chunks) {
        // Modules imported lazily somewhere (an island, the alert box inside a shared chunk).
        const lazy = chunk.moduleIds.filter((id) => id.startsWith(`${root}/`) && this.getModuleInfo(id)?.dynamicImporters.length);
        if (lazy.length === 0) continue;
        const css = new Set<string>();
        const seen = new Set<string>();
        const visit = (file: string): void => {
          const next = byFile.get(file);
          if (!next || seen.has(file)) return;
          seen.add(file);
          for (const sheet of next.viteMetadata?.importedCss ?? []) css.add(sheet);
          next.imports.forEach(visit);
        };
        visit(chunk.fileName);
        // Short keys and names (islands/<name>/index.ts → <name>, assets/<file>.css → <file>): the map rides in the entry.
        const names = [...css].map((file) => file.replace(/^assets\/(.*)\.css$/, "$1"));
        if (css.size) for (const id of lazy) map[id.slice(root.length + 1).replace(/^islands\/(.*)\/index\.ts$/, "$1")] = names;
      }
      const entry = chunks.find((chunk) => chunk.isEntry)!;
      // trybuna.css keeps its bare name: the runtime asks for it with the hash of its content (src/runtime/styles.ts).
      const runtimeCss = Object.values(bundle).find((item) => item.type === "asset" && item.fileName === "trybuna.css");
      if (runtimeCss?.type !== "asset" || !entry.code.includes("__TRYBUNA_CSS_HASH__")) this.error("trybuna.css or the entry's __TRYBUNA_CSS_HASH__ placeholder (src/runtime/styles.ts) is missing");
      // Vite still has its own marker at the end of the source here (`/*$vite$:1*/`), gone from the written file.
      entry.code = entry.code.replace("__TRYBUNA_CSS_HASH__", contentVersion(String(runtimeCss.source).replace(/\/\*\$vite\$:\d+\*\/$/, "")));
      const placeholder = /(["'`])__TRYBUNA_CHUNK_CSS__\1/;
      if (!placeholder.test(entry.code)) this.error("the entry lost its __TRYBUNA_CHUNK_CSS__ placeholder (src/runtime/styles.ts)");
      // A template literal needs no escaping of JSON's quotes (names are [\w-] only: no backtick, no `${`).
      const json = JSON.stringify(map);
      if (/[`\\$]/.test(json)) this.error(`a stylesheet name cannot ride in a template literal: ${json}`);
      entry.code = entry.code.replace(placeholder, () => `\`${json}\``);
    },
  };
}

/**
 * V8's explicit compile hint (Chromium 136+) on every chunk but the runtime entry's: each chunk is loaded because an
 * island on the page needs it, and nearly all its functions run at that island's first render. Without the
 * hint V8 pre-parses a function on load and compiles it on the main thread at its first call; with it, V8
 * compiles the whole file on a background thread while the file streams in. Measured (session 24, 9 fresh
 * pages each, alternated): last island mounted after DOMContentLoaded at CPU 1×, step 4 210 → 173 ms and
 * registration 227 → 173 ms. The entry and its static imports go without: they are small, partly run only on
 * demand (Trybuna's helpers), and the hint's bytes count against their 6 KB budget. Added after
 * minification, which would drop the comment.
 */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
function compileHints(): Plugin {
  return {
    name: "trybuna-compile-hints",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === "chunk");
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // The runtime entry: the entry and everything it imports statically (bench/pageBytes.ts, entryFiles).
      const entryCode = new Set<string>();
      const visit = (file: string): void => {
        if (entryCode.has(file)) return;
        entryCode.add(file);
        byFile.get(file)?.imports.forEach(visit);
      };
      for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
      for (const chunk of chunks) if (!entryCode.has(chunk.fileName)) chunk.code = COMPILE_HINT + chunk.code;
    },
  };
}

/**
 * The legacy pages keep their own scripts while islands take over, and their library (MooTools 1.4) replaces
 * `Array.from` with one that ignores a map function and wraps a Set or a Map in a one-item array. Our code
 * spreads iterables instead (src/domain/times.ts); this gives the dependencies' calls (zod's) a local function
 * that behaves as the standard one. `tests/e2e/legacy-library.spec.ts` checks that the bundle calls no
 * `Array.from` and runs the shop beside an emulation of the library.
 */
const OWN_ARRAY_FROM = `
function __trybunaArrayFrom(items, map, that) {
  const list = [];
  if (typeof items?.[Symbol.iterator] === "function") for (const item of items) list.push(item);
  else for (let index = 0; index < (items?.length ?? 0); index++) list.push(items[index]);
  return map ? list.map((item, index) => map.call(that, item, index)) : list;
}`;
function ownArrayFrom(): Plugin {
  return {
    name: "trybuna-own-array-from",
    apply: "build",
    transform(code, id) {
      if (!id.includes("/node_modules/") || !code.includes("Array.from(")) return null;
      return { code: code.replaceAll("Array.from(", "__trybunaArrayFrom(") + OWN_ARRAY_FROM, map: null };
    },
  };
}

/**
 * React DOM builds five errors as its module runs: sentinels it throws and recognises by identity (Suspense's and
 * hydration's), never shown. Building an error captures the call stack, and while a DevTools client has its Runtime
 * domain on (DevTools open; Playwright, so every browser test, QA walk and benchmark) V8 records each frame's source
 * position for the inspector, re-parsing the function that runs react-dom, all of it: 20–25 ms at 1× CPU on this
 * host, about 100 ms at 4×, in the page's longest task (session 48; without a DevTools client the import takes 2–3 ms,
 * so a buyer's browser never paid it). The five are made as errors without a stack (same prototype, same message);
 * React only compares them. The build fails when React's text changes, rather than carry a patch that no longer
 * applies. `tests/e2e/runtime.spec.ts` checks a page's React DOM builds no error as it loads.
 */
const REACT_SENTINELS = /\b(HydrationMismatchException|SuspenseException|SuspenseyCommitException|SuspenseActionException|SelectiveHydrationException) = Error\(formatProdErrorMessage\((\d+)\)\)/g;
const STACKLESS_ERROR = `
function __trybunaStacklessError(message) {
  const error = Object.create(Error.prototype);
  error.message = message;
  return error;
}`;
function stacklessReactSentinels(): Plugin {
  return {
    name: "trybuna-stackless-react-sentinels",
    apply: "build",
    transform(code, id) {
      if (!id.endsWith("/react-dom/cjs/react-dom-client.production.js")) return null;
      let count = 0;
      const patched = code.replace(REACT_SENTINELS, (_, name: string, number: string) => (count++, `${name} = __trybunaStacklessError(formatProdErrorMessage(${number}))`));
      if (count !== 5) this.error(`react-dom-client: ${count} of React's 5 sentinel errors found (vite.config.ts, stacklessReactSentinels)`);
      return { code: patched + STACKLESS_ERROR, map: null };
    },
  };
}

/**
 * Small helpers the session clock (on every shop page) shares with other islands, and tiny dependency-free ones
 * several islands share (reduced motion, Polish plurals, a form's hidden fields: every page's error report and the
 * seat panel): one file, not a file each.
 */
const PAGE_SHARED = ["/src/ui/idle.ts", "/src/ui/otherTabs.ts", "/src/ui/motion.ts", "/src/domain/plural.ts", "/src/runtime/startAtHeading.ts", "/src/ui/pageStart.ts", "/src/ui/hiddenFields.ts"];
// What a form shows while it waits for the server: every page's error report uses all three, so one file (with
// what they import that no earlier group holds: the translation function). The islands' kept-markup hook rides along
// (every page's session clock uses it): as a file of its own it cost English pages 60–230 B, in page-shared 500 B
// (that chunk imports no React).
const WAITING_SHARED = ["/src/ui/useStalled.ts", "/src/ui/StalledNotice.tsx", "/src/ui/SubmitButton.tsx", "/src/ui/useKeptMarkup.ts"];
const ENTRY_SHARED = ["/src/runtime/events.ts", "/src/runtime/nonce.ts", "/src/runtime/trustedTypes.ts", "/src/domain/password.ts", "/src/i18n/language.ts", "/src/domain/sizeFormat.ts", "/src/ui/popup.ts", "/src/domain/popup.ts", "/src/domain/webAddress.ts", "/src/ui/alertBoxLoaded.ts"];

// One ES-module entry (`trybuna.js`, loaded with `?v=<version>`), every island a lazily
// imported chunk with a content hash, React and ReactDOM together in one shared chunk.
export default defineConfig(({ command }) => ({
  plugins: [react(), ownArrayFrom(), stacklessReactSentinels(), chunkStylesMap(), compileHints()],
  define: {
    __TRYBUNA_VERSION__: JSON.stringify(version),
    // Vite does not replace NODE_ENV in library-like builds; only for the build, or
    // Vitest would load React's production bundle (no act()).
    ...(command === "build" ? { "process.env.NODE_ENV": '"production"' } : {}),
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    // Library mode: no preload helper in the entry (chunks load by import() only, no <link>
    // elements a strict CSP would have to allow); the runtime's own styles in trybuna.css, each
    // island's beside its chunk (chunkStylesMap).
    lib: { entry: { trybuna: "main.ts" }, formats: ["es"], cssFileName: "trybuna" },
    modulePreload: false,
    cssCodeSplit: true,
    manifest: true,
    rollupOptions: {
      preserveEntrySignatures: "strict",
      output: {
        // Library mode leaves ES output unminified (for consumers' tree-shaking); ours is final.
        minify: true,
        // The output is final: tree-shaking hints (/* @__PURE__ */) are dead bytes; licences stay.
        comments: { legal: true, annotation: false, jsdoc: false },
        entryFileNames: "[name].js",
        // Short hashes: chunk and stylesheet names ride in the entry (the islands' imports, the stylesheet map), 6 KB
        // gzip at most. Seven characters for chunks, the least rolldown allows for 65 of them; five for stylesheets (about 30 of them, 64⁵ names;
        // session 41: with six the entry reached 6,146 B).
        chunkFileNames: "chunks/[name]-[hash:7].js",
        assetFileNames: (info) => (info.names?.[0] === "trybuna.css" ? "trybuna.css" : "assets/[name]-[hash:5][extname]"),
        manualChunks(id: string) {
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return "vendor-react";
          // With zod, the one schema piece its users (islands' props, form answers) share: a file of its own was 194 B more.
          if (/node_modules\/zod\//.test(id) || id.endsWith("/src/runtime/addressSchema.ts")) return "vendor-zod";
          // Small modules the entry imports and islands share: one file instead of a file each (every page
          // loads them with the entry anyway; each extra file costs its own request and gzip overhead).
          if (ENTRY_SHARED.some((path) => id.endsWith(path))) return "runtime-shared";
          if (PAGE_SHARED.some((path) => id.endsWith(path))) return "page-shared";
          if (WAITING_SHARED.some((path) => id.endsWith(path))) return "waiting";
          // The English table's areas (src/i18n/english.ts loads those a page's islands show).
          const area = /\/src\/i18n\/en\/(\w+)\.ts$/.exec(id)?.[1];
          if (area) return `en-${area}`;
          return undefined;
        },
      },
    },
  },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "islands/**/*.test.{ts,tsx}", "dev-server/**/*.test.ts", "tests/unit/**/*.test.{ts,tsx}"],
    setupFiles: ["tests/unit/setup.ts"],
    // Generous, as the browser tests': a passing test never waits for it; on a busy machine jsdom runs several times slower.
    testTimeout: 60_000,
    reporters: ["default", "json"],
    outputFile: { json: "reports/vitest.json" },
  },
}));
