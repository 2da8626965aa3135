/**
 * A plain legacy form, enhanced in place: the form engine judges it by its fields' class names
 * and sends it the legacy way, and this module paints the engine's state onto the shop's own
 * markup (React renders nothing here: the markup stays the shop's). Used by the `legacy-form`
 * island; see docs/legacy-forms.md. The stall wording comes from StalledNotice.tsx, whose module
 * imports React's hooks: every page with this form has React loaded already, and a file of its own
 * for the two helpers cost each such page about 200 B gzip (measured, session 33).
 *
 * What the user sees follows the legacy flow (spec §4, §9): the submit button waits (wait text,
 * indicator) and is released after the answer or 100 ms after a prevented submit; errors show
 * beside their fields (legacy classes `validation-failed` / `validation-passed` kept for the
 * shop's CSS) and the first one is scrolled into view and focused 100 ms later; the error box
 * appears 100 ms after an invalid answer unless error_position is 'none'; an is_error answer
 * replaces the form with the returned HTML (through the Trusted Types policy).
 */
import { planSend } from "../domain/formSend.ts";
import { setRadioValue } from "../domain/radio.ts";
import { requestErrorMessage } from "../i18n/errors.ts";
import { pageLanguage, t } from "../i18n/t.ts";
import { setTrustedHtml } from "../runtime/trustedTypes.ts";
import { atIdle } from "../ui/idle.ts";
import { stalledText, whenStalled } from "../ui/StalledNotice.tsx";
import { dismissBubblesOnEscape } from "./dismissBubbles.ts";
import { dateRuleOf, errorAnchor, markInvalid, READONLY_SELECT_ATTRIBUTE, revealControl, valueControls, type Control } from "./dom.ts";
import { FOCUS_DELAY_MS, FormEngine, TOOLTIP_HIDE_MS, type EngineState, type SubmitResult } from "./engine.ts";
import type { ElementUpdate } from "./response.ts";
import "./deform.css";
import { readDate, writeDate } from "./localeDate.ts";
import { forgetForm, rememberForm, restoreInto, retypeMessage } from "./restore.ts";
import { ruleContext } from "./rules.ts";
import { fileChosen, submitButton, submitNatively, submitterFields } from "./submitter.ts";
import { translateMessage } from "./translate.ts";
import { watchFields } from "./watchFields.ts";

/** Read-only select lists in legacy markup carry this class (or the data attribute). */
const READONLY_SELECT = `select.readonly, select[${READONLY_SELECT_ATTRIBUTE}]`;

export interface PlainFormOptions {
  ajax: boolean;
  errorPosition: "box" | "none";
  /** Pixels left above the first invalid field when it is scrolled into view (legacy: 20). */
  scrollOffset: number;
}

const CAPTCHA_STATUS_CLASS = "tb-deform-captcha-status";

/** The controls of one name (radios and checkbox groups have several). */
function controlsNamed(form: HTMLFormElement, name: string): Control[] {
  return valueControls(form).filter((control) => control.name === name);
}

/** The submit button's waiting look: aria-disabled (focus stays), wait text, an indicator. */
class SubmitButtons {
  readonly #saved = new Map<HTMLElement, Node[] | string>();
  /** Indicators placed beside `<input type=submit>` buttons, which cannot hold one. */
  readonly #beside: Element[] = [];

  constructor(private readonly form: HTMLFormElement) {}

  set(waiting: boolean): void {
    if (waiting === this.#saved.size > 0) return;
    if (!waiting) {
      for (const [button, saved] of this.#saved) {
        if (button instanceof HTMLInputElement) button.value = saved as string;
        else button.replaceChildren(...(saved as Node[]));
        button.removeAttribute("aria-disabled");
        button.removeAttribute("aria-busy");
      }
      this.#saved.clear();
      for (const spinner of this.#beside.splice(0)) spinner.remove();
      return;
    }
    const waitText = t("Proszę czekać…");
    for (const button of this.form.querySelectorAll<HTMLElement>('button:not([type]), button[type="submit"], input[type="submit"]')) {
      button.setAttribute("aria-disabled", "true");
      button.setAttribute("aria-busy", "true");
      button.classList.add("tb-submit");
      const spinner = document.createElement("span");
      spinner.className = "tb-spinner";
      spinner.setAttribute("aria-hidden", "true");
      if (button instanceof HTMLInputElement) {
        this.#saved.set(button, button.value);
        button.value = waitText;
        button.before(spinner);
        this.#beside.push(spinner);
      } else {
        this.#saved.set(button, [...button.childNodes]);
        button.replaceChildren(spinner, waitText);
      }
    }
  }
}

/**
 * A send still waiting after a few seconds is said at the form's end, by its submit button (the status line at
 * its top is out of sight there). The region comes with the send, empty, so its text is announced when it comes;
 * it goes with the answer (the shop's markup keeps no region of ours between sends).
 */
class StallNotice {
  readonly #region = Object.assign(document.createElement("div"), { className: "tb-deform-stalled" });
  #stopTimer = (): void => undefined;

  constructor(private readonly form: HTMLFormElement) {
    this.#region.setAttribute("role", "status");
  }

  watch(waiting: boolean): void {
    this.#stopTimer();
    this.#region.textContent = "";
    this.#region.remove();
    if (!waiting) return;
    this.form.append(this.#region);
    this.#stopTimer = whenStalled(() => {
      this.#region.textContent = stalledText(t("Wysyłanie formularza"), t("Czekamy na odpowiedź serwera: poczekaj jeszcze chwilę, wpisane dane nie przepadną."));
    });
  }
}

/**
 * The fields' errors painted on the shop's markup: the text after the field (its aria-describedby), a bubble that
 * repeats it for the eye and hides after 8 s (spec §9), and the legacy classes `validation-failed` / `-passed`.
 */
class FieldErrors {
  readonly #shown = new Map<string, { error: HTMLElement; tooltip: HTMLElement; timer: ReturnType<typeof setTimeout> }>();
  readonly #idBase = `tb-deform-${Math.random().toString(36).slice(2, 8)}-`;

  constructor(private readonly form: HTMLFormElement) {}

  paint(errors: EngineState["errors"]): void {
    for (const [name, entry] of this.#shown) {
      if (errors[name] !== undefined && entry.error.textContent === errors[name]) continue;
      clearTimeout(entry.timer);
      entry.error.remove();
      entry.tooltip.remove();
      this.#shown.delete(name);
      for (const control of controlsNamed(this.form, name)) markInvalid(control, entry.error.id, false);
    }
    for (const [name, text] of Object.entries(errors)) {
      if (this.#shown.has(name)) continue;
      const controls = controlsNamed(this.form, name);
      if (controls.length === 0) continue;
      const error = document.createElement("span");
      error.className = "tb-deform-error";
      error.id = `${this.#idBase}${name}`;
      error.textContent = text;
      const tooltip = document.createElement("span");
      tooltip.className = "tb-deform-tooltip";
      tooltip.setAttribute("aria-hidden", "true");
      tooltip.textContent = text;
      errorAnchor(controls).after(tooltip, error);
      const timer = setTimeout(() => tooltip.remove(), TOOLTIP_HIDE_MS);
      this.#shown.set(name, { error, tooltip, timer });
      for (const control of controls) markInvalid(control, error.id, true);
    }
  }
}

/**
 * Captcha reload (spec §7): the image again with a timestamp parameter; the rest of the form stays, focus stays on
 * the reload control, and the new image is announced once it is there, beside the reload link (the form's own
 * status line is at its top, out of sight). `onAnswerEmptied` hears of the emptied answer field.
 */
function reloadCaptcha(event: MouseEvent, onAnswerEmptied: (answer: HTMLInputElement) => void): void {
  const reload = event.target instanceof Element ? event.target.closest(".captcha-reload") : null;
  const image = reload?.closest(".captcha")?.querySelector<HTMLImageElement>("img.captcha-image");
  if (!reload || !image) return;
  event.preventDefault();
  const url = new URL(image.src, location.href);
  url.searchParams.set("t", String(Date.now()));
  const next = reload.nextElementSibling;
  const announce = next instanceof HTMLElement && next.classList.contains(CAPTCHA_STATUS_CLASS) ? next : Object.assign(document.createElement("span"), { className: CAPTCHA_STATUS_CLASS });
  if (announce !== next) {
    announce.setAttribute("role", "status");
    reload.after(announce);
  }
  announce.textContent = "";
  image.addEventListener("load", () => (announce.textContent = t("Wczytano nowy obrazek z kodem.")), { once: true });
  image.src = url.href;
  const answer = reload.closest(".captcha")?.querySelector<HTMLInputElement>("input[name]");
  if (answer) {
    answer.value = "";
    onAnswerEmptied(answer);
  }
}

function applyUpdate(form: HTMLFormElement, name: string, update: ElementUpdate): void {
  const controls = controlsNamed(form, name);
  for (const control of controls) {
    if (update.readonly !== undefined) {
      if (control instanceof HTMLSelectElement) {
        control.toggleAttribute(READONLY_SELECT_ATTRIBUTE, update.readonly);
        control.disabled = update.readonly;
      } else control.readOnly = update.readonly;
    }
    if (update.caption !== undefined && control.id) {
      const label = form.querySelector(`label[for="${CSS.escape(control.id)}"]`);
      if (label) label.textContent = update.caption;
    }
    if (update.options?.values && control instanceof HTMLSelectElement) {
      const chosen = control.value;
      control.replaceChildren(
        ...update.options.values.map(({ value, label, disabled }) => {
          const option = new Option(label, value, false, value === chosen);
          option.disabled = disabled ?? false;
          return option;
        }),
      );
    }
  }
}

/**
 * A legacy script sets a radio group's value (spec §4 Radio): the option is checked (or, with
 * `check` false, unchecked), `click` always fires, `change` only when the value differs; an
 * unknown or disabled option is refused (false).
 */
export function setRadioGroupValue(form: HTMLFormElement, name: string, value: string, check = true): boolean {
  const radios = controlsNamed(form, name).filter((c): c is HTMLInputElement => c instanceof HTMLInputElement && c.type === "radio");
  const current = radios.find((r) => r.checked)?.value ?? null;
  const outcome = setRadioValue(
    radios.map((r) => ({ value: r.value, disabled: r.disabled })),
    current,
    value,
    check,
  );
  if (!outcome.ok) return false;
  const target = radios.find((r) => r.value === value)!;
  for (const radio of radios) radio.checked = radio.value === outcome.checked;
  for (const event of outcome.events) target.dispatchEvent(new Event(event, { bubbles: true }));
  return true;
}

/**
 * A hidden field an island renders from its own state (the data grid's JSON rows) takes a new value through the
 * island's handle (`setValue`), or the island would write its old value back; false when no island owns it.
 */
function setThroughIsland(control: Element, value: string): boolean {
  if (!(control instanceof HTMLInputElement) || control.type !== "hidden") return false;
  const host = control.closest("[data-island]");
  const handle = host && window.Trybuna?.get(host);
  if (typeof handle?.setValue !== "function") return false;
  handle.setValue(value);
  return true;
}

/** Puts values from a response into the controls (the markup owns the values here). */
function setControlValues(form: HTMLFormElement, values: Readonly<Record<string, string | readonly string[]>>): void {
  for (const [name, value] of Object.entries(values)) {
    const list = typeof value === "string" ? [value] : value;
    for (const control of controlsNamed(form, name)) {
      if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
        // A lone checkbox toggles "1"/"0" (serializeForm); grouped ones and radios list their values.
        control.checked = list.includes(control.value) || (control.type === "checkbox" && value === "1");
      } else if (control instanceof HTMLSelectElement && control.multiple) {
        for (const option of control.options) option.selected = list.includes(option.value);
      } else if (!setThroughIsland(control, list.join(","))) control.value = list.join(",");
    }
  }
}

/**
 * Enhances `form`; returns the function that undoes it (listeners, added elements). An is_error answer's html
 * takes the form's place (the engine's `replace`).
 */
export function attachPlainForm(form: HTMLFormElement, options: PlainFormOptions): () => void {
  const locale = pageLanguage();
  // What the user typed before a reload comes back (restore cookie), and is kept as they type; the fields it never
  // keeps are named at the form's top.
  const retype = restoreInto(form);
  const retypeNote = retype.length ? Object.assign(document.createElement("p"), { className: "tb-retype", role: "status", textContent: retypeMessage(retype) }) : undefined;
  if (retypeNote) form.prepend(retypeNote);
  const stopRemembering = rememberForm(form);
  const accepted = (): void => {
    stopRemembering();
    forgetForm(form);
  };
  const engine = new FormEngine({
    ruleContext: ruleContext(locale),
    form: () => form,
    ajax: options.ajax,
    errorPosition: options.errorPosition,
    errorBoxText: t("Formularz zawiera błędy. Popraw zaznaczone pola."),
    translate: translateMessage,
    onValues: (values) => setControlValues(form, values),
    replace: (html) => {
      form.before(replacementFor(html));
      return () => form.remove();
    },
  });
  const box = document.createElement("div");
  box.className = "tb-deform-errorbox";
  box.setAttribute("role", "alert");
  const status = document.createElement("p");
  status.className = "tb-deform-status";
  status.setAttribute("role", "status");
  form.prepend(box, status);
  const buttons = new SubmitButtons(form);
  const stall = new StallNotice(form);
  const fieldErrors = new FieldErrors(form);
  const stopDismissing = dismissBubblesOnEscape(form);
  let revealed = 0;
  let focusTimer: ReturnType<typeof setTimeout> | undefined;

  for (const select of form.querySelectorAll<HTMLSelectElement>(READONLY_SELECT)) {
    select.setAttribute(READONLY_SELECT_ATTRIBUTE, "");
    select.disabled = true;
  }

  let painted: EngineState | null = null;
  /** The box tells why the last send failed (the engine's state does not hold it). */
  let failureShown = false;
  const paint = (): void => {
    const state = engine.getState();
    if (state.errors !== painted?.errors) fieldErrors.paint(state.errors);
    if (state.waiting !== painted?.waiting) {
      buttons.set(state.waiting);
      stall.watch(state.waiting);
      // A new send: the last one's failure no longer applies (left there, it sat beside this send's success).
      if (state.waiting && failureShown) {
        box.replaceChildren();
        failureShown = false;
      }
      // ...and the last refusal's focus, if still due (late on a busy device), no longer applies either.
      if (state.waiting) clearTimeout(focusTimer);
    }
    if (state.errorBox !== painted?.errorBox) {
      const text = state.errorBox;
      box.replaceChildren(...(text ? [Object.assign(document.createElement("p"), { textContent: text })] : []));
    }
    if (state.overrides !== painted?.overrides) for (const [name, update] of Object.entries(state.overrides)) applyUpdate(form, name, update);
    if (state.reveal && state.reveal.seq !== revealed) {
      revealed = state.reveal.seq;
      const control = controlsNamed(form, state.reveal.name)[0];
      if (control) {
        revealControl(control, options.scrollOffset, false);
        clearTimeout(focusTimer);
        // Only if the user has not gone on meanwhile: a busy device runs the 100 ms late, and a user who has already
        // clicked into another field keeps the focus there (what they type does not land in the refused field).
        const from = document.activeElement;
        focusTimer = setTimeout(() => {
          if (document.activeElement === from || document.activeElement === document.body) control.focus({ preventScroll: true });
        }, FOCUS_DELAY_MS);
      }
    }
    painted = state;
  };
  const unsubscribe = engine.subscribe(paint);

  const after = (result: SubmitResult): void => {
    if (result.kind === "failed") {
      // What went wrong, by kind, as the client forms say it (a server error is not the connection's fault).
      box.replaceChildren(Object.assign(document.createElement("p"), { textContent: requestErrorMessage(result.error) }));
      status.textContent = "";
      failureShown = true;
    } else if (result.kind === "valid") {
      accepted();
      if (result.redirect) location.assign(result.redirect);
      else status.textContent = result.message ?? "";
    } else if (result.kind === "native") accepted();
  };

  // Legacy validate-date: a readable date is rewritten in the field's format, else the locale's (5.3.26 → 2026-03-05).
  const rewriteDate = (control: EventTarget | null): void => {
    const rule = control instanceof HTMLInputElement ? dateRuleOf(control) : null;
    if (!rule) return;
    const input = control as HTMLInputElement;
    const date = readDate(input.value, locale, rule.format);
    if (date) input.value = writeDate(date, locale, rule.format);
  };

  // The old answer belongs to the old picture: emptied, and not judged until typed again.
  const onClick = (event: MouseEvent): void => reloadCaptcha(event, (answer) => engine.resetField(answer.name));

  // Heard on the document, once the event has passed the form: the page's own submit listeners on the form run
  // first. A rich editor that loaded after the island writes its text back into its text area there, and that
  // text is what gets judged and sent (the legacy checked for a late editor every 150 ms instead). A page script
  // that prevents the submit is obeyed; one that stops the event leaves the browser's plain post.
  const onSubmit = (event: SubmitEvent): void => {
    if (event.target !== form || event.defaultPrevented) return;
    event.preventDefault();
    // The pressed button is sent as without the script: its name and value, and its formaction, formmethod,
    // formenctype, formtarget and formnovalidate (docs/legacy-forms.md "Which way a form goes").
    const button = submitButton(event.submitter);
    // Read now: a waiting `<input type=submit>` shows the wait text as its value.
    const fields = submitterFields(button);
    const plan = planSend({
      ajax: options.ajax,
      formMethod: button?.getAttribute("formmethod") ?? null,
      target: button?.getAttribute("formtarget") ?? form.getAttribute("target"),
      noValidate: button?.hasAttribute("formnovalidate") ?? false,
      fileChosen: fileChosen(form),
    });
    status.textContent = "";
    for (const control of form.querySelectorAll("input")) rewriteDate(control);
    const way = { ...plan, native: plan.native ? () => submitNatively(form, button, fields) : undefined, url: button?.getAttribute("formaction") ?? undefined };
    void engine.submit(fields, way).then(after);
  };
  document.addEventListener("submit", onSubmit);
  form.addEventListener("click", onClick);
  const stopWatching = watchFields(form, engine, rewriteDate);
  // Build and warm the rule set while the user reads the form, not on the submit they wait for.
  const stopPreparing = atIdle(() => engine.prepare());

  return () => {
    stopPreparing();
    stopRemembering();
    stopDismissing();
    retypeNote?.remove();
    clearTimeout(focusTimer);
    document.removeEventListener("submit", onSubmit);
    form.removeEventListener("click", onClick);
    stopWatching();
    unsubscribe();
    engine.dispose();
    fieldErrors.paint({});
    buttons.set(false);
    stall.watch(false);
    box.remove();
    status.remove();
    for (const region of form.querySelectorAll(`.${CAPTCHA_STATUS_CLASS}`)) region.remove();
  };
}

/** The markup an is_error answer puts in a form's place; islands inside it mount. */
function replacementFor(html: string): HTMLElement {
  const container = document.createElement("div");
  container.setAttribute("data-island-content", "");
  setTrustedHtml(container, html);
  return container;
}
