import { defineConfig } from "@playwright/test";
import { createServer } from "node:net";
import { CHROMIUM_FLAGS } from "./scripts/chromiumFlags.ts";

/** A free port, chosen once: workers re-evaluate this file but inherit the environment. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);

export const chromiumArgs = ["--headless", ...CHROMIUM_FLAGS];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Generous budgets: tests wait for what a user sees, and on a busy 2-core machine every
  // Playwright call is several times slower. A passing test never waits for these; only a
  // failing one takes longer to report.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  // scripts/test.sh runs two shards at once, each with its own report, output folder and fixture server.
  reporter: [["line"], ["json", { outputFile: process.env.E2E_REPORT ?? "reports/playwright.json" }]],
  outputDir: process.env.E2E_OUTPUT ?? "test-results",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
    // A failing test keeps its trace: actions, console, network and a screencast, but no DOM snapshot per
    // action. Those snapshots serialise the whole page at every call; on the throttled and 5,000-seat pages
    // that doubled a test's time (the 100-click test: 1.8 min with them, 49 s without).
    trace: { mode: "retain-on-failure", snapshots: false, screenshots: true, sources: true },
  },
  webServer: {
    command: "node --import tsx dev-server/main.ts",
    env: { PORT: String(port), QUIET: "1" },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 20_000,
  },
});
