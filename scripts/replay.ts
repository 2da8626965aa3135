import { parseArgs } from "node:util";
import { startReplayServer } from "../dev-server/replay/serve.ts";

/** `npm run replay -- <set name or folder> [--port N]`: serves a recorded set with the current build. */
const USAGE = "usage: npm run replay -- <set name (fixtures/recorded/<name>) or folder> [--port N]";

/** One line, no stack: what was wrong (if anything in particular) and the usage. */
function usage(problem?: string): never {
  console.error(problem ? `${problem}; ${USAGE}` : USAGE);
  process.exit(2);
}

function parse(): { set: string; port: number } {
  let parsed;
  try {
    // parseArgs takes `--port 5181` and `--port=5181` alike and refuses unknown flags.
    parsed = parseArgs({ args: process.argv.slice(2), options: { port: { type: "string" }, help: { type: "boolean", short: "h" } }, allowPositionals: true, strict: true });
  } catch (error) {
    // Node's first sentence ("Unknown option '--prot'"); the rest explains `--` at length.
    usage((error as Error).message.split(". ")[0]);
  }
  const [set, ...extra] = parsed.positionals;
  if (!set || extra.length > 0 || parsed.values.help) usage();
  const port = parsed.values.port ?? "5180";
  if (!/^\d{1,5}$/.test(port) || Number(port) > 65535) usage(`--port must be a port number (0-65535), not "${port}"`);
  return { set, port: Number(port) };
}

const { set, port } = parse();
try {
  const server = await startReplayServer({ set, port, log: true });
  console.log(`Replaying "${set}": open ${server.startUrl} (each request logged; MISS marks a request the set cannot answer)`);
} catch (error) {
  // A taken port or a missing set: the message says what to do; a stack would bury it.
  console.error((error as Error).message);
  process.exit(1);
}
