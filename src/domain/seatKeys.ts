/**
 * The keys that move the focus among seats, shared by the seat panel and the stadium map so both grids
 * answer the same keys the same way: arrows, Home/End, and Page Up/Down by PAGE_ROWS rows.
 */
export type NavKey = "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" | "PageUp" | "PageDown" | "Home" | "End";

const NAV_KEYS: ReadonlySet<string> = new Set<NavKey>(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End"]);

export const isNavKey = (key: string): key is NavKey => NAV_KEYS.has(key);

/** Rows per Page Up / Page Down: five, about what a sector box shows at once. */
export const PAGE_ROWS = 5;
