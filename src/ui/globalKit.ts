/**
 * The kit's helpers on `window.Trybuna` for legacy scripts (issue 10): the alert box, the password
 * generator and size formatting. The alert box is its own small chunk, loaded on first use, so the
 * entry stays small; the two helpers are a few lines and answer synchronously as the legacy ones did.
 */
import { generatePassword } from "../domain/password.ts";
import { formatSize } from "../domain/sizeFormat.ts";
import { loadStyles } from "../runtime/styles.ts";
import type { AlertRequest } from "./alertBox.ts";

/** The alert box chunk, after the stylesheet (a page without islands has not loaded it yet). */
async function alertBox(): Promise<typeof import("./alertBox.ts")> {
  // This module is part of the entry: its URL is the entry's, beside trybuna.css.
  await loadStyles(import.meta.url, __TRYBUNA_VERSION__);
  return import("./alertBox.ts");
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
}

export const kitApi: KitApi = {
  alert: (message, options) => alertBox().then((box) => box.alert(message, options)),
  disallowed: () => alertBox().then((box) => box.alertDisallowed()),
  password: (length) => generatePassword(length),
  // The page's language as t() reads it, without pulling the translation table into the entry.
  formatSize: (bytes) => formatSize(bytes, document.documentElement.lang.toLowerCase().startsWith("en") ? "." : ","),
};
