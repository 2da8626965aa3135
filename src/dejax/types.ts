/** A zod (zod/mini) schema, as far as dejax needs it: callers pass one to check a response. */
export interface ResponseSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

export type RequestMode = "free" | "cancel" | "queue";

/** The legacy AJAX request options (spec §3), plus the typed additions Trybuna's islands use. */
export interface RequestOptions<T = unknown> {
  /** free (default): independent; cancel: replaces the active request; queue: waits for it. */
  mode?: RequestMode;
  /** Run script blocks of the response (default on). */
  eval?: boolean;
  /**
   * Response fields whose script blocks run (default: every string field; `html` only when a schema is given).
   * The plain-text fields `error`, `error_position`, `message` and `warning` never run.
   */
  evalFields?: readonly string[];
  /** Encoded as JSON into the one form field `json`. */
  data?: unknown;
  /** While this request is active, a cancel-mode request queues instead of aborting it. */
  prevent?: boolean;
  /** Default: the current page. `__ajax_request=1` is added (once). */
  url?: string;
  /** Marks a stalled-request report: it is never reported or re-issued itself. */
  debug?: boolean;
  /** Completion callback (legacy): the response, then `args`. */
  onComplete?: (response: T, ...args: unknown[]) => void;
  args?: readonly unknown[];
  /** Called with the typed error when the request fails (never for a cancelled request). */
  onError?: (error: RequestError) => void;
  /** Checks the response; a mismatch is an "invalid" error. */
  schema?: ResponseSchema<T>;
  /**
   * Called when the request goes on the wire: at once, or when a queued request's turn comes (and on each
   * re-issue). Until then a queue-mode request waits behind another one, which its caller may say.
   */
  onSent?: () => void;
  /**
   * Stops the request when aborted, queued or on the wire: it ends "aborted", and a queue-mode request frees the
   * connection for the next (a buyer who stops waiting for a stalled add may remove a ticket meanwhile).
   */
  signal?: AbortSignal;
  /** Overrides the client's time-out for this request (ms). */
  timeout?: number;
  /**
   * How to read the answer: "json" (default); "html", the answer as text, whatever it is (the anonymous login, which
   * shows none); "fragment", a same-origin HTML fragment to put in the page (the paged list, the settings overlay): an
   * empty answer or one sent as JSON is malformed, not shown as text.
   */
  as?: "json" | "html" | "fragment";
  /** Form field carrying the JSON payload; legacy endpoints use `json`, the debug report `data`. */
  field?: string;
  /** Print each transition to the console. */
  verbose?: boolean;
}

export type RequestErrorKind = "network" | "http" | "malformed" | "invalid" | "aborted" | "timeout";

export interface RequestError {
  kind: RequestErrorKind;
  message: string;
  status?: number;
  requestId: string;
}

export type RequestResult<T> = { ok: true; data: T; requestId: string } | { ok: false; error: RequestError };
