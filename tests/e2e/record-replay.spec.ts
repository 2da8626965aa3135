import { type Page } from "@playwright/test";
import Ajv from "ajv";
import { createRequire } from "node:module";
import type { Server } from "node:http";
import { readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { createApp } from "../../dev-server/app.ts";
import { listen, portOf } from "../../dev-server/listen.ts";
import { HAR_FILE, type Har, INDEX_FILE, type SetIndex } from "../../dev-server/replay/fixtureSet.ts";
import { record, type Flow } from "../../dev-server/replay/record.ts";
import { acceptCookieBar } from "./flows/common.ts";
import loginFlow from "./flows/login.ts";
import purchaseFlow from "./flows/purchase-mouse.ts";
import registrationFlow from "./flows/registration.ts";
import { expect, test, watchMisses } from "./replay-fixture.ts";

/**
 * Issue 12, done when: a second fixture-server instance plays the live legacy site; the mouse
 * purchase, the registration and the login are recorded from it with their assertions, it is
 * stopped, and each flow replays 10 times in a row against the current build with the same
 * assertions and 0 misses (each replay is its own test, with the usual CSP and page-error checks).
 * One recording per flow serves its ten replays.
 */

const require = createRequire(import.meta.url);
// The HAR 1.2 JSON Schemas of the har-schema package (draft-06), checked with Ajv.
const harSchemas = require("har-schema") as Record<string, object>;
const draft06 = require("ajv/dist/refs/json-schema-draft-06.json") as object;
const OUT = resolve("reports/recorded");
const FLOWS: Array<{ name: string; start: string; flow: Flow }> = [
  { name: "login", start: "/logowanie.html", flow: loginFlow },
  { name: "registration", start: "/rejestracja.html", flow: registrationFlow },
  { name: "purchase-mouse", start: "/sprzedaz/krok-2", flow: purchaseFlow },
];
const RUNS = 10;

async function serve(app: import("express").Express): Promise<{ url: string; server: Server }> {
  const server = await listen(app);
  return { url: `http://127.0.0.1:${portOf(server)}`, server };
}

function readSet(name: string): { har: Har; index: SetIndex } {
  return {
    har: JSON.parse(readFileSync(join(OUT, name, HAR_FILE), "utf8")) as Har,
    index: JSON.parse(readFileSync(join(OUT, name, INDEX_FILE), "utf8")) as SetIndex,
  };
}

test.describe.configure({ mode: "serial" });

test.describe("record from a live site, then replay", () => {
  let liveOrigin = "";

  test("the three flows pass live while they are recorded; then the live site stops", async ({ browser }) => {
    test.setTimeout(360_000);
    rmSync(OUT, { recursive: true, force: true });
    const { app } = await createApp({ distDir: resolve("dist"), version: "live" });
    const live = await serve(app);
    liveOrigin = live.url;
    try {
      for (const { name, start, flow } of FLOWS) {
        const { entries } = await record({ startUrl: `${live.url}${start}`, outDir: join(OUT, name), name, flow, browser });
        expect(entries, `${name}: recorded requests`).toBeGreaterThan(2);
      }
    } finally {
      await new Promise((done) => live.server.close(done));
    }
    await expect(fetch(`${live.url}/logowanie.html`)).rejects.toThrow();
  });

  test("each HAR passes the HAR 1.2 schema and loads in routeFromHAR; the site's bundle is gone", async ({ browser }) => {
    // Formats (ipv6, date-time) need ajv-formats; the one that matters is checked by hand below.
    const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
    ajv.addMetaSchema(draft06);
    for (const schema of Object.values(harSchemas)) ajv.addSchema(schema);
    const validate = ajv.getSchema("har.json#")!;
    for (const { name, start } of FLOWS) {
      const { har, index } = readSet(name);
      expect(validate(har), `${name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      expect(index.entries).toHaveLength(har.log.entries.length);
      for (const entry of har.log.entries) expect(new Date(entry.startedDateTime).toISOString()).toBe(entry.startedDateTime);
      // Not one file of the site's own bundle; every page carries the one placeholder tag.
      expect(har.log.entries.filter((entry) => new URL(entry.request.url).pathname.startsWith("/static/"))).toEqual([]);
      for (const entry of har.log.entries.filter((item) => item.response.status === 200 && item.response.content.mimeType.startsWith("text/html"))) {
        expect(entry.response.content.text!.match(/<script\b[^>]*data-trybuna/g)).toHaveLength(1);
        expect(entry.response.content.text).not.toContain("modulepreload");
      }
      // Plain Playwright: the live site is gone, the HAR alone answers the page.
      const context = await browser.newContext();
      await context.routeFromHAR(join(OUT, name, HAR_FILE), { notFound: "abort" });
      const page = await context.newPage();
      await page.goto(`${liveOrigin}${start}`);
      await expect(page.locator("h1").first()).toBeVisible();
      await context.close();
    }
  });

  for (const { name, start, flow } of FLOWS) {
    test.describe(`${name} replayed`, () => {
      test.use({ replay: join(OUT, name) });
      for (let run = 1; run <= RUNS; run++) {
        test(`run ${run}/${RUNS}: the same assertions pass, no miss`, async ({ page }) => {
          test.slow(name === "purchase-mouse");
          await page.goto(start);
          await flow(page);
        });
      }
    });
  }

  test.describe("replay misses and faults", () => {
    test.use({ replay: join(OUT, "login") });

    test("a miss answers the nearest recorded key and the differing fields, and fails the test with that text", async ({ page, browser, baseURL }) => {
      const context = await browser.newContext({ baseURL });
      const watch = watchMisses(context);
      const other: Page = await context.newPage();
      await other.goto("/logowanie.html");
      const answer = await other.evaluate(async () => {
        const body = new URLSearchParams({ json: JSON.stringify({ login: "anna.nowak@example.pl", password: "x", __deform_form_id__: "rejestracja", remember: 1 }) });
        const response = await fetch("/ajax/Login/login/?__ajax_request=1", { method: "POST", body });
        return { status: response.status, text: await response.text() };
      });
      expect(answer.status).toBe(404);
      expect(answer.text).toContain('Replay miss in fixture set "login"');
      expect(answer.text).toContain('Nearest recorded key:\n  POST /ajax/Login/login/ {"json":{"__deform_form_id__":"login","login":"‹email›","password":"‹password›"}}');
      expect(answer.text).toContain('json.__deform_form_id__: recorded "login", sent "rejestracja"');
      expect(answer.text).toContain("json.remember: not recorded, sent 1");
      await expect(watch.check()).rejects.toThrow(/1 replay miss\(es\):\n\nReplay miss in fixture set "login"[\s\S]*json.remember: not recorded, sent 1/);
      await context.close();
      // This test's own page saw no miss.
      await page.goto("/logowanie.html");
    });

    test("faults work on replayed answers: HTTP 500 shows the error and loses nothing; the retry gets the recording", async ({ page }) => {
      const armed = await page.request.post("/__faults", { data: { path: "/ajax/Login/login/", fault: "status:500", count: 1 } });
      expect(armed.ok()).toBe(true);
      await page.goto("/logowanie.html");
      await acceptCookieBar(page);
      const form = page.locator("[data-island=login-form]");
      await form.locator("[name=login]").fill("anna.nowak@example.pl");
      await form.locator("[name=password]").fill("zweryfikowana");
      await form.locator("[name=password]").press("Enter");
      await expect(page.getByText("Serwer odpowiedział błędem (500). Spróbuj ponownie za chwilę.").first()).toBeVisible();
      await expect(form.locator("[name=login]")).toHaveValue("anna.nowak@example.pl");
      await page.keyboard.press("Escape");
      await form.locator("[name=password]").press("Enter");
      await expect(page.getByRole("status").filter({ hasText: "Zalogowano jako Anna Nowak." })).toBeVisible();
    });

    test("a delayed, malformed and reset answer reach the request client as typed errors", async ({ page }) => {
      await page.goto("/logowanie.html");
      const results = await page.evaluate(async () => {
        const api = (window as unknown as { Trybuna: { request(options: object): Promise<{ ok: boolean; error?: { kind: string } }> } }).Trybuna;
        const kinds: string[] = [];
        for (const fault of ["malformed", "reset", "delay:300"]) {
          await fetch("/__faults", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ path: "/ajax/Login/login/", fault, count: 1 }) });
          const result = await api.request({ url: "/ajax/Login/login/", data: { login: "anna.nowak@example.pl", password: "zweryfikowana", __deform_form_id__: "login" } });
          kinds.push(result.ok ? "ok" : result.error!.kind);
        }
        return kinds;
      });
      expect(results).toEqual(["malformed", "network", "ok"]);
    });
  });
});
