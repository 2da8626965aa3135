/**
 * Money in whole grosze (1 zł = 100 gr) so sums never drift; strings only at the edges.
 */

/**
 * The formatters are made on first use, one per language: building an Intl.NumberFormat loads ICU data
 * (about 13 ms on the step-4 page at module start), and English pages never need the Polish one.
 */
const formatters: Partial<Record<"pl" | "en", Intl.NumberFormat>> = {};
const FORMAT_OPTIONS = {
  // pl-PL leaves 4-digit amounts ungrouped ("1234,50 zł"); the shop groups every thousand (spec §5 price input).
  pl: ["pl-PL", { style: "currency", currency: "PLN", useGrouping: "always" }],
  en: ["en-GB", { style: "currency", currency: "PLN", currencyDisplay: "code" }],
} as const satisfies Record<"pl" | "en", readonly [string, Intl.NumberFormatOptions]>;

/**
 * "120,00 zł", "1 234,50 zł" (Intl's non-breaking spaces keep the amount on one line); on English pages
 * "PLN 120.00", "PLN 1,234.50".
 */
export function formatPln(grosze: number, language: "pl" | "en" = "pl"): string {
  const [locale, options] = FORMAT_OPTIONS[language];
  return (formatters[language] ??= new Intl.NumberFormat(locale, options)).format(grosze / 100);
}

/** Legacy price text ("120.00", "120,5", "1 234,50") → grosze; null when it is not an amount. */
export function parsePrice(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, "").replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(compact)) return null;
  const [whole, fraction = ""] = compact.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Decimal string with a dot, as analytics products carry prices ("120.00"). */
export function decimalPrice(grosze: number): string {
  return `${Math.trunc(grosze / 100)}.${String(grosze % 100).padStart(2, "0")}`;
}
