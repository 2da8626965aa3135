import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** Idle callbacks run by hand, with the idle period's remaining time chosen by the test. */
let idleQueue: IdleRequestCallback[] = [];
const runIdle = (remaining = 50): void => {
  const queued = idleQueue;
  idleQueue = [];
  for (const callback of queued) callback({ didTimeout: false, timeRemaining: () => remaining });
};

/** A fresh module each test: the warm-up runs once per document (a module-level flag). */
async function load(): Promise<typeof import("./warmModal.ts")> {
  vi.resetModules();
  return import("./warmModal.ts");
}

let shown: HTMLDialogElement[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  idleQueue = [];
  shown = [];
  vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => idleQueue.push(callback));
  vi.spyOn(HTMLDialogElement.prototype, "showModal").mockImplementation(function (this: HTMLDialogElement) {
    shown.push(this);
    this.open = true;
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe("warmModalDialogs (the page's first modal dialog, paid at idle)", () => {
  it("shows an empty, inert dialog modally and closes and removes it in the same idle task", async () => {
    const { warmModalDialogs } = await load();
    warmModalDialogs();
    expect(shown).toHaveLength(0);
    runIdle();
    expect(shown).toHaveLength(1);
    const [dialog] = shown;
    expect(dialog!.inert).toBe(true);
    expect(dialog!.open).toBe(false);
    expect(dialog!.isConnected).toBe(false);
    expect(document.querySelectorAll("dialog")).toHaveLength(0);
  });

  it("runs once per document", async () => {
    const { warmModalDialogs } = await load();
    warmModalDialogs();
    warmModalDialogs();
    runIdle();
    warmModalDialogs();
    runIdle();
    expect(shown).toHaveLength(1);
  });

  it("never takes the focus from anything: waits until nothing has it", async () => {
    const { warmModalDialogs } = await load();
    const input = document.body.appendChild(document.createElement("input"));
    input.focus();
    warmModalDialogs();
    runIdle();
    expect(shown).toHaveLength(0);
    expect(document.activeElement).toBe(input);
    // The page's heading, focused from script where reading starts (startAtHeading.ts): a blur and a focus
    // on it could make a screen reader read it again, so the warm-up waits for it too.
    const heading = document.body.appendChild(document.createElement("h1"));
    heading.tabIndex = -1;
    heading.focus();
    vi.advanceTimersByTime(1000);
    runIdle();
    expect(shown).toHaveLength(0);
    expect(document.activeElement).toBe(heading);
    heading.blur();
    vi.advanceTimersByTime(1000);
    runIdle();
    expect(shown).toHaveLength(1);
    expect(document.activeElement).toBe(document.body);
  });

  it("waits for an idle period long enough for one whole-page style recalculation", async () => {
    const { warmModalDialogs } = await load();
    warmModalDialogs();
    runIdle(4);
    expect(shown).toHaveLength(0);
    runIdle(30);
    expect(shown).toHaveLength(1);
  });

  it("does nothing while a dialog is shown (the page is already past its first modal)", async () => {
    const { warmModalDialogs } = await load();
    const open = document.body.appendChild(document.createElement("dialog"));
    open.open = true;
    warmModalDialogs();
    runIdle();
    vi.advanceTimersByTime(5000);
    runIdle();
    expect(shown).toHaveLength(0);
  });
});
