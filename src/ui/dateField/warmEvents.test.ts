import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// A fresh module per test: the warm-up runs once per page (module state).
async function load() {
  vi.resetModules();
  return import("./warmEvents.ts");
}

describe("warmEventPath (React's event code run once at idle, off the page)", () => {
  const seen: string[] = [];
  const record = (event: Event) => seen.push(event.type);
  let types: readonly string[] = [];

  beforeEach(async () => {
    seen.length = 0;
    types = (await load()).WARM_EVENTS;
    for (const type of types) {
      document.addEventListener(type, record, true);
      window.addEventListener(type, record, true);
    }
  });
  afterEach(() => {
    for (const type of types) {
      document.removeEventListener(type, record, true);
      window.removeEventListener(type, record, true);
    }
    vi.unstubAllGlobals();
  });

  it("dispatches through React's handlers, unseen by the page's listeners, and leaves nothing behind", async () => {
    const { warmEventPath } = await load();
    const before = document.body.innerHTML;
    const handled = warmEventPath();
    for (const name of ["onPointerEnter", "onPointerDown", "onMouseDown", "onFocus", "onClick", "onKeyDown", "onBlur"]) {
      expect(handled.has(name), name).toBe(true);
    }
    expect(seen).toEqual([]);
    expect(document.body.innerHTML).toBe(before);
  });

  it("runs once per page", async () => {
    const { warmEventPath } = await load();
    expect(warmEventPath().size).toBeGreaterThan(0);
    expect(warmEventPath().size).toBe(0);
  });

  it("queues one idle callback however many fields ask, none without requestIdleCallback", async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
    const { warmEventPathAtIdle } = await load();
    warmEventPathAtIdle();
    warmEventPathAtIdle();
    expect(idle).toHaveLength(1);
    idle[0]!();
    warmEventPathAtIdle();
    expect(idle).toHaveLength(1);
    vi.unstubAllGlobals();
    vi.stubGlobal("requestIdleCallback", undefined);
    const fresh = await load();
    expect(() => fresh.warmEventPathAtIdle()).not.toThrow();
  });

  it("builds each event type with its real constructor (bubbling, as the browser's)", async () => {
    const { eventFor, WARM_EVENTS } = await load();
    for (const type of WARM_EVENTS) {
      const event = eventFor(type);
      expect(event.type).toBe(type);
      expect(event.bubbles).toBe(true);
      if (type.startsWith("mouse") || type === "click") expect(event).toBeInstanceOf(MouseEvent);
      if (type.startsWith("focus")) expect(event).toBeInstanceOf(FocusEvent);
      if (type.startsWith("key")) expect(event).toBeInstanceOf(KeyboardEvent);
    }
  });
});
