import { useEffect, useRef } from "react";
import { warmModalDialogs } from "./warmModal.ts";

/**
 * Opens a <dialog> as a modal while `open` (focus moves in and stays in; Escape is the dialog's
 * cancel event) and, on closing, gives focus back to where it was.
 */
export function useModal(open: boolean): React.RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  // The page's first modal dialog costs the browser more: paid at idle, not in the first opening's frame.
  useEffect(() => warmModalDialogs(), []);
  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const returnFocus = document.activeElement as HTMLElement | null;
    element.showModal();
    return () => {
      element.close();
      if (returnFocus?.isConnected) returnFocus.focus();
    };
  }, [open]);
  return dialog;
}
