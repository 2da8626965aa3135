/**
 * The page's language, read without the translation machinery: the entry's kit helpers answer in it
 * synchronously, and t.ts (loaded lazily) builds on it.
 */
import { formatSize } from "../domain/sizeFormat.ts";

export type Language = "pl" | "en";

/** Polish unless the page says English (`<html lang="en">`). */
export function pageLanguage(): Language {
  return document.documentElement.lang.toLowerCase().startsWith("en") ? "en" : "pl";
}

/** A file size with the page's decimal separator (1,50 KB on Polish pages, 1.50 KB in English). */
export function sizeOnPage(bytes: number | string): string {
  // A numeric string (a template's or a data attribute's number) counts, as the legacy helper's arithmetic took it.
  return formatSize(Number(bytes), pageLanguage() === "en" ? "." : ",");
}
