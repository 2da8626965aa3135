import { useEffect, useRef } from "react";
import { openAlert, type AlertAction, type AlertTone } from "./alertBox.ts";

export interface AlertDialogProps {
  /** Shown while open; closing by OK or Escape calls onClose. */
  open: boolean;
  title?: string;
  message: string;
  tone?: AlertTone;
  confirmLabel?: string;
  onClose(): void;
  /** Extra actions beside OK (e.g. 'continue anyway'); choosing one closes the box and runs it. */
  actions?: readonly AlertAction[];
}

/**
 * The accessible replacement for the legacy alert() in React islands: the shop's one alert box
 * (alertBox.ts), shown while `open`. Renders nothing itself.
 */
export function AlertDialog({ open, title, message, tone, confirmLabel, onClose, actions }: AlertDialogProps): null {
  // The latest callbacks, without reopening the box when a parent passes new functions.
  const latest = useRef({ onClose, actions });
  useEffect(() => {
    latest.current = { onClose, actions };
  });
  const labels = actions?.map((action) => action.label).join("\n");

  useEffect(() => {
    if (!open) return;
    const handle = openAlert({
      message,
      ...(title === undefined ? {} : { title }),
      ...(tone === undefined ? {} : { tone }),
      ...(confirmLabel === undefined ? {} : { confirmLabel }),
      actions: latest.current.actions?.map((action, index) => ({ label: action.label, onSelect: () => latest.current.actions?.[index]?.onSelect() })) ?? [],
    });
    void handle.closed.then((outcome) => {
      if (outcome.by === "confirm") latest.current.onClose();
    });
    return () => handle.close();
  }, [open, message, title, tone, confirmLabel, labels]);
  return null;
}
