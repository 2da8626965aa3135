/**
 * React bindings of the form engine: a hook that owns a FormEngine for a form, and the thin
 * pieces every client form renders — the error beside a field and the error box (the submit
 * button is src/ui/SubmitButton.tsx).
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from "react";
import { flushSync } from "react-dom";
import { t } from "../i18n/t.ts";
import { setTrustedHtml } from "../runtime/trustedTypes.ts";
import { atIdle } from "../ui/idle.ts";
import "./deform.css";
import { dismissBubblesOnEscape } from "./dismissBubbles.ts";
import { controlFor, revealControl } from "./dom.ts";
import { DEFAULT_SCROLL_OFFSET, FormEngine, TOOLTIP_HIDE_MS, type EngineOptions, type EngineState } from "./engine.ts";
import { translateMessage } from "./translate.ts";


export interface UseFormEngineOptions extends Omit<EngineOptions, "form" | "translate" | "errorBoxText"> {
  /** Pixels left above the first invalid field when it is scrolled into view. */
  scrollOffset?: number;
  errorBoxText?: string;
}

export interface FormEngineHandle {
  engine: FormEngine;
  state: EngineState;
  formRef: RefObject<HTMLFormElement | null>;
  /** Prefix of the ids tying each field to its error text. */
  idPrefix: string;
  /**
   * Props that tie a field to its error (aria-invalid, aria-describedby) and to its checks:
   * onInput marks it edited, onBlur re-judges an edited field 50 ms later.
   */
  fieldProps(name: string, describedBy?: string): { "aria-invalid": true | undefined; "aria-describedby": string | undefined; onInput(): void; onBlur(): void };
  errorId(name: string): string;
  /** An is_error answer's html, once it is in the page (`Replaceable` shows it), and whether the form has left. */
  replacement: { html: string; formGone: boolean } | null;
}

export function useFormEngine(options: UseFormEngineOptions): FormEngineHandle {
  const formRef = useRef<HTMLFormElement | null>(null);
  const idPrefix = useId();
  const [replacement, setReplacement] = useState<FormEngineHandle["replacement"]>(null);
  const errorId = (name: string) => `${idPrefix}${name}-error`;
  const engineOptions: EngineOptions = {
    ...options,
    // Rendered at once: the answer's scripts, which the request client runs in the next task, find their markup.
    replace: (html) => {
      flushSync(() => setReplacement({ html, formGone: false }));
      return () => flushSync(() => setReplacement({ html, formGone: true }));
    },
    form: () => formRef.current,
    translate: translateMessage,
    errorBoxText: options.errorBoxText ?? t("Formularz zawiera błędy. Popraw zaznaczone pola."),
    // An island's field, or a kept control, shows its error as FieldError (id errorId(name)); a hidden input shows none.
    showsError: (form, name) => form.ownerDocument.getElementById(errorId(name)) !== null,
  };
  const [engine] = useState(() => new FormEngine(engineOptions));
  // The latest callbacks (they close over the latest render's state), set after commit so
  // rendering stays free of side effects; events only reach the engine after commit anyway.
  useLayoutEffect(() => engine.setOptions(engineOptions));
  useEffect(() => () => engine.dispose(), [engine]);
  useEffect(() => dismissBubblesOnEscape(formRef.current!), []);
  // Build and warm the rule set while the user reads the form, not on the submit they wait for.
  useEffect(() => atIdle(() => engine.prepare()), [engine]);
  const state = useSyncExternalStore(engine.subscribe, engine.getState);

  // Reveal after React has committed aria-invalid and the error text, so the focused field
  // is announced with its error.
  const offset = options.scrollOffset ?? DEFAULT_SCROLL_OFFSET;
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!state.reveal || !form) return;
    const control = controlFor(form, state.reveal.name);
    if (control) revealControl(control, offset);
  }, [state.reveal, offset]);

  return {
    engine,
    state,
    formRef,
    idPrefix,
    errorId,
    replacement,
    fieldProps(name, describedBy) {
      const invalid = state.errors[name] !== undefined;
      const ids = [describedBy, invalid ? errorId(name) : undefined].filter(Boolean).join(" ");
      return {
        "aria-invalid": invalid || undefined,
        "aria-describedby": ids || undefined,
        onInput: () => engine.noteInput(name),
        onBlur: () => engine.fieldBlurred(name),
      };
    },
  };
}

/**
 * A field's error: persistent text (the accessible one, referenced by aria-describedby) and a
 * tooltip bubble for sighted users that hides after 8 s or on Escape (useFormEngine). The bubble
 * repeats the text, so it is hidden from assistive technology.
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }): ReactNode {
  const [bubble, setBubble] = useState(true);
  useEffect(() => {
    if (!message) return;
    setBubble(true);
    const timer = setTimeout(() => setBubble(false), TOOLTIP_HIDE_MS);
    return () => clearTimeout(timer);
  }, [message]);
  if (!message) return null;
  return (
    <>
      {bubble && (
        // A new message is a new bubble: one dismissed by Escape (dismissBubbles.ts) shows again.
        <span key={message} className="tb-deform-tooltip" aria-hidden="true">
          {message}
        </span>
      )}
      <span className="tb-deform-error" id={id}>
        {message}
      </span>
    </>
  );
}

/** The error box of an invalid form; role=alert announces it once it appears. */
export function ErrorBox({ text }: { text: string | null }): ReactNode {
  return (
    <div className="tb-deform-errorbox" role="alert">
      {text && <p>{text}</p>}
    </div>
  );
}

/**
 * A form (`children`) that an is_error answer replaces: the answer's html goes in before it, and the form
 * leaves once form-error has gone out (the engine's order).
 */
export function Replaceable({ handle, className, children }: { handle: FormEngineHandle; className: string; children: ReactNode }): ReactNode {
  return (
    <>
      {handle.replacement && <ReplacedForm html={handle.replacement.html} className={className} />}
      {!handle.replacement?.formGone && children}
    </>
  );
}

/**
 * The shop's own same-origin HTML in a form's place, through the Trusted Types policy. React renders an
 * empty element and never touches its children, so the trusted markup stays.
 */
function ReplacedForm({ html, className }: { html: string; className: string }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current) setTrustedHtml(ref.current, html);
  }, [html]);
  return <div ref={ref} className={className} />;
}
