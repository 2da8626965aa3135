/**
 * File uploads (issue 9; spec §5 File uploader, §7 File upload): the upload address the file
 * field sends each file to, the multipart plain post of a form without the script, and the
 * visitor's stored files. The server judges each file again with the browser's rules
 * (src/domain/upload.ts) and also by its content (a renamed file is refused). In memory, per visitor.
 *
 *   POST /ajax/Upload/file/     one file (multipart: name = the form field, file); JSON answer
 *   GET  /pliki.html            the visitor's stored files
 *   GET  /pliki/:id             one stored file (the visitor's own only)
 */
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { acceptsType, maxBytes, sniffType, type UploadLimits } from "../../src/domain/upload.ts";
import type { UploadAnswer } from "../../src/dejax/upload.ts";
import type { Message } from "../../src/deform/rules.ts";
import { formatSize } from "../../src/domain/sizeFormat.ts";
import type { RouteModule, ServerContext, Visitor } from "../context.ts";
import { escapeHtml } from "../html.ts";
import { speaker } from "../i18n.ts";

export const UPLOAD_URL = "/ajax/Upload/file/";
const UPLOADS_PAGE = "/pliki.html";

/** The file fields the shop knows, by name: the limits their markup announces, checked here again. */
export const UPLOAD_FIELDS: Readonly<Record<string, UploadLimits>> = {
  photo: { maxSizeKb: 2048, maxFiles: 1, accept: "image/jpeg,image/png" },
  bo_files: { maxSizeKb: 512, maxFiles: 3, accept: "image/jpeg,image/png,application/pdf,.pdf" },
};
/** A multipart body larger than every field's files together (plus the form's text) is not read. */
const BODY_LIMIT = 8 * 1024 * 1024;

export interface StoredUpload {
  id: string;
  field: string;
  name: string;
  type: string;
  size: number;
  bytes: Buffer;
}

interface ReceivedFile {
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
}

const uploads = (ctx: ServerContext, visitor: Visitor) => ctx.state(visitor, "uploads", () => new Map<string, StoredUpload>());

const message = (text: string, ...args: Array<string | number>): Message => ({ text, args });

/** Why a file may not be kept in `field`, or null. The content must be of an accepted type too. */
function refusal(field: string, file: ReceivedFile, decimal: "." | ","): Message | null {
  const limits = UPLOAD_FIELDS[field];
  if (!limits) return message("Tego pola nie można wysłać z plikiem.");
  const sniffed = sniffType(file.bytes);
  if (!acceptsType(limits.accept, file) || !sniffed || !acceptsType(limits.accept, { name: file.name, type: sniffed }))
    return message("Plik %s ma niedozwolony typ.", file.name);
  if (file.bytes.length > maxBytes(limits)) return message("Plik %s jest za duży (największy dozwolony rozmiar to %s).", file.name, formatSize(maxBytes(limits), decimal));
  return null;
}

function keep(ctx: ServerContext, visitor: Visitor, field: string, file: ReceivedFile): StoredUpload {
  const stored: StoredUpload = { id: randomBytes(9).toString("base64url"), field, name: file.name, type: sniffType(file.bytes)!, size: file.bytes.length, bytes: file.bytes };
  uploads(ctx, visitor).set(stored.id, stored);
  return stored;
}

/** Reads a multipart body (at most BODY_LIMIT bytes); null when it is larger, not multipart or broken. */
async function readMultipart(req: Request): Promise<{ fields: Record<string, string | string[]>; files: ReceivedFile[] } | null> {
  const type = req.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) return null;
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length <= BODY_LIMIT) chunks.push(chunk); // a larger body is read to its end and dropped
  }
  if (length > BODY_LIMIT) return null;
  const form = await new globalThis.Request("http://fixture/", { method: "POST", headers: { "content-type": type }, body: Buffer.concat(chunks) }).formData().catch(() => null);
  if (!form) return null;
  const fields: Record<string, string | string[]> = {};
  const files: ReceivedFile[] = [];
  for (const [name, value] of form) {
    if (typeof value !== "string") {
      if (value.name) files.push({ field: name, name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) });
      continue;
    }
    const before = fields[name];
    fields[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return { fields, files };
}

/**
 * A form posted without the script as multipart: its text fields become `req.body`; each file is
 * judged and kept, its field then carries the stored ids (as the script's hidden field does), and
 * a refusal waits in `res.locals.uploadRefusals` for the form's answer.
 */
export function multipartForm(ctx: ServerContext) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const type = req.get("content-type") ?? "";
    if (!type.startsWith("multipart/form-data")) return next();
    const body = await readMultipart(req);
    if (!body) {
      res.status(413).type("text").send(speaker(ctx.language(req))("Nie udało się odczytać przesłanych danych (za duże lub uszkodzone)."));
      return;
    }
    const refusals: Record<string, Message> = {};
    const ids: Record<string, string[]> = {};
    const decimal = ctx.language(req) === "en" ? "." : ",";
    for (const file of body.files) {
      const refused = refusal(file.field, file, decimal);
      if (refused) refusals[file.field] ??= refused;
      else (ids[file.field] ??= []).push(keep(ctx, ctx.visitor(req, res), file.field, file).id);
    }
    for (const [field, list] of Object.entries(ids)) if (!refusals[field]) body.fields[field] = list.join(",");
    req.body = body.fields;
    res.locals.uploadRefusals = refusals;
    next();
  };
}

/**
 * The files a form field names (comma-separated ids, from the script's hidden field or the plain
 * post), or why they cannot be taken: a file refused in the plain post, an id that is not this
 * visitor's file of this field, or more files than the field allows.
 */
export function uploadsOf(ctx: ServerContext, req: Request, res: Response, field: string, value: string | undefined): { files: StoredUpload[]; error: Message | null } {
  const refused = (res.locals.uploadRefusals as Record<string, Message> | undefined)?.[field];
  if (refused) return { files: [], error: refused };
  const stored = uploads(ctx, ctx.visitor(req, res));
  const ids = (value ?? "").split(",").filter(Boolean);
  const files = ids.map((id) => stored.get(id)).filter((file): file is StoredUpload => file?.field === field);
  if (files.length < ids.length) return { files: [], error: message("Nie znaleziono przesłanego pliku. Wybierz go ponownie.") };
  if (files.length > (UPLOAD_FIELDS[field]?.maxFiles ?? 0)) return { files: [], error: message("Za dużo plików: najwyżej %d.", UPLOAD_FIELDS[field]?.maxFiles ?? 0) };
  return { files, error: null };
}

/** Stored files as a list for a page: images shown, others linked. */
export function uploadsMarkup(files: readonly StoredUpload[], lang: "pl" | "en"): string {
  const decimal = lang === "en" ? "." : ",";
  const items = files.map((file) => {
    const url = `/pliki/${file.id}`;
    const preview = file.type.startsWith("image/") ? `<img src="${url}" alt="${escapeHtml(file.name)}" width="96">` : "";
    return `<li data-upload="${escapeHtml(file.field)}">${preview} <a href="${url}">${escapeHtml(file.name)}</a> (${formatSize(file.size, decimal)}, ${escapeHtml(file.type)})</li>`;
  });
  return `<ul class="uploads">${items.join("")}</ul>`;
}

const register: RouteModule = (app, ctx) => {
  app.post(UPLOAD_URL, async (req, res) => {
    const say = speaker(ctx.language(req));
    const answer = (status: number, body: UploadAnswer) => res.status(status).json(body);
    const body = await readMultipart(req);
    const name = typeof body?.fields.name === "string" ? body.fields.name : "";
    const file = body?.files.find((f) => f.field === "file");
    if (!body || !file) return answer(body ? 400 : 413, { ok: false, error: say(body ? "Nie przesłano pliku." : "Nie udało się odczytać przesłanych danych (za duże lub uszkodzone).") });
    const refused = refusal(name, file, ctx.language(req) === "en" ? "." : ",");
    if (refused) return answer(422, { ok: false, error: say(refused.text, ...refused.args) });
    const stored = keep(ctx, ctx.visitor(req, res), name, file);
    return answer(200, { ok: true, file: { id: stored.id, name: stored.name, size: stored.size, type: stored.type } });
  });

  app.get("/pliki/:id", (req, res, next) => {
    const file = uploads(ctx, ctx.visitor(req, res)).get(req.params.id);
    if (!file) return next();
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("Content-Disposition", `${file.type.startsWith("image/") ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(file.name)}`);
    res.type(file.type).send(file.bytes);
  });

  ctx.page(UPLOADS_PAGE, { title: "Twoje pliki", description: "Pliki, które serwer przyjął od odwiedzającego (zdjęcie z rejestracji, załączniki zaplecza).", group: "Klient" }, ({ req, visitor }) => {
    const files = [...uploads(ctx, visitor).values()];
    const say = speaker(ctx.language(req));
    return `<h1>${say("Twoje pliki")}</h1>${files.length ? uploadsMarkup(files, ctx.language(req)) : `<p>${say("Serwer nie ma jeszcze żadnego pliku od Ciebie.")}</p>`}`;
  });
};

export default register;
