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
  const centreX = screen.availLeft + Math.round((screen.availWidth - width) / 2);
  const centreY = screen.availTop + Math.round((screen.availHeight - height) / 2);
  const right = screen.availLeft + screen.availWidth - width;
  const bottom = screen.availTop + screen.availHeight - height;
  switch (options.align ?? "center") {
    case "left":
      return { left: screen.availLeft, top: centreY, width, height };
    case "right":
      return { left: right, top: centreY, width, height };
    case "top":
      return { left: centreX, top: screen.availTop, width, height };
    case "bottom":
      return { left: centreX, top: bottom, width, height };
    default:
      return { left: centreX, top: centreY, width, height };
  }
}

/** The window.open feature string: `popup`, size, place, and every chrome item yes/no (default no). */
export function popupFeatures(options: PopupOptions, screen: ScreenArea): string {
  const { left, top, width, height } = popupPosition(options, screen);
  const chrome = CHROME_ITEMS.map((item) => `${item}=${options.chrome?.[item] ? "yes" : "no"}`);
  return [`popup=yes`, `width=${width}`, `height=${height}`, `left=${left}`, `top=${top}`, ...chrome].join(",");
}
