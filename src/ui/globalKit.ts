/**
 * The kit's helpers on `window.Trybuna` for legacy scripts (issue 10): the alert box, the password
 * generator, size formatting and popup windows. The alert box is its own small chunk, loaded on first use, so the
 * entry stays small; the two helpers are a few lines and answer synchronously as the legacy ones did.
 */
import { generatePassword } from "../domain/password.ts";
import { sizeOnPage } from "../i18n/language.ts";
import { loadChunkStyles, loadStyles } from "../runtime/styles.ts";
import type { AlertRequest } from "./alertBox.ts";
import { alertBoxLoaded } from "./alertBoxLoaded.ts";
import { openPopup, type OpenPopupOptions } from "./popup.ts";

type AlertBoxModule = typeof import("./alertBox.ts");

/** The alert box once its module and stylesheets are loaded: alerts then open in the caller's task. */
let ready: AlertBoxModule | undefined;

/** The alert box chunk, with the runtime's and its own stylesheets (a page without islands has neither yet). */
async function alertBox(): Promise<AlertBoxModule> {
  // This module is part of the entry: its URL is the entry's, beside trybuna.css.
  // On an English page the box's own texts too (the common area; the alert box's chunk holds t.ts): a click before
  // the islands had asked for them showed 'Ta czynność jest niedozwolona.' there. If they fail, the box speaks Polish.
  const texts = import("../i18n/t.ts").then(({ loadLanguage }) => loadLanguage()).catch(() => undefined);
  const [box] = await Promise.all([import("./alertBox.ts"), texts, loadStyles(import.meta.url), loadChunkStyles(import.meta.url, "src/ui/alertBox.ts")]);
  ready = box;
  return box;
}

// Even a loaded module's import() resolves a task later, after the next frame has been drawn without
// the box: once an island has loaded it, get it ready now, before any legacy script asks. (The entry
// runs before any island chunk is loaded.)
alertBoxLoaded.listener = () => void alertBox();

/** Runs `use` with the alert box: at once when ready, else once loaded. */
function withAlertBox<T>(use: (box: AlertBoxModule) => Promise<T>): Promise<T> {
  return ready ? use(ready) : alertBox().then(use);
}

export interface KitApi {
  /** Shows the shop's alert box (text only); resolves when the user has closed it, rejects (TypeError) on a bad option. */
  alert(message: string, options?: Omit<AlertRequest, "message">): Promise<void>;
  /** The legacy disallowed-action alert. */
  disallowed(): Promise<void>;
  /** A random password of A–Z, a–z, 0–9 (crypto-random, uniform). */
  password(length: number): string;
  /** A size in bytes as B…PB (base 1024), with the page's decimal separator; a numeric string counts as its number. */
  formatSize(bytes: number | string): string;
  /** Opens `url` in a popup window (chrome off unless switched on; centred or against an edge); blocked → opens it here. */
  popup(url: string, options?: OpenPopupOptions | null): Window | null;
}

export const kitApi: KitApi = {
  alert: (message, options) => withAlertBox((box) => box.alert(message, options)),
  disallowed: () => withAlertBox((box) => box.alertDisallowed()),
  password: (length) => generatePassword(length),
  popup: (url, options) => openPopup(url, options),
  formatSize: (bytes) => sizeOnPage(bytes),
};
