import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as z from "zod/mini";
import { fastShapes } from "../src/runtime/fastSchema.ts";

/**
 * `npm run contract`: writes Trybuna's public contract (issue 12) into docs/contract/ from the
 * code itself, so it cannot drift: island names (the `islands/*` folders), host attributes (the
 * runtime's and each island's `host.dataset.*`), props JSON Schemas (each island's zod schema,
 * `z.toJSONSchema`, input side), events and their `detail` keys (every `emit(…)` call), the global
 * API (`TrybunaApi` in src/runtime/api.ts) and a declaration file for legacy scripts.
 * tests/unit/contract.test.ts fails when the checked-in files differ from what this generates.
 */

const root = fileURLToPath(new URL("../", import.meta.url));
export const CONTRACT_DIR = "docs/contract";

interface IslandContract {
  name: string;
  attributes: string[];
  schema: Record<string, unknown>;
  events: Array<{ name: string; detail: string[] }>;
}

const read = (path: string): string => readFileSync(join(root, path), "utf8");

function sourcesOf(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .sort()
    .map((file) => join(dir, file));
}

/** `emit("name", { a, b: 1 })` or `emit(target, "name", {…})`: the name and the detail's keys. */
function eventsIn(files: string[], withTarget: boolean): Array<{ name: string; detail: string[] }> {
  const found = new Map<string, Set<string>>();
  const call = withTarget ? /\bemit\(\s*[\w.]+,\s*"([\w-]+)"(?:,\s*\{([^}]*)\})?/g : /\bemit\(\s*"([\w-]+)"(?:,\s*(?:\{([^}]*)\}|(\w+)))?/g;
  for (const file of files) {
    for (const match of read(file).matchAll(call)) {
      const keys = found.get(match[1]!) ?? new Set<string>();
      for (const key of (match[2] ?? "").matchAll(/(?:^|,)\s*(\w+)\s*(?=[:,]|$)/g)) keys.add(key[1]!);
      if (match[3]) keys.add(`(${match[3]})`);
      found.set(match[1]!, keys);
    }
  }
  return [...found].sort(([a], [b]) => a.localeCompare(b)).map(([name, keys]) => ({ name, detail: [...keys] }));
}

async function islandContract(name: string): Promise<IslandContract> {
  const dir = `islands/${name}`;
  const index = read(`${dir}/index.ts`);
  const schemaName = /\bschema:\s*(\w+)/.exec(index)?.[1];
  const module = (await import(pathToFileURL(join(root, dir, "schema.ts")).href)) as Record<string, z.ZodMiniType>;
  const schema = (schemaName && module[schemaName]) || Object.values(module).find((value) => value && typeof value === "object" && "_zod" in value);
  if (!schema) throw new Error(`${dir}: no zod schema found (schema.ts should export the schema index.ts uses)`);
  const files = sourcesOf(dir);
  const attributes = new Set<string>();
  for (const file of files) {
    for (const match of read(file).matchAll(/\bhost\.dataset\.(\w+)/g)) attributes.add(`data-${match[1]!.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`);
    for (const match of read(file).matchAll(/\bhost\.getAttribute\("(data-[\w-]+)"\)/g)) attributes.add(match[1]!);
  }
  attributes.delete("data-island");
  return {
    name,
    attributes: [...attributes].sort(),
    schema: jsonSchemaOf(schema),
    events: eventsIn(files, false).map((event) => ({ ...event, name: `${name}:${event.name}` })),
  };
}

/** A props schema as JSON Schema (input side); a fast-checked part (src/runtime/fastSchema.ts) as its zod shape. */
function jsonSchemaOf(schema: z.ZodMiniType): Record<string, unknown> {
  return z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    target: "draft-2020-12",
    override({ zodSchema, jsonSchema }) {
      const shape = fastShapes.get(zodSchema);
      if (!shape) return;
      const { $schema: _, ...shown } = jsonSchemaOf(shape);
      Object.assign(jsonSchema, shown);
    },
  }) as Record<string, unknown>;
}

/** An exported interface or type alias of a source file, as a plain declaration (without `export`). */
function declaration(file: string, name: string): string {
  const source = read(file);
  const start = source.search(new RegExp(`^export (interface|type) ${name}\\b`, "m"));
  if (start < 0) throw new Error(`${file} exports no ${name}`);
  const isInterface = source.startsWith("export interface", start);
  const end = isInterface ? source.indexOf("\n}\n", start) + 2 : source.indexOf(";\n", start) + 1;
  // Keep the doc comment right above it.
  const doc = source.lastIndexOf("/**", start);
  const from = doc >= 0 && /^\*\/\s*$/.test(source.slice(source.indexOf("*/", doc), start).trim()) ? doc : start;
  return source.slice(from, end).replace(`export ${isInterface ? "interface" : "type"} ${name}`, `${isInterface ? "interface" : "type"} ${name}`);
}

/** `TrybunaApi` and the interfaces it extends (the kit's helpers), with the types their members name. */
const API_DECLARATIONS: ReadonlyArray<readonly [file: string, name: string]> = [
  ["src/runtime/api.ts", "TrybunaApi"],
  ["src/ui/globalKit.ts", "KitApi"],
  ["src/ui/alertBox.ts", "AlertTone"],
  ["src/ui/alertBox.ts", "AlertAction"],
  ["src/ui/alertBox.ts", "AlertRequest"],
  ["src/ui/popup.ts", "OpenPopupOptions"],
  ["src/domain/popup.ts", "PopupOptions"],
  ["src/domain/popup.ts", "PopupAlign"],
  ["src/domain/popup.ts", "ChromeItem"],
];

function apiInterface(): string {
  return API_DECLARATIONS.map(([file, name]) => declaration(file, name)).join("\n\n");
}

function apiMembers(): Array<{ member: string; doc: string }> {
  return [declaration("src/runtime/api.ts", "TrybunaApi"), declaration("src/ui/globalKit.ts", "KitApi")].flatMap(interfaceMembers);
}

function interfaceMembers(body: string): Array<{ member: string; doc: string }> {
  const members: Array<{ member: string; doc: string }> = [];
  let doc = "";
  for (const match of body.slice(body.indexOf("{") + 1).matchAll(/\/\*\*([\s\S]*?)\*\/|^\s*(?:readonly )?(\w+)(?:<[^>]*>)?(\(|:)/gm)) {
    if (match[1] !== undefined) doc = match[1].replace(/\n\s*\*\s?/g, " ").trim();
    else {
      members.push({ member: `${match[2]}${match[3] === "(" ? "()" : ""}`, doc });
      doc = "";
    }
  }
  return members;
}

const md = (text: string): string => text.replace(/\|/g, "\\|");

/** Every generated file: path (from the project root) → content. */
export async function generateContract(): Promise<Map<string, string>> {
  const names = readdirSync(join(root, "islands"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const islands = await Promise.all(names.map(islandContract));
  const runtimeEvents = eventsIn(sourcesOf("src/runtime"), true);
  const formEvents = eventsIn(sourcesOf("src/deform"), true);
  const requestEvents = eventsIn(sourcesOf("src/dejax"), true);
  const files = new Map<string, string>();
  for (const island of islands) files.set(`${CONTRACT_DIR}/schemas/${island.name}.schema.json`, `${JSON.stringify({ $id: `trybuna:${island.name}`, title: `${island.name} props`, ...island.schema }, null, 2)}\n`);

  const eventRow = (name: string, detail: string[], on: string) => `| \`trybuna:${name}\` | ${on} | ${detail.length ? detail.map((key) => `\`${key}\``).join(", ") : "—"} |`;
  const doc = [
    "# Trybuna's public contract",
    "",
    "Generated by `npm run contract` from the code (`scripts/contract.ts`); do not edit by hand.",
    "`tests/unit/contract.test.ts` fails when the code and this folder disagree: rerun the command and commit.",
    "",
    "## Islands",
    "A host is `<div data-island=\"NAME\">` holding the legacy markup. Props: JSON in `data-props`, or a direct child",
    "`<script type=\"application/json\">`; they are merged over what the island reads from the markup and checked by",
    "the island's schema. `data-island-wake=\"visible\"` (or `\"load\"`) sets when it mounts. Markup inserted by",
    "`Trybuna.html()` or an island is marked `data-island-content`.",
    "",
    "| island | host attributes besides `data-island`, `data-props` | props schema | events |",
    "|---|---|---|---|",
    ...islands.map((island) => `| \`${island.name}\` | ${island.attributes.map((attr) => `\`${attr}\``).join(", ") || "—"} | [${island.name}.schema.json](schemas/${island.name}.schema.json) | ${island.events.map((event) => `\`${event.name.split(":")[1]}\``).join(", ") || "—"} |`),
    "",
    "## Events",
    "Bubbling, cancelable `CustomEvent`s. `detail` keys as the code sends them; `(name)`: an object built in the island's code.",
    "",
    "| event | dispatched on | detail |",
    "|---|---|---|",
    ...runtimeEvents.map((event) => eventRow(event.name, event.detail, "every island host")),
    ...islands.flatMap((island) => island.events.map((event) => eventRow(event.name, event.detail, `\`${island.name}\` host`))),
    ...formEvents.map((event) => eventRow(event.name, event.detail, "the `<form>` of the form engine")),
    ...requestEvents.map((event) => eventRow(event.name, event.detail, "`document`")),
    "",
    "## Global API: `window.Trybuna`",
    "Types: [trybuna.d.ts](trybuna.d.ts) (`/// <reference path=\"…/trybuna.d.ts\" />` in a legacy script).",
    "",
    "| member | what |",
    "|---|---|",
    ...apiMembers().map((member) => `| \`${member.member}\` | ${md(member.doc) || "—"} |`),
    "",
  ].join("\n");
  files.set(`${CONTRACT_DIR}/README.md`, doc);

  const types = read("src/dejax/types.ts").replace(/^export /gm, "");
  const allEvents = [
    ...runtimeEvents.map((event) => [event.name, event.detail] as const),
    ...islands.flatMap((island) => island.events.map((event) => [event.name, event.detail] as const)),
    ...formEvents.map((event) => [event.name, event.detail] as const),
    ...requestEvents.map((event) => [event.name, event.detail] as const),
  ];
  const detailType = (detail: readonly string[]) => (detail.length && !detail.some((key) => key.startsWith("(")) ? `{ ${detail.map((key) => `${key}?: unknown;`).join(" ")} }` : "unknown");
  const dts = [
    "// Trybuna's global API for legacy scripts that use a type checker.",
    "// Generated by `npm run contract` from src/runtime/api.ts and src/dejax/types.ts; do not edit.",
    "",
    "declare namespace Trybuna {",
    ...types.split("\n").map((line) => (line ? `  ${line}` : line)),
    ...apiInterface().split("\n").map((line) => (line ? `  ${line}` : line)),
    "",
    `  type IslandName = ${islands.map((island) => JSON.stringify(island.name)).join(" | ")};`,
    "",
    "  /** Every event Trybuna dispatches, by type, with its detail. */",
    "  interface Events {",
    ...allEvents.map(([name, detail]) => `    ${JSON.stringify(`trybuna:${name}`)}: CustomEvent<${detailType(detail)}>;`),
    "  }",
    "}",
    "",
    "interface Window {",
    "  readonly Trybuna: Trybuna.TrybunaApi;",
    "  /** Calls the page's inline scripts queue before the script runs: `(window.TrybunaQueue = window.TrybunaQueue || []).push(fn)`. */",
    "  TrybunaQueue: Array<(api: Trybuna.TrybunaApi) => void> | { push(...calls: Array<(api: Trybuna.TrybunaApi) => void>): number };",
    "}",
    "",
    "interface HTMLElementEventMap extends Trybuna.Events {}",
    "interface DocumentEventMap extends Trybuna.Events {}",
    "",
  ].join("\n");
  files.set(`${CONTRACT_DIR}/trybuna.d.ts`, dts);
  return files;
}

/** Writes the files and removes schemas of islands that are gone. */
export async function writeContract(): Promise<string[]> {
  const files = await generateContract();
  rmSync(join(root, CONTRACT_DIR, "schemas"), { recursive: true, force: true });
  for (const [path, content] of files) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return [...files.keys()];
}

if (process.argv[1] && relative(fileURLToPath(import.meta.url), process.argv[1]) === "") {
  const written = await writeContract();
  console.log(`Wrote ${written.length} files into ${CONTRACT_DIR}/.`);
}
