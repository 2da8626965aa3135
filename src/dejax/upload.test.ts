import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UPLOAD_GIVE_UP_MS, UPLOAD_SLOW_MS, uploadFile } from "./upload.ts";

/** An XMLHttpRequest that never answers by itself: the test moves its bytes, answers or watches it abort. */
class FakeXhr extends EventTarget {
  static made: FakeXhr[] = [];
  readonly upload = new EventTarget();
  responseType = "";
  responseText = "";
  responseURL = "";
  status = 0;
  url = "";
  aborted = false;
  constructor() {
    super();
    FakeXhr.made.push(this);
  }
  open(_method: string, url: string): void {
    this.url = url;
  }
  setRequestHeader(): void {}
  send(): void {}
  abort(): void {
    this.aborted = true;
    this.dispatchEvent(new Event("abort"));
  }
  progress(loaded: number, total: number): void {
    this.upload.dispatchEvent(Object.assign(new Event("progress"), { lengthComputable: true, loaded, total }));
  }
  answer(body: unknown, status = 200): void {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event("load"));
  }
}

const file = () => new File(["%PDF-1.4"], "umowa.pdf", { type: "application/pdf" });

beforeEach(() => {
  vi.useFakeTimers();
  FakeXhr.made = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("uploadFile", () => {
  it("says a file is slow once nothing has moved for a while, and no longer once bytes move again", async () => {
    const slow = vi.fn();
    const progress = vi.fn();
    const outcome = uploadFile("/ajax/Upload/file/", "bo_files", file(), { onProgress: progress, onSlow: slow });
    const xhr = FakeXhr.made[0]!;
    expect(xhr.url).toBe(`${location.origin}/ajax/Upload/file/?__ajax_request=1`);
    await vi.advanceTimersByTimeAsync(UPLOAD_SLOW_MS - 1000);
    xhr.progress(10, 100); // a slow line that moves is not a stall
    await vi.advanceTimersByTimeAsync(UPLOAD_SLOW_MS - 1000);
    expect(slow).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(slow.mock.calls).toEqual([[true]]);
    xhr.progress(50, 100);
    expect(slow.mock.calls).toEqual([[true], [false]]);
    expect(progress).toHaveBeenLastCalledWith(0.5);
    xhr.answer({ ok: true, file: { id: "f1", name: "umowa.pdf", size: 8, type: "application/pdf" } });
    await expect(outcome).resolves.toMatchObject({ ok: true, file: { id: "f1" } });
    await vi.advanceTimersByTimeAsync(UPLOAD_GIVE_UP_MS);
    expect(slow).toHaveBeenCalledTimes(2); // no clock left running after the answer
  });

  it("gives a stalled upload up after the time-out, reports it not sent and never sends it again by itself", async () => {
    const outcome = uploadFile("/ajax/Upload/file/", "bo_files", file(), { onProgress: () => {} });
    await vi.advanceTimersByTimeAsync(UPLOAD_GIVE_UP_MS - 1);
    expect(FakeXhr.made[0]!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeXhr.made[0]!.aborted).toBe(true);
    await expect(outcome).resolves.toEqual({ ok: false, error: null, cause: "connection" });
    await vi.advanceTimersByTimeAsync(10 * UPLOAD_GIVE_UP_MS);
    expect(FakeXhr.made).toHaveLength(1);
  });

  it("stops when the caller cancels, with no clock left running", async () => {
    const controller = new AbortController();
    const slow = vi.fn();
    const outcome = uploadFile("/ajax/Upload/file/", "bo_files", file(), { onProgress: () => {}, onSlow: slow, signal: controller.signal });
    controller.abort();
    expect(FakeXhr.made[0]!.aborted).toBe(true);
    await expect(outcome).resolves.toEqual({ ok: false, error: null, cause: "connection" });
    await vi.advanceTimersByTimeAsync(UPLOAD_GIVE_UP_MS);
    expect(slow).not.toHaveBeenCalled();
    expect(FakeXhr.made).toHaveLength(1);
  });

  it("sends nothing to another origin", async () => {
    await expect(uploadFile("https://example.com/steal", "bo_files", file(), { onProgress: () => {} })).resolves.toEqual({ ok: false, error: null, cause: "connection" });
    expect(FakeXhr.made).toHaveLength(0);
  });

  it("says when every byte has left: the server holds the file from then on", async () => {
    const sent = vi.fn();
    const outcome = uploadFile("/ajax/Upload/file/", "bo_files", file(), { onProgress: () => {}, onSent: sent });
    const xhr = FakeXhr.made[0]!;
    xhr.progress(4, 8);
    expect(sent).not.toHaveBeenCalled();
    xhr.upload.dispatchEvent(new Event("load"));
    expect(sent).toHaveBeenCalledTimes(1);
    xhr.answer({ ok: true, file: { id: "f1", name: "umowa.pdf", size: 8 } });
    await outcome;
  });

  it("tells a server's error answer (an HTTP error page) from an answer it cannot read and from no answer at all", async () => {
    const served = uploadFile("/ajax/Upload/file/", "bo_files", file(), { onProgress: () => {} });
    FakeXhr.made[0]!.answer("<h1>500 Internal Server Error</h1>", 500);
    await expect(served).resolves.toEqual({ ok: false, error: null, cause: "server" });
    const unreadable = uploadFile("/ajax/Upload/file/", "bo_files", file(), { onProgress: () => {} });
    FakeXhr.made[FakeXhr.made.length - 1]!.answer("<html>Zaloguj się</html>");
    await expect(unreadable).resolves.toEqual({ ok: false, error: null, cause: "malformed" });
    const lost = uploadFile("/ajax/Upload/file/", "bo_files", file(), { onProgress: () => {} });
    FakeXhr.made[FakeXhr.made.length - 1]!.dispatchEvent(new Event("error"));
    await expect(lost).resolves.toEqual({ ok: false, error: null, cause: "connection" });
  });

  it("an answer redirected to another origin is not stored, whatever it says; a same-origin one is", async () => {
    const foreign = uploadFile("/ajax/Upload/file/", "bo_files", file(), { onProgress: () => {} });
    Object.assign(FakeXhr.made[0]!, { responseURL: "https://elsewhere.test/upload" }).answer({ ok: true, file: { id: "f1", name: "umowa.pdf", size: 8, type: "application/pdf" } });
    await expect(foreign).resolves.toEqual({ ok: false, error: null, cause: "malformed" });
    const own = uploadFile("/ajax/Upload/file/", "bo_files", file(), { onProgress: () => {} });
    Object.assign(FakeXhr.made[1]!, { responseURL: `${location.origin}/ajax/Upload/moved/` }).answer({ ok: true, file: { id: "f1", name: "umowa.pdf", size: 8, type: "application/pdf" } });
    await expect(own).resolves.toMatchObject({ ok: true });
  });

  it("a refusal without words is an answer it cannot read, not a refusal with nothing to show", async () => {
    const outcome = uploadFile("/ajax/Upload/file/", "bo_files", file(), { onProgress: () => {} });
    FakeXhr.made[0]!.answer({ ok: false, error: "  " });
    await expect(outcome).resolves.toEqual({ ok: false, error: null, cause: "malformed" });
  });
});
