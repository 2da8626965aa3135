import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { type Flow, record } from "../dev-server/replay/record.ts";
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
const flowPath = option("flow");
const flow = flowPath ? ((await import(pathToFileURL(resolve(flowPath)).href)) as { default: Flow }).default : undefined;
const rulesPath = option("rules");
const rules = rulesPath ? (JSON.parse(readFileSync(rulesPath, "utf8")) as RedactionRules) : undefined;
const outDir = resolve(option("out") ?? `fixtures/recorded/${name}`);
const { entries } = await record({ startUrl, name, outDir, flow, rules });
console.log(`Recorded ${entries} requests into ${outDir} (recording.har, index.json).`);
