import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { DEBUG_URL, DejaxClient, REQUEST_ID_HEADER } from "./client.ts";
import { ajaxUrl } from "./url.ts";

interface Call {
  url: string;
  body: URLSearchParams;
  id: string;
  signal: AbortSignal;
  answer(body: string, status?: number, contentType?: string): void;
  /** The answer as if the server had redirected the request to `url`. */
  answerFrom(url: string, body: string, contentType?: string): void;
  fail(error: Error): void;
}

/** A fetch whose every call waits until the test answers it (or aborts it). */
function fakeFetch(): { fetch: typeof fetch; calls: Call[] } {
  const calls: Call[] = [];
  const fetch = ((url: string, init: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init.signal!;
      signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      calls.push({
        url,
        body: init.body as URLSearchParams,
        id: (init.headers as Record<string, string>)[REQUEST_ID_HEADER]!,
        signal,
        answer: (body, status = 200, contentType) => resolve(new Response(body, { status, ...(contentType ? { headers: { "Content-Type": contentType } } : {}) })),
        answerFrom: (from, body, contentType) =>
          resolve(Object.defineProperties(new Response(body, contentType ? { headers: { "Content-Type": contentType } } : {}), { redirected: { value: true }, url: { value: from } })),
        fail: reject,
      });
    })) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe("ajaxUrl", () => {
  it("adds __ajax_request=1 once, removing existing copies and the hash", () => {
    expect(ajaxUrl(undefined, "https://shop.test/sprzedaz?x=1&__ajax_request=0&__ajax_request=1#top")).toBe("https://shop.test/sprzedaz?x=1&__ajax_request=1");
    expect(ajaxUrl("/ajax/Sales/removeFromCart/", "https://shop.test/a")).toBe("https://shop.test/ajax/Sales/removeFromCart/?__ajax_request=1");
  });
});

describe("DejaxClient", () => {
  let server: ReturnType<typeof fakeFetch>;
  let client: DejaxClient;
  beforeEach(() => {
    vi.useFakeTimers();
    server = fakeFetch();
    client = new DejaxClient({ fetch: server.fetch, timeout: 1000 });
  });
  afterEach(() => vi.useRealTimers());

  it("posts one field `json` with the encoded data to the current page", async () => {
    const done = client.request({ data: { id_tribune: 7, name: "Trybuna A" } });
    await settle();
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.url).toBe(ajaxUrl(undefined));
    expect([...server.calls[0]!.body.keys()]).toEqual(["json"]);
    expect(JSON.parse(server.calls[0]!.body.get("json")!)).toEqual({ id_tribune: 7, name: "Trybuna A" });
    server.calls[0]!.answer('{"ok":true}');
    await expect(done).resolves.toMatchObject({ ok: true, data: { ok: true } });
  });

  it("request(null) from a legacy script is request(): the page's own URL, no data, no throw", async () => {
    const done = client.request(null);
    await settle();
    expect(server.calls[0]!.url).toBe(ajaxUrl(undefined));
    expect(server.calls[0]!.body.get("json")).toBe("null");
    server.calls[0]!.answer("");
    await expect(done).resolves.toMatchObject({ ok: true, data: null });
  });

  it("free requests run side by side", async () => {
    const a = client.request({ data: "a" });
    const b = client.request({ data: "b" });
    await settle();
    expect(server.calls).toHaveLength(2);
    server.calls[1]!.answer('"b"');
    server.calls[0]!.answer('"a"');
    expect(await a).toMatchObject({ ok: true, data: "a" });
    expect(await b).toMatchObject({ ok: true, data: "b" });
  });

  it("cancel aborts the active request and starts the new one", async () => {
    const first = client.request({ mode: "cancel", data: 1 });
    await settle();
    const second = client.request({ mode: "cancel", data: 2 });
    await settle();
    expect(server.calls[0]!.signal.aborted).toBe(true);
    expect(await first).toMatchObject({ ok: false, error: { kind: "aborted" } });
    expect(server.calls).toHaveLength(2);
    server.calls[1]!.answer("2");
    expect(await second).toMatchObject({ ok: true, data: 2 });
    expect(client.busy).toBe(false);
  });

  it("with prevent on the active request, cancel requests queue and replace each other", async () => {
    const guarded = client.request({ mode: "cancel", prevent: true, data: "guarded" });
    await settle();
    const replaced = client.request({ mode: "cancel", data: "replaced" });
    const latest = client.request({ mode: "cancel", data: "latest" });
    await settle();
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.signal.aborted).toBe(false);
    expect(await replaced).toMatchObject({ ok: false, error: { kind: "aborted" } });
    server.calls[0]!.answer('"guarded"');
    expect(await guarded).toMatchObject({ ok: true });
    await settle();
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]!.body.get("json")).toBe('"latest"');
    // The replaced request reports its own id, not the id of the request that took its place.
    const replacedId = ((await replaced) as { error: { requestId: string } }).error.requestId;
    expect(replacedId).toMatch(/^[0-9a-f]{32}$/);
    expect(replacedId).not.toBe(server.calls[1]!.id);
    // prevent went with the finished request: a new cancel aborts "latest".
    const next = client.request({ mode: "cancel", data: "next" });
    await settle();
    expect(await latest).toMatchObject({ ok: false, error: { kind: "aborted" } });
    server.calls[2]!.answer("1");
    expect(await next).toMatchObject({ ok: true });
  });

  it("queue waits for the active request; the callback runs before the next is sent", async () => {
    const order: string[] = [];
    const first = client.request({ mode: "queue", data: 1, onComplete: (response, extra) => order.push(`complete ${String(response)} ${String(extra)} sent=${server.calls.length}`), args: ["x"] });
    const second = client.request({ mode: "queue", data: 2 });
    await settle();
    expect(server.calls).toHaveLength(1);
    expect(client.busy).toBe(true);
    server.calls[0]!.answer("1");
    await first;
    await settle();
    expect(order).toEqual(["complete 1 x sent=1"]);
    expect(server.calls).toHaveLength(2);
    server.calls[1]!.answer("2");
    expect(await second).toMatchObject({ ok: true, data: 2 });
    expect(client.busy).toBe(false);
  });

  it("onSent says when a request goes on the wire: at once on an idle connection, a queued one when its turn comes", async () => {
    const sent: string[] = [];
    const first = client.request({ mode: "queue", data: 1, onSent: () => sent.push("first") });
    const second = client.request({ mode: "queue", data: 2, onSent: () => sent.push("second") });
    expect(sent).toEqual(["first"]);
    await settle();
    expect(sent).toEqual(["first"]);
    server.calls[0]!.answer("1");
    await first;
    await settle();
    expect(sent).toEqual(["first", "second"]);
    server.calls[1]!.answer("2");
    await second;
  });

  it("a caller's signal stops its request: on the wire it is aborted and the queue goes on, queued it is never sent, reported as no error", async () => {
    const onError = vi.fn();
    const stalled = new AbortController();
    const waiting = new AbortController();
    const first = client.request({ mode: "queue", data: 1, signal: stalled.signal, onError });
    const second = client.request({ mode: "queue", data: 2, signal: waiting.signal, onError });
    const third = client.request({ mode: "queue", data: 3 });
    await settle();
    waiting.abort();
    expect(await second).toMatchObject({ ok: false, error: { kind: "aborted" } });
    stalled.abort();
    expect(await first).toMatchObject({ ok: false, error: { kind: "aborted" } });
    expect(server.calls[0]!.signal.aborted).toBe(true);
    await settle();
    server.calls[1]!.answer("3");
    expect(await third).toMatchObject({ ok: true, data: 3 });
    // The stopped request's time-out no longer runs: no re-issue, no report.
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.calls.map((call) => call.body.get("json"))).toEqual(["1", "3"]);
    // A request whose signal was already aborted is not sent.
    expect(await client.request({ data: 4, signal: AbortSignal.abort() })).toMatchObject({ ok: false, error: { kind: "aborted" } });
    expect(server.calls).toHaveLength(2);
    expect(onError).not.toHaveBeenCalled();
  });

  it("the queue keeps going after a failure, and failures are typed and announced", async () => {
    const events: string[] = [];
    document.addEventListener("trybuna:request-error", (event) => events.push((event as CustomEvent).detail.error.kind));
    const onError = vi.fn();
    const http = client.request({ mode: "queue", onError });
    const malformed = client.request({ mode: "queue" });
    const network = client.request({ mode: "queue" });
    const invalid = client.request({ mode: "queue", schema: z.object({ is_error: z.boolean() }) });
    await settle();
    server.calls[0]!.answer("oops", 500);
    await settle();
    server.calls[1]!.answer('{"truncated": ');
    await settle();
    server.calls[2]!.fail(new TypeError("Failed to fetch"));
    await settle();
    server.calls[3]!.answer('{"is_error": "no"}');
    expect(await http).toMatchObject({ ok: false, error: { kind: "http", status: 500 } });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: "http" }));
    expect(await malformed).toMatchObject({ ok: false, error: { kind: "malformed" } });
    expect(await network).toMatchObject({ ok: false, error: { kind: "network" } });
    expect(await invalid).toMatchObject({ ok: false, error: { kind: "invalid", message: expect.stringContaining("is_error") } });
    expect(events).toEqual(["http", "malformed", "network", "invalid"]);
  });

  it("a throwing completion callback does not stop the queue", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const first = client.request({ mode: "queue", onComplete: () => { throw new Error("legacy bug"); } });
    const second = client.request({ mode: "queue" });
    await settle();
    server.calls[0]!.answer("1");
    await first;
    await settle();
    server.calls[1]!.answer("2");
    expect(await second).toMatchObject({ ok: true });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it("a stalled request is cancelled, reported and re-issued with the same request id", async () => {
    const stalled = client.request({ mode: "queue", data: { id_cart_item: ["1.2"] } });
    await settle();
    const original = server.calls[0]!;
    await vi.advanceTimersByTimeAsync(1000);
    expect(original.signal.aborted).toBe(true);
    const report = server.calls.find((call) => call.url.includes(DEBUG_URL))!;
    expect([...report.body.keys()]).toEqual(["data"]);
    expect(JSON.parse(report.body.get("data")!)).toMatchObject({ mode: "queue", data: { id_cart_item: ["1.2"] }, requestId: original.id });
    const reissue = server.calls.filter((call) => !call.url.includes(DEBUG_URL))[1]!;
    expect(reissue.id).toBe(original.id);
    expect(reissue.body.get("json")).toBe(original.body.get("json"));
    reissue.answer('{"removed": 1}');
    expect(await stalled).toMatchObject({ ok: true, data: { removed: 1 } });
  });

  it("a stalled request's report keeps its data's shape but never a password, PESEL or document number; the re-issue sends them all", async () => {
    const data = { login: "jan@example.pl", password: "Tajne-Haslo-123", tickets: [{ t0_pesel: "44051401359", t0_guardian_number: "75010112345", t0_firstname: "Jan" }], no_pesel: [], price: 14900 };
    const stalled = client.request({ data });
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    const report = JSON.parse(server.calls.find((call) => call.url.includes(DEBUG_URL))!.body.get("data")!) as { data: unknown };
    expect(report.data).toEqual({ login: "jan@example.pl", password: "***", tickets: [{ t0_pesel: "***", t0_guardian_number: "***", t0_firstname: "Jan" }], no_pesel: [], price: 14900 });
    const reissue = server.calls.filter((call) => !call.url.includes(DEBUG_URL))[1]!;
    expect(JSON.parse(reissue.body.get("json")!)).toEqual(data);
    reissue.answer("1");
    await stalled;
  });

  it("a stalled debug request is cancelled and not re-issued; re-issues are limited", async () => {
    const limited = new DejaxClient({ fetch: server.fetch, timeout: 1000, reissues: 1 });
    const stalled = limited.request({ data: 1 });
    await settle();
    await vi.advanceTimersByTimeAsync(1000); // 1st time-out: report + re-issue
    await vi.advanceTimersByTimeAsync(1000); // 2nd: report, the first report times out (not re-issued), give up
    expect(await stalled).toMatchObject({ ok: false, error: { kind: "timeout" } });
    const reports = server.calls.filter((call) => call.url.includes(DEBUG_URL));
    const requests = server.calls.filter((call) => !call.url.includes(DEBUG_URL));
    expect(requests).toHaveLength(2);
    expect(reports).toHaveLength(2);
    expect(reports[0]!.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.calls.filter((call) => call.url.includes(DEBUG_URL))).toHaveLength(2); // no report of a report
  });

  it("an empty answer is a null response (legacy endpoints whose response is not shown)", async () => {
    const done = client.request({});
    await settle();
    server.calls[0]!.answer("");
    expect(await done).toMatchObject({ ok: true, data: null });
  });

  it("an answer redirected to another origin fails as malformed, whatever it holds: no data, no fragment; a same-origin redirect is the shop's", async () => {
    const json = client.request({});
    const fragment = client.request({ as: "fragment" });
    const own = client.request({ as: "fragment" });
    await settle();
    server.calls[0]!.answerFrom("https://elsewhere.test/ajax/", '{"html":"<p>obce</p>"}');
    server.calls[1]!.answerFrom("https://elsewhere.test/frag", "<p>obce</p>", "text/html");
    server.calls[2]!.answerFrom(`${location.origin}/nowy-adres/`, "<p>nasze</p>", "text/html");
    expect(await json).toMatchObject({ ok: false, error: { kind: "malformed" } });
    expect(await fragment).toMatchObject({ ok: false, error: { kind: "malformed" } });
    expect(await own).toMatchObject({ ok: true, data: "<p>nasze</p>" });
  });

  describe("script blocks of an answer (eval)", () => {
    /** What each script block found when it was put in the page: its code, the caller's markup, requests sent. */
    let ran: string[];
    beforeEach(() => {
      ran = [];
      const append = document.head.append.bind(document.head);
      vi.spyOn(document.head, "append").mockImplementation((...nodes) => {
        for (const node of nodes) if (node instanceof HTMLScriptElement) ran.push(`${node.text} markup=${document.getElementById("fragment") !== null} sent=${server.calls.length}`);
        append(...nodes);
      });
    });
    afterEach(() => {
      vi.restoreAllMocks();
      document.body.replaceChildren();
    });

    it("run in the next task, after the caller put the answer's markup in the page; then the next queued request is sent", async () => {
      const first = client.request<{ html: string }>({ mode: "queue" }).then((result) => {
        if (result.ok) document.body.insertAdjacentHTML("beforeend", result.data.html);
      });
      const second = client.request({ mode: "queue" });
      await settle();
      server.calls[0]!.answer(JSON.stringify({ html: '<div id="fragment"></div><script>/*show*/</script>' }));
      await first;
      await settle();
      expect(ran).toEqual(["/*show*/ markup=true sent=1"]);
      expect(server.calls).toHaveLength(2);
      server.calls[1]!.answer("2");
      expect(await second).toMatchObject({ ok: true });
    });

    it("while an answer's scripts are still to run, a new request waits behind the queued ones; a refused script stops nothing", async () => {
      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      const first = client.request({ mode: "queue" });
      const second = client.request({ mode: "queue", data: 2 });
      await settle();
      // The page refuses another origin's script: the queue goes on all the same.
      server.calls[0]!.answer(JSON.stringify({ html: '<script src="https://elsewhere.test/x.js"></script>' }));
      await first;
      const third = client.request({ mode: "queue", data: 3 }); // made before the answer's scripts ran
      await settle();
      expect(server.calls.map((call) => call.body.get("json"))).toEqual(["null", "2"]);
      server.calls[1]!.answer("2");
      await settle();
      expect(server.calls.map((call) => call.body.get("json"))).toEqual(["null", "2", "3"]);
      server.calls[2]!.answer("3");
      expect(await Promise.all([second, third])).toMatchObject([{ ok: true, data: 2 }, { ok: true, data: 3 }]);
      expect(error).toHaveBeenCalledWith(expect.stringContaining("could not run"), expect.any(TypeError));
    });

    it("come from every string field, or only from the fields named in evalFields; an answer with a schema runs its html only", async () => {
      const answer = JSON.stringify({ html: "<script>/*html*/</script>", extra: "<script>/*extra*/</script>", count: 2 });
      const every = client.request({});
      await settle();
      server.calls[0]!.answer(answer);
      await every;
      await settle();
      expect(ran.map((entry) => entry.split(" ")[0])).toEqual(["/*html*/", "/*extra*/"]);
      ran = [];
      const named = client.request({ evalFields: ["extra"] });
      await settle();
      server.calls[1]!.answer(answer);
      await named;
      await settle();
      expect(ran.map((entry) => entry.split(" ")[0])).toEqual(["/*extra*/"]);
      ran = [];
      const typed = client.request({ schema: z.object({ html: z.string() }) });
      await settle();
      server.calls[2]!.answer(answer);
      await typed;
      await settle();
      expect(ran.map((entry) => entry.split(" ")[0])).toEqual(["/*html*/"]);
    });

    it("never run from the plain-text fields (error, error_position, message, warning), even when named: a server may repeat typed text in them", async () => {
      const typed = "<script>/*typed*/</script>";
      const answer = JSON.stringify({ form: { valid: false }, error: `Klient Jan${typed} jest już zarejestrowany.`, error_position: typed, message: typed, warning: typed });
      const every = client.request({});
      const named = client.request({ evalFields: ["error", "error_position", "message", "warning"] });
      await settle();
      server.calls[0]!.answer(answer);
      server.calls[1]!.answer(answer);
      await Promise.all([every, named]);
      await settle();
      expect(ran).toEqual([]);
    });

    it("never run with eval off, from another origin's answer (also one redirected there), or from the stalled-request report's answer", async () => {
      const off = client.request({ eval: false });
      const foreign = client.request({ url: "https://elsewhere.test/ajax/" });
      const redirected = client.request({});
      await settle();
      server.calls[0]!.answer('"<script>off()</script>"');
      server.calls[1]!.answer('"<script>foreign()</script>"');
      server.calls[2]!.answerFrom("https://elsewhere.test/ajax/", '"<script>redirected()</script>"');
      await Promise.all([off, foreign, redirected]);
      const stalled = client.request({});
      await settle();
      await vi.advanceTimersByTimeAsync(1000);
      const report = server.calls.find((call) => call.url.includes(DEBUG_URL))!;
      report.answer('"<script>report()</script>"');
      server.calls.at(-1)!.answer("1");
      await stalled;
      await settle();
      expect(ran).toEqual([]);
    });
  });

  // Deliberate difference (spec §4 "the completion callback is fired with the response"): a legacy callback
  // reads the answer's fields, so a request that brought no answer (HTTP error, malformed, network, time-out)
  // goes to onError instead; the awaited result says the same.
  it("a failed request calls onError, never the completion callback", async () => {
    const onComplete = vi.fn();
    const onError = vi.fn();
    const failed = client.request({ onComplete, onError });
    await settle();
    server.calls[0]!.answer("Internal Server Error", 500);
    expect(await failed).toMatchObject({ ok: false, error: { kind: "http" } });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it("a legacy script's slip (options as a string, an unknown mode) is refused by name, and nothing is sent", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const slips: Array<[unknown, string]> = [
      ["/ajax/Cart/add/", "options must be an object"],
      [{ url: "/ajax/Cart/add/", mode: "fast" }, "mode must be free, cancel or queue"],
    ];
    for (const [options, message] of slips) {
      await expect(client.request(options as never)).resolves.toMatchObject({ ok: false, error: { kind: "invalid", message: `Trybuna.request: ${message}` } });
    }
    expect(logged.mock.calls).toEqual(slips.map(([options, message]) => [`Trybuna.request: ${message}`, options]));
    expect(server.calls).toHaveLength(0);
    logged.mockRestore();
  });

  it("a fragment is HTML with something in it: an empty answer or JSON is malformed; 'html' takes any answer", async () => {
    const ask = async (as: "fragment" | "html", body: string, contentType: string) => {
      const done = client.request({ url: "/konto/ustawienia/powiadomienia", as });
      await settle();
      server.calls.at(-1)!.answer(body, 200, contentType);
      return done;
    };
    for (const [body, type] of [["", "text/html"], [" \n ", "text/html; charset=utf-8"], ['{"is_error":true,"error":"x"}', "application/json"], ["{}", "application/problem+json"]]) {
      expect(await ask("fragment", body!, type!), JSON.stringify([body, type])).toMatchObject({ ok: false, error: { kind: "malformed" } });
    }
    expect(await ask("fragment", "<p>Powiadomienia</p>", "text/html; charset=utf-8")).toMatchObject({ ok: true, data: "<p>Powiadomienia</p>" });
    expect(await ask("html", '{"ok":true}', "application/json")).toMatchObject({ ok: true, data: '{"ok":true}' });
    expect(await ask("html", "", "text/html")).toMatchObject({ ok: true, data: "" });
  });

  it("asks no other origin for HTML: refused before anything is sent", async () => {
    for (const as of ["html", "fragment"] as const) {
      const refused = await client.request({ url: "https://elsewhere.test/fragment", as });
      expect(refused).toMatchObject({ ok: false, error: { kind: "invalid" } });
    }
    expect(server.calls).toHaveLength(0);
  });
});
