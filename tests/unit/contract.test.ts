// @vitest-environment node
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { CONTRACT_DIR, generateContract } from "../../scripts/contract.ts";

/** The checked-in contract (docs/contract) is what `npm run contract` generates from the code now. */
describe("public contract", () => {
  it("matches the code: rerun `npm run contract` and commit docs/contract when this fails", async () => {
    const files = await generateContract();
    const stale: string[] = [];
    for (const [path, content] of files) if (!existsSync(path) || readFileSync(path, "utf8") !== content) stale.push(path);
    const schemas = readdirSync(join(CONTRACT_DIR, "schemas")).map((file) => `${CONTRACT_DIR}/schemas/${file}`);
    for (const path of schemas) if (!files.has(path)) stale.push(`${path} (no such island now)`);
    expect(stale, "contract files out of date").toEqual([]);
    expect([...files.keys()].filter((path) => path.endsWith(".schema.json")).length).toBe(readdirSync("islands", { withFileTypes: true }).filter((entry) => entry.isDirectory()).length);
  }, 60_000);

  it("the declaration file type-checks a legacy script that uses it, and catches a wrong use", () => {
    const dir = mkdtempSync(join(tmpdir(), "trybuna-dts-"));
    writeFileSync(join(dir, "trybuna.d.ts"), readFileSync(join(CONTRACT_DIR, "trybuna.d.ts")));
    const check = (code: string): string => {
      writeFileSync(join(dir, "legacy.ts"), `/// <reference path="./trybuna.d.ts" />\n${code}\nexport {};\n`);
      try {
        execFileSync(resolve("node_modules/.bin/tsc"), ["--noEmit", "--strict", "--lib", "es2022,dom", "--target", "es2022", "--ignoreConfig", join(dir, "legacy.ts")], { encoding: "utf8", cwd: dir });
        return "";
      } catch (error) {
        return String((error as { stdout?: string }).stdout);
      }
    };
    expect(check(`window.Trybuna.request<{ total: number }>({ url: "/ajax/Sales/cart/", data: { id: 1 }, mode: "queue" }).then((r) => (r.ok ? r.data.total : r.error.kind));
document.addEventListener("trybuna:request-error", (event) => event.detail.url);
const island: Trybuna.IslandName = "seat-panel";
void island;`)).toBe("");
    expect(check(`window.Trybuna.request({ mode: "sometimes" });`)).toMatch(/error TS\d+/);
  }, 60_000);
});
