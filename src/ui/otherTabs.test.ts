import { afterEach, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { tabChannel } from "./otherTabs.ts";

const KEY = "trybuna:test-news";
const channel = tabChannel(KEY, z.object({ count: z.number() }));

/** What the browser does in this tab when another tab of the origin writes `text` under `key`. */
const otherTabWrites = (key: string, text: string | null) => {
  if (text === null) localStorage.removeItem(key);
  else localStorage.setItem(key, text);
  dispatchEvent(new StorageEvent("storage", { key, newValue: text }));
};

afterEach(() => localStorage.clear());

describe("tabChannel", () => {
  it("keeps the last news told, for a tab that was asleep", () => {
    expect(channel.last()).toBeNull();
    channel.tell({ count: 3 });
    expect(channel.last()).toEqual({ count: 3 });
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ count: 3 });
  });

  it("hears another tab's news under its own key only, until unsubscribed", () => {
    const heard = vi.fn();
    const stop = channel.listen(heard);
    otherTabWrites(KEY, JSON.stringify({ count: 2 }));
    otherTabWrites("trybuna:other-news", JSON.stringify({ count: 9 }));
    expect(heard.mock.calls).toEqual([[{ count: 2 }, false]]);
    stop();
    otherTabWrites(KEY, JSON.stringify({ count: 4 }));
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("a page back from the back-forward cache hears the news another tab told meanwhile, once; not its own", () => {
    const heard = vi.fn();
    const stop = channel.listen(heard);
    const comeBack = (persisted: boolean) => dispatchEvent(new PageTransitionEvent("pageshow", { persisted }));
    const putAway = () => dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true }));
    putAway();
    // Written while this page was in the cache: no storage event reached it.
    localStorage.setItem(KEY, JSON.stringify({ count: 5 }));
    comeBack(false);
    expect(heard).not.toHaveBeenCalled();
    comeBack(true);
    // Told while this page was away: by another tab, or by this tab's next page.
    expect(heard.mock.calls).toEqual([[{ count: 5 }, true]]);
    comeBack(true);
    expect(heard).toHaveBeenCalledTimes(1);
    channel.tell({ count: 6 });
    putAway();
    comeBack(true);
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    putAway();
    localStorage.setItem(KEY, JSON.stringify({ count: 7 }));
    comeBack(true);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("back from the back-forward cache, the storage events of its time away that Chromium hands it after are not heard again, nor an older news", () => {
    const heard = vi.fn();
    const stop = channel.listen(heard);
    dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true }));
    const older = JSON.stringify({ count: 15 });
    const last = JSON.stringify({ count: 16 });
    localStorage.setItem(KEY, last);
    dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    // Then the events of the two writes, oldest first.
    dispatchEvent(new StorageEvent("storage", { key: KEY, newValue: older }));
    dispatchEvent(new StorageEvent("storage", { key: KEY, newValue: last }));
    expect(heard.mock.calls).toEqual([[{ count: 16 }, true]]);
    // Later news comes as before.
    otherTabWrites(KEY, JSON.stringify({ count: 17 }));
    expect(heard.mock.calls.at(-1)).toEqual([{ count: 17 }, false]);
    stop();
  });

  it("ignores what does not pass the schema: stored text is anyone's", () => {
    const heard = vi.fn();
    const stop = channel.listen(heard);
    for (const text of ["{", '{"count":"3"}', "null", '"<img src=x onerror=alert(1)>"', null]) otherTabWrites(KEY, text);
    stop();
    expect(heard).not.toHaveBeenCalled();
    localStorage.setItem(KEY, '{"count":');
    expect(channel.last()).toBeNull();
  });

  it("goes on alone where storage is refused", () => {
    const refused = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    expect(() => channel.tell({ count: 1 })).not.toThrow();
    refused.mockRestore();
    const reading = vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(channel.last()).toBeNull();
    reading.mockRestore();
  });
});
