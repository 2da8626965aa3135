// @vitest-environment node
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HAR_FILE, INDEX_FILE } from "./fixtureSet.ts";
import { DEFAULT_KEY_RULES } from "./key.ts";
import { startReplayServer } from "./serve.ts";

/** An empty set that began on `startUrl`. */
function emptySet(startUrl: string): string {
  const dir = mkdtempSync(join(tmpdir(), "trybuna-serve-"));
  writeFileSync(join(dir, HAR_FILE), JSON.stringify({ log: { version: "1.2", creator: { name: "test", version: "1" }, entries: [] } }));
  writeFileSync(join(dir, INDEX_FILE), JSON.stringify({ name: "empty", recordedAt: "", startUrl, noncePlaceholder: "", rules: DEFAULT_KEY_RULES, entries: [] }));
  return dir;
}

describe("startReplayServer", () => {
  it("gives the set's start page on its own address", async () => {
    const dir = emptySet("https://sklep.example.pl/logowanie.html?lang=en");
    const server = await startReplayServer({ set: dir, distDir: dir });
    try {
      expect(server.startUrl).toBe(`${server.url}/logowanie.html?lang=en`);
    } finally {
      await server.close();
    }
  });

  it("rejects a taken port with one line saying how to choose another", async () => {
    const dir = emptySet("");
    const first = await startReplayServer({ set: dir, distDir: dir });
    const port = Number(new URL(first.url).port);
    try {
      expect(first.startUrl).toBe(`${first.url}/`);
      await expect(startReplayServer({ set: dir, distDir: dir, port })).rejects.toThrow(`Port ${port} is in use: pass another with --port (--port ${port + 1}).`);
    } finally {
      await first.close();
    }
  });
});
