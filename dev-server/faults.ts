import express, { type Express, type NextFunction, type Request, type Response } from "express";
import { dedupe } from "./dedupe.ts";

/** What QA can inject into a response (spec: delay, HTTP status, malformed JSON, stall, reset). */
interface Fault {
  delay?: number;
  status?: number;
  malformed?: boolean;
  /** Handle the request but never answer (the request id still records the answer). */
  stall?: boolean;
  reset?: boolean;
}

interface ArmedFault {
  path: string;
  fault: Fault;
  remaining: number;
}

/** Parses "delay:300,status:500,malformed,stall,reset" (query `__fault` or header `X-Trybuna-Fault`). */
function parseFault(spec: string): Fault {
  const fault: Fault = {};
  for (const part of spec.split(",").map((item) => item.trim()).filter(Boolean)) {
    const [name, value] = part.split(/[:=]/, 2);
    if (name === "delay") fault.delay = Number(value);
    else if (name === "status") fault.status = Number(value);
    else if (name === "malformed") fault.malformed = true;
    else if (name === "stall") fault.stall = true;
    else if (name === "reset") fault.reset = true;
  }
  return fault;
}

/** Faults armed for the next N requests of a path, per visitor. */
class FaultBoard {
  readonly #armed = new Map<string, ArmedFault[]>();

  arm(visitorId: string, path: string, fault: Fault, count: number): void {
    this.#armed.set(visitorId, [...(this.#armed.get(visitorId) ?? []), { path, fault, remaining: count }]);
  }

  clear(visitorId: string): void {
    this.#armed.delete(visitorId);
  }

  list(visitorId: string): ReadonlyArray<Readonly<ArmedFault>> {
    return this.#armed.get(visitorId) ?? [];
  }

  /** Takes the first fault armed for this path, counting it down. */
  take(visitorId: string, path: string): Fault | undefined {
    const armed = this.#armed.get(visitorId);
    const entry = armed?.find((item) => item.path === path && item.remaining > 0);
    if (!entry) return undefined;
    entry.remaining--;
    return entry.fault;
  }
}

/**
 * Plain form posts (no script) whose route answers an injected HTTP failure with its own shop page, as the
 * legacy server does for them, instead of the bare fault text: path → renderer of that page.
 */
export const failurePages = new Map<string, (req: Request, res: Response, status: number) => void>();

/** Applies the fault chosen for this request (res.locals.fault) before the route runs. */
function applyFault(req: Request, res: Response, next: NextFunction): void {
  const fault = res.locals.fault as Fault | undefined;
  if (!fault) return next();
  const act = (): void => {
    if (fault.reset) {
      // Some bytes first: a connection dropped before any answer is silently retried by browsers.
      res.writeHead(200, { "Content-Type": "application/json", "Content-Length": "1000" });
      res.write('{"partial": ');
      setTimeout(() => req.socket.destroy(), 20);
      return;
    }
    const failurePage = req.method === "POST" && req.query.__ajax_request !== "1" ? failurePages.get(req.path) : undefined;
    if (fault.status && failurePage) return failurePage(req, res, fault.status);
    if (fault.status) {
      res.status(fault.status).type("text/plain").send(`Injected fault: HTTP ${fault.status}`);
      return;
    }
    if (fault.malformed) {
      res.status(200).type("application/json").send('{"is_error": false, "html": "<p>trunc');
      return;
    }
    if (fault.stall && !req.get("X-Dejax-Request-Id")) return; // never answered; nothing to remember
    next();
  };
  if (fault.delay) setTimeout(act, fault.delay);
  else act();
}

/**
 * Fault injection on an app (the fixture server's and the replay server's): `POST/DELETE /__faults`
 * arm faults for the next N requests of a path; query `__fault` or header `X-Trybuna-Fault` fault one
 * request; re-issued dejax requests act once (`dedupe`). `visitorId` names who armed a fault.
 */
export function installFaults(app: Express, visitorId: (req: Request, res: Response) => string): void {
  const faults = new FaultBoard();
  app.post("/__faults", express.json(), (req, res) => {
    const { path, fault, count = 1 } = (req.body ?? {}) as { path?: string; fault?: string; count?: number };
    if (!path || !fault) {
      res.status(400).json({ error: "need path and fault" });
      return;
    }
    faults.arm(visitorId(req, res), path, parseFault(fault), count);
    res.json({ armed: faults.list(visitorId(req, res)) });
  });
  app.delete("/__faults", (req, res) => {
    faults.clear(visitorId(req, res));
    res.json({ armed: [] });
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.path === "/__faults" || req.path.startsWith("/static/") || req.path.startsWith("/assets/")) return next();
    const spec = (typeof req.query.__fault === "string" ? req.query.__fault : undefined) ?? req.get("X-Trybuna-Fault");
    const id = visitorId(req, res);
    res.locals.visitorId = id;
    const fault = spec ? parseFault(spec) : faults.take(id, req.path);
    if (fault) res.locals.fault = fault;
    next();
  });
  app.use(dedupe());
  app.use(applyFault);
}
