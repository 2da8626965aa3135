import { isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { listen, portOf } from "../listen.ts";
import { createReplayApp } from "./app.ts";
import { loadSet } from "./fixtureSet.ts";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** A set by name (`fixtures/recorded/<name>`) or by folder path. */
function setDir(nameOrPath: string): string {
  return isAbsolute(nameOrPath) || nameOrPath.includes("/") ? resolve(nameOrPath) : resolve(root, "fixtures/recorded", nameOrPath);
}

/** The path and query of the recorded start URL ("/" if the set has none). */
function startPath(startUrl: string): string {
  if (!URL.canParse(startUrl)) return "/";
  const { pathname, search } = new URL(startUrl);
  return `${pathname}${search}`;
}

export interface ReplayServer {
  url: string;
  /** Where the recorded flow began (the set's `startUrl`, on this server): `url` itself may be a miss. */
  startUrl: string;
  close(): Promise<void>;
}

/** Starts a replay server for a set on 127.0.0.1 (port 0: a free one); rejects with one line if the port is taken. */
export async function startReplayServer(options: { set: string; distDir?: string; port?: number; log?: boolean }): Promise<ReplayServer> {
  const set = loadSet(setDir(options.set));
  const app = createReplayApp({ set, distDir: options.distDir ?? resolve(root, "dist"), log: options.log });
  const port = options.port ?? 0;
  const server = await listen(app, port, `pass another with --port (--port ${port + 1})`);
  const url = `http://127.0.0.1:${portOf(server)}`;
  return {
    url,
    startUrl: `${url}${startPath(set.index.startUrl)}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
