/**
 * File sizes as the legacy uploader shows them (spec §9): base 1024, B to PB, two decimals unless
 * whole. The decimal separator follows the page: a comma on Polish pages (1,50 KB), a dot in English.
 */

const UNITS = ["B", "KB", "MB", "GB", "TB", "PB"] as const;

export function formatSize(bytes: number, decimalSeparator: "." | "," = "."): string {
  let size = Number.isFinite(bytes) ? Math.max(0, bytes) : 0;
  let unit = 0;
  // Deliberately unlike the legacy helper, which printed 1048575 B as '1024.00 KB': a size that rounds to 1024 of
  // a unit is shown in the next one ('1.00 MB').
  while (Math.round(size * 100) >= 102400 && unit < UNITS.length - 1) {
    size /= 1024;
    unit++;
  }
  const number = Number.isInteger(size) ? String(size) : size.toFixed(2).replace(".", decimalSeparator);
  return `${number} ${UNITS[unit]}`;
}
