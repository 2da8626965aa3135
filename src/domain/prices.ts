/**
 * Money in whole grosze (1 zł = 100 gr) so sums never drift; strings only at the edges.
 */

const NBSP = "\u00a0";

/** Whole grosze as "1 234,56" or "1,234.56": every thousand grouped, always two decimals. */
function amount(grosze: number, group: string, decimal: string): string {
  const abs = Math.abs(Math.round(grosze));
  const whole = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+$)/g, group);
  return `${whole}${decimal}${String(abs % 100).padStart(2, "0")}`;
}

/**
 * "120,00 zł", "1 234,50 zł" (non-breaking spaces keep the amount on one line); on English pages
 * "PLN 120.00", "PLN 1,234.50". Written out rather than through Intl.NumberFormat: the text is exactly
 * what pl-PL (grouping every thousand, as the shop does, spec §5 price input) and en-GB with the currency
 * code give (a test compares them), but building the first formatter loads ICU data, which took about
 * 45 ms of the step-4 mount at 4× CPU (issue 14, time to interactive).
 */
export function formatPln(grosze: number, language: "pl" | "en" = "pl"): string {
  const sign = grosze < 0 ? "-" : "";
  return language === "pl" ? `${sign}${amount(grosze, NBSP, ",")}${NBSP}zł` : `${sign}PLN${NBSP}${amount(grosze, ",", ".")}`;
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
