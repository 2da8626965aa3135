import { Redactor } from "./redact.ts";

/**
 * The replay key of a legacy request (issue 12): method + path (+ the query, canonical) + the
 * decoded `json` field, canonical: keys sorted, volatile fields dropped by per-endpoint rules,
 * and values of a redacted kind (PESEL, e-mail, password, token…) compared by kind, since the
 * recording holds fakes and the test types the real thing. `__deform_form_id__` is kept.
 */

export interface KeyRules {
  /** Query parameters never part of a key (cache busters, the AJAX marker, fault injection). */
  dropQuery: string[];
  /** Fields dropped at any depth of any endpoint's payload. */
  dropFields: string[];
  /** Per endpoint path: more fields to drop ("*" drops the whole payload: any body matches). */
  endpoints: Record<string, { drop: string[] }>;
}

export const DEFAULT_KEY_RULES: KeyRules = {
  dropQuery: ["__ajax_request", "v", "_", "__fault"],
  dropFields: ["__ajax_request", "timestamp", "ts", "_", "time", "now", "nonce", "csrf", "csrf_token", "_token", "token"],
  endpoints: {
    // Stalled-request reports carry the stalled request and its timing: any report matches.
    "/ajax/Dejax/DeBug/": { drop: ["*"] },
    // Untranslated texts: which ones depends on what rendered first.
    "/ajax/Translations/commit/": { drop: ["*"] },
  },
};

export interface RequestLike {
  method: string;
  url: string;
  /** The request body as text, and its content type. */
  body?: string;
  mimeType?: string;
}

export interface ReplayKey {
  method: string;
  path: string;
  /** Canonical payload (query and body), ready for `JSON.stringify`. */
  payload: Record<string, unknown>;
  /** The whole key as one string: equal strings match. */
  text: string;
}

const kinds = new Redactor();

function sortDeep(value: unknown, key: string | undefined, drop: Set<string>): unknown {
  if (typeof value === "string") {
    const kind = (key && kinds.fieldKind(key)) || kinds.valueKind(value);
    return kind && value !== "" ? `‹${kind}›` : value;
  }
  if (Array.isArray(value)) return value.map((item) => sortDeep(item, key, drop));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .filter((name) => !drop.has(name))
        .sort()
        .map((name) => [name, sortDeep((value as Record<string, unknown>)[name], name, drop)]),
    );
  }
  return value;
}

function bodyFields(body: string, mimeType: string): Record<string, unknown> {
  if (/json/i.test(mimeType)) {
    try {
      return { body: JSON.parse(body) as unknown };
    } catch {
      return { body };
    }
  }
  if (/x-www-form-urlencoded/i.test(mimeType) || !mimeType) {
    const fields: Record<string, unknown> = {};
    for (const [name, value] of new URLSearchParams(body)) {
      if (name === "json") {
        try {
          fields.json = JSON.parse(value) as unknown;
          continue;
        } catch {
          // a broken json field is compared as text
        }
      }
      fields[name] = value;
    }
    return fields;
  }
  // Multipart and other bodies: compared by their size only (boundaries change per request).
  return { bodyLength: body.length };
}

export function replayKey(request: RequestLike, rules: KeyRules = DEFAULT_KEY_RULES): ReplayKey {
  const url = new URL(request.url, "http://replay.invalid");
  const method = request.method.toUpperCase();
  const path = url.pathname;
  const endpointDrop = rules.endpoints[path]?.drop ?? [];
  const drop = new Set([...rules.dropFields, ...endpointDrop]);
  const query: Record<string, unknown> = {};
  for (const [name, value] of url.searchParams) if (!rules.dropQuery.includes(name)) query[name] = value;
  const fields = endpointDrop.includes("*") || !request.body ? {} : bodyFields(request.body, request.mimeType ?? "");
  const payload = sortDeep({ ...(Object.keys(query).length ? { query } : {}), ...fields }, undefined, drop) as Record<string, unknown>;
  const text = `${method} ${path}${Object.keys(payload).length ? ` ${JSON.stringify(payload)}` : ""}`;
  return { method, path, payload, text };
}

/** Path → leaf value, for a field-level diff. */
function flatten(value: unknown, prefix = "", out = new Map<string, string>()): Map<string, string> {
  if (value && typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.length === 0) out.set(prefix, JSON.stringify(value));
    for (const [name, item] of entries) flatten(item, prefix ? `${prefix}.${name}` : name, out);
  } else out.set(prefix, JSON.stringify(value));
  return out;
}

/** Field-level differences between a recorded payload and the one asked for. */
export function diffPayloads(recorded: Record<string, unknown>, asked: Record<string, unknown>): string[] {
  const a = flatten(recorded);
  const b = flatten(asked);
  const lines: string[] = [];
  for (const [path, value] of a) {
    if (!b.has(path)) lines.push(`${path}: recorded ${value}, not sent`);
    else if (b.get(path) !== value) lines.push(`${path}: recorded ${value}, sent ${b.get(path)}`);
  }
  for (const [path, value] of b) if (!a.has(path)) lines.push(`${path}: not recorded, sent ${value}`);
  return lines;
}

function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/** The recorded key closest to a missed one: same method and path first, then the fewest differing fields. */
function nearestKey(asked: ReplayKey, recorded: readonly ReplayKey[]): ReplayKey | undefined {
  let best: ReplayKey | undefined;
  let bestScore = Infinity;
  for (const candidate of recorded) {
    const samePath = candidate.method === asked.method && candidate.path === asked.path;
    const score = samePath ? diffPayloads(candidate.payload, asked.payload).length : 1000 + editDistance(`${candidate.method} ${candidate.path}`, `${asked.method} ${asked.path}`);
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

/** The text a miss answers with, and a test fails with. */
export function missMessage(asked: ReplayKey, recorded: readonly ReplayKey[], setName: string): string {
  const nearest = nearestKey(asked, recorded);
  const lines = [`Replay miss in fixture set "${setName}": no recorded answer for`, `  ${asked.text}`];
  if (!nearest) return [...lines, "The set records no requests."].join("\n");
  lines.push("Nearest recorded key:", `  ${nearest.text}`);
  if (nearest.method !== asked.method || nearest.path !== asked.path) lines.push(`Differences: ${nearest.method} ${nearest.path} was recorded, ${asked.method} ${asked.path} was sent.`);
  else lines.push("Differences:", ...diffPayloads(nearest.payload, asked.payload).map((line) => `  ${line}`));
  return lines.join("\n");
}
