import { english } from "./catalog.ts";
import { collectMissing } from "./collector.ts";
import { fill } from "./format.ts";

export type Language = "pl" | "en";

/** Polish unless the page says English (`<html lang="en">`). */
export function pageLanguage(): Language {
  return document.documentElement.lang.toLowerCase().startsWith("en") ? "en" : "pl";
}

/**
 * Translates a Polish source text for the page's language and fills its %d/%s placeholders.
 * On English pages a text missing from the table is shown in Polish and reported for translation.
 */
export function t(text: string, ...values: Array<string | number>): string {
  if (pageLanguage() === "pl") return fill(text, values);
  const translated = english.get(text);
  if (translated === undefined) collectMissing(text);
  return fill(translated ?? text, values);
}
