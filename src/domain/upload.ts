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
