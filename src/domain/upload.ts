/**
 * The legacy uploader's checks (spec §5 File uploader, §9): a size limit given in kilobytes
 * (× 1024; 0 means none), a limit on the number of files, and the accepted types (the file
 * input's `accept` list). Pure, so the browser and the fixture server judge a file alike.
 */

export interface UploadLimits {
  /** Kilobytes; 0 or less: no limit (legacy: only a limit above 0 counts). */
  maxSizeKb: number;
  /** How many files the field holds at most. */
  maxFiles: number;
  /** The `accept` attribute: MIME types (`image/png`, `image/*`) and extensions (`.pdf`); empty accepts all. */
  accept: string;
}

export interface FileFacts {
  name: string;
  size: number;
  type: string;
}

/** A file not stored: the server answered with an HTTP error, answered something that is no upload answer, or did not answer. */
export type UploadFailure = "server" | "malformed" | "connection";

export type UploadVerdict = "accepted" | "too-large" | "too-many" | "wrong-type";

export function maxBytes(limits: UploadLimits): number {
  return limits.maxSizeKb > 0 ? limits.maxSizeKb * 1024 : Number.POSITIVE_INFINITY;
}

/** Whether a file's type or extension is on the `accept` list (as the browser's chooser filters). */
export function acceptsType(accept: string, file: Pick<FileFacts, "name" | "type">): boolean {
  const tokens = accept
    .split(",")
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return tokens.some((token) =>
    token.startsWith(".") ? name.endsWith(token) : token.endsWith("/*") ? type.startsWith(token.slice(0, -1)) : type === token,
  );
}

/**
 * Each new file's verdict, in order: the wrong type and the too large are refused first; of the
 * rest, those beyond the count limit (counting the `kept` files already held) are too many.
 */
export function judgeFiles(files: readonly FileFacts[], kept: number, limits: UploadLimits): UploadVerdict[] {
  let count = kept;
  return files.map((file) => {
    if (!acceptsType(limits.accept, file)) return "wrong-type";
    if (file.size > maxBytes(limits)) return "too-large";
    if (count >= limits.maxFiles) return "too-many";
    count++;
    return "accepted";
  });
}

/** Where a chosen file stands: its verdict, then its upload's course (stored, refused by the server, not sent). */
export type UploadStatus = UploadVerdict | "uploading" | "stored" | "refused" | "failed";

/** What a file's result says about it. */
export interface UploadState {
  status: UploadStatus;
  /** 0..1 while uploading. */
  progress: number;
  /** Uploading, but nothing has moved for a while (src/dejax/upload.ts UPLOAD_SLOW_MS). */
  slow?: boolean;
  /** The server's refusal, in the page's language. */
  error?: string;
  /** Why a `failed` one was not sent. */
  cause?: UploadFailure;
}

/**
 * The page's words, from the caller (t() and the page's size format): they read the page, and these rules stay
 * free of it (the fixture server judges files with this module too).
 */
export interface UploadWording {
  t(text: string, ...values: Array<string | number>): string;
  size(bytes: number): string;
}

/** The type list for people: `image/jpeg,image/png,.pdf` → `JPEG, PNG, PDF`. */
export function typeNames(accept: string): string {
  return accept
    .split(",")
    .map((token) => token.trim().replace(/^\./, "").replace(/^[a-z]+\//, "").toUpperCase())
    .filter((name, i, all) => name && all.indexOf(name) === i)
    .join(", ");
}

const FAILURES: Readonly<Record<UploadFailure, string>> = {
  server: "nie udało się wysłać — serwer odpowiedział błędem; wybierz plik ponownie",
  malformed: "nie udało się wysłać — serwer przysłał nieoczekiwaną odpowiedź; wybierz plik ponownie",
  connection: "nie udało się wysłać — sprawdź połączenie i wybierz plik ponownie",
};

/** A file's result as the field lists and announces it; the shop's own size message and the server's refusal go as they are. */
export function resultText(item: UploadState, limits: UploadLimits & { sizeMessage?: string | undefined }, { t, size }: UploadWording): string {
  switch (item.status) {
    case "uploading": {
      const sending = t("wysyłanie… %d%", Math.round(item.progress * 100));
      return item.slow ? `${sending} — ${t("trwa dłużej niż zwykle")}` : sending;
    }
    case "stored":
    case "accepted":
      return t("przyjęty");
    case "too-large":
      return limits.sizeMessage ?? t("za duży — największy dozwolony rozmiar to %s", size(maxBytes(limits)));
    case "too-many":
      return t("za dużo plików — najwyżej %d", limits.maxFiles);
    case "wrong-type":
      return t("niedozwolony typ pliku — dozwolone: %s", typeNames(limits.accept));
    case "refused":
      return item.error ?? "";
    case "failed":
      // A server error is not the buyer's connection: each is named as it is.
      return t(FAILURES[item.cause ?? "connection"]);
  }
}

/** The first bytes of the types the shop takes (a renamed file is not what it says). */
const SIGNATURES: Readonly<Record<string, readonly number[]>> = {
  "image/jpeg": [0xff, 0xd8, 0xff],
  "image/png": [0x89, 0x50, 0x4e, 0x47],
  "application/pdf": [0x25, 0x50, 0x44, 0x46],
};

/** The type a file's content shows (by its signature), or null when it is none the shop knows. */
export function sniffType(bytes: Uint8Array): string | null {
  for (const [type, signature] of Object.entries(SIGNATURES)) if (signature.every((byte, i) => bytes[i] === byte)) return type;
  return null;
}
