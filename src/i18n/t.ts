import { fill } from "./format.ts";

import { pageLanguage, type Language } from "./language.ts";

export { pageLanguage, type Language };

/** The English side: the table and the collector of missing texts, loaded only on English pages. */
interface English {
  table: ReadonlyMap<string, string>;
  collectMissing(text: string): void;
  anyAreaFailed(): boolean;
}
let english: English | undefined;

/**
 * Loads what `language` needs before these islands render (the runtime awaits it): nothing for Polish,
 * the source language; for English the common texts, those of `islands` (islandAreas.ts) and the
 * missing-text collector. A Polish page so downloads no English, and t() stays synchronous.
 */
export async function loadLanguage(language: Language = pageLanguage(), islands: readonly string[] = []): Promise<void> {
  if (language !== "en") return;
  const [{ english: table, loadAreas, anyAreaFailed }, { collectMissing }] = await Promise.all([import("./english.ts"), import("./collector.ts")]);
  await loadAreas(islands);
  english ??= { table, collectMissing, anyAreaFailed };
}

/**
 * Translates a Polish source text for the page's language and fills its %d/%s placeholders.
 * On English pages a text missing from the table is shown in Polish and reported for translation.
 */
export function t(text: string, ...values: Array<string | number>): string {
  // Before loadLanguage() has finished (never for islands: they render after it) texts stay Polish.
  if (pageLanguage() === "pl" || !english) return fill(text, values);
  const translated = english.table.get(text);
  // Reported for translation only when every area asked for has come (a failed one's texts are not missing).
  if (translated === undefined && !english.anyAreaFailed()) english.collectMissing(text);
  return fill(translated ?? text, values);
}
