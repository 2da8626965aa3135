import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createReplayApp } from "./app.ts";
import { loadSet } from "./fixtureSet.ts";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** A set by name (`fixtures/recorded/<name>`) or by folder path. */
function setDir(nameOrPath: string): string {
  return isAbsolute(nameOrPath) || nameOrPath.includes("/") ? resolve(nameOrPath) : resolve(root, "fixtures/recorded", nameOrPath);
}

export interface ReplayServer {
  url: string;
  close(): Promise<void>;
}

/** Starts a replay server for a set on 127.0.0.1 (port 0: a free one). */
export async function startReplayServer(options: { set: string; distDir?: string; port?: number; log?: boolean }): Promise<ReplayServer> {
  const app = createReplayApp({ set: loadSet(setDir(options.set)), distDir: options.distDir ?? resolve(root, "dist"), log: options.log });
  const server = await new Promise<Server>((done) => {
    const listening = app.listen(options.port ?? 0, "127.0.0.1", () => done(listening));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
