import type * as z from "zod/mini";

/**
 * News one tab of the shop gives its other tabs (same browser, same origin) through `localStorage`: the
 * `storage` event reaches every other tab at once, and a tab that was asleep can read the last news. What
 * is read is untrusted (any script of the origin, another version of Trybuna), so it passes its schema or
 * is ignored. Where storage is refused (private mode, quota), each tab goes on alone, as the legacy shop did.
 * A page brought back from the back-forward cache missed the storage events of its time away: its listeners
 * then hear the last news, if another tab told it meanwhile.
 */
export interface TabChannel<T> {
  tell(news: T): void;
  /** The last news any tab told, or null. */
  last(): T | null;
  /** Calls `listener` with each news another tab tells; returns the unsubscribe. */
  listen(listener: (news: T) => void): () => void;
}

export function tabChannel<T>(key: string, schema: z.ZodMiniType<T>): TabChannel<T> {
  const read = (): string | null => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  // What this tab told last: not news for itself when it comes back from the cache.
  let told: string | null = null;
  const parse = (text: string | null): T | null => {
    if (text === null) return null;
    try {
      const parsed = schema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  };
  return {
    tell(news) {
      told = JSON.stringify(news);
      try {
        localStorage.setItem(key, told);
      } catch {
        // Storage refused: the other tabs hear nothing.
      }
    },
    last: () => parse(read()),
    listen(listener) {
      // Read as the page is put away, not at mount: a page's first access to localStorage waits for the browser to
      // load it (7–22 ms at 4× CPU), which the islands' mount need not pay.
      let known: string | null | undefined;
      const hear = (text: string | null): void => {
        known = text;
        const news = parse(text);
        if (news !== null) listener(news);
      };
      const heard = (event: StorageEvent) => {
        if (event.key === key) hear(event.newValue);
      };
      const hidden = (): void => {
        known = read();
      };
      const shown = (event: PageTransitionEvent) => {
        if (!event.persisted || known === undefined) return;
        const text = read();
        if (text !== known && text !== told) hear(text);
      };
      addEventListener("storage", heard);
      addEventListener("pagehide", hidden);
      addEventListener("pageshow", shown);
      return () => {
        removeEventListener("storage", heard);
        removeEventListener("pagehide", hidden);
        removeEventListener("pageshow", shown);
      };
    },
  };
}
