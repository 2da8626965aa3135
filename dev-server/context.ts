import type { Express, Request, Response } from "express";

/** One visitor of the fixture server, known by the front-session cookie. */
export interface Visitor {
  id: string;
  /** Each route module keeps its own slice of state under its own key. */
  data: Map<string, unknown>;
}

export interface PageOptions {
  title: string;
  /** One line shown on the index page. */
  description: string;
  /** Groups pages on the index page (e.g. "Sprzedaż", "Klient", "Runtime"). */
  group: string;
  lang?: "pl" | "en";
}

export interface PageRequest {
  req: Request;
  res: Response;
  visitor: Visitor;
  /** The CSP nonce of this response, for inline legacy scripts in the page body. */
  nonce: string;
}

export interface ServerContext {
  /** The visitor of this request (created, and its cookie set, on first sight). */
  visitor(req: Request, res: Response): Visitor;
  /** A visitor's slice of state under `key`, created by `init` on first use. */
  state<T>(visitor: Visitor, key: string, init: () => T): T;
  /**
   * Registers a recorded legacy page at `path`: `render` returns the body markup, which the
   * server wraps in the shop layout (header with session clock, cookie bar, footer with the
   * error-report box, Trybuna's script tag, CSP). Query `?js=0` serves it without the script,
   * `?csp=0` without the CSP, `?lang=en` as an English page, `?ttl=N` with an N-second session.
   */
  page(path: string, options: PageOptions, render: (page: PageRequest) => string | Promise<string>): void;
  /** The visitor's language (`?lang=`, remembered in a cookie so it survives links and posts). */
  language(req: Request, res?: Response): "pl" | "en";
  /** Sends `body` wrapped in the shop layout, like a registered page (for answers to posts, e.g. failure pages). */
  render(req: Request, res: Response, options: { title: string; lang?: "pl" | "en"; status?: number }, body: string): void;
  /** Parses the legacy AJAX payload: the form field `json` (or `field`), JSON-encoded; null if absent or broken. */
  payload(req: Request, field?: string): unknown;
  /** Every registered page, for the index. */
  pages(): ReadonlyArray<PageOptions & { path: string }>;
  /** Clears a visitor's state (logout). */
  forget(visitor: Visitor): void;
  /**
   * Gives the cart count the header prints on every page that sets none of its own (`res.locals.cartCount`): the
   * shop's layout prints the session's cart on every page, the home and the terms too (session 46; docs/bad-day.md);
   * undefined: the session has no cart yet.
   */
  headerCart(count: (req: Request, res: Response) => number | undefined): void;
}

/** A route module (`dev-server/routes/<area>.ts`) default-exports one of these. */
export type RouteModule = (app: Express, ctx: ServerContext) => void;
