/**
 * The kit's helpers on `window.Trybuna` for legacy scripts (issue 10): the alert box, the password
 * generator, size formatting and popup windows. The alert box is its own small chunk, loaded on first use, so the
 * entry stays small; the two helpers are a few lines and answer synchronously as the legacy ones did.
 */
import { generatePassword } from "../domain/password.ts";
import { sizeOnPage } from "../i18n/language.ts";
import { loadChunkStyles, loadStyles } from "../runtime/styles.ts";
import type { AlertRequest } from "./alertBox.ts";
import { openPopup, type OpenPopupOptions } from "./popup.ts";

/** The alert box chunk, with the runtime's and its own stylesheets (a page without islands has neither yet). */
async function alertBox(): Promise<typeof import("./alertBox.ts")> {
  // This module is part of the entry: its URL is the entry's, beside trybuna.css.
  const [box] = await Promise.all([import("./alertBox.ts"), loadStyles(import.meta.url, __TRYBUNA_VERSION__), loadChunkStyles(import.meta.url, "src/ui/alertBox.ts")]);
  return box;
}

export interface KitApi {
  /** Shows the shop's alert box (text only); resolves when the user has closed it. */
  alert(message: string, options?: Omit<AlertRequest, "message">): Promise<void>;
  /** The legacy disallowed-action alert. */
  disallowed(): Promise<void>;
  /** A random password of A–Z, a–z, 0–9 (crypto-random, uniform). */
  password(length: number): string;
  /** A size in bytes as B…PB (base 1024), with the page's decimal separator. */
  formatSize(bytes: number): string;
  /** Opens `url` in a popup window (chrome off unless switched on; centred or against an edge); blocked → opens it here. */
  popup(url: string, options?: OpenPopupOptions): Window | null;
}

export const kitApi: KitApi = {
  alert: (message, options) => alertBox().then((box) => box.alert(message, options)),
  disallowed: () => alertBox().then((box) => box.alertDisallowed()),
  password: (length) => generatePassword(length),
  popup: (url, options) => openPopup(url, options),
  formatSize: (bytes) => sizeOnPage(bytes),
};
