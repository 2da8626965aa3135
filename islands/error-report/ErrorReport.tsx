import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { request } from "../../src/dejax/client.ts";
import type { Control } from "../../src/deform/controls.ts";
import { requestErrorMessage } from "../../src/i18n/errors.ts";
import { t } from "../../src/i18n/t.ts";
import { labelTextOf } from "../../src/ui/dateField/labelText.ts";
import type { IslandProps } from "../../src/runtime/island.ts";
import { StalledNotice } from "../../src/ui/StalledNotice.tsx";
import { SubmitButton } from "../../src/ui/SubmitButton.tsx";
import { errorReportResponse, type ErrorReportProps } from "./schema.ts";

/** `invalid` names the field whose problem the status line says (its name as posted). */
/** The shop's own fields kept in the box (kept.ts), loaded only for a form that has some. */
const keptModule = () => import("./kept.ts");
type KeptModule = Awaited<ReturnType<typeof keptModule>>;

type Status = { kind: "idle" } | { kind: "sending" } | { kind: "sent" } | { kind: "failed"; message: string } | { kind: "invalid"; field: string; message: string };

/**
 * The error-report button and its form box, which slides open to 200 px, or to its form's height when the form needs
 * more, and back to 0 over 1000 ms (spec §1, §9; instant with reduced motion; docs/kit.md). A failed send keeps what
 * was typed, and so does a reload of the page (a draft in the tab's session storage, read when the box opens: a few
 * lines, where the forms' restore cookie module would add 1.7 KB gzip to every page; the shop's kept fields too, by
 * that module's rules, loaded with them). A sent report is forgotten: the box is as a page loaded afresh shows it, as
 * the shop's form was after its post (what was typed meanwhile stays).
 *
 * The box asks what the shop's form asks (QA session 43): its message field with the form's label, `required` and
 * `maxlength`, an e-mail field only when the form has one, and the form's other fields (a subject, a category) and
 * notes, moved in as the shop printed them (LegacyControls, as the form islands keep a form's extra controls). The
 * island's own fields (required message of 2000 characters, optional e-mail) are for a host that prints no form.
 */
export function ErrorReport({ props, emit, legacy }: IslandProps<ErrorReportProps>): ReactNode {
  // As the buyer left the shop's box before the script ran: open, with what they typed (markup.ts).
  const [open, setOpen] = useState(props.open);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [message, setMessage] = useState(props.typed.message);
  const [email, setEmail] = useState(props.typed.email);
  // The draft is read when the box first opens, not at mount: a page's first touch of storage waits for the
  // browser to load it, which every page's mount would pay (see the session clock).
  const draftKey = `tb-error-report:${location.pathname}`;
  const draftRead = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  // The shop's kept fields' values in the draft, until they are put back (their code and nodes may come later).
  const draftKept = useRef<Kept | undefined>(undefined);
  // Bumped when a kept field changes (the user, a draft put back, a sent report): the draft is written again.
  const [keptChanges, setKeptChanges] = useState(0);
  // The kept fields' code (kept.ts) once it is in, asked for at mount: one state, so the shop's three parts (before the
  // message, between it and the e-mail, after) come in one render. As three Suspense places of one lazy component they
  // could commit a frame apart, and the box's order changed under the buyer's eyes (CI, session 44).
  const [keptCode, setKeptCode] = useState<KeptModule | null>(null);
  useEffect(() => {
    if (!props.keeps) return;
    let mounted = true;
    void keptModule().then((code) => mounted && setKeptCode(code));
    return () => {
      mounted = false;
    };
  }, [props.keeps]);
  /** Runs `run` with the kept fields' code: at once when it is in (each keystroke's draft), else when it comes. */
  const withKept = (run: (code: KeptModule) => void): void => {
    if (keptCode) run(keptCode);
    else void keptModule().then(run);
  };
  const fillKept = (): void => {
    if (!props.keeps || !draftKept.current) return;
    withKept(({ keptControls, fillControls }) => {
      const controls = form.current ? keptControls(form.current) : [];
      if (!draftKept.current || !controls.length) return;
      fillControls(controls, draftKept.current);
      draftKept.current = undefined;
      setKeptChanges((count) => count + 1);
    });
  };
  const openBox = () => {
    if (!draftRead.current) {
      draftRead.current = true;
      const draft = readDraft(draftKey);
      // What was typed in the shop's box before the script ran is newer than a draft of an earlier visit.
      setMessage((typed) => typed || draft.message);
      setEmail((typed) => typed || draft.email);
      draftKept.current = draft.kept;
      fillKept();
    }
    setOpen(true);
  };
  // A box the buyer opened before the script ran is open from the start: its draft is read (and written) now.
  useEffect(() => {
    if (props.open) openBox();
    // Once, at mount: the box's later opening is its button's.
  }, []);
  useEffect(() => {
    if (!draftRead.current) return;
    const save = (kept?: Kept) => writeDraft(draftKey, message || email || kept ? { message, email, ...(kept && { kept }) } : null);
    if (!props.keeps) return save();
    // The kept fields as the user left them (never a password: controlValues.ts), when any differs from what the shop
    // printed; the draft's own until they are put back. Written at once when their code is in: no promise per key.
    withKept(({ keptControls, keepableValues, edited }) => {
      const controls = form.current ? keptControls(form.current) : [];
      save(draftKept.current ?? (controls.some(edited) ? keepableValues(controls) : undefined));
    });
  }, [draftKey, message, email, keptChanges, props.keeps]);
  const boxId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const statusId = useId();
  const invalid = status.kind === "invalid" ? status.field : null;
  const edited = (control: Control): void => {
    if (invalid === control.name) setStatus({ kind: "idle" });
    if (control.name !== props.messageName && control.name !== props.emailName) setKeptChanges((count) => count + 1);
  };
  // The shop's fields kept in the box are tied to the status line while it names them, as the island's own are.
  useEffect(() => {
    if (!props.keeps) return;
    withKept(({ keptControls, markInvalid }) => {
      for (const control of form.current ? keptControls(form.current) : []) markInvalid(control, statusId, control.name === invalid);
    });
  }, [props.keeps, invalid, statusId]);

  // The shop's form's other fields and notes, as it printed them (moved in at mount, given back at unmount), in its
  // order around the message and e-mail fields: `part` 0 before the message, 1 between it and the e-mail, 2 after.
  // A note printed after the message showed before it with the subject printed first (closing notes, session 43).
  // The shop's message and e-mail fields are found once per part's adoption, not for each node it asks about.
  const partPicker = (part: number): ((node: Element) => boolean) => {
    let own: Element[] | undefined;
    return (node) => {
      if (!own) {
        const fields = [...(legacy.querySelector("form")?.querySelectorAll<Control>("[name]") ?? [])];
        own = [props.messageName, props.emailName].flatMap((name) => fields.find((control) => control.name === name) ?? []);
      }
      return own.filter((field) => field.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING).length === part;
    };
  };
  const LegacyControls = keptCode?.LegacyControls;
  const kept = (part: number) =>
    LegacyControls && (
      <LegacyControls legacy={legacy} only={partPicker(part)}>
        {/* Once the fields are in: the focus to the first of them, the draft's values into them. */}
        {part === 0 && props.othersFirst && <Mounted run={firstFieldFocused} />}
        {part === 2 && <Mounted run={fillKept} />}
      </LegacyControls>
    );
  /**
   * The shop's fields printed before the message (and an e-mail printed first) arrive (kept.ts) after a quick user
   * opened the box: the focus, still on the empty field of the island's own it was given first, goes to the first of
   * them, where it would have gone.
   */
  const firstFieldFocused = (): void => {
    const active = document.activeElement;
    const first = props.emailFirst ? props.emailName : props.messageName;
    if ((active instanceof HTMLTextAreaElement || active instanceof HTMLInputElement) && active.name === first && !active.value && form.current?.contains(active)) form.current.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  };

  const send = async (event: FormEvent): Promise<void> => {
    if (status.kind === "sending" || !form.current) return event.preventDefault();
    // Checked here, not by the browser's bubble, which speaks the browser's language, not the page's. The text goes
    // in the status line (the box is 200 px high: no room for a bubble) and describes the field, which takes focus.
    // The island's fields and the shop's kept ones, in the box's order.
    for (const control of form.current.elements) {
      if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement)) continue;
      const problem = problemOf(control);
      if (!problem) continue;
      event.preventDefault();
      setStatus({ kind: "invalid", field: control.name, message: problem });
      return control.focus();
    }
    // A form the browser sends (no action, or method="get"): the island's form goes as the shop's would, to its
    // address (the page's as it is now, where the shop prints none) by its method, its send button's name with it, the
    // page left for the answer; the draft is forgotten as after a sent report.
    if (props.native) return writeDraft(draftKey, null);
    event.preventDefault();
    setStatus({ kind: "sending" });
    // What the form posted without the script, under its names (markup.ts): its fields and the hidden ones, those tied
    // to it from outside too (formFields); the page's path is Trybuna's addition.
    // The shop's named send button too, as the browser posts it with the form (session 46).
    const data: Record<string, unknown> = { page: location.pathname, ...props.formFields, ...formValues(form.current), ...(props.button && { [props.button.name]: props.button.value }) };
    const result = await request({ url: props.action, data, mode: "free", eval: false, schema: errorReportResponse });
    if (result.ok && result.data.ok) {
      setStatus({ kind: "sent" });
      // The box as a page loaded afresh shows it (the shop's form was so after its post; closing notes, session 43):
      // the island's fields empty (the e-mail too, which stayed, and stayed in the draft), the shop's kept ones as it
      // printed them. What was typed meanwhile stays. The draft is forgotten at once; the effect above writes what was
      // typed meanwhile, after the paint that says 'sent'.
      writeDraft(draftKey, null);
      setMessage((current) => (current === message ? "" : current));
      setEmail((current) => (current === email ? "" : current));
      if (props.keeps) {
        withKept(({ keptControls, resetControl }) => {
          if (!form.current) return;
          const now = formValues(form.current);
          for (const control of keptControls(form.current)) if (JSON.stringify(now[control.name]) === JSON.stringify(data[control.name])) resetControl(control);
          setKeptChanges((count) => count + 1);
        });
      }
      emit("sent");
    } else {
      setStatus({ kind: "failed", message: result.ok ? (result.data.message ?? t("Nie udało się wysłać zgłoszenia.")) : requestErrorMessage(result.error) });
    }
  };

  // The island's own two fields, in the shop's order (an e-mail printed before the message stays before it).
  const messageField = (
    <label>
      {props.message.label ?? t("Co nie działa?")}
      <textarea
        name={props.messageName}
        required={props.message.required}
        maxLength={props.message.maxLength}
        rows={3}
        value={message}
        aria-invalid={invalid === props.messageName || undefined}
        aria-describedby={invalid === props.messageName ? statusId : undefined}
        onChange={(event) => setMessage(event.target.value)}
      />
    </label>
  );
  const emailField = props.email && (
    <label>
      {props.email.label ?? t("E-mail do odpowiedzi (opcjonalnie)")}
      <input
        type="email"
        name={props.emailName}
        required={props.email.required}
        maxLength={props.email.maxLength}
        autoComplete="email"
        value={email}
        aria-invalid={invalid === props.emailName || undefined}
        aria-describedby={invalid === props.emailName ? statusId : undefined}
        onChange={(event) => setEmail(event.target.value)}
      />
    </label>
  );

  return (
    <div className="tb-error-report">
      <button
        ref={toggle}
        type="button"
        className="tb-error-report__toggle tb-reach"
        aria-expanded={open}
        aria-controls={boxId}
        onClick={() => {
          if (open) return setOpen(false);
          openBox();
          if (status.kind === "sent") setStatus({ kind: "idle" });
          // The box's first field: the message, an e-mail printed before it, or the shop's subject printed first.
          requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus());
        }}
      >
        {props.label ?? t("Zgłoś błąd")}
      </button>
      {/* Escape closes the box from inside it and gives the focus back to its button, as the button's second press does. */}
      <div
        id={boxId}
        className={`tb-error-report__box${open ? " is-open" : ""}`}
        role="region"
        aria-label={t("Formularz zgłoszenia błędu")}
        inert={!open}
        onKeyDown={(event) => {
          if (event.key !== "Escape" || !open) return;
          setOpen(false);
          toggle.current?.focus();
        }}
      >
        {/* onInput: the shop's kept fields are not React's; their input events reach the form all the same. */}
        <form
          ref={form}
          className="tb-error-report__form"
          onSubmit={send}
          onInput={(event) => edited(event.target as Control)}
          noValidate
          {...(props.native && { action: props.ownAddress ? undefined : props.action, method: props.native })}
        >
          {/* Sent by the browser, the form's hidden fields go with it (by AJAX they are added to the data). */}
          {props.native && Object.entries(props.formFields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
          {kept(0)}
          {props.emailFirst ? emailField : messageField}
          {kept(1)}
          {props.emailFirst ? messageField : emailField}
          {kept(2)}
          <div className="tb-error-report__actions">
            {/* send() ignores a second press. */}
            {/* With the shop's button's name and value: the browser posts them with the form, as the shop's button's. */}
            <SubmitButton waiting={status.kind === "sending"} caption={t("Wyślij zgłoszenie")} waitText={t("Wysyłanie…")} className="tb-button" {...props.button} />
            <p id={statusId} role="status" className={`tb-error-report__status tb-error-report__status--${status.kind === "invalid" ? "failed" : status.kind}`}>
              {status.kind === "sent" && t("Dziękujemy, zgłoszenie zostało wysłane.")}
              {(status.kind === "failed" || status.kind === "invalid") && status.message}
            </p>
            {/* Beside the button, where the outcome will show: the box is 200 px high. */}
            <StalledNotice
              active={status.kind === "sending"}
              doing={t("Wysyłanie zgłoszenia")}
              advice={t("Możesz poczekać albo zamknąć ten formularz: wpisana treść nie przepadnie.")}
              className="tb-error-report__stalled"
            />
          </div>
        </form>
      </div>
    </div>
  );
}

/**
 * What is wrong with `control`, in the page's language, or null. A field left empty (blank, for the words) is named
 * by its label; an e-mail address the browser refuses, and any other limit, by the browser's own words.
 */
function problemOf(control: Control): string | null {
  if (control instanceof HTMLInputElement && control.type === "hidden") return null;
  if (control.validity.valueMissing || (control.required && !control.value.trim())) return `${labelTextOf(control as HTMLInputElement) ?? ""} ${t("Wypełnij to pole!")}`.trim();
  if (control.validity.typeMismatch && control.type === "email") return t("Wpisz poprawny adres e-mail.");
  return control.validity.valid ? null : control.validationMessage;
}

const FIRST_FIELD = "textarea, select, input:not([type=hidden])";

/** Runs `run` once mounted (a child of LegacyControls: once the shop's fields are in the box). */
function Mounted({ run }: { run: () => void }): null {
  // Once: `run` is a new function on each of the box's renders.
  useEffect(run, []);
  return null;
}

/** What the browser posts of `form`, by name (a name posted twice gives a list, as the form engine's data does). */
function formValues(form: HTMLFormElement): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== "string") continue;
    const had = values[name];
    values[name] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
  }
  return values;
}

/** The shop's kept fields' values by name (restore.ts' keepableValues). */
type Kept = Record<string, string | string[]>;
type Draft = { message: string; email: string; kept?: Kept };

/** The draft of this page's report, if this tab kept one (storage may be off or hold anything). */
function readDraft(key: string): Draft {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? "null");
    const { message, email, kept } = (stored ?? {}) as Partial<Draft>;
    const text = (value: unknown): value is string => typeof value === "string";
    return {
      message: text(message) ? message : "",
      email: text(email) ? email : "",
      // Values of another shape are left out (fillControls would throw on them).
      ...(kept && typeof kept === "object" && { kept: Object.fromEntries(Object.entries(kept).filter(([, value]) => text(value) || (Array.isArray(value) && value.every(text)))) }),
    };
  } catch {
    return { message: "", email: "" };
  }
}

function writeDraft(key: string, draft: Draft | null): void {
  try {
    if (draft) sessionStorage.setItem(key, JSON.stringify(draft));
    else sessionStorage.removeItem(key);
  } catch {
    // Storage off or full: the report works, it is only not kept across a reload.
  }
}
