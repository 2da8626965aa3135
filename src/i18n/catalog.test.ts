// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { areasFor, ISLAND_AREAS } from "./islandAreas.ts";

/**
 * The browser's English table ships to English pages, area by area as their islands need them: it holds the texts
 * the browser shows and nothing else. Texts only the fixture server prints (its page templates) live in dev-server/en/.
 */
const areas = readdirSync("src/i18n/en").filter((name) => name.endsWith(".ts"));
const tables = await Promise.all(
  areas.map(async (name) => ({ name, table: ((await import(/* @vite-ignore */ pathToFileURL(`src/i18n/en/${name}`).href)) as { default: Record<string, string> }).default })),
);

/** The browser's code: every source file of src/ and islands/, tests and tables aside (read once). */
const clientSources = ["src/", "islands/"].flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.startsWith("i18n/en/"))
    .map((path) => readFileSync(folder + path, "utf8")),
);

/** Every string literal (quotes, or a backtick without `${`) in these sources (default: all the browser's code). */
function clientLiterals(sources: readonly string[] = clientSources): Set<string> {
  const literals = new Set<string>();
  for (const source of sources) {
    for (const match of source.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\$\n]|\\.)*)`/g)) {
      literals.add(match[1] ?? match[2] ?? match[3]!);
    }
  }
  return literals;
}

/** The sources of `entry` and of what it imports, statically or lazily, by relative path (not past `stop`). */
function codeOf(entry: string, stop: (file: string) => boolean = () => false): string[] {
  const files = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*"(\.[^"]+)"/g)) {
      const base = join(dirname(file), specifier!);
      const found = [base, `${base}.ts`, `${base}.tsx`].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
      if (found && !stop(found) && !found.includes("/i18n/en/")) pending.push(relative(".", found));
    }
  }
  return [...files].map((file) => readFileSync(file, "utf8"));
}

describe("the browser's English table", () => {
  it("holds only texts the browser's code uses (a text only the fixture server prints belongs in dev-server/en/)", () => {
    const used = clientLiterals();
    const unused = tables.flatMap(({ name, table }) => Object.keys(table).filter((text) => !used.has(text)).map((text) => `${name}: ${text}`));
    expect(unused).toEqual([]);
  });

  it("has every text the browser's code passes to t() as a literal", () => {
    const known = new Set(tables.flatMap(({ table }) => Object.keys(table)));
    const missing = clientSources.flatMap((source) =>
      [...source.matchAll(/(?<![\w.])t\(\s*(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)')/g)].map((match) => match[1] ?? match[2]!).filter((text) => !known.has(text)),
    );
    expect(missing).toEqual([]);
  });

  it("gives each island, and the runtime, every text its code uses in the areas it loads (islandAreas.ts)", () => {
    const misplaced: string[] = [];
    const check = (who: string, sources: string[], loaded: readonly string[]) => {
      const used = clientLiterals(sources);
      for (const { name, table } of tables) {
        if (!loaded.includes(name.replace(/\.ts$/, ""))) misplaced.push(...Object.keys(table).filter((text) => used.has(text)).map((text) => `${who}: "${text}" is in ${name}`));
      }
    };
    // The runtime's own code (the entry and what it loads by itself): the common texts only.
    check("the runtime", codeOf("main.ts", (file) => file.startsWith("islands/")), ["common"]);
    const islands = readdirSync("islands").filter((name) => existsSync(`islands/${name}/index.ts`));
    for (const island of islands) check(island, codeOf(`islands/${island}/index.ts`), areasFor([island]));
    expect(misplaced).toEqual([]);
    expect(Object.keys(ISLAND_AREAS).filter((island) => !islands.includes(island)), "islands that do not exist").toEqual([]);
    expect(areasFor(islands).filter((area) => !existsSync(`src/i18n/en/${area}.ts`)), "areas that do not exist").toEqual([]);
  });

  it("holds each text once", () => {
    const seen = new Map<string, string>();
    const twice = tables.flatMap(({ name, table }) =>
      Object.keys(table).flatMap((text) => {
        const first = seen.get(text);
        seen.set(text, name);
        return first ? [`${text} (${first}, ${name})`] : [];
      }),
    );
    expect(twice).toEqual([]);
  });
});
