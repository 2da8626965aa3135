/**
 * A form's submit button with its wait state, for every client form (the form engine's, the summary's, the error
 * report's). While the form waits it is aria-disabled, not disabled: a disabled button drops the keyboard focus to
 * the page's body, where an alert closed afterwards would hand it back too. The caller's own guard keeps a second
 * press from sending. Its styles are in the runtime's base stylesheet (src/runtime/base.css), with the buttons'.
 */
import type { ReactNode } from "react";
import { t } from "../i18n/t.ts";

export function SubmitButton({ waiting, caption, waitText, className, name, value }: { waiting: boolean; caption: string; waitText?: string; className?: string; name?: string; value?: string }): ReactNode {
  // `name` and `value`: what the browser posts for the button when it sends the form itself (the error report's).
  return (
    <button type="submit" name={name} value={value} className={`tb-submit${className ? ` ${className}` : ""}`} aria-disabled={waiting || undefined} aria-busy={waiting || undefined}>
      {waiting && <span className="tb-spinner" aria-hidden="true" />}
      {waiting ? (waitText ?? t("Proszę czekać…")) : caption}
    </button>
  );
}
