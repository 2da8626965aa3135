import { createServer, type RequestListener, type Server } from "node:http";

/**
 * Listens on 127.0.0.1:port (0: a free one) and resolves once listening. Both servers a developer
 * starts by hand (`npm start`, `npm run replay`) use it, so a taken port is one clear error instead of
 * a success line pointing at someone else's server. `busyHint` says how to pick another port. The bench and the tests
 * ask for a free one (port 0, the default).
 */
export function listen(handler: RequestListener, port = 0, busyHint = "pick another port"): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(handler);
    server.once("error", (error: NodeJS.ErrnoException) => {
      reject(new Error(error.code === "EADDRINUSE" ? `Port ${port} is in use: ${busyHint}.` : `Cannot listen on 127.0.0.1:${port}: ${error.message}`, { cause: error }));
    });
    server.once("listening", () => resolve(server));
    // A bad port (NaN, 70000) throws here, inside the executor: it becomes the rejection.
    server.listen(port, "127.0.0.1");
  });
}

/** The port a listening server got (the asked one unless it asked for 0). */
export function portOf(server: Server): number {
  const address = server.address();
  return typeof address === "object" && address ? address.port : 0;
}
