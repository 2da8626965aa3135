import type * as z from "zod/mini";

/**
 * News one tab of the shop gives its other tabs (same browser, same origin) through `localStorage`: the
 * `storage` event reaches every other tab at once, and a tab that was asleep can read the last news. What
 * is read is untrusted (any script of the origin, another version of Trybuna), so it passes its schema or
 * is ignored. Where storage is refused (private mode, quota), each tab goes on alone, as the legacy shop did.
 */
export interface TabChannel<T> {
  tell(news: T): void;
  /** The last news any tab told, or null. */
  last(): T | null;
  /** Calls `listener` with each news another tab tells; returns the unsubscribe. */
  listen(listener: (news: T) => void): () => void;
}

export function tabChannel<T>(key: string, schema: z.ZodMiniType<T>): TabChannel<T> {
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
      try {
        localStorage.setItem(key, JSON.stringify(news));
      } catch {
        // Storage refused: the other tabs hear nothing.
      }
    },
    last() {
      try {
        return parse(localStorage.getItem(key));
      } catch {
        return null;
      }
    },
    listen(listener) {
      const heard = (event: StorageEvent) => {
        const news = event.key === key ? parse(event.newValue) : null;
        if (news !== null) listener(news);
      };
      addEventListener("storage", heard);
      return () => removeEventListener("storage", heard);
    },
  };
}
