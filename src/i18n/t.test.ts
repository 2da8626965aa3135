import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const sent: unknown[] = [];
vi.mock("../dejax/client.ts", () => ({
  request: vi.fn(async (options: { data: unknown }) => {
    sent.push(options);
    return { ok: true, data: { committed: 1 }, requestId: "x" };
  }),
}));

const { loadLanguage, t } = await import("./t.ts");
await loadLanguage("en");
const { COOKIE, COMMIT_DELAY_MS, COMMIT_URL } = await import("./collector.ts");

describe("t()", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sent.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.lang = "";
    Cookies.remove(COOKIE, { path: "/" });
  });

  it("keeps Polish on Polish pages and fills placeholders", () => {
    document.documentElement.lang = "pl";
    expect(t("Możesz wybrać tylko %d miejsca.", 3)).toBe("Możesz wybrać tylko 3 miejsca.");
    expect(Cookies.get(COOKIE)).toBeUndefined();
  });

  it("translates on English pages", () => {
    document.documentElement.lang = "en";
    expect(t("Sesja wygasła.")).toBe("Session expired.");
  });

  it("collects missing texts in JSTranslations and commits them 5 s after the last new one", async () => {
    document.documentElement.lang = "en";
    expect(t("Tekst bez tłumaczenia %s", "A")).toBe("Tekst bez tłumaczenia A");
    expect(JSON.parse(Cookies.get(COOKIE)!)).toEqual(["Tekst bez tłumaczenia %s"]);
    await vi.advanceTimersByTimeAsync(4000);
    t("Drugi brakujący tekst");
    await vi.advanceTimersByTimeAsync(4999); // spec §9: translation commit delay 5000 ms
    expect(sent).toHaveLength(0); // the delay restarted with the second text
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([expect.objectContaining({ url: COMMIT_URL, data: { texts: ["Tekst bez tłumaczenia %s", "Drugi brakujący tekst"], page: "/" } })]);
    expect(Cookies.get(COOKIE)).toBeUndefined(); // committed texts leave the cookie
    t("Drugi brakujący tekst"); // already reported on this page
    await vi.advanceTimersByTimeAsync(COMMIT_DELAY_MS);
    expect(sent).toHaveLength(1);
  });

  it("keeps the collected texts for one day (spec §9: translation cookie lifetime 1 day), for the whole site", () => {
    document.documentElement.lang = "en";
    const written: string[] = [];
    const cookie = vi.spyOn(document, "cookie", "set").mockImplementation((value: string) => void written.push(value));
    t("Trzeci brakujący tekst");
    cookie.mockRestore();
    const [stored] = written;
    expect(stored).toMatch(/^JSTranslations=/);
    expect(stored).toMatch(/; path=\/(;|$)/);
    const expires = Date.parse(/; expires=([^;]+)/.exec(stored!)![1]!);
    expect(expires - Date.now()).toBeGreaterThan(24 * 3600_000 - 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
  });

  it("loads an island's texts with that island: common at first, the seat panel's area once a seat panel is on the page", async () => {
    document.documentElement.lang = "en";
    const { english } = await import("./english.ts");
    expect(english.get("Sesja wygasła.")).toBe("Session expired.");
    expect(english.has("Możesz wybrać tylko jedno miejsce.")).toBe(false);
    await loadLanguage("en", ["seat-panel"]);
    expect(t("Możesz wybrać tylko jedno miejsce.")).toBe("You can choose only one seat.");
  });
});
