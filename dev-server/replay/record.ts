import { chromium, type Browser, type Page, type Request } from "@playwright/test";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_KEY_RULES } from "./key.ts";
import { entryKey, HAR_FILE, type Har, type HarEntry, type HarHeader, INDEX_FILE, NONCE_PLACEHOLDER, type SetIndex } from "./fixtureSet.ts";
import { type RedactionRules, Redactor } from "./redact.ts";

/**
 * Records a live legacy site into a fixture set (issue 12). Every request to the site's origin and
 * its answer are kept, as the browser made and got them.
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

const LAUNCH_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const TEXT_TYPES = /^(text\/|application\/(json|javascript|xml|x-www-form-urlencoded))|\+json|\+xml/i;
/** The site's own copy of Trybuna: a script marked data-trybuna, or one named trybuna*.js. */
const BUNDLE_SCRIPT = /<script\b[^>]*\bsrc=["']([^"']*\btrybuna[\w.-]*\.js[^"']*)["'][^>]*>\s*<\/script>|<script\b[^>]*\bdata-trybuna\b[^>]*>\s*<\/script>/gi;
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
export function swapBundle(html: string, prefix: string | undefined): string {
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

async function capture(options: RecordOptions): Promise<Captured[]> {
  const origin = new URL(options.startUrl).origin;
  const headed = !options.flow && Boolean(process.env.DISPLAY);
  const browser = options.browser ?? (await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", headless: !headed, args: LAUNCH_ARGS }));
  const context = await browser.newContext({ baseURL: origin });
  // Bodies are asked for as soon as the answer starts: a page that navigates away next (a reload
  // after a login) would take the body with it. Answers to POSTs are fetched through routing,
  // which always keeps them; GETs (pages, assets, the bundle) go their usual way.
  const bodies = new Map<Request, Promise<Buffer>>();
  await context.route("**/*", async (route) => {
    const request = route.request();
    if (request.method() === "GET" || new URL(request.url()).origin !== origin) return route.continue();
    try {
      const response = await route.fetch({ maxRedirects: 0 });
      const body = await response.body();
      bodies.set(request, Promise.resolve(body));
      await route.fulfill({ response, body });
    } catch {
      await route.abort().catch(() => undefined); // the page went away mid-request
    }
  });
  context.on("response", (response) => {
    if (!bodies.has(response.request())) bodies.set(response.request(), response.body().catch(() => Buffer.alloc(0)));
  });
  // Captured in the order requests were made.
  const slots: Array<Promise<Captured | undefined>> = [];
  const started = new Map<Request, Date>();
  context.on("request", (request) => {
    if (new URL(request.url()).origin !== origin) return;
    started.set(request, new Date());
    slots.push(
      new Promise<Captured | undefined>((done) => {
        const finish = async (): Promise<void> => {
          const response = await request.response();
          if (!response) return done(undefined);
          const body = await (bodies.get(request) ?? response.body().catch(() => Buffer.alloc(0))); // a redirect has none
          const requestHeaders = await request.headersArray();
          const postData = request.postData();
          const at = started.get(request)!;
          done({
            started: at,
            time: Date.now() - at.getTime(),
            method: request.method(),
            url: request.url(),
            requestHeaders,
            postData: postData === null ? undefined : { mimeType: headerValue(requestHeaders, "content-type"), text: postData },
            status: response.status(),
            statusText: response.statusText(),
            responseHeaders: await response.headersArray(),
            body,
          });
        };
        pending.set(request, { finish: () => void finish().catch(() => done(undefined)), drop: () => done(undefined) });
      }),
    );
  });
  const pending = new Map<Request, { finish(): void; drop(): void }>();
  const settle = (request: Request): void => {
    pending.get(request)?.finish();
    pending.delete(request);
  };
  context.on("requestfinished", settle);
  context.on("requestfailed", settle);
  try {
    const page = await context.newPage();
    await page.goto(options.startUrl);
    if (options.flow) await options.flow(page);
    else if (headed) {
      console.log("Click through the flow in the browser window; close the window to write the set.");
      await page.waitForEvent("close", { timeout: 0 });
    } else {
      console.log("No display and no --flow: recorded the start page only.");
    }
    // Let the last answers finish before the context goes.
    await Promise.race([Promise.all(slots), new Promise((done) => setTimeout(done, 5_000))]);
  } finally {
    for (const unfinished of pending.values()) unfinished.drop(); // still running: not part of the flow
    await context.close();
    if (!options.browser) await browser.close();
  }
  return (await Promise.all(slots)).filter((item): item is Captured => item !== undefined);
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

/** Records the flow and writes the set; returns how many entries it holds. */
export async function record(options: RecordOptions): Promise<{ dir: string; entries: number }> {
  const captured = await capture(options);
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
  return { dir: options.outDir, entries: entries.length };
}
