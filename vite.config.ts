import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { readFileSync } from "node:fs";

const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as { version: string };

// One ES-module entry (`trybuna.js`, loaded with `?v=<version>`), every island a lazily
// imported chunk with a content hash, React and ReactDOM together in one shared chunk.
export default defineConfig(({ command }) => ({
  plugins: [react()],
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
    // elements a strict CSP would have to allow); one stylesheet, trybuna.css.
    lib: { entry: { trybuna: "src/main.ts" }, formats: ["es"], cssFileName: "trybuna" },
    modulePreload: false,
    cssCodeSplit: false,
    manifest: true,
    rollupOptions: {
      preserveEntrySignatures: "strict",
      output: {
        // Library mode leaves ES output unminified (for consumers' tree-shaking); ours is final.
        minify: true,
        entryFileNames: "[name].js",
        chunkFileNames: "chunks/[name]-[hash].js",
        assetFileNames: (info) => (info.names?.[0]?.endsWith(".css") ? "trybuna.css" : "assets/[name]-[hash][extname]"),
        manualChunks(id: string) {
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return "vendor-react";
          if (/node_modules\/zod\//.test(id)) return "vendor-zod";
          return undefined;
        },
      },
    },
  },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "islands/**/*.test.{ts,tsx}", "dev-server/**/*.test.ts", "tests/unit/**/*.test.{ts,tsx}"],
    setupFiles: ["tests/unit/setup.ts"],
    reporters: ["default", "json"],
    outputFile: { json: "reports/vitest.json" },
  },
}));
