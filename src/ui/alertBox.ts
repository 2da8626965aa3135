/**
 * The shop's one alert box (spec §8, §9): every alert — seat limit, session expiry, ticket-handling
 * problem, 'Nie znaleziono klienta', the 'click OK' warning, profile updated, disallowed action —
 * and `Trybuna.alert(…)` from legacy scripts go through one <dialog> per document, shown as a modal layer (modalLayer.ts).
 *
 * - One box, one alert at a time: alerts raised while one is open wait in a queue (the legacy box
 *   also showed one message at a time), so two islands never stack modals.
 * - The element and its two listeners are made once and reused: opening and closing adds no node
 *   and no listener (the 1,000-cycle test counts both).
 * - Focus goes to the OK button (Tab stays inside, Escape is the dialog's cancel: modalLayer.ts) and
 *   back to where it was when the box closes.
 * - Text only: messages are set with textContent, never parsed as HTML.
 * - Timing and size (§9: width 500 px, overlay 0.7, show 200 ms, close 100 ms, move 500 ms) live in
 *   alertBox.css.
 */
import { t } from "../i18n/t.ts";
import "./alertBox.css";
import { alertBoxLoaded } from "./alertBoxLoaded.ts";
import { openModalLayer, type ModalLayer } from "./modalLayer.ts";

export type AlertTone = "info" | "error" | "success";

export interface AlertAction {
  label: string;
  /** Runs after the box has closed. */
  onSelect(): void;
}

export interface AlertRequest {
  message: string;
  title?: string;
  tone?: AlertTone;
  /** The OK button's caption (default 'OK'). */
  confirmLabel?: string;
  /** Extra buttons beside OK (e.g. 'continue anyway'), shown before it. */
  actions?: readonly AlertAction[];
}

/** How an alert ended: OK or Escape, one of its actions, or closed by its owner (`close()`). */
export type AlertOutcome = { by: "confirm" } | { by: "action"; index: number } | { by: "owner" };

export interface AlertHandle {
  readonly closed: Promise<AlertOutcome>;
  /** Withdraws the alert (closes it if shown, drops it if still queued). */
  close(): void;
}

interface Entry {
  request: AlertRequest;
  resolve(outcome: AlertOutcome): void;
  done: boolean;
}

/** The spec's disallowed-action alert has no recorded wording (§8: "exists but is unused"): ours. */
const DISALLOWED_ACTION = "Ta czynność jest niedozwolona.";

interface Box {
  dialog: HTMLDialogElement;
  title: HTMLHeadingElement;
  message: HTMLParagraphElement;
  actions: HTMLDivElement;
}

let box: Box | undefined;
let current: Entry | undefined;
let layer: ModalLayer | undefined;
const queue: Entry[] = [];
let sequence = 0;

function build(): Box {
  const dialog = document.createElement("dialog");
  dialog.className = "tb-alert";
  dialog.setAttribute("role", "alertdialog");
  const id = `tb-alert-${++sequence}`;
  const title = document.createElement("h2");
  title.className = "tb-alert__title";
  title.id = `${id}-title`;
  const message = document.createElement("p");
  message.className = "tb-alert__message";
  message.id = `${id}-message`;
  const actions = document.createElement("div");
  actions.className = "tb-alert__actions";
  dialog.append(title, message, actions);
  // Escape: the dialog's cancel event; the box closes through finish() so the queue moves on.
  dialog.addEventListener("cancel", (event) => {
    event.preventDefault();
    if (current) finish(current, { by: "confirm" });
  });
  // One delegated listener for every button ever shown.
  actions.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>("button[data-outcome]");
    if (!button || !current) return;
    const index = Number(button.dataset.outcome);
    finish(current, index < 0 ? { by: "confirm" } : { by: "action", index });
  });
  return { dialog, title, message, actions };
}

function button(label: string, outcome: number, secondary: boolean): HTMLButtonElement {
  const element = document.createElement("button");
  element.type = "button";
  element.className = secondary ? "tb-button tb-button--secondary" : "tb-button";
  element.textContent = label;
  element.dataset.outcome = String(outcome);
  return element;
}

function show(entry: Entry): void {
  box ??= build();
  const { dialog, title, message, actions } = box;
  if (!dialog.isConnected) document.body.append(dialog);
  const { request } = entry;
  dialog.className = `tb-alert tb-alert--${request.tone ?? "info"}`;
  title.textContent = request.title ?? "";
  title.hidden = !request.title;
  message.textContent = request.message;
  dialog.setAttribute("aria-labelledby", request.title ? title.id : message.id);
  if (request.title) dialog.setAttribute("aria-describedby", message.id);
  else dialog.removeAttribute("aria-describedby");
  const confirm = button(request.confirmLabel ?? t("OK"), -1, false);
  // OK takes focus: Enter confirms, as with the legacy box. The popover's own focusing steps give it
  // focus as it opens (no second focus() forcing another style and layout pass in the click's task).
  confirm.autofocus = true;
  actions.replaceChildren(...(request.actions ?? []).map((action, index) => button(action.label, index, true)), confirm);
  // Only now the shown one: a box that failed to build must not hold the queue.
  current = entry;
  layer = openModalLayer(dialog);
}

function finish(entry: Entry, outcome: AlertOutcome): void {
  if (entry.done) return;
  entry.done = true;
  if (entry !== current) {
    const index = queue.indexOf(entry);
    if (index >= 0) queue.splice(index, 1);
    entry.resolve(outcome);
    return;
  }
  current = undefined;
  layer?.close();
  layer = undefined;
  entry.resolve(outcome);
  if (outcome.by === "action") entry.request.actions?.[outcome.index]?.onSelect();
  const next = queue.shift();
  if (next) show(next);
}

/** Shows an alert (or queues it behind the one shown). */
export function openAlert(request: AlertRequest): AlertHandle {
  let resolve!: (outcome: AlertOutcome) => void;
  const closed = new Promise<AlertOutcome>((done) => (resolve = done));
  const entry: Entry = { request, resolve, done: false };
  if (current) queue.push(entry);
  else show(entry);
  return { closed, close: () => finish(entry, { by: "owner" }) };
}

const TONES: readonly unknown[] = ["info", "error", "success"] satisfies AlertTone[];

/**
 * A legacy script's message and options, checked before anything is shown: a bad one is a TypeError naming it (the returned
 * promise rejects), and the box and the alerts queued behind it carry on. An empty caption would give a button no
 * name: refused too.
 */
function check(ok: boolean, name: string, what: string): void {
  if (!ok) throw new TypeError(`Trybuna.alert: ${name} must be ${what}`);
}
const caption = (value: unknown, name: string): string => (check(typeof value === "string" && !!value.trim(), name, "a non-empty string"), value as string);

function checkedOptions(options: unknown = {}): Omit<AlertRequest, "message"> {
  check(typeof options === "object", "options", "an object");
  const { title, tone, confirmLabel, actions } = (options ?? {}) as Record<string, unknown>;
  check(title === undefined || typeof title === "string", "title", "a string");
  check(tone === undefined || TONES.includes(tone), "tone", `one of ${TONES.join(", ")}`);
  check(actions === undefined || Array.isArray(actions), "actions", "an array");
  return {
    title: title as string | undefined,
    tone: tone as AlertTone | undefined,
    confirmLabel: confirmLabel === undefined ? undefined : caption(confirmLabel, "confirmLabel"),
    actions: (actions as unknown[] | undefined)?.map((action, index) => {
      const { label, onSelect } = (action ?? {}) as Record<string, unknown>;
      check(typeof onSelect === "function", `actions[${index}].onSelect`, "a function");
      return { label: caption(label, `actions[${index}].label`), onSelect: onSelect as () => void };
    }),
  };
}

/** `Trybuna.alert(message, options)`: resolves when the user has closed it. */
export async function alert(message: string, options?: Omit<AlertRequest, "message">): Promise<void> {
  // Text only: 'undefined', 'null' or '[object Object]' must never reach the buyer (a QA walk, session 36).
  await openAlert({ ...checkedOptions(options), message: caption(message, "message") }).closed;
}

/** `Trybuna.disallowed()`: the legacy disallowed-action alert. */
export function alertDisallowed(): Promise<void> {
  return alert(t(DISALLOWED_ACTION), { tone: "error" });
}

// Evaluated (by an island or the first Trybuna.alert): the entry gets the box ready (alertBoxLoaded.ts).
alertBoxLoaded.listener?.();
