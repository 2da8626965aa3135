import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createApp } from "./app.ts";

const root = new URL("../", import.meta.url);
// TRYBUNA_DIST serves another build (e.g. a benchmark's or a CI job's copy).
const distDir = process.env.TRYBUNA_DIST ? `${process.env.TRYBUNA_DIST.replace(/\/$/, "")}/` : fileURLToPath(new URL("dist/", root));
const { version } = JSON.parse(readFileSync(new URL("package.json", root), "utf8")) as { version: string };

if (!existsSync(`${distDir}trybuna.js`)) {
  console.error("dist/trybuna.js is missing: run `npm run build` first (npm start does it for you).");
  process.exit(1);
}

const started = performance.now();
const { app, pages } = await createApp({ distDir, version, log: process.env.QUIET !== "1" });
const port = Number(process.env.PORT ?? 5173);
const server = app.listen(port, "127.0.0.1", () => {
  const address = server.address();
  const actual = typeof address === "object" && address ? address.port : port;
  console.log(`Trybuna fixture server: http://127.0.0.1:${actual}/  (${pages.length} recorded pages, ready in ${Math.round(performance.now() - started)} ms)`);
});
