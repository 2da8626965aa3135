import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_KEY_RULES, type KeyRules, replayKey, type ReplayKey } from "./key.ts";

/**
 * A recorded fixture set on disk (issue 12): `fixtures/recorded/<name>/recording.har` (HAR 1.2,
 * readable by Playwright's `routeFromHAR`) and `index.json` (the key of every entry, in recorded
 * order, and the key rules the replay uses: edit them there to drop another volatile field).
 */

export interface HarHeader {
  name: string;
  value: string;
}

export interface HarEntry {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    cookies: Array<{ name: string; value: string }>;
    headers: HarHeader[];
    queryString: HarHeader[];
    postData?: { mimeType: string; text: string; params?: HarHeader[] };
    headersSize: number;
    bodySize: number;
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    cookies: Array<{ name: string; value: string }>;
    headers: HarHeader[];
    content: { size: number; mimeType: string; text?: string; encoding?: "base64" };
    redirectURL: string;
    headersSize: number;
    bodySize: number;
  };
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number };
}

export interface Har {
  log: { version: "1.2"; creator: { name: string; version: string }; entries: HarEntry[] };
}

export interface SetIndex {
  name: string;
  recordedAt: string;
  startUrl: string;
  /** The nonce placeholder the recorder wrote into pages and CSP headers (replaced per response). */
  noncePlaceholder: string;
  rules: KeyRules;
  entries: Array<{ key: string; entry: number }>;
}

export const HAR_FILE = "recording.har";
export const INDEX_FILE = "index.json";
export const NONCE_PLACEHOLDER = "trybuna-replay-nonce";

export function entryKey(entry: HarEntry, rules: KeyRules = DEFAULT_KEY_RULES): ReplayKey {
  return replayKey({ method: entry.request.method, url: entry.request.url, body: entry.request.postData?.text, mimeType: entry.request.postData?.mimeType }, rules);
}

export interface LoadedSet {
  name: string;
  dir: string;
  index: SetIndex;
  entries: HarEntry[];
  /** Key text → HAR entry indexes, in recorded order. */
  byKey: Map<string, number[]>;
  /** One key per distinct key text (for the nearest-key search). */
  keys: ReplayKey[];
}

export function loadSet(dir: string): LoadedSet {
  if (!existsSync(join(dir, INDEX_FILE)) || !existsSync(join(dir, HAR_FILE))) {
    throw new Error(`No recorded set in ${dir} (${INDEX_FILE} and ${HAR_FILE} expected): record one with \`npm run record -- <start URL> --name <set>\`.`);
  }
  const index = JSON.parse(readFileSync(join(dir, INDEX_FILE), "utf8")) as SetIndex;
  const har = JSON.parse(readFileSync(join(dir, HAR_FILE), "utf8")) as Har;
  const rules = { ...DEFAULT_KEY_RULES, ...index.rules };
  const byKey = new Map<string, number[]>();
  const keys: ReplayKey[] = [];
  har.log.entries.forEach((entry, position) => {
    const key = entryKey(entry, rules);
    const list = byKey.get(key.text);
    if (list) list.push(position);
    else {
      byKey.set(key.text, [position]);
      keys.push(key);
    }
  });
  return { name: index.name, dir, index: { ...index, rules }, entries: har.log.entries, byKey, keys };
}
