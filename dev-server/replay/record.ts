import { chromium, type Browser, type Page } from "@playwright/test";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_KEY_RULES } from "./key.ts";
import { entryKey, HAR_FILE, type Har, type HarEntry, type HarHeader, INDEX_FILE, NONCE_PLACEHOLDER, type SetIndex } from "./fixtureSet.ts";
import { type RedactionRules, Redactor } from "./redact.ts";
import { CHROMIUM_FLAGS } from "../../scripts/chromiumFlags.ts";

/**
 * Records a live legacy site into a fixture set (issue 12). Every request to the site's origin and
 * its answer are kept, as the browser made and got them (Playwright's HAR recorder).
 * Before anything is written: the site's own copy of the Trybuna bundle is dropped (its files, and
 * its tags in the pages, where one placeholder tag is left for the replay server to fill from the
 * current build), each page's CSP nonce becomes a placeholder, and every secret is redacted
 * (`redact.ts`), consistently across the whole set.
 */

/** A scripted flow: drives the page from the start URL through what should be recorded. */
export type Flow = (page: Page) => Promise<void>;

export interface RecordOptions {
  startUrl: string;
  /** The folder of the set (created): `recording.har` and `index.json` go there. */
  outDir: string;
  name: string;
  /** Without a flow, a person clicks through in a headed browser and closes it when done. */
  flow?: Flow;
  rules?: RedactionRules;
  /** A browser to use (tests); else Debian's Chromium is launched. */
  browser?: Browser;
}

interface Captured {
  started: Date;
  time: number;
  method: string;
  url: string;
  requestHeaders: HarHeader[];
  postData?: { mimeType: string; text: string };
  status: number;
  statusText: string;
  responseHeaders: HarHeader[];
  body: Buffer;
}

const TEXT_TYPES = /^(text\/|application\/(json|javascript|xml|x-www-form-urlencoded))|\+json|\+xml/i;
/** The site's own copy of Trybuna: a script marked data-trybuna, or one named trybuna*.js. */
const BUNDLE_SCRIPT = /<script\b[^>]*\bsrc=["']([^"']*\btrybuna[\w.-]*\.js[^"']*)["'][^>]*>\s*<\/script>|<script\b[^>]*\bdata-trybuna\b[^>]*>\s*<\/script>/gi;
const FETCH_TAP = `(() => {
  const send = window.__trybunaRecordAnswer;
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await original(input, init);
    const request = new Request(input, init);
    // Read before the page sees the answer: a redirect it acts on cannot cut the read short.
    if (request.method !== "GET") await response.clone().text().then((text) => send(request.method + " " + request.url, text), () => undefined);
    return response;
  };
})();`;
const PLACEHOLDER_TAG = `<script type="module" src="/static/trybuna.js" nonce="${NONCE_PLACEHOLDER}" data-trybuna></script>`;

function headerValue(headers: HarHeader[], name: string): string {
  return headers.find((header) => header.name.toLowerCase() === name)?.value ?? "";
}

/** The folder the bundle is served from ("/static/"), read from the pages' script tags. */
function bundlePrefix(pages: Captured[]): string | undefined {
  for (const page of pages) {
    for (const match of page.body.toString("utf8").matchAll(BUNDLE_SCRIPT)) {
      const src = match[1] ?? /\bsrc=["']([^"']+)["']/.exec(match[0])?.[1];
      if (src) return new URL(src, page.url).pathname.replace(/[^/]*$/, "");
    }
  }
  return undefined;
}

/** Drops the bundle's tags (script, modulepreload, stylesheet under its folder) and leaves the placeholder. */
function swapBundle(html: string, prefix: string | undefined): string {
  const mark = "\u0000trybuna-bundle\u0000";
  let out = html.replace(BUNDLE_SCRIPT, mark);
  if (prefix) {
    const escaped = prefix.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    const underPrefix = `["'](?:https?://[^/"']+)?${escaped}[^"']*["']`;
    out = out.replace(new RegExp(`<link\\b[^>]*\\bhref=${underPrefix}[^>]*>\\n?`, "gi"), "");
    out = out.replace(new RegExp(`<script\\b[^>]*\\bsrc=${underPrefix}[^>]*>\\s*</script>`, "gi"), mark);
  }
  const first = out.indexOf(mark);
  if (first < 0) return out.replace(/<\/head>/i, `${PLACEHOLDER_TAG}\n</head>`);
  return `${out.slice(0, first)}${PLACEHOLDER_TAG}${out.slice(first).split(mark).join("")}`;
}

/** The start URL could not be opened at all (no server, a DNS name that does not resolve…). */
export class StartUnreachableError extends Error {}

async function capture(options: RecordOptions): Promise<{ captured: Captured[]; startStatus: number }> {
  const origin = new URL(options.startUrl).origin;
  const headed = !options.flow && Boolean(process.env.DISPLAY);
  const browser = options.browser ?? (await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", headless: !headed, args: CHROMIUM_FLAGS }));
  // Playwright's own HAR recorder keeps every body (even of a call the page navigates away from
  // at once) without intercepting requests; the raw file never leaves a private temporary folder.
  const raw = mkdtempSync(join(tmpdir(), "trybuna-record-"));
  const harPath = join(raw, "raw.har");
  const context = await browser.newContext({ baseURL: origin, recordHar: { path: harPath, content: "embed", urlFilter: new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}/`) } });
  // A body the page navigates away from at once (the answer to a login, then a reload) is lost
  // to passive recording, so the page's own fetch() hands each non-GET answer over as it reads it.
  // (Routing every request instead kept some pages' scripts from running at all.)
  const posted = new Map<string, Buffer[]>();
  await context.exposeBinding("__trybunaRecordAnswer", (_source, key: string, text: string) => {
    posted.set(key, [...(posted.get(key) ?? []), Buffer.from(text)]);
  });
  // Plain JavaScript (not a function): a test runner's transpiler must not touch what runs in the page.
  await context.addInitScript({ content: FETCH_TAP });
  // The start page's status (0 if Playwright has no response for it, e.g. a same-document navigation).
  let startStatus = 0;
  try {
    try {
      const page = await context.newPage();
      try {
        startStatus = (await page.goto(options.startUrl))?.status() ?? 0;
      } catch (error) {
        // Playwright's first line is the reason ("page.goto: net::ERR_CONNECTION_REFUSED at …"); the call log after it is noise here.
        const reason = (error as Error).message.split("\n")[0]!.replace(/^page\.goto: /, "");
        throw new StartUnreachableError(`Cannot open the start URL: ${reason} (is the shop running there?)`, { cause: error });
      }
      if (options.flow) await options.flow(page);
      else if (headed) {
        console.log("Click through the flow in the browser window; close the window to write the set.");
        await page.waitForEvent("close", { timeout: 0 });
      } else {
        console.log("No display and no --flow: recorded the start page only.");
      }
    } finally {
      await context.close(); // writes the HAR
      if (!options.browser) await browser.close();
    }
    const har = JSON.parse(readFileSync(harPath, "utf8")) as Har;
    const entries = har.log.entries.filter((entry) => new URL(entry.request.url).origin === origin && entry.response.status > 0);
    entries.sort((a, b) => Date.parse(a.startedDateTime) - Date.parse(b.startedDateTime));
    const captured = entries.map((entry) => {
      const fetched = entry.request.method === "GET" ? undefined : posted.get(`${entry.request.method} ${entry.request.url}`)?.shift();
      return {
        started: new Date(entry.startedDateTime),
        time: Math.max(0, Math.round(entry.time)),
        method: entry.request.method,
        url: entry.request.url,
        requestHeaders: entry.request.headers.filter((header) => !header.name.startsWith(":")),
        postData: entry.request.postData ? { mimeType: entry.request.postData.mimeType, text: entry.request.postData.text } : undefined,
        status: entry.response.status,
        statusText: entry.response.statusText,
        responseHeaders: entry.response.headers.filter((header) => !header.name.startsWith(":")),
        body: fetched ?? Buffer.from(entry.response.content.text ?? "", entry.response.content.encoding === "base64" ? "base64" : "utf8"),
      };
    });
    return { captured, startStatus };
  } finally {
    rmSync(raw, { recursive: true, force: true });
  }
}

function toEntry(item: Captured, redactor: Redactor, prefix: string | undefined): HarEntry {
  const url = redactor.url(item.url);
  const mimeType = headerValue(item.responseHeaders, "content-type") || "application/octet-stream";
  const isText = TEXT_TYPES.test(mimeType);
  let responseHeaders = item.responseHeaders.map(({ name, value }) => ({ name, value: redactor.header(name, value) }));
  let text = isText ? redactor.body(item.body.toString("utf8"), mimeType) : item.body.toString("base64");
  if (/text\/html/i.test(mimeType)) {
    text = swapBundle(text, prefix);
    const nonce = /'nonce-([^']+)'/.exec(headerValue(item.responseHeaders, "content-security-policy"))?.[1];
    if (nonce) {
      text = text.split(nonce).join(NONCE_PLACEHOLDER);
      responseHeaders = responseHeaders.map((header) => ({ ...header, value: header.value.split(nonce).join(NONCE_PLACEHOLDER) }));
    }
  }
  const postData = item.postData && { mimeType: item.postData.mimeType, text: redactor.body(item.postData.text, item.postData.mimeType) };
  return {
    startedDateTime: item.started.toISOString(),
    time: item.time,
    request: {
      method: item.method,
      url,
      httpVersion: "HTTP/1.1",
      cookies: [],
      headers: item.requestHeaders.map(({ name, value }) => ({ name, value: redactor.header(name, value) })),
      queryString: [...new URL(url).searchParams].map(([name, value]) => ({ name, value })),
      ...(postData ? { postData } : {}),
      headersSize: -1,
      bodySize: postData ? Buffer.byteLength(postData.text) : 0,
    },
    response: {
      status: item.status,
      statusText: item.statusText,
      httpVersion: "HTTP/1.1",
      cookies: [],
      headers: responseHeaders,
      content: { size: isText ? Buffer.byteLength(text) : item.body.length, mimeType, text, ...(isText ? {} : { encoding: "base64" as const }) },
      redirectURL: headerValue(responseHeaders, "location"),
      headersSize: -1,
      bodySize: item.body.length,
    },
    cache: {},
    timings: { send: 0, wait: item.time, receive: 0 },
  };
}

/** Records the flow and writes the set; returns how many entries it holds and the start page's status. */
export async function record(options: RecordOptions): Promise<{ dir: string; entries: number; startStatus: number }> {
  const { captured, startStatus } = await capture(options);
  const pages = captured.filter((item) => /text\/html/i.test(headerValue(item.responseHeaders, "content-type")));
  const prefix = bundlePrefix(pages);
  const kept = captured.filter((item) => {
    const path = new URL(item.url).pathname;
    return !(prefix && path.startsWith(prefix)) && !path.startsWith("/__faults");
  });
  const redactor = new Redactor(options.rules);
  const entries = kept.map((item) => toEntry(item, redactor, prefix));
  const har: Har = { log: { version: "1.2", creator: { name: "trybuna-record", version: "1.0.0" }, entries } };
  const index: SetIndex = {
    name: options.name,
    recordedAt: new Date().toISOString(),
    startUrl: redactor.url(options.startUrl),
    noncePlaceholder: NONCE_PLACEHOLDER,
    rules: DEFAULT_KEY_RULES,
    entries: entries.map((entry, position) => ({ key: entryKey(entry).text, entry: position })),
  };
  mkdirSync(options.outDir, { recursive: true });
  // The last pass: any original secret left in any encoding anywhere in the files becomes its fake.
  writeFileSync(join(options.outDir, HAR_FILE), redactor.finish(JSON.stringify(har, null, 1)));
  writeFileSync(join(options.outDir, INDEX_FILE), redactor.finish(JSON.stringify(index, null, 2)));
  return { dir: options.outDir, entries: entries.length, startStatus };
}
