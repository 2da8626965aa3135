import express, { type Express, type Request, type Response } from "express";
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { PageOptions, PageRequest, RouteModule, ServerContext, Visitor } from "./context.ts";
import { installFaults } from "./faults.ts";
import { languageOf, speaker } from "./i18n.ts";
import { renderLayout, SCRIPT_SLOT } from "./layout.ts";
import { islandsIn, readManifest, scriptTags } from "./scriptTags.ts";

export const SESSION_COOKIE = "front_session_id";
export const DEFAULT_TTL_SECONDS = 20 * 60;

export interface AppOptions {
  /** The built bundle (vite build output). */
  distDir: string;
  version: string;
  /** Print one line per request. */
  log?: boolean;
}

export interface RegisteredPage extends PageOptions {
  path: string;
}

function cookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie ?? "";
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

/** The CSP sent with every page unless `?csp=0`: nonces, strict-dynamic, Trusted Types. */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    // 'self': the quick-add form opens in an in-page frame when popups are blocked (issue 10); other sites still cannot frame the shop.
    "frame-ancestors 'self'",
    "img-src 'self' data:",
    "style-src 'self' 'unsafe-inline'",
    "require-trusted-types-for 'script'",
    "trusted-types trybuna",
  ].join("; ");
}

export async function createApp(options: AppOptions): Promise<{ app: Express; pages: RegisteredPage[] }> {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  const visitors = new Map<string, Visitor>();
  const pages: RegisteredPage[] = [];

  const visitorOf = (req: Request, res: Response): Visitor => {
    if (res.locals.visitor) return res.locals.visitor as Visitor;
    const known = cookie(req, SESSION_COOKIE);
    let visitor = known ? visitors.get(known) : undefined;
    if (!visitor) {
      visitor = { id: known && /^[a-f0-9]{32}$/.test(known) ? known : randomBytes(16).toString("hex"), data: new Map() };
      visitors.set(visitor.id, visitor);
      if (visitor.id !== known) res.cookie(SESSION_COOKIE, visitor.id, { path: "/", sameSite: "lax" });
    }
    res.locals.visitor = visitor;
    res.locals.visitorId = visitor.id;
    return visitor;
  };

  /** The header's cart count where the page sets none (ServerContext.headerCart). */
  let headerCart: ((req: Request, res: Response) => number | undefined) | undefined;
  /** Wraps a page body in the shop layout and sends it (with its CSP). */
  const sendPage = (req: Request, res: Response, pageOptions: { title: string; lang?: "pl" | "en" }, body: string, nonce = randomBytes(16).toString("base64")): void => {
    const lang = languageOf(req, res, pageOptions.lang);
    const ttl = Number(req.query.ttl);
    if (req.query.csp !== "0") res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce));
    res.setHeader("Cache-Control", "no-store");
    const html = renderLayout({
      title: speaker(lang)(pageOptions.title),
      body,
      lang,
      script: req.query.js !== "0",
      ttl: Number.isFinite(ttl) && ttl > 0 ? Math.floor(ttl) : DEFAULT_TTL_SECONDS,
      cookiesAccepted: cookie(req, "cookies_accepted") === "1",
      cartCount: (res.locals.cartCount as number | undefined) ?? headerCart?.(req, res),
    });
    // The script tags come from the build's manifest, as the PHP snippet writes them (README).
    res.type("html").send(html.replace(SCRIPT_SLOT, () => scriptTags(readManifest(options.distDir), { base: "/static/", nonce, islands: islandsIn(html), distDir: options.distDir })));
  };

  const ctx: ServerContext = {
    language: (req, res) => languageOf(req, res),
    render(req, res, pageOptions, body) {
      res.status(pageOptions.status ?? 200);
      sendPage(req, res, pageOptions, body);
    },
    visitor: visitorOf,
    state<T>(visitor: Visitor, key: string, init: () => T): T {
      if (!visitor.data.has(key)) visitor.data.set(key, init());
      return visitor.data.get(key) as T;
    },
    page(path, pageOptions, render) {
      pages.push({ path, ...pageOptions });
      app.get(path, async (req, res, next) => {
        try {
          const visitor = visitorOf(req, res);
          // `?lang=` is remembered before the page runs: a page that only redirects (payment without an order)
          // must not drop the language on the way.
          languageOf(req, res);
          const nonce = randomBytes(16).toString("base64");
          const page: PageRequest = { req, res, visitor, nonce };
          const body = await render(page);
          if (res.headersSent) return; // the page redirected
          sendPage(req, res, pageOptions, body, nonce);
        } catch (error) {
          next(error);
        }
      });
    },
    payload(req, field = "json") {
      const raw = (req.body as Record<string, unknown> | undefined)?.[field];
      if (typeof raw !== "string") return null;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return null;
      }
    },
    pages: () => pages,
    headerCart(count) {
      headerCart = count;
    },
    forget(visitor) {
      visitor.data.clear();
    },
  };

  // One line per request: method, path, status, time, and the fault if one was injected.
  app.use((req, res, next) => {
    const started = performance.now();
    res.on("close", () => {
      if (!options.log) return;
      const fault = res.locals.fault ? ` fault=${JSON.stringify(res.locals.fault)}` : "";
      const replay = res.getHeader("X-Dejax-Replayed") ? " replayed" : "";
      console.log(`${req.method} ${req.originalUrl} ${res.headersSent ? res.statusCode : "---"} ${(performance.now() - started).toFixed(1)}ms${fault}${replay}`);
    });
    next();
  });

  app.use("/static", express.static(options.distDir, {
    // Chunks carry content hashes; the entry is loaded with ?v=<hash of its content>: both cache forever.
    setHeaders: (res) => res.setHeader("Cache-Control", "public, max-age=31536000, immutable"),
  }));
  app.use("/assets", express.static(fileURLToPath(new URL("../fixtures/static", import.meta.url)), { maxAge: "1h" }));
  app.use(express.urlencoded({ extended: false, limit: "2mb" }));

  installFaults(app, (req, res) => visitorOf(req, res).id);

  const routesDir = new URL("./routes/", import.meta.url);
  const modules = readdirSync(routesDir).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts")).sort();
  for (const file of modules) {
    const module = (await import(pathToFileURL(fileURLToPath(new URL(file, routesDir))).href)) as { default: RouteModule };
    module.default(app, ctx);
  }

  app.use((req, res) => {
    res.status(404).type("html").send(`<!DOCTYPE html><html lang="pl"><title>Nie znaleziono</title><link rel="stylesheet" href="/assets/shop.css"><main class="shop-main"><h1>Nie znaleziono strony</h1><p><a href="/">Strona główna</a></p></main>`);
  });
  return { app, pages };
}
