/**
 * The fixture server speaks the page's language like the legacy PHP did: the same English tables the islands
 * use (`src/i18n/en/*.ts`, Polish source text → English), so a text is translated once for both, plus its
 * own (`dev-server/en/*.ts`) for texts only its templates print.
 */
import type { Request, Response } from "express";
import { readdirSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { fill } from "../src/i18n/format.ts";
import { escapeHtml } from "./html.ts";

export type Language = "pl" | "en";
export type Say = (text: string, ...values: Array<string | number>) => string;

const english = new Map<string, string>();
// The browser's tables, then the server's own (texts of fixture templates the browser never needs).
for (const dir of [new URL("../src/i18n/en/", import.meta.url), new URL("./en/", import.meta.url)]) {
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts")).sort()) {
    const table = ((await import(pathToFileURL(fileURLToPath(new URL(file, dir))).href)) as { default: Record<string, string> }).default;
    for (const [pl, en] of Object.entries(table)) english.set(pl, en);
  }
}

const LANGUAGE_COOKIE = "lang";

/**
 * The visitor's language: `?lang=` (remembered in a cookie, so it survives links, posts and a session's end,
 * as the legacy site kept it in its own cookie), else the cookie, else `fallback`.
 */
export function languageOf(req: Request, res?: Response, fallback: Language = "pl"): Language {
  const asked = req.query.lang;
  if (asked === "en" || asked === "pl") {
    // Once per response: the page wrapper and the layout both ask.
    if (res && !res.locals.languageRemembered) {
      res.cookie(LANGUAGE_COOKIE, asked, { path: "/", sameSite: "lax", maxAge: 365 * 24 * 3600 * 1000 });
      res.locals.languageRemembered = true;
    }
    return asked;
  }
  const remembered = /(?:^|;\s*)lang=(en|pl)\b/.exec(req.headers.cookie ?? "")?.[1];
  return (remembered as Language | undefined) ?? fallback;
}

/** Translates a Polish text for `lang` and fills its %d/%s placeholders (Polish when no English is known). */
export function speaker(lang: Language): Say {
  return (text, ...values) => fill(lang === "en" ? (english.get(text) ?? text) : text, values);
}

/**
 * A recorded page in the visitor's language, as the legacy PHP rendered it: every text between tags that the
 * English tables know (heading, intro, labels, options; a label's " *" kept), the placeholders and the labels in
 * the islands' props. Texts the tables do not know stay as recorded.
 */
export function inLanguage(html: string, lang: Language): string {
  if (lang !== "en") return html;
  const say = speaker(lang);
  return html
    .replace(/>(\s*)([^<>]*?)( \*)?(\s*)</g, (match, before: string, text: string, star = "", after: string) => (text ? `>${before}${say(text)}${star}${after}<` : match))
    .replace(/ placeholder="([^"]*)"/g, (_, text: string) => ` placeholder="${escapeHtml(say(text))}"`)
    .replace(/"label":"([^"\\]*)"/g, (_, text: string) => `"label":${JSON.stringify(say(text)).replaceAll("'", "&#39;")}`);
}

/**
 * What a plain form post reached the server with, listed above the recorded form page it came from (dates,
 * widgets). The values are the visitor's own: escaped, never looked up in the translation tables.
 */
export function receivedSection(values: ReadonlyArray<readonly [string, string]>, lang: Language): string {
  const say = speaker(lang);
  const list = values.map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${value ? escapeHtml(value) : `<em>${say("(puste)")}</em>`}</dd>`).join("");
  return `<section class="card" aria-labelledby="received-title"><h2 id="received-title">${say("Serwer otrzymał")}</h2><dl class="received">${list}</dl></section>\n`;
}
