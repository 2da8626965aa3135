/**
 * The restore cookie (spec §3, §9): a form's unsent values survive a reload, a back-navigation
 * or a session expiry and re-login. Cookie `DF<hash of the form>`, lifetime 0.021 days, path /;
 * cleared after a successful submit.
 *
 * Never stored (controlValues.ts): passwords, PESEL, document numbers (the guardian's too), card numbers, captcha answers, file inputs
 * and hidden fields (the server's own). A form whose values do not fit a cookie (about 4 KB)
 * keeps them in sessionStorage under the same key and the cookie says so ("s"): nothing is
 * dropped; only when sessionStorage is refused too are the fields that fit kept, with a console
 * warning naming the ones that did not.
 *
 * The fields never stored but filled in are named in the cookie (names only, never values): after a reload the form
 * tells the user which ones to type again instead of leaving them empty without a word (a QA walk, session 35).
 */
import { t } from "../i18n/t.ts";
import { fillControls, isSensitive, keepableValues } from "./controlValues.ts";

const RESTORE_PREFIX = "DF";
const RESTORE_LIFETIME_DAYS = 0.021;
/** Cookie values above this are moved to sessionStorage (browsers cap a cookie near 4096 bytes). */
export const COOKIE_BUDGET = 3800;
const IN_STORAGE = "s";
const SAVE_DELAY_MS = 250;
/** The key under which the cookie names the filled fields it would not keep (no field is named so). */
const RETYPE = "\u0000retype";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * djb2 over the page path and the form's action (its id when it has none): the same form gets
 * the same key after a reload, and an island's form shares it with the legacy markup it replaced.
 */
export function restoreKey(form: HTMLFormElement): string {
  const identity = `${location.pathname}|${form.getAttribute("action") || `#${form.id}`}`;
  let hash = 5381;
  for (let i = 0; i < identity.length; i++) hash = ((hash << 5) + hash + identity.charCodeAt(i)) >>> 0;
  return RESTORE_PREFIX + hash.toString(36);
}

/** The fields a user types text into, which a reload can empty: not choices, files or the server's own. */
function typedFields(form: HTMLFormElement): Control[] {
  return [...form.querySelectorAll<Control>("input[name], textarea[name]")].filter((c) => !(c instanceof HTMLInputElement && /^(checkbox|radio|file|hidden|submit|button|reset|image)$/.test(c.type)));
}

function controls(form: HTMLFormElement): Control[] {
  return [...form.querySelectorAll<Control>("input[name], select[name], textarea[name]")].filter((c) => !isSensitive(c));
}

/** What would be restored: name → value (a list for checkbox groups and multiple selects). */
function restorableValues(form: HTMLFormElement): Record<string, string | string[]> {
  return keepableValues(controls(form));
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split("; ")) {
    const eq = part.indexOf("=");
    if (part.slice(0, eq) === name) return part.slice(eq + 1);
  }
  return null;
}

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  // Secure on https pages: the cookie (name, address, phones) never travels over a plain http request to the host.
  document.cookie = `${name}=${value}; max-age=${maxAgeSeconds}; path=/; SameSite=Lax${location.protocol === "https:" ? "; Secure" : ""}`;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Writes the form's values under its key: the cookie, or sessionStorage when they do not fit. */
export function saveForm(form: HTMLFormElement): void {
  const key = restoreKey(form);
  const values = restorableValues(form);
  // Filled fields the cookie will not keep: named, so that the form can ask for them again after a reload.
  const unkept = typedFields(form).filter((c) => isSensitive(c) && c.value !== "").map((c) => c.name);
  if (unkept.length) values[RETYPE] = unkept;
  const encoded = encodeURIComponent(JSON.stringify(values));
  const maxAge = Math.round(RESTORE_LIFETIME_DAYS * 86_400);
  if (encoded.length <= COOKIE_BUDGET) {
    storage()?.removeItem(key);
    writeCookie(key, encoded, maxAge);
    return;
  }
  try {
    storage()!.setItem(key, JSON.stringify(values));
    writeCookie(key, IN_STORAGE, maxAge);
  } catch {
    // No storage at all: keep what fits and say what did not, rather than drop fields silently.
    const kept: Record<string, string | string[]> = {};
    const dropped: string[] = [];
    for (const [name, value] of Object.entries(values)) {
      const next = { ...kept, [name]: value };
      if (encodeURIComponent(JSON.stringify(next)).length <= COOKIE_BUDGET) Object.assign(kept, { [name]: value });
      else dropped.push(name);
    }
    writeCookie(key, encodeURIComponent(JSON.stringify(kept)), maxAge);
    console.warn(`Trybuna: the restore cookie of this form could not hold: ${dropped.join(", ")}`);
  }
}

/** The values saved for this form, or null. */
export function savedValues(form: HTMLFormElement): Record<string, string | string[]> | null {
  const saved = readSaved(form);
  if (saved) delete saved[RETYPE];
  return saved;
}

function readSaved(form: HTMLFormElement): Record<string, string | string[]> | null {
  const key = restoreKey(form);
  const raw = readCookie(key);
  if (raw === null) return null;
  try {
    const json = raw === IN_STORAGE ? storage()?.getItem(key) : decodeURIComponent(raw);
    const parsed: unknown = json ? JSON.parse(json) : null;
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
    // The cookie is the browser's to keep, and anyone's to edit: a value of another shape is left out (it would
    // throw where the form is filled), the well-formed ones are still given back.
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => typeof value === "string" || (Array.isArray(value) && value.every((item) => typeof item === "string"))));
  } catch {
    return null;
  }
}

/**
 * Puts saved values back into the form's markup, before anything reads it. A control the user
 * already changed (typed before the script ran) keeps what they typed. Answers the labels of the
 * fields filled before that were never stored and are empty now: the user must type them again.
 */
export function restoreInto(form: HTMLFormElement): string[] {
  const saved = readSaved(form);
  if (!saved) return [];
  fillControls(controls(form), saved);
  const unkept = typedFields(form).filter((c) => saved[RETYPE]?.includes(c.name) && c.value === "");
  return unkept.map((c) => (c.labels?.[0]?.textContent ?? "").replace(/\*/g, "").trim() || c.name);
}

/** What a form says after a reload about the fields it could not keep (`restoreInto`'s answer). */
export function retypeMessage(labels: readonly string[]): string {
  return t("Ze względów bezpieczeństwa nie zapamiętujemy tych pól: %s. Wpisz je ponownie.", labels.join(", "));
}

/** Forgets the form's values (after a successful submit). */
export function forgetForm(form: HTMLFormElement): void {
  const key = restoreKey(form);
  writeCookie(key, "", 0);
  storage()?.removeItem(key);
}

/** Saves the form's values as the user edits it (and when the page goes); returns the stop function. */
export function rememberForm(form: HTMLFormElement): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const soon = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      // Saved: leaving the page has nothing left to write. Written again, the cookie's 0.021 days would count from
      // each reload or departure instead of from the last edit, and a draft reloaded every half hour, on a shared
      // computer, never went (docs/legacy-forms.md "Restore cookie").
      timer = undefined;
      saveForm(form);
    }, SAVE_DELAY_MS);
  };
  const now = (): void => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    saveForm(form);
  };
  form.addEventListener("input", soon);
  form.addEventListener("change", soon);
  window.addEventListener("pagehide", now);
  return () => {
    clearTimeout(timer);
    form.removeEventListener("input", soon);
    form.removeEventListener("change", soon);
    window.removeEventListener("pagehide", now);
  };
}
