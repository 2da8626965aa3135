import type { Page } from "@playwright/test";
import { armFault, expect, test } from "./fixtures.ts";

type Result = { ok: boolean; data?: { tag: string; action: number }; error?: { kind: string; status?: number } };

/** Starts requests in the page (the real client, the real server) and returns all results. */
function requests(page: Page, list: Array<Record<string, unknown>>, gapMs = 50): Promise<Result[]> {
  return page.evaluate(async ({ list, gapMs }) => {
    const pending: Array<Promise<unknown>> = [];
    for (const options of list) {
      pending.push(window.Trybuna!.request(options));
      await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
    return (await Promise.all(pending)) as Result[];
  }, { list, gapMs });
}

async function actions(page: Page): Promise<Array<{ tag: string; requestId: string; at: number }>> {
  return (await page.request.get("/qa/dejax/actions.json")).json();
}

test.describe("dejax client against the fixture server", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/qa/dejax");
  });

  test("posts the json field with __ajax_request=1 to the current page", async ({ page }) => {
    const posted = page.waitForRequest((request) => request.method() === "POST" && request.url().includes("/qa/dejax"));
    await requests(page, [{ data: { tag: "a" } }]);
    const request = await posted;
    expect(new URL(request.url()).searchParams.getAll("__ajax_request")).toEqual(["1"]);
    expect(new URLSearchParams(request.postData() ?? "").get("json")).toBe('{"tag":"a"}');
    expect(request.headers()["x-dejax-request-id"]).toMatch(/^[0-9a-f]{32}$/);
  });

  test("free requests are independent: the fast one answers first", async ({ page }) => {
    const [slow, fast] = await requests(page, [{ data: { tag: "slow", delay: 600 } }, { data: { tag: "fast" } }]);
    expect(slow).toMatchObject({ ok: true, data: { tag: "slow" } });
    expect(fast).toMatchObject({ ok: true, data: { tag: "fast" } });
    expect((await actions(page)).map((action) => action.tag)).toEqual(["fast", "slow"]);
  });

  test("cancel aborts the active request", async ({ page }) => {
    const [first, second] = await requests(page, [{ mode: "cancel", data: { tag: "first", delay: 800 } }, { mode: "cancel", data: { tag: "second" } }]);
    expect(first).toMatchObject({ ok: false, error: { kind: "aborted" } });
    expect(second).toMatchObject({ ok: true, data: { tag: "second" } });
  });

  test("cancel with prevent on the active request queues instead, replacing a waiting one", async ({ page }) => {
    const results = await requests(page, [
      { mode: "cancel", prevent: true, data: { tag: "guarded", delay: 600 } },
      { mode: "cancel", data: { tag: "replaced" } },
      { mode: "cancel", data: { tag: "latest" } },
    ]);
    expect(results.map((result) => (result.ok ? result.data!.tag : result.error!.kind))).toEqual(["guarded", "aborted", "latest"]);
    expect((await actions(page)).map((action) => action.tag)).toEqual(["guarded", "latest"]);
  });

  test("queue sends the next request only after the active one completed", async ({ page }) => {
    await requests(page, [{ mode: "queue", data: { tag: "one", delay: 500 } }, { mode: "queue", data: { tag: "two" } }, { mode: "queue", data: { tag: "three" } }]);
    expect((await actions(page)).map((action) => action.tag)).toEqual(["one", "two", "three"]);
  });

  test("script blocks of the response run under the CSP: external first, then inline", async ({ page }) => {
    await requests(page, [{ data: { tag: "scripts", script: true } }]);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __dejaxInline?: number }).__dejaxInline)).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __dejaxOrder?: string }).__dejaxOrder)).toBe("1");
    // eval off: nothing runs. The answer after it runs its scripts; by then the second answer's would have run too.
    await requests(page, [{ data: { tag: "no-eval", script: true }, eval: false }]);
    await requests(page, [{ data: { tag: "after", script: true } }]);
    const ran = () => page.evaluate(() => (window as unknown as { __dejaxRan?: number[] }).__dejaxRan);
    await expect.poll(ran).toContain(3);
    expect(await ran()).toEqual([1, 3]);
  });

  test("a stalled request is reported, re-issued with the same id, and acts once", async ({ page }) => {
    await armFault(page, "/qa/dejax", "stall", 1);
    const [result] = await requests(page, [{ mode: "queue", timeout: 700, data: { tag: "stalled" } }]);
    expect(result).toMatchObject({ ok: true, data: { tag: "stalled", action: 1 } });
    const done = await actions(page);
    expect(done.map((action) => action.tag)).toEqual(["stalled"]);
    const reports = (await (await page.request.get("/debug.json")).json()) as Array<{ options: { requestId: string; data: { tag: string }; mode: string; reissued: number } }>;
    // One report per time-out: the stalled send's, and on a busy machine also a re-issue's that answered after 700 ms.
    expect(reports.length).toBeGreaterThanOrEqual(1);
    expect(reports.map((report) => report.options.reissued)).toEqual(reports.map((_, issue) => issue));
    for (const report of reports) expect(report.options).toMatchObject({ requestId: done[0]!.requestId, mode: "queue", data: { tag: "stalled" } });
  });

  test("a stalled request's report never carries a password: its value is '***' there, the re-issue sends it", async ({ page }) => {
    // Security review s40, N1: a stalled login sent its password to /ajax/Dejax/DeBug/.
    await armFault(page, "/qa/dejax", "stall", 1);
    const [result] = await requests(page, [{ timeout: 700, data: { tag: "login", login: "jan@example.pl", password: "Tajne-Haslo-123" } }]);
    expect(result).toMatchObject({ ok: true, data: { tag: "login" } });
    const reports = (await (await page.request.get("/debug.json")).json()) as Array<{ options: { data: Record<string, string> } }>;
    expect(reports).toHaveLength(1);
    expect(reports[0]!.options.data).toEqual({ tag: "login", login: "jan@example.pl", password: "***" });
  });

  test("each injected fault reaches the caller as a typed error and an event; the queue goes on", async ({ page }) => {
    await page.evaluate(() => {
      (window as unknown as { errorEvents: string[] }).errorEvents = [];
      document.addEventListener("trybuna:request-error", (event) => (window as unknown as { errorEvents: string[] }).errorEvents.push((event as CustomEvent).detail.error.kind));
    });
    await armFault(page, "/qa/dejax", "status:500", 1);
    await armFault(page, "/qa/dejax", "malformed", 1);
    await armFault(page, "/qa/dejax", "reset", 1);
    await armFault(page, "/qa/dejax", "delay:400", 1);
    const started = Date.now();
    const results = await requests(page, ["a", "b", "c", "d", "e"].map((tag) => ({ mode: "queue", data: { tag } })), 0);
    expect(results.map((result) => (result.ok ? `ok ${result.data!.tag}` : `${result.error!.kind}${result.error!.status ?? ""}`))).toEqual(["http500", "malformed", "network", "ok d", "ok e"]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(await page.evaluate(() => (window as unknown as { errorEvents: string[] }).errorEvents)).toEqual(["http", "malformed", "network"]);
  });
});
