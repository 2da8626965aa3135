import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** Every commit waits until the test answers it. */
const commits: Array<{ texts: string[]; answer(ok: boolean): void }> = [];
vi.mock("../dejax/client.ts", () => ({
  request: vi.fn(
    (options: { data: { texts: string[] } }) =>
      new Promise((resolve) => {
        commits.push({
          texts: options.data.texts,
          answer: (ok) => resolve(ok ? { ok: true, data: null, requestId: "x" } : { ok: false, error: { kind: "http", message: "HTTP 500", requestId: "x" } }),
        });
      }),
  ),
}));

const { collectMissing, COOKIE, COMMIT_DELAY_MS } = await import("./collector.ts");

const inCookie = (): string[] => JSON.parse(Cookies.get(COOKIE) ?? "[]") as string[];
/** Long Polish texts, percent-encoded in the cookie: about 20 fill its 4 KB. */
const texts = (tag: string, count: number) => Array.from({ length: count }, (_, i) => `${tag} ${i}: zażółć gęślą jaźń, tekst bez angielskiego tłumaczenia`);

describe("collectMissing", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    commits.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    Cookies.remove(COOKIE, { path: "/" });
  });

  it("commits at once when the cookie is full, and loses no text, also ones found during the commit", async () => {
    const all = texts("A", 60);
    let capacity = 0;
    while (commits.length === 0 && capacity < all.length) {
      collectMissing(all[capacity++]!);
      await vi.advanceTimersByTimeAsync(0);
    }
    capacity--;
    // The cookie stopped at what fits (the browser would refuse more); the next text went out at once with it.
    expect(capacity).toBeGreaterThan(20);
    expect(inCookie()).toEqual(all.slice(0, capacity));
    expect(encodeURIComponent(JSON.stringify(inCookie())).length).toBeLessThan(4096);
    expect(commits[0]!.texts).toEqual(all.slice(0, capacity + 1));
    // Texts found while that commit is under way wait for it: one commit at a time.
    for (const text of all.slice(capacity + 1)) collectMissing(text);
    await vi.advanceTimersByTimeAsync(0);
    expect(commits).toHaveLength(1);
    commits[0]!.answer(true);
    await vi.advanceTimersByTimeAsync(0);
    // They fill the emptied cookie and, as more came than fit, go out at once too.
    expect(commits).toHaveLength(2);
    expect(commits[1]!.texts).toEqual(all.slice(capacity + 1));
    expect(inCookie()).toEqual(all.slice(capacity + 1, 2 * capacity + 1));
    commits[1]!.answer(true);
    await vi.advanceTimersByTimeAsync(COMMIT_DELAY_MS);
    expect(commits).toHaveLength(2);
    expect(Cookies.get(COOKIE)).toBeUndefined();
  });

  it("writes the cookie Secure on an https page (security review s40, D4)", async () => {
    const dom = (globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }).jsdom;
    const before = location.href;
    const written = vi.spyOn(document, "cookie", "set");
    try {
      collectMissing("Tekst na stronie http");
      expect(written.mock.calls.at(-1)![0]).not.toMatch(/Secure/i);
      dom.reconfigure({ url: "https://sklep.example.pl/sprzedaz" });
      collectMissing("Tekst na stronie https");
      expect(written.mock.calls.at(-1)![0]).toMatch(/; Secure/i);
      await vi.advanceTimersByTimeAsync(COMMIT_DELAY_MS);
      commits.at(-1)?.answer(true);
      await vi.advanceTimersByTimeAsync(0);
    } finally {
      Cookies.remove(COOKIE, { path: "/" });
      dom.reconfigure({ url: before });
      written.mockRestore();
    }
  });

  it("below the cap, commits 5 s after the last new text; a failed commit keeps the texts for the next one", async () => {
    const [a, b] = texts("B", 2);
    collectMissing(a!);
    await vi.advanceTimersByTimeAsync(COMMIT_DELAY_MS);
    expect(commits.map((commit) => commit.texts)).toEqual([[a]]);
    commits[0]!.answer(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(inCookie()).toEqual([a]);
    collectMissing(b!);
    await vi.advanceTimersByTimeAsync(COMMIT_DELAY_MS);
    expect(commits.map((commit) => commit.texts)).toEqual([[a], [a, b]]);
    commits[1]!.answer(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(Cookies.get(COOKIE)).toBeUndefined();
  });
});
