/**
 * The form engine: one instance per form. It judges the form with the shared zod rule set,
 * sends it (AJAX through dejax, or a native post/get), reads the legacy response and keeps
 * the state a view renders — errors, the waiting submit button, the error box. It has no
 * React in it: `useFormEngine` (react.tsx) subscribes a component to it.
 *
 * Timings are the legacy ones (spec §9): blur/change validation after 50 ms, the error box
 * after 100 ms, a prevented submit releases the button after 100 ms.
 */
import { emit } from "../runtime/events.ts";
import { request as dejaxRequest } from "../dejax/client.ts";
import { isSameOrigin } from "../dejax/url.ts";
import { onPageRestored } from "../ui/pageRestored.ts";
import type { RequestResult, RequestOptions, RequestError } from "../dejax/types.ts";
import { controlFor, enableReadonlySelects, fieldSpecsFromForm, serializeForm, valueControls, type Control } from "./dom.ts";
import { formResponseSchema, readFormResponse, type ElementUpdate, type FormResponse, type ResponseOutcome } from "./response.ts";
import type { Message, RuleContext } from "./rules.ts";
import { formSchema, validateForm, type FieldSpec, type FormSchema } from "./schema.ts";

const FIELD_CHECK_DELAY_MS = 50;
const ERROR_BOX_DELAY_MS = 100;
const PREVENTED_RELEASE_MS = 100;
/** Field tooltips hide after 8 s (spec §9); the persistent text beside the field stays. */
export const TOOLTIP_HIDE_MS = 8000;
/** Legacy validator: the first error is scrolled into view 20 px below the top... */
export const DEFAULT_SCROLL_OFFSET = 20;
/** ...and focused 100 ms later. */
export const FOCUS_DELAY_MS = 100;
export const WARNING_ACCEPTED_FIELD = "__warning_accepted";

export interface EngineState {
  /** Field name → error text, already in the page's language. */
  errors: Readonly<Record<string, string>>;
  waiting: boolean;
  errorBox: string | null;
  /** Set when the first invalid field should be scrolled to and focused; `seq` makes each request distinct. */
  reveal: { name: string; seq: number } | null;
  /** Read-only flags, captions and options a response gave elements. */
  overrides: Readonly<Record<string, ElementUpdate>>;
}

export type SubmitResult =
  | { kind: "prevented" }
  | { kind: "invalid"; source: "browser" | "server"; warning: string | null }
  | { kind: "native" }
  | { kind: "failed"; error: RequestError }
  | Extract<ResponseOutcome, { kind: "replace" | "valid" }>;

export interface EngineOptions {
  form(): HTMLFormElement | null;
  /** The rules to judge by; default: read from the fields' class names. Return a stable array to reuse the compiled schema. */
  fields?(form: HTMLFormElement): readonly FieldSpec[];
  /** Default AJAX; false posts (or gets) the form natively. */
  ajax?: boolean;
  /** Default: the form's action attribute, else the current page. */
  url?: string;
  additional?(): Readonly<Record<string, string>>;
  /** 'none' never shows the error box. */
  errorPosition?: "box" | "none";
  errorBoxText: string;
  translate(message: Message): string;
  /** Called with element value updates from a response (the view owns the values). */
  onValues?(values: Readonly<Record<string, string | readonly string[]>>): void;
  /** Puts an is_error answer's html in the page beside the form; returns what then takes the form out. */
  replace?(html: string): () => void;
  send?: <T>(options: RequestOptions<T>) => Promise<RequestResult<T>>;
  /** The page's locale and today, for date rules (default: Polish, today). */
  ruleContext?: RuleContext;
  /** Whether the view shows `name`'s error (asked once it has rendered the errors; default: the form has a control so named). */
  showsError?(form: HTMLFormElement, name: string): boolean;
}

/**
 * How one submit goes, beyond the engine's options: the plain legacy form's pressed button (`planSend`,
 * `submitter.ts`); the login and registration islands pass none. The button's name and value come in `extra`.
 */
export interface SubmitWay {
  /** Sends the form natively this time, whatever `ajax` says (with the button's overrides). */
  native?: () => void;
  /** The AJAX address (the button's `formaction`; an empty one: this page). */
  url?: string;
  /** false skips the judging (the button's `formnovalidate`). */
  validate?: boolean;
  /** A native send into another window: this page stays, so the button is released. */
  stays?: boolean;
}

const INITIAL: EngineState = { errors: {}, waiting: false, errorBox: null, reveal: null, overrides: {} };

export class FormEngine {
  #state: EngineState = INITIAL;
  readonly #listeners = new Set<() => void>();
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();
  readonly #fieldTimers = new Map<string, ReturnType<typeof setTimeout>>();
  readonly #edited = new Set<string>();
  #schemaFor: readonly FieldSpec[] | null = null;
  #schema: FormSchema | null = null;
  #revealSeq = 0;
  /**
   * Which refusal a due error box belongs to. The box comes 100 ms after the refusal; on a slow device (a busy
   * main thread runs timers late) the user may have mended the field or sent again by then, and a late box would
   * then stand beside a server's error, or a success, saying the form has errors. A newer send or the last error
   * mended moves this on, and the due box is not shown.
   */
  #boxFor = 0;
  #options: EngineOptions;
  /** Set while the button waits for the page to go: stops listening for the page's return. */
  #stopLeaving: (() => void) | undefined;

  constructor(options: EngineOptions) {
    this.#options = options;
  }

  /** Later renders may pass new callbacks; the engine always uses the latest. */
  setOptions(options: EngineOptions): void {
    this.#options = options;
  }

  getState = (): EngineState => this.#state;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #set(patch: Partial<EngineState>): void {
    this.#state = { ...this.#state, ...patch };
    for (const listener of this.#listeners) listener();
  }

  /**
   * The send moved on to another page: the button waits until the page goes. Brought back from the back-forward cache
   * (Back from the next page), the page is as it was left, waiting forever for a departure that has happened, its
   * slow-answer notice showing: it takes sends again (`undo` puts back what the send changed in the form, the read-only
   * selects it enabled for a native post), as the page without the script does. A second send of the same form is
   * the server's to judge, as without the script (docs/bad-day.md, session 45).
   */
  #waitForLeaving(undo?: () => void): void {
    this.#stopLeaving?.();
    this.#stopLeaving = onPageRestored(() => {
      this.#stopLeaving?.();
      this.#stopLeaving = undefined;
      undo?.();
      this.#set({ waiting: false });
    });
  }

  #later(ms: number, fn: () => void): void {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      fn();
    }, ms);
    this.#timers.add(timer);
  }

  #compiled(form: HTMLFormElement, controls: readonly Control[]): FormSchema {
    const fields = this.#options.fields?.(form) ?? fieldSpecsFromForm(form, controls);
    if (fields !== this.#schemaFor || !this.#schema) {
      this.#schemaFor = fields;
      this.#schema = formSchema(fields, this.#options.ruleContext);
    }
    return this.#schema;
  }

  /** Judges the whole form as it stands; returns translated errors by field name. */
  validate(): Record<string, string> {
    const form = this.#options.form();
    if (!form) return {};
    const errors: Record<string, string> = {};
    const controls = valueControls(form);
    for (const [name, message] of Object.entries(validateForm(this.#compiled(form, controls), serializeForm(form, {}, controls)))) {
      errors[name] = this.#options.translate(message);
    }
    return errors;
  }

  /**
   * Compiles the rule set and runs one throw-away validation, so that the first submit finds
   * the schema built and its code compiled by the JavaScript engine (a cold first run costs
   * several times a warm one). Meant for idle time after the form appears.
   */
  prepare(): void {
    this.validate();
  }

  /** The user edited the field (every keystroke): it will be judged when they leave it. */
  noteInput(name: string): void {
    this.#edited.add(name);
  }

  /**
   * Leaving a field judges it if it was edited or already shows an error: tabbing past an
   * untouched field does not paint it red before the user had a chance to fill it.
   */
  fieldBlurred(name: string): void {
    if (this.#edited.has(name) || this.#state.errors[name] !== undefined) this.scheduleFieldCheck(name);
  }

  /**
   * The page emptied the field for the user (a new captcha picture voids the old answer): it
   * counts as not edited, a pending check is dropped and its error goes, until the user fills
   * it and leaves it, or submits.
   */
  resetField(name: string): void {
    clearTimeout(this.#fieldTimers.get(name));
    this.#fieldTimers.delete(name);
    this.#edited.delete(name);
    if (this.#state.errors[name] === undefined) return;
    const errors = { ...this.#state.errors };
    delete errors[name];
    this.#judged(errors);
  }

  /** Blur or change: after 50 ms, re-judge this one field (other fields keep their state). */
  scheduleFieldCheck(name: string): void {
    clearTimeout(this.#fieldTimers.get(name));
    this.#fieldTimers.set(
      name,
      setTimeout(() => {
        // A press in progress waits: the check may add or remove an error (and the error box), moving
        // the button under the pointer, in the form or below it, and a click whose release lands
        // elsewhere is lost (a human press lasts longer than the 50 ms delay). The document is
        // :active while any press lasts; held, the check runs after the release.
        if (this.#options.form()?.ownerDocument.documentElement.matches(":active")) return this.scheduleFieldCheck(name);
        this.#fieldTimers.delete(name);
        const message = this.validate()[name];
        if (message === this.#state.errors[name]) return;
        const errors = { ...this.#state.errors };
        if (message === undefined) delete errors[name];
        else errors[name] = message;
        this.#judged(errors);
      }, FIELD_CHECK_DELAY_MS),
    );
  }

  /** One field's errors changed outside a send: with none left the box goes, and one still due is not shown. */
  #judged(errors: Record<string, string>): void {
    const left = Object.keys(errors).length > 0;
    if (!left) this.#boxFor++;
    this.#set({ errors, errorBox: left ? this.#state.errorBox : null });
  }

  #showInvalid(errors: Record<string, string>, errorBox: string | null): void {
    const form = this.#options.form();
    const names = Object.keys(errors);
    // The first invalid field in document order, whatever order the errors came in.
    const first = form ? names.map((name) => controlFor(form, name)).filter((c): c is HTMLElement => c !== null).sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0] : undefined;
    const firstName = first?.getAttribute("name") ?? names[0];
    this.#set({ errors, waiting: false, errorBox: null, reveal: firstName ? { name: firstName, seq: ++this.#revealSeq } : null });
    const base = errorBox !== null && this.#options.errorPosition !== "none" ? [errorBox] : [];
    const boxFor = ++this.#boxFor;
    if (!base.length && !names.length) return;
    this.#later(ERROR_BOX_DELAY_MS, () => {
      if (boxFor !== this.#boxFor) return;
      // By now the view shows the errors it can. A message it shows at no control (none of that name; in an island, a
      // hidden input such as a token) would be lost: the box says it, even where the page asked for no box, so that
      // nothing the server said is lost and the box does not point at fields none of which is marked.
      const shows = this.#options.showsError ?? ((within: HTMLFormElement, name: string) => controlFor(within, name) !== null);
      const unplaced = form ? names.filter((name) => errors[name] && !shows(form, name)).map((name) => errors[name]) : [];
      const box = [...base, ...unplaced].join(" ");
      if (box) this.#set({ errorBox: box });
    });
  }

  /**
   * The submit sequence: a cancelable `trybuna:form-submit` event, browser-side judgement,
   * then the send. Never throws; the result says what happened.
   */
  async submit(extra: Readonly<Record<string, string>> = {}, way: SubmitWay = {}): Promise<SubmitResult> {
    const form = this.#options.form();
    if (!form || this.#state.waiting) return { kind: "prevented" };
    this.#boxFor++;
    this.#set({ waiting: true, errorBox: null });
    if (!emit(form, "form-submit", { form })) {
      this.#later(PREVENTED_RELEASE_MS, () => this.#set({ waiting: false }));
      return { kind: "prevented" };
    }
    // The submit judges every field: checks still pending from a blur have nothing to add,
    // and one that ran after a fast answer could take back the server's error for its field.
    for (const timer of this.#fieldTimers.values()) clearTimeout(timer);
    this.#fieldTimers.clear();
    const errors = way.validate === false ? {} : this.validate();
    if (Object.keys(errors).length > 0) {
      this.#showInvalid(errors, this.#options.errorBoxText);
      return { kind: "invalid", source: "browser", warning: null };
    }
    this.#set({ errors: {} });
    // Read-only selects are enabled just before the submit (a native post leaves disabled
    // controls out) and disabled again once the form is still on the page afterwards.
    const disableAgain = enableReadonlySelects(form);
    if (this.#options.ajax === false || way.native) {
      // The prototype's: a control named "submit" (PHP's usual button) shadows form.submit.
      (way.native ?? (() => HTMLFormElement.prototype.submit.call(form)))();
      if (way.stays) {
        disableAgain();
        this.#set({ waiting: false });
      } else this.#waitForLeaving(disableAgain);
      return { kind: "native" };
    }
    const send = this.#options.send ?? dejaxRequest;
    const data = serializeForm(form, { ...this.#options.additional?.(), ...extra });
    const url = (way.url ?? this.#options.url ?? form.getAttribute("action")) || undefined;
    const result = await send<FormResponse>({ url, data, schema: formResponseSchema, evalFields: ["html"] });
    disableAgain();
    if (!result.ok) {
      this.#set({ waiting: false });
      return { kind: "failed", error: result.error };
    }
    const outcome = readFormResponse(result.data, this.#options.errorBoxText);
    // Only the shop's own origin puts HTML into the page: the is_error html of another origin's action is refused.
    if (outcome.kind === "replace" && !isSameOrigin(url ?? location.href)) {
      this.#set({ waiting: false });
      return { kind: "failed", error: { kind: "invalid", message: "HTML from another origin", requestId: result.requestId } };
    }
    return this.#apply(form, outcome);
  }

  #apply(form: HTMLFormElement, outcome: ResponseOutcome): SubmitResult {
    if (outcome.kind === "replace") {
      // Legacy order: the html takes the form's place, then form-error goes out. It goes out from the form
      // while the form is still in the page (it reaches the document, whose listeners find the new markup);
      // the form leaves right after. The view does both: the form may be React's to remove.
      this.#set({ waiting: false });
      const removeForm = this.#options.replace?.(outcome.html);
      emit(form, "form-error", { html: outcome.html });
      removeForm?.();
      return outcome;
    }
    const values: Record<string, string | readonly string[]> = {};
    for (const [name, update] of Object.entries(outcome.updates)) if (update.value !== undefined) values[name] = update.value;
    if (Object.keys(values).length > 0) this.#options.onValues?.(values);
    const overrides = { ...this.#state.overrides, ...outcome.updates };
    if (outcome.kind === "invalid") {
      this.#set({ overrides });
      // A warning with no field marked is the view's to show (a dialog); a box would only repeat it.
      this.#showInvalid(outcome.errors, Object.keys(outcome.errors).length > 0 || !outcome.warning ? outcome.errorBox : null);
      return { kind: "invalid", source: "server", warning: outcome.warning };
    }
    // A valid answer that navigates away keeps the button waiting until the page goes.
    this.#set({ overrides, errors: {}, errorBox: null, waiting: outcome.redirect !== null });
    if (outcome.redirect !== null) this.#waitForLeaving();
    return outcome;
  }

  dispose(): void {
    this.#stopLeaving?.();
    this.#stopLeaving = undefined;
    for (const timer of this.#timers) clearTimeout(timer);
    for (const timer of this.#fieldTimers.values()) clearTimeout(timer);
    this.#timers.clear();
    this.#fieldTimers.clear();
    this.#listeners.clear();
  }
}
