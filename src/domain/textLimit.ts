/** The legacy text area's limit and counter (spec §3, §5). */

export interface TextLimit {
  /** 0 or less: no limit. */
  maxLength: number;
  /** The counter may go below zero instead of the text being cut. */
  mayExceed: boolean;
}

/** The text cut to the limit when exceeding is not allowed; never splits a surrogate pair. */
export function limitText(text: string, limit: TextLimit): string {
  if (limit.maxLength <= 0 || limit.mayExceed || text.length <= limit.maxLength) return text;
  const cut = text.slice(0, limit.maxLength);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * An edit of `previous` into `next`, cut to the limit. A text already over it (the server's, or typed before
 * the script ran) is never cut by the widget: an edit may only keep it as long or shorten it, and the user
 * chooses what goes (the counter shows by how much). Deliberate difference: the legacy widget cut such a text
 * at once, so its tail was lost without a word.
 */
export function limitEdit(previous: string, next: string, limit: TextLimit): string {
  return limitText(next, limit.maxLength > 0 ? { ...limit, maxLength: Math.max(limit.maxLength, previous.length) } : limit);
}

/** Characters left (negative when over an allowed excess); null without a limit. */
export function remaining(text: string, limit: TextLimit): number | null {
  return limit.maxLength > 0 ? limit.maxLength - text.length : null;
}

/** The counter turns red at zero or below. */
export function isExhausted(left: number | null): boolean {
  return left !== null && left <= 0;
}
