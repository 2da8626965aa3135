/**
 * Popup windows (spec §9): browser chrome off by default, each chrome item switchable, the window
 * centred or aligned left, right, top or bottom. Pure: the window.open feature string and the
 * position from the screen's geometry.
 */

export type ChromeItem = "toolbar" | "location" | "status" | "menubar" | "scrollbars" | "resizable";
const CHROME_ITEMS: readonly ChromeItem[] = ["toolbar", "location", "status", "menubar", "scrollbars", "resizable"];
export type PopupAlign = "center" | "left" | "right" | "top" | "bottom";

export interface PopupOptions {
  width: number;
  height: number;
  align?: PopupAlign;
  /** Chrome items to switch on (all are off by default). */
  chrome?: Partial<Record<ChromeItem, boolean>>;
}

/** The available screen area and the opener window's place on it (window.screen / screenX…). */
export interface ScreenArea {
  availLeft: number;
  availTop: number;
  availWidth: number;
  availHeight: number;
}

/**
 * Where the popup goes: centred on the available screen, or against one edge (left/right are
 * centred vertically, top/bottom horizontally). Never off the screen: a popup larger than the
 * screen is clamped to its size and top-left corner.
 */
export function popupPosition(options: PopupOptions, screen: ScreenArea): { left: number; top: number; width: number; height: number } {
  const width = Math.min(options.width, screen.availWidth);
  const height = Math.min(options.height, screen.availHeight);
  const { align } = options;
  return {
    left: screen.availLeft + offset(screen.availWidth, width, align === "left", align === "right"),
    top: screen.availTop + offset(screen.availHeight, height, align === "top", align === "bottom"),
    width,
    height,
  };
}

/** On one axis: from the start edge, against the end edge, or centred. */
function offset(room: number, size: number, atStart: boolean, atEnd: boolean): number {
  return atStart ? 0 : atEnd ? room - size : Math.round((room - size) / 2);
}

/** The window.open feature string: `popup`, size, place, and every chrome item yes/no (default no). */
export function popupFeatures(options: PopupOptions, screen: ScreenArea): string {
  const { left, top, width, height } = popupPosition(options, screen);
  const chrome = CHROME_ITEMS.map((item) => `${item}=${options.chrome?.[item] ? "yes" : "no"}`);
  return [`popup=yes`, `width=${width}`, `height=${height}`, `left=${left}`, `top=${top}`, ...chrome].join(",");
}
