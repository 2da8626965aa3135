import { useId, type ReactNode } from "react";
import { t } from "../i18n/t.ts";
import { useModal } from "./useModal.ts";

export interface AlertDialogProps {
  /** Rendered only while open; closing calls onClose (OK, Escape). */
  open: boolean;
  title?: string;
  message: ReactNode;
  tone?: "info" | "error";
  confirmLabel?: string;
  onClose(): void;
  /** Extra actions beside OK (e.g. "continue anyway"). */
  actions?: ReactNode;
}

/**
 * The accessible replacement for the legacy alert(): a modal <dialog> (focus moves in, stays in,
 * and returns to where it was; Escape closes), announced by its title and message.
 */
export function AlertDialog({ open, title, message, tone = "info", confirmLabel, onClose, actions }: AlertDialogProps): ReactNode {
  const dialog = useModal(open);
  const titleId = useId();
  const messageId = useId();

  if (!open) return null;
  return (
    <dialog
      ref={dialog}
      className={`tb-alert tb-alert--${tone}`}
      role="alertdialog"
      aria-labelledby={title ? titleId : messageId}
      aria-describedby={title ? messageId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {title && <h2 className="tb-alert__title" id={titleId}>{title}</h2>}
      <p className="tb-alert__message" id={messageId}>{message}</p>
      <div className="tb-alert__actions">
        {actions}
        <button type="button" className="tb-button" autoFocus onClick={onClose}>
          {confirmLabel ?? t("OK")}
        </button>
      </div>
    </dialog>
  );
}
