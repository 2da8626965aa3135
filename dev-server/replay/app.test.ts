// @vitest-environment node
import { mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReplayApp, MISS_HEADER } from "./app.ts";
import { type Har, type HarEntry, HAR_FILE, INDEX_FILE, loadSet } from "./fixtureSet.ts";
import { DEFAULT_KEY_RULES } from "./key.ts";

function entry(json: unknown, answer: unknown): HarEntry {
  const text = new URLSearchParams({ json: JSON.stringify(json) }).toString();
  const body = JSON.stringify(answer);
  return {
    startedDateTime: new Date(0).toISOString(),
    time: 1,
    request: { method: "POST", url: "http://shop.invalid/ajax/Sales/cart/?__ajax_request=1", httpVersion: "HTTP/1.1", cookies: [], headers: [], queryString: [], postData: { mimeType: "application/x-www-form-urlencoded", text }, headersSize: -1, bodySize: text.length },
    response: { status: 200, statusText: "OK", httpVersion: "HTTP/1.1", cookies: [], headers: [{ name: "Content-Type", value: "application/json" }], content: { size: body.length, mimeType: "application/json", text: body }, redirectURL: "", headersSize: -1, bodySize: body.length },
    cache: {},
    timings: { send: 0, wait: 1, receive: 0 },
  };
}

let base = "";
let close = (): void => undefined;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "trybuna-replay-"));
  const har: Har = { log: { version: "1.2", creator: { name: "test", version: "1" }, entries: [entry({ b: 1, a: 2 }, { n: 1 }), entry({ a: 2, b: 1 }, { n: 2 }), entry({ a: 3 }, { n: 3 })] } };
  writeFileSync(join(dir, HAR_FILE), JSON.stringify(har));
  writeFileSync(join(dir, INDEX_FILE), JSON.stringify({ name: "cart", recordedAt: "", startUrl: "", noncePlaceholder: "", rules: DEFAULT_KEY_RULES, entries: [] }));
  const app = createReplayApp({ set: loadSet(dir), distDir: dir });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((done) => server.once("listening", done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => void server.close();
});
afterAll(() => close());

async function post(json: unknown, cookie: string): Promise<Response> {
  return fetch(`${base}/ajax/Sales/cart/?__ajax_request=1`, { method: "POST", headers: { cookie, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ json: JSON.stringify(json) }) });
}

describe("replay server", () => {
  it("answers identical keys in recorded order, then repeats the last; each session has its own cursors", async () => {
    const first = await post({ a: 2, b: 1 }, "");
    const session = /trybuna_replay=([\w-]+)/.exec(first.headers.get("set-cookie") ?? "")![1]!;
    const cookie = `trybuna_replay=${session}`;
    expect(await first.json()).toEqual({ n: 1 });
    expect(await (await post({ b: 1, a: 2 }, cookie)).json()).toEqual({ n: 2 });
    expect(await (await post({ a: 2, b: 1 }, cookie)).json()).toEqual({ n: 2 });
    expect(await (await post({ a: 2, b: 1 }, "trybuna_replay=other")).json()).toEqual({ n: 1 });
  });

  it("answers a miss with 404, the miss header and the nearest key's field diff", async () => {
    const response = await post({ a: 4 }, "");
    expect(response.status).toBe(404);
    expect(response.headers.get(MISS_HEADER)).toBe("1");
    const text = await response.text();
    expect(text).toContain('Nearest recorded key:\n  POST /ajax/Sales/cart/ {"json":{"a":3}}');
    expect(text).toContain("json.a: recorded 3, sent 4");
  });

  it("injects faults before the recording is used: the next request still gets its answer", async () => {
    const faulted = await fetch(`${base}/ajax/Sales/cart/?__ajax_request=1&__fault=status:503`, { method: "POST", headers: { cookie: "trybuna_replay=faults", "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ json: JSON.stringify({ a: 3 }) }) });
    expect(faulted.status).toBe(503);
    expect(await (await post({ a: 3 }, "trybuna_replay=faults")).json()).toEqual({ n: 3 });
  });
});
