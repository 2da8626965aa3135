import { emit } from "../runtime/events.ts";
import { runScriptBlocks, scriptSources } from "./scripts.ts";
import type { RequestError, RequestMode, RequestOptions, RequestResult } from "./types.ts";
import { ajaxUrl, isSameOrigin } from "./url.ts";

export type { RequestError, RequestOptions, RequestResult } from "./types.ts";

const DEFAULT_TIMEOUT_MS = 600_000;
const MODES: readonly unknown[] = ["free", "cancel", "queue"] satisfies RequestMode[];
export const DEBUG_URL = "/ajax/Dejax/DeBug/";
/** The header carrying the request id; the same on re-issue, so a server can answer a repeat from memory. */
export const REQUEST_ID_HEADER = "X-Dejax-Request-Id";
const STOPPED = "stopped by its caller";
const HTML_FIELDS: readonly string[] = ["html"];

export interface ClientSettings {
  timeout?: number;
  /** How often a stalled request is re-issued before its caller gets a "timeout" error. */
  reissues?: number;
  debugUrl?: string;
  fetch?: typeof fetch;
}

interface Job {
  id: string;
  options: RequestOptions<unknown>;
  url: string;
  reissued: number;
  controller?: AbortController;
  timer?: ReturnType<typeof setTimeout>;
  settled: boolean;
  resolve(result: RequestResult<unknown>): void;
}

function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Keys whose values a stalled-request report never carries: passwords and the identity and card numbers the restore
 * cookie never keeps (src/deform/restore.ts). Spec §7 asks for "the options of the stalled request"; the report keeps
 * its data's shape, each such value replaced by "***" (security review s40, N1): a stalled login once sent its password.
 */
const SECRET_KEY = /pass|has[lł]o|pesel|document_?number|guardian_?number|card|cc_?num|cvv|cvc|captcha/i;

/** The data with every such key's plain value, at any depth, replaced (a reviver walks them all). */
const masked = (data: unknown): unknown => JSON.parse(JSON.stringify(data) ?? "null", (key, value: unknown) => (SECRET_KEY.test(key) && typeof value !== "object" ? "***" : value));

function failure(job: Job, kind: RequestError["kind"], message: string, status?: number): RequestResult<never> {
  return { ok: false, error: { kind, message, requestId: job.id, ...(status === undefined ? {} : { status }) } };
}

/**
 * The legacy "dejax" AJAX layer on fetch: one connection shared by cancel- and queue-mode
 * requests, free requests beside it, time-out report and re-issue. Never throws and never
 * rejects: every outcome is a RequestResult, and failures also fire `trybuna:request-error`.
 */
export class DejaxClient {
  readonly #settings: Required<ClientSettings>;
  #active: Job | undefined;
  /** An answer on the connection is running its scripts: the queue waits for them (legacy: scripts, then the next). */
  #finishing = false;
  #queue: Job[] = [];

  constructor(settings: ClientSettings = {}) {
    this.#settings = {
      timeout: settings.timeout ?? DEFAULT_TIMEOUT_MS,
      reissues: settings.reissues ?? 2,
      debugUrl: settings.debugUrl ?? DEBUG_URL,
      fetch: settings.fetch ?? ((...args) => fetch(...args)),
    };
  }

  /** True while a cancel- or queue-mode request is on the connection. */
  get busy(): boolean {
    return this.#active !== undefined;
  }

  request<T = unknown>(options?: RequestOptions<T> | null): Promise<RequestResult<T>> {
    // A legacy script's `request(null)`: the page's own URL with no data, as `request()` (it never throws).
    options ??= {};
    return new Promise<RequestResult<T>>((resolve) => {
      const job: Job = {
        id: newRequestId(),
        options: options as RequestOptions<unknown>,
        url: ajaxUrl(options.url),
        reissued: 0,
        settled: false,
        resolve: resolve as (result: RequestResult<unknown>) => void,
      };
      this.#log(job, "new");
      // A legacy script's slip ('request("/x")', mode "fast") is refused by name, not sent somewhere else: it went to the
      // page's own URL before (a QA walk, session 36).
      const wrong = typeof options !== "object" ? "options must be an object" : options.mode !== undefined && !MODES.includes(options.mode) ? "mode must be free, cancel or queue" : "";
      if (wrong) {
        console.error(`Trybuna.request: ${wrong}`, options);
        return this.#settle(job, failure(job, "invalid", `Trybuna.request: ${wrong}`));
      }
      // HTML goes into the page as the shop's own trusted fragment: only the shop's origin may send it.
      if ((options.as === "html" || options.as === "fragment") && !isSameOrigin(job.url)) return this.#settle(job, failure(job, "invalid", "an HTML answer is taken from the shop's own origin only"));
      if (options.signal?.aborted) return this.#stop(job);
      options.signal?.addEventListener("abort", () => this.#stop(job), { once: true });
      const mode = options.mode ?? "free";
      if (mode === "free") return this.#send(job);
      if (!this.#active && !this.#finishing) {
        this.#active = job;
        return this.#send(job);
      }
      // Behind the waiting ones, also while the last answer's scripts run: nothing overtakes the queue.
      if (mode === "queue" || !this.#active) {
        this.#queue.push(job);
        return;
      }
      if (this.#active.options.prevent) {
        // The active request may not be cancelled: wait, replacing a cancel request already waiting.
        const waiting = this.#queue.findIndex((queued) => queued.options.mode === "cancel");
        if (waiting >= 0) {
          const replaced = this.#queue.splice(waiting, 1, job)[0]!;
          this.#settle(replaced, failure(replaced, "aborted", "replaced by a newer request"));
        } else this.#queue.push(job);
        return;
      }
      this.#abort(this.#active, "cancelled by a newer request");
      this.#active = job;
      this.#send(job);
    });
  }

  #send(job: Job): void {
    const controller = new AbortController();
    job.controller = controller;
    job.timer = setTimeout(() => this.#stalled(job), job.options.timeout ?? this.#settings.timeout);
    const body = new URLSearchParams({ [job.options.field ?? "json"]: JSON.stringify(job.options.data ?? null) });
    this.#log(job, job.reissued ? `re-issue ${job.reissued}` : "send");
    try {
      job.options.onSent?.();
    } catch (error) {
      console.error("Trybuna: an AJAX send callback failed", error);
    }
    this.#settings
      .fetch(job.url, {
        method: "POST",
        body,
        credentials: "same-origin",
        headers: { [REQUEST_ID_HEADER]: job.id, "X-Requested-With": "XMLHttpRequest", Accept: job.options.as === "html" || job.options.as === "fragment" ? "text/html" : "application/json" },
        signal: controller.signal,
      })
      .then(
        async (response) => {
          // Judged by where the answer came from, not where it was sent: a redirect to another origin (an open redirect,
          // a moved endpoint) makes that origin's answer no answer of the shop's: never run, never put in the page.
          if (response.redirected && !isSameOrigin(response.url, job.url)) return failure(job, "malformed", "redirected to another origin");
          const text = await response.text();
          if (!response.ok) return failure(job, "http", `HTTP ${response.status}`, response.status);
          return this.#parse(job, text, response.headers.get("content-type") ?? "");
        },
        (error: unknown) => failure(job, "network", error instanceof Error ? error.message : String(error)),
      )
      .then((result) => {
        // A late answer of an attempt that was aborted (cancel, time-out) must not count.
        if (job.controller === controller && !controller.signal.aborted) void this.#complete(job, result);
      }, (error: unknown) => {
        if (job.controller === controller && !controller.signal.aborted) void this.#complete(job, failure(job, "network", String(error)));
      });
  }

  #parse(job: Job, text: string, contentType: string): RequestResult<unknown> {
    if (job.options.as === "html") return { ok: true, data: text, requestId: job.id };
    if (job.options.as === "fragment") {
      // A fragment goes into the page: an answer with nothing in it, or JSON (an error of another API), is no page part.
      if (text.trim() === "" || /[/+]json\b/i.test(contentType)) return failure(job, "malformed", "the response is not an HTML fragment");
      return { ok: true, data: text, requestId: job.id };
    }
    let data: unknown = null;
    if (text.trim() !== "") {
      try {
        data = JSON.parse(text);
      } catch {
        return failure(job, "malformed", "the response is not valid JSON");
      }
    }
    const schema = job.options.schema;
    if (!schema) return { ok: true, data, requestId: job.id };
    const checked = schema.safeParse(data);
    if (checked.success) return { ok: true, data: checked.data, requestId: job.id };
    const where = checked.error.issues.map((issue) => `${issue.path.map(String).join(".") || "(root)"}: ${issue.message}`).join("; ");
    return failure(job, "invalid", `unexpected response: ${where}`);
  }

  async #complete(job: Job, result: RequestResult<unknown>): Promise<void> {
    clearTimeout(job.timer);
    const onConnection = this.#active === job;
    if (onConnection) this.#active = undefined; // idle; its prevent flag goes with it
    this.#finishing ||= onConnection;
    this.#settle(job, result);
    if (result.ok) {
      try {
        job.options.onComplete?.(result.data, ...(job.options.args ?? []));
      } catch (error) {
        console.error("Trybuna: an AJAX completion callback failed", error);
      }
      // An island's typed answer (one with a schema) runs the scripts of its `html` only, the protocol's one HTML field.
      const fields = job.options.evalFields ?? (job.options.schema ? HTML_FIELDS : undefined);
      const sources = job.options.eval !== false && isSameOrigin(job.url) ? scriptSources(result.data, fields) : [];
      if (sources.length > 0) {
        // Legacy order: the completion put the answer's markup in the page, then its scripts ran. The caller
        // does that when its await resumes (microtasks), so the scripts wait for the next task.
        await new Promise((resolve) => setTimeout(resolve));
        try {
          for (const html of sources) await runScriptBlocks(html);
        } catch (error) {
          // A script the page refused (another origin's src) must not stop the requests waiting behind this one.
          console.error("Trybuna: a script of an AJAX answer could not run", error);
        }
      }
    }
    if (!onConnection) return;
    this.#finishing = false;
    this.#next();
  }

  #settle(job: Job, result: RequestResult<unknown>): void {
    if (job.settled) return;
    job.settled = true;
    this.#log(job, result.ok ? "done" : `failed: ${result.error.kind} ${result.error.message}`);
    if (!result.ok && result.error.kind !== "aborted") {
      try {
        job.options.onError?.(result.error);
      } catch (error) {
        console.error("Trybuna: an AJAX error callback failed", error);
      }
      emit(document, "request-error", { error: result.error, url: job.url });
    }
    job.resolve(result);
  }

  #abort(job: Job, reason: string): void {
    clearTimeout(job.timer);
    job.controller?.abort();
    this.#settle(job, failure(job, "aborted", reason));
  }

  /** The caller's signal: a queued request leaves the queue, one on the wire is aborted and lets the next one go. */
  #stop(job: Job): void {
    this.#queue = this.#queue.filter((queued) => queued !== job);
    job.controller?.abort();
    void this.#complete(job, failure(job, "aborted", STOPPED));
  }

  #next(): void {
    const next = this.#queue.shift();
    if (!next) return;
    this.#active = next;
    this.#send(next);
  }

  /** Time-out: cancel, report to the debug endpoint, re-issue with the same request id. */
  #stalled(job: Job): void {
    job.controller?.abort();
    const reissue = !job.options.debug && job.reissued < this.#settings.reissues;
    if (!job.options.debug) {
      emit(document, "request-timeout", { url: job.url, requestId: job.id, reissue });
      void this.request({ url: this.#settings.debugUrl, field: "data", eval: false, debug: true, data: this.#report(job) });
    }
    if (reissue) {
      job.reissued++;
      this.#send(job);
      return;
    }
    void this.#complete(job, failure(job, "timeout", "the server did not answer in time"));
  }

  #report(job: Job): Record<string, unknown> {
    const { mode = "free", eval: evaluate = true, prevent = false, data = null } = job.options;
    return { url: job.url, mode, eval: evaluate, prevent, data: masked(data), requestId: job.id, timeout: job.options.timeout ?? this.#settings.timeout, reissued: job.reissued };
  }

  #log(job: Job, what: string): void {
    if (job.options.verbose) console.info(`Trybuna dejax ${job.id.slice(0, 8)} ${what} ${job.url}`);
  }
}

/** The page's one client, shared by every island and by legacy scripts (`Trybuna.request`). */
export const client = new DejaxClient();

export function request<T = unknown>(options: RequestOptions<T>): Promise<RequestResult<T>> {
  return client.request(options);
}
