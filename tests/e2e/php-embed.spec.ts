import express from "express";
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { contentSecurityPolicy } from "../../dev-server/app.ts";
import { contentVersion } from "../../dev-server/contentVersion.ts";
import { listen, portOf } from "../../dev-server/listen.ts";
import { islandsIn, readManifest, scriptTags } from "../../dev-server/scriptTags.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Issue 12: the README's PHP snippet, run by Debian's php-cli against the real build, prints the
 * same tags as the fixture server (`dev-server/scriptTags.ts`), and a page it renders mounts its
 * islands in Chromium under the strict CSP.
 */

const DIST = resolve("dist");
const dir = mkdtempSync(join(tmpdir(), "trybuna-php-"));
const SNIPPET = join(dir, "trybuna.php");
const snippet = /```php\n([\s\S]*?)```/.exec(readFileSync("README.md", "utf8"))?.[1];
writeFileSync(SNIPPET, snippet ?? "");

function phpTags(nonce: string, islands: string[]): string {
  const code = `require $argv[1]; echo trybuna_tags($argv[2], '/static/', $argv[3], array_slice($argv, 4));`;
  return execFileSync("php", ["-r", code, SNIPPET, DIST, nonce, ...islands], { encoding: "utf8" });
}

/** A legacy page as the PHP site would render it: two qa-probe islands and a login form host. */
const PAGE = join(dir, "page.php");
writeFileSync(
  PAGE,
  `<?php require $argv[1]; $nonce = $argv[2]; ?><!DOCTYPE html>
<html lang="pl"><head><meta charset="utf-8"><title>Strona z PHP</title>
<?= trybuna_tags($argv[3], '/static/', $nonce, ['qa-probe']) ?>
</head><body><main>
<h1>Strona z PHP</h1>
<div data-island="qa-probe" data-props='{"label":"Pierwsza"}'><button type="button">Pierwsza (legacy)</button></div>
<div data-island="qa-probe" data-props='{"label":"Druga"}'><button type="button">Druga (legacy)</button></div>
</main></body></html>
`,
);

test.describe("the PHP snippet", () => {
  test("is in the README, and prints what the fixture server prints for the same page", async ({ page }) => {
    expect(snippet).toContain("function trybuna_tags(");
    await page.goto("/logowanie.html");
    const html = await (await page.request.get("/logowanie.html")).text();
    const nonce = /nonce="([^"]+)" data-trybuna/.exec(html)![1]!;
    const islands = islandsIn(html);
    expect(islands).toEqual(expect.arrayContaining(["session-clock", "login-form", "error-report"]));
    const served = html.slice(html.search(/<link rel="(modulepreload|stylesheet)"[^>]*nonce=/), html.indexOf("</script>", html.indexOf("data-trybuna")) + "</script>".length);
    expect(phpTags(nonce, islands)).toBe(served);
    expect(served).toBe(scriptTags(readManifest(DIST), { base: "/static/", nonce, islands, distDir: DIST }));
    // Hashed chunk names, the login form's chunk among the hints, the nonce on every tag.
    expect(served).toMatch(/<link rel="modulepreload" href="\/static\/chunks\/login-form-[\w-]{7}\.js" nonce="/);
    expect(served.split("\n").every((tag) => tag.includes(`nonce="${nonce}"`))).toBe(true);
    expect(served).not.toContain("qa-probe");
    // trybuna.css keeps its bare name and is cached for a year: its address changes with its content, in the tags and
    // where the runtime asks for it (a QA walk, session 36: it had no version, or the package's, which builds keep).
    const cssVersion = contentVersion(readFileSync(join(DIST, "trybuna.css")));
    expect(served).toContain(`<link rel="stylesheet" href="/static/trybuna.css?v=${cssVersion}" nonce="`);
    expect(readFileSync(join(DIST, "trybuna.js"), "utf8")).toContain(`\`${cssVersion}\``);
  });

  test("renders a page whose islands mount in Chromium under the strict CSP", async ({ page }) => {
    const app = express();
    app.use("/static", express.static(DIST));
    app.get("/", (_req, res) => {
      const nonce = randomBytes(16).toString("base64");
      res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce));
      res.type("html").send(execFileSync("php", [PAGE, SNIPPET, nonce, DIST], { encoding: "utf8" }));
    });
    const server = await listen(app);
    try {
      const url = `http://127.0.0.1:${portOf(server)}/`;
      const preloads: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/chunks/qa-probe-")) preloads.push(request.url());
      });
      await page.goto(url);
      await expect(page.getByRole("button", { name: "Pierwsza" })).toHaveClass(/tb-qa-probe/);
      await expect(page.getByRole("button", { name: "Druga" })).toHaveClass(/tb-qa-probe/);
      expect(await page.evaluate(() => (window as unknown as { Trybuna: { mounted(): number } }).Trybuna.mounted())).toBe(2);
      await page.getByRole("button", { name: "Druga" }).click();
      await expect(page.getByRole("button", { name: "Druga" })).toHaveAttribute("data-clicks", "1");
      expect(preloads.length).toBeGreaterThanOrEqual(1);
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});
