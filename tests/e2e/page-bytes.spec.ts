import { readdirSync, readFileSync } from "node:fs";
import { withCompileHint } from "../../bench/lib.ts";
import { budgetOf, ENTRY_BUDGET, entryFiles, entryGzip, islandsIn, measureAllPages, pageBytes, readManifest } from "../../bench/pageBytes.ts";
import { areasFor } from "../../src/i18n/islandAreas.ts";
import { expect, test } from "./fixtures.ts";

const DIST = new URL("../../dist/", import.meta.url).pathname;

/** Each area's English texts (`src/i18n/en/<area>.ts`) long enough not to occur by chance. */
async function englishTexts(): Promise<Map<string, string[]>> {
  const directory = new URL("../../src/i18n/en/", import.meta.url);
  const files = readdirSync(directory).filter((file) => file.endsWith(".ts"));
  const tables = await Promise.all(files.map(async (file) => ((await import(new URL(file, directory).href)) as { default: Record<string, string> }).default));
  return new Map(files.map((file, index) => [file.replace(/\.ts$/, ""), Object.entries(tables[index]!).filter(([polish, english]) => english !== polish && english.length >= 16).map(([, english]) => english)]));
}

const inScripts = (files: Iterable<string>, text: string) => [...files].filter((file) => file.endsWith(".js")).some((file) => readFileSync(`${DIST}${file}`, "utf8").includes(text.replaceAll('"', '\\"')));

test.describe("bytes on the wire", () => {
  for (const language of ["pl", "en"] as const) {
    test(`${language === "pl" ? "a Polish" : "an English"} page fetches ${language === "pl" ? "no English" : "the English texts of its islands only"}, and no more than the bench counts`, async ({ page }) => {
      const fetched = new Set<string>();
      page.on("requestfinished", (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith("/static/") && /\.(js|css)$/.test(path)) fetched.add(path.slice("/static/".length));
      });
      const html = await (await page.goto(`/formularze/daty.html${language === "en" ? "?lang=en" : ""}`))!.text();
      // Every picker in view is live and speaks the page's language.
      await expect(page.getByRole("button", { name: language === "en" ? "Pick a date" : "Wybierz datę" }).first()).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(page.getByRole("button", { name: language === "en" ? "Pick a date" : "Wybierz datę" }).last()).toBeVisible();
      const english = await englishTexts();
      // The date pickers' page: the common texts and the date area's (src/i18n/islandAreas.ts), not the seat pages'.
      const needed = language === "en" ? areasFor(islandsIn(html)) : [];
      expect(needed).toEqual(language === "en" ? ["common", "date"] : []);
      const neededTexts = needed.flatMap((area) => english.get(area)!);
      for (const [area, texts] of english) {
        // A text of another area that is part of a needed one ("taking longer than usual") proves nothing.
        const own = needed.includes(area) ? texts : texts.filter((text) => !neededTexts.some((other) => other.includes(text)));
        const found = own.filter((text) => inScripts(fetched, text));
        expect(found.length, `${area}: English texts of this area downloaded`).toBe(needed.includes(area) ? own.length : 0);
      }
      // The reverse: Polish is the source language, written in the code; there is no Polish table to leave out.
      const counted = pageBytes(DIST, readManifest(DIST), islandsIn(html), language).files;
      expect([...fetched].filter((file) => !counted.includes(file)), "files fetched that the bench does not count").toEqual([]);
    });
  }

  test("the chunks a page fetches ask V8 to compile them while they download; the entry and its imports do not (vite.config.ts)", async ({ page }) => {
    const scripts: string[] = [];
    page.on("requestfinished", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith("/static/") && path.endsWith(".js")) scripts.push(path.slice("/static/".length));
    });
    await page.goto("/rejestracja.html");
    await expect(page.getByRole("button", { name: "Zarejestruj" })).toBeVisible();
    const hinted = (file: string) => readFileSync(`${DIST}${file}`, "utf8").startsWith(withCompileHint(""));
    // The entry's static imports are part of the runtime entry (its 6 KB budget): no hint either.
    const entryCode = entryFiles(readManifest(DIST));
    expect(entryCode.length).toBeGreaterThan(1);
    const islandCode = scripts.filter((file) => !entryCode.includes(file));
    expect(islandCode.length).toBeGreaterThan(5);
    expect(islandCode.filter((file) => !hinted(file)), "chunks without the hint").toEqual([]);
    expect(entryCode.filter(hinted), "entry files with the hint").toEqual([]);
  });

  test("the runtime entry, with what it imports statically, stays within 6 KB gzip", () => {
    expect(entryGzip(DIST)).toBeLessThanOrEqual(ENTRY_BUDGET);
  });

  test("every recorded page stays within its JavaScript and CSS budgets, in both languages", async ({ baseURL }) => {
    const pages = await measureAllPages(baseURL!, DIST);
    expect(pages.length).toBeGreaterThan(20);
    const over = pages.flatMap(({ path, language, bytes }) => {
      const budget = budgetOf(path);
      return [
        ...(bytes.js > budget.js ? [`${path} (${language}): JavaScript ${bytes.js} B > ${budget.js} B`] : []),
        ...(bytes.css > budget.css ? [`${path} (${language}): CSS ${bytes.css} B > ${budget.css} B`] : []),
      ];
    });
    expect(over).toEqual([]);
    // A page with islands downloads some of both; the English pages one table more than the Polish.
    const daty = pages.filter((entry) => entry.path === "/formularze/daty.html");
    expect(daty.map((entry) => entry.bytes.js > 0 && entry.bytes.css > 0)).toEqual([true, true]);
    expect(daty[1]!.bytes.js).toBeGreaterThan(daty[0]!.bytes.js);
  });

  for (const csp of [true, false]) {
    test(`a page fetches only its islands' stylesheets, and a later island's styles apply before it renders${csp ? " (strict CSP)" : " (no CSP)"}`, async ({ page }) => {
      const fetched: string[] = [];
      page.on("requestfinished", (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith("/static/") && path.endsWith(".css")) fetched.push(path.slice("/static/".length));
      });
      const html = await (await page.goto(`/qa/wyspy${csp ? "" : "?csp=0"}`))!.text();
      await expect(page.getByRole("button", { name: /Wyspa stała/ })).toBeVisible();
      const counted = pageBytes(DIST, readManifest(DIST), islandsIn(html), "pl").files.filter((file) => file.endsWith(".css"));
      expect(counted).toContain("trybuna.css");
      expect(fetched.sort()).toEqual(counted);
      expect(fetched.some((file) => file.includes("star-box"))).toBe(false);
      // A star box arrives in AJAX markup: its stylesheet loads, and it is in force at the island's first paint.
      const display = await page.evaluate(() => new Promise<string>((resolve) => {
        document.addEventListener("trybuna:mount", (event) => {
          const stars = (event.target as Element).querySelector(".tb-star-box__stars");
          if (stars) resolve(getComputedStyle(stars).display);
        });
        window.Trybuna!.html(document.getElementById("dynamic")!, `<div data-island="star-box"><fieldset><legend>Ocena</legend>${[1, 2, 3].map((star) => `<label><input type="radio" name="rank" value="${star}"> ${star}</label>`).join("")}</fieldset></div>`);
      }));
      expect(display).toBe("inline-flex");
      await expect.poll(() => fetched.filter((file) => file.includes("star-box"))).toHaveLength(1);
    });
  }
});
