import express, { type Express, type Request, type Response } from "express";
import { randomBytes } from "node:crypto";
import { installFaults } from "../faults.ts";
import { islandsIn, readManifest, scriptTags } from "../scriptTags.ts";
import { type HarEntry, type LoadedSet, NONCE_PLACEHOLDER } from "./fixtureSet.ts";
import { missMessage, replayKey } from "./key.ts";

/**
 * Serves a recorded fixture set (issue 12) with the current build: each request is answered by the
 * recorded entry of the same key (`key.ts`); identical keys answer in recorded order, and a key
 * asked more often than recorded answers its last recording again (a reload, a second poll). A page
 * gets Trybuna's tags from the current manifest and a fresh CSP nonce. A miss answers 404 with
 * `X-Replay-Miss: 1` and a text naming the nearest recorded key and the differing fields.
 * Each browser context is its own replay session (cookie `trybuna_replay`): its own cursors, misses
 * and armed faults. Faults work as on the fixture server (`faults.ts`).
 */

const SESSION_COOKIE = "trybuna_replay";
export const MISS_HEADER = "X-Replay-Miss";

interface Session {
  cursors: Map<string, number>;
  misses: string[];
}

/** Headers that describe the recorded transfer, not the answer: the server sets its own. */
const DROPPED_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date", "etag", "last-modified", "content-security-policy"]);

function sessionCookie(req: Request): string | undefined {
  return /(?:^|;\s*)trybuna_replay=([\w-]+)/.exec(req.headers.cookie ?? "")?.[1];
}

export function createReplayApp(options: { set: LoadedSet; distDir: string; log?: boolean }): Express {
  const { set, distDir } = options;
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  const sessions = new Map<string, Session>();

  const sessionOf = (req: Request, res: Response): string => {
    if (res.locals.replaySession) return res.locals.replaySession as string;
    let id = sessionCookie(req);
    if (!id || !sessions.has(id)) {
      id = id ?? randomBytes(12).toString("hex");
      sessions.set(id, { cursors: new Map(), misses: [] });
      res.cookie(SESSION_COOKIE, id, { path: "/", sameSite: "lax" });
    }
    res.locals.replaySession = id;
    return id;
  };

  if (options.log) {
    app.use((req, res, next) => {
      res.on("close", () => console.log(`${req.method} ${req.originalUrl} ${res.statusCode}${res.getHeader(MISS_HEADER) ? " MISS" : ""}`));
      next();
    });
  }
  app.use("/static", express.static(distDir, { setHeaders: (res) => res.setHeader("Cache-Control", "public, max-age=31536000, immutable") }));
  app.get("/__replay/misses", (req, res) => {
    res.json(sessions.get(sessionOf(req, res))?.misses ?? []);
  });
  installFaults(app, sessionOf);
  app.use(express.text({ type: () => true, limit: "5mb" }));

  app.use((req, res) => {
    const session = sessions.get(sessionOf(req, res))!;
    const body = typeof req.body === "string" && req.body !== "" ? req.body : undefined;
    const key = replayKey({ method: req.method, url: req.originalUrl, body, mimeType: req.get("content-type") }, set.index.rules);
    const positions = set.byKey.get(key.text);
    if (!positions) {
      const message = missMessage(key, set.keys, set.name);
      session.misses.push(message);
      res.status(404).setHeader(MISS_HEADER, "1");
      res.type("text/plain; charset=utf-8").send(message);
      return;
    }
    const turn = session.cursors.get(key.text) ?? 0;
    session.cursors.set(key.text, turn + 1);
    answer(res, set.entries[positions[Math.min(turn, positions.length - 1)]!]!, distDir);
  });
  return app;
}

function answer(res: Response, entry: HarEntry, distDir: string): void {
  const { response } = entry;
  for (const { name, value } of response.headers) {
    const lower = name.toLowerCase();
    if (DROPPED_HEADERS.has(lower)) continue;
    if (lower === "set-cookie") res.append("Set-Cookie", value);
    else res.setHeader(name, value);
  }
  res.status(response.status);
  const text = response.content.text ?? "";
  if (!/text\/html/i.test(response.content.mimeType)) {
    res.end(response.content.encoding === "base64" ? Buffer.from(text, "base64") : text);
    return;
  }
  const nonce = randomBytes(16).toString("base64");
  const csp = response.headers.find((header) => header.name.toLowerCase() === "content-security-policy")?.value;
  if (csp) res.setHeader("Content-Security-Policy", csp.split(NONCE_PLACEHOLDER).join(nonce));
  // The recorder left one placeholder tag where the site's bundle was: the current build's tags go there.
  const tags = scriptTags(readManifest(distDir), { base: "/static/", nonce, islands: islandsIn(text), distDir });
  const page = text.replace(/<script\b[^>]*\bdata-trybuna\b[^>]*><\/script>/, () => tags).split(NONCE_PLACEHOLDER).join(nonce);
  res.end(page);
}
