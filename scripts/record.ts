import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { type Flow, record, StartUnreachableError } from "../dev-server/replay/record.ts";
import type { RedactionRules } from "../dev-server/replay/redact.ts";

/**
 * `npm run record -- <start URL> [--flow <script>] [--rules <rules.json>] [--out <folder>] --name <set>`
 * Records the live legacy site into `fixtures/recorded/<set>/` (see fixtures/README.md).
 */
const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const startUrl = args.find((arg, index) => !arg.startsWith("--") && !args[index - 1]?.startsWith("--"));
const name = option("name");
if (!startUrl || !name || !/^[\w-]+$/.test(name)) {
  console.error("usage: npm run record -- <start URL> [--flow <script.ts>] [--rules <rules.json>] [--out <folder>] --name <set name: letters, digits, - and _>");
  process.exit(2);
}
if (!URL.canParse(startUrl) || !/^https?:$/.test(new URL(startUrl).protocol)) {
  console.error(`The start URL must be an absolute http(s) URL (e.g. https://sklep.example.pl/sprzedaz/krok-2), not "${startUrl}".`);
  process.exit(2);
}
const flowPath = option("flow");
const flow = flowPath ? ((await import(pathToFileURL(resolve(flowPath)).href)) as { default: Flow }).default : undefined;
const rulesPath = option("rules");
const rules = rulesPath ? (JSON.parse(readFileSync(rulesPath, "utf8")) as RedactionRules) : undefined;
const outDir = resolve(option("out") ?? `fixtures/recorded/${name}`);
try {
  const { entries, startStatus } = await record({ startUrl, name, outDir, flow, rules });
  // Still recorded (an error page can be what QA wants to keep), but rarely what was meant.
  if (startStatus >= 400) console.warn(`Warning: the start URL answered HTTP ${startStatus}: the set starts on an error page.`);
  console.log(`Recorded ${entries} requests into ${outDir} (recording.har, index.json).`);
} catch (error) {
  if (!(error instanceof StartUnreachableError)) throw error; // a flow's failure: its stack says where
  console.error(error.message);
  process.exit(1);
}
