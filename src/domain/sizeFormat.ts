/** File sizes as the legacy uploader shows them (spec §9): base 1024, B to PB, two decimals unless whole. */

const UNITS = ["B", "KB", "MB", "GB", "TB", "PB"] as const;

export function formatSize(bytes: number): string {
  let size = Math.max(0, bytes);
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit++;
  }
  return `${Number.isInteger(size) ? size : size.toFixed(2)} ${UNITS[unit]}`;
}
