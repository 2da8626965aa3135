/**
 * One file sent to an upload address (spec §7 File upload: method and payload not shown; Trybuna
 * posts it as multipart, field `file` plus the form field's `name`). XMLHttpRequest rather than
 * fetch because only it reports upload progress. The project's request conventions hold: same
 * origin only, `__ajax_request=1`, `X-Requested-With`, the answer checked by its zod schema.
 * An upload that stops moving is reported as slow, then given up; never re-sent by itself.
 */
import * as z from "zod/mini";
import type { UploadFailure } from "../domain/upload.ts";
import { ajaxUrl, isSameOrigin } from "./url.ts";

/**
 * The upload address's answer: the stored file, or the server's refusal in the page's language. A refusal without
 * words (blank) is not one the buyer could read: judged as a server error. Built on the first answer.
 */
const uploadAnswerSchema = z.lazy(() =>
  z.union([
    z.object({ ok: z.literal(true), file: z.object({ id: z.string(), name: z.string(), size: z.number(), type: z.string() }) }),
    z.object({ ok: z.literal(false), error: z.string().check(z.regex(/\S/)) }),
  ]),
);
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/**
 * Not stored, and not the server's own refusal: `server` when it answered with an HTTP error (an error page),
 * `malformed` when it answered 2xx/3xx but not with the schema's answer (a cut body, another page, JSON of
 * another shape), `connection` when no answer came (network, another origin, given up).
 */
export type UploadOutcome = UploadAnswer | { ok: false; error: null; cause: UploadFailure };

/** No byte moved for this long: the file is shown as taking longer than usual (cancel, retry). */
export const UPLOAD_SLOW_MS = 15_000;
/**
 * No byte moved for this long: the upload is given up and reported once as not sent (the request
 * client's default time-out). Never sent again by a timer: a POST sent twice could store the file twice.
 */
export const UPLOAD_GIVE_UP_MS = 600_000;

export interface UploadWatch {
  onProgress(fraction: number): void;
  /** True once nothing has moved for UPLOAD_SLOW_MS; false when bytes move again. */
  onSlow?(slow: boolean): void;
  /** Every byte has left: from now on the server holds the file, and sending it again could store it twice. */
  onSent?(): void;
  signal?: AbortSignal;
}

export function uploadFile(url: string, name: string, file: File, { onProgress, onSlow, onSent, signal }: UploadWatch): Promise<UploadOutcome> {
  if (!isSameOrigin(url) || signal?.aborted) return Promise.resolve({ ok: false, error: null, cause: "connection" });
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    let slow = false;
    let slowTimer: ReturnType<typeof setTimeout> | undefined;
    let giveUpTimer: ReturnType<typeof setTimeout> | undefined;
    // Both clocks restart whenever a byte moves, up or down: a slow line that moves is not a stall.
    const watch = () => {
      clearTimeout(slowTimer);
      clearTimeout(giveUpTimer);
      if (slow) {
        slow = false;
        onSlow?.(false);
      }
      slowTimer = setTimeout(() => {
        slow = true;
        onSlow?.(true);
      }, UPLOAD_SLOW_MS);
      giveUpTimer = setTimeout(() => xhr.abort(), UPLOAD_GIVE_UP_MS);
    };
    const finish = (outcome: UploadOutcome) => {
      clearTimeout(slowTimer);
      clearTimeout(giveUpTimer);
      signal?.removeEventListener("abort", cancel);
      resolve(outcome);
    };
    const cancel = () => xhr.abort();
    xhr.open("POST", ajaxUrl(url));
    xhr.setRequestHeader("X-Requested-With", "XMLHttpRequest");
    xhr.setRequestHeader("Accept", "application/json");
    xhr.responseType = "text";
    xhr.upload.addEventListener("progress", (event) => {
      watch();
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener("progress", watch);
    xhr.upload.addEventListener("load", () => onSent?.());
    xhr.addEventListener("load", () => {
      // An answer redirected to another origin is not the upload address's: not stored, whatever it says.
      if (xhr.responseURL && !isSameOrigin(xhr.responseURL)) return finish({ ok: false, error: null, cause: "malformed" });
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: judged as a failure below
      }
      const parsed = uploadAnswerSchema.safeParse(body);
      finish(parsed.success ? parsed.data : { ok: false, error: null, cause: xhr.status >= 400 ? "server" : "malformed" });
    });
    for (const end of ["error", "abort"] as const) xhr.addEventListener(end, () => finish({ ok: false, error: null, cause: "connection" }));
    signal?.addEventListener("abort", cancel, { once: true });
    const data = new FormData();
    data.append("name", name);
    data.append("file", file);
    xhr.send(data);
    watch();
  });
}
