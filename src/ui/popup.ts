/**
 * Popup windows for legacy scripts and islands (spec §9): `window.open` with the feature string of
 * src/domain/popup.ts (chrome off unless asked for; centred or against an edge of the screen).
 *
 * Real links first: a blocked popup (window.open answers null) must not lose the address, so by
 * default the address then opens normally in this window; a caller with its own in-page
 * alternative (quick-add) passes `fallback: "none"` and handles null itself.
 */
import { popupFeatures, type PopupOptions } from "../domain/popup.ts";
import { isWebAddress } from "../domain/webAddress.ts";

export interface OpenPopupOptions extends Partial<PopupOptions> {
  /** The window's name (the legacy scripts reuse one window per name); default a new window. */
  name?: string;
  /** What a blocked popup does: open the address here ("navigate", default) or nothing ("none"). */
  fallback?: "navigate" | "none";
}

/** The legacy default size when a caller gives none. */
const DEFAULT_WIDTH = 640;
const DEFAULT_HEIGHT = 480;

/**
 * Opens `url`: a web address only (src/domain/webAddress.ts); anything else is a TypeError, and nothing opens.
 * A legacy script's `popup(url, null)` is `popup(url)`.
 */
export function openPopup(url: string, options?: OpenPopupOptions | null): Window | null {
  options ??= {};
  if (typeof url !== "string" || !isWebAddress(url)) throw new TypeError(`Trybuna.popup: not a web address: ${url}`);
  const area = window.screen as Screen & { availLeft?: number; availTop?: number };
  const features = popupFeatures(
    // The caller's options as they are (popupFeatures reads size, align and chrome only).
    { ...options, width: options.width ?? DEFAULT_WIDTH, height: options.height ?? DEFAULT_HEIGHT },
    { availLeft: area.availLeft ?? 0, availTop: area.availTop ?? 0, availWidth: area.availWidth, availHeight: area.availHeight },
  );
  const popup = window.open(url, options.name ?? "_blank", features);
  if (!popup && (options.fallback ?? "navigate") === "navigate") window.location.assign(url);
  return popup;
}
