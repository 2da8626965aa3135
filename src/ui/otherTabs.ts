import type * as z from "zod/mini";

/**
 * News one tab of the shop gives its other tabs (same browser, same origin) through `localStorage`: the
 * `storage` event reaches every other tab at once, and a tab that was asleep can read the last news. What
 * is read is untrusted (any script of the origin, another version of Trybuna), so it passes its schema or
 * is ignored. Where storage is refused (private mode, quota), each tab goes on alone, as the legacy shop did.
 * A page brought back from the back-forward cache hears the last news of its time away as it comes back, if another
 * tab (or this tab's pages meanwhile) told it; the storage events of that time, which Chromium delivers after, are old.
 */
export interface TabChannel<T> {
  tell(news: T): void;
  /** The last news any tab told, or null. */
  last(): T | null;
  /**
   * Calls `listener` with each news another tab tells; returns the unsubscribe. `cameBack`: heard as the page came back
   * from the back-forward cache, so told while the buyer was away from this page: by another tab, or by this tab's
   * own pages meanwhile (the buyer went on in this tab, changed the cart, and came Back).
   */
  listen(listener: (news: T, cameBack: boolean) => void): () => void;
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
      const hear = (text: string | null, cameBack: boolean): void => {
        known = text;
        const news = parse(text);
        if (news !== null) listener(news, cameBack);
      };
      // News still current, and heard once. Chromium hands a page back from the back-forward cache the storage events of
      // its time away too, after its `pageshow` (which heard the last news already) and oldest first: heard again, the
      // cart's notice said 'w innej karcie' of a change this tab made, and an older event would put back an older count.
      const heard = (event: StorageEvent) => {
        if (event.key === key && event.newValue !== known && event.newValue === read()) hear(event.newValue, false);
      };
      const hidden = (): void => {
        known = read();
      };
      const shown = (event: PageTransitionEvent) => {
        if (!event.persisted || known === undefined) return;
        const text = read();
        if (text !== known && text !== told) hear(text, true);
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
