/**
 * One file sent to an upload address (spec §7 File upload: method and payload not shown; Trybuna
 * posts it as multipart, field `file` plus the form field's `name`). XMLHttpRequest rather than
 * fetch because only it reports upload progress. The project's request conventions hold: same
 * origin only, `__ajax_request=1`, `X-Requested-With`, the answer checked by its zod schema.
 */
import * as z from "zod/mini";
import { ajaxUrl, isSameOrigin } from "./url.ts";

/** The upload address's answer: the stored file, or the server's refusal in the page's language. Built on the first answer. */
const uploadAnswerSchema = z.lazy(() =>
  z.union([z.object({ ok: z.literal(true), file: z.object({ id: z.string(), name: z.string(), size: z.number(), type: z.string() }) }), z.object({ ok: z.literal(false), error: z.string() })]),
);
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/** Network failure, an answer that is not the schema's, or an address on another origin. */
export type UploadOutcome = UploadAnswer | { ok: false; error: null };

export function uploadFile(url: string, name: string, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadOutcome> {
  if (!isSameOrigin(url)) return Promise.resolve({ ok: false, error: null });
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", ajaxUrl(url));
    xhr.setRequestHeader("X-Requested-With", "XMLHttpRequest");
    xhr.setRequestHeader("Accept", "application/json");
    xhr.responseType = "text";
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener("load", () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: judged as a failure below
      }
      const parsed = uploadAnswerSchema.safeParse(body);
      resolve(parsed.success ? parsed.data : { ok: false, error: null });
    });
    for (const end of ["error", "abort"] as const) xhr.addEventListener(end, () => resolve({ ok: false, error: null }));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const data = new FormData();
    data.append("name", name);
    data.append("file", file);
    xhr.send(data);
  });
}
