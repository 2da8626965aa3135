import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createApp } from "./app.ts";
import { listen, portOf } from "./listen.ts";

const root = new URL("../", import.meta.url);
// TRYBUNA_DIST serves another build (e.g. a benchmark's or a CI job's copy).
const distDir = process.env.TRYBUNA_DIST ? `${process.env.TRYBUNA_DIST.replace(/\/$/, "")}/` : fileURLToPath(new URL("dist/", root));
const { version } = JSON.parse(readFileSync(new URL("package.json", root), "utf8")) as { version: string };

if (!existsSync(`${distDir}trybuna.js`)) {
  console.error("dist/trybuna.js is missing: run `npm run build` first (npm start does it for you).");
  process.exit(1);
}

const port = Number(process.env.PORT ?? 5173);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number (0-65535), not "${process.env.PORT}".`);
  process.exit(2);
}
const started = performance.now();
const { app, pages } = await createApp({ distDir, version, log: process.env.QUIET !== "1" });
try {
  const server = await listen(app, port, `set PORT to another (PORT=${port + 1} npm start)`);
  console.log(`Trybuna fixture server: http://127.0.0.1:${portOf(server)}/  (${pages.length} recorded pages, ready in ${Math.round(performance.now() - started)} ms)`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
