import { describe, expect, it } from "vitest";
import type { TrybunaApi } from "./api.ts";
import { startQueue, type QueuedCall } from "./queue.ts";

const api = { version: "test" } as TrybunaApi;
const settle = () => new Promise((resolve) => setTimeout(resolve));

describe("the page's queue of calls", () => {
  it("runs the calls queued before the script with the API, in order, then later ones as they come", async () => {
    const seen: string[] = [];
    const queued: QueuedCall[] = [(given) => seen.push(`first ${given.version}`), () => seen.push("second")];
    const queue = startQueue(queued, api);
    await settle();
    expect(seen).toEqual(["first test", "second"]);
    expect(queue.push(() => seen.push("third"), () => seen.push("fourth"))).toBe(2);
    await settle();
    expect(seen).toEqual(["first test", "second", "third", "fourth"]);
  });

  it("starts empty when the page queued nothing (or something that is not a list)", async () => {
    for (const queued of [undefined, null, "alert(1)", { push: 1 }]) {
      const seen: number[] = [];
      startQueue(queued, api).push(() => seen.push(1));
      await settle();
      expect(seen).toEqual([1]);
    }
  });
});
