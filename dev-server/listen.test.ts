// @vitest-environment node
import type { Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { listen, portOf } from "./listen.ts";

const open: Server[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => new Promise((done) => server.close(done))));
});

const hello = (_request: unknown, response: { end(text: string): void }): void => response.end("hello");

describe("listen", () => {
  it("resolves with a server answering on the port it got", async () => {
    const server = await listen(hello, 0, "unused");
    open.push(server);
    expect(portOf(server)).toBeGreaterThan(0);
    expect(await (await fetch(`http://127.0.0.1:${portOf(server)}/`)).text()).toBe("hello");
  });

  it("rejects a taken port with one line naming the port and the hint", async () => {
    const taken = await listen(hello, 0, "unused");
    open.push(taken);
    const port = portOf(taken);
    await expect(listen(hello, port, "set PORT to another")).rejects.toThrow(`Port ${port} is in use: set PORT to another.`);
  });

  it("rejects a port that is not one with the reason", async () => {
    await expect(listen(hello, Number.NaN, "unused")).rejects.toThrow(/port/i);
  });
});
