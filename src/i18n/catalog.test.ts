// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The browser's English table ships to every English page: it holds the texts the browser shows and
 * nothing else. Texts only the fixture server prints (its page templates) live in dev-server/en/.
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

/** Every string literal (quotes, or a backtick without `${`) in the browser's code. */
function clientLiterals(): Set<string> {
  const literals = new Set<string>();
  for (const source of clientSources) {
    for (const match of source.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\$\n]|\\.)*)`/g)) {
      literals.add(match[1] ?? match[2] ?? match[3]!);
    }
  }
  return literals;
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
