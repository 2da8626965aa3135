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
  // Another origin's page gets no `window.opener` (it could send the shop's tab to a fake login: tab-nabbing). Not the
  // `noopener` feature: window.open then answers null, which reads as a blocked popup. The window opens empty, is cut
  // loose, then goes to the address; the caller still gets it (to close it, to see it closed). A same-origin popup keeps
  // its opener: quick-add reads the saved id from its form, and the shop's own pages may call back.
  const foreign = new URL(url, location.href).origin !== location.origin;
  // No name: a new window (window.open's default target, "_blank").
  const popup = window.open(foreign ? "" : url, options.name, features);
  if (popup && foreign) {
    // A window of that name already on another origin was cut loose when it first opened: its opener reads null.
    if (popup.opener) popup.opener = null;
    popup.location.href = url;
  }
  if (!popup && options.fallback !== "none") window.location.assign(url);
  return popup;
}
