import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { request } from "../../src/dejax/client.ts";
import { requestErrorMessage } from "../../src/i18n/errors.ts";
import { t } from "../../src/i18n/t.ts";
import type { IslandProps } from "../../src/runtime/island.ts";
import { StalledNotice } from "../../src/ui/StalledNotice.tsx";
import { SubmitButton } from "../../src/ui/SubmitButton.tsx";
import { errorReportResponse, type ErrorReportProps } from "./schema.ts";

type Status = { kind: "idle" } | { kind: "sending" } | { kind: "sent" } | { kind: "failed"; message: string } | { kind: "invalid"; field: "message" | "email"; message: string };

/**
 * The error-report button and its form box, which slides open to 200 px and back to 0 over
 * 1000 ms (spec §1, §9; instant with reduced motion). A failed send keeps what was typed, and so does a
 * reload of the page (a draft in the tab's session storage, read when the box opens: a few lines, where the
 * forms' restore cookie module would add 1.7 KB gzip to every page); a sent report is forgotten.
 */
export function ErrorReport({ props, emit }: IslandProps<ErrorReportProps>): ReactNode {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [message, setMessage] = useState("");
  const [email, setEmail] = useState("");
  // The draft is read when the box first opens, not at mount: a page's first touch of storage waits for the
  // browser to load it, which every page's mount would pay (see the session clock).
  const draftKey = `tb-error-report:${location.pathname}`;
  const draftRead = useRef(false);
  const openBox = () => {
    if (!draftRead.current) {
      draftRead.current = true;
      const draft = readDraft(draftKey);
      setMessage(draft.message);
      setEmail(draft.email);
    }
    setOpen(true);
  };
  useEffect(() => {
    if (draftRead.current) writeDraft(draftKey, message || email ? { message, email } : null);
  }, [draftKey, message, email]);
  const boxId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const statusId = useId();
  const invalid = status.kind === "invalid" ? status.field : null;
  const edited = (field: "message" | "email"): void => {
    if (invalid === field) setStatus({ kind: "idle" });
  };

  const send = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (status.kind === "sending") return;
    // Checked here, not by the browser's bubble, which speaks the browser's language, not the page's. The text goes
    // in the status line (the box is 200 px high: no room for a bubble) and describes the field, which takes focus.
    if (!message.trim()) {
      setStatus({ kind: "invalid", field: "message", message: `${t("Co nie działa?")} ${t("Wypełnij to pole!")}` });
      return textarea.current?.focus();
    }
    if (emailInput.current?.validity.typeMismatch) {
      setStatus({ kind: "invalid", field: "email", message: t("Wpisz poprawny adres e-mail.") });
      return emailInput.current.focus();
    }
    setStatus({ kind: "sending" });
    // Under the legacy form's names, with its hidden fields, as the form posted without the script (markup.ts); the
    // page's path is Trybuna's addition.
    const data = { page: location.pathname, ...props.formFields, [props.messageName]: message, [props.emailName]: email };
    const result = await request({ url: props.action, data, mode: "free", eval: false, schema: errorReportResponse });
    if (result.ok && result.data.ok) {
      setStatus({ kind: "sent" });
      setMessage((current) => (current === message ? "" : current)); // text typed meanwhile stays
      emit("sent");
    } else {
      setStatus({ kind: "failed", message: result.ok ? (result.data.message ?? t("Nie udało się wysłać zgłoszenia.")) : requestErrorMessage(result.error) });
    }
  };

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
          requestAnimationFrame(() => textarea.current?.focus());
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
        <form className="tb-error-report__form" onSubmit={send} noValidate>
          <label>
            {t("Co nie działa?")}
            <textarea
              ref={textarea}
              name="message"
              required
              rows={3}
              value={message}
              aria-invalid={invalid === "message" || undefined}
              aria-describedby={invalid === "message" ? statusId : undefined}
              onChange={(event) => {
                setMessage(event.target.value);
                edited("message");
              }}
              maxLength={2000}
            />
          </label>
          <label>
            {t("E-mail do odpowiedzi (opcjonalnie)")}
            <input
              ref={emailInput}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              aria-invalid={invalid === "email" || undefined}
              aria-describedby={invalid === "email" ? statusId : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                edited("email");
              }}
            />
          </label>
          <div className="tb-error-report__actions">
            {/* send() ignores a second press. */}
            <SubmitButton waiting={status.kind === "sending"} caption={t("Wyślij zgłoszenie")} waitText={t("Wysyłanie…")} className="tb-button" />
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

type Draft = { message: string; email: string };

/** The draft of this page's report, if this tab kept one (storage may be off or hold anything). */
function readDraft(key: string): Draft {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? "null");
    const { message, email } = (stored ?? {}) as Partial<Draft>;
    return { message: typeof message === "string" ? message : "", email: typeof email === "string" ? email : "" };
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
