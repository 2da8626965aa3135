import { startReplayServer } from "../dev-server/replay/serve.ts";

/** `npm run replay -- <set name or folder> [--port N]`: serves a recorded set with the current build. */
const [set, flag, value] = process.argv.slice(2);
if (!set) {
  console.error("usage: npm run replay -- <set name (fixtures/recorded/<name>) or folder> [--port N]");
  process.exit(2);
}
const server = await startReplayServer({ set, port: flag === "--port" ? Number(value) : 5180, log: true });
console.log(`Replaying "${set}" at ${server.url}/ (each request logged; MISS marks a request the set cannot answer)`);
