import { useEffect, useRef } from "react";

/**
 * Opens a <dialog> as a modal while `open` (focus moves in and stays in; Escape is the dialog's
 * cancel event) and, on closing, gives focus back to where it was.
 */
export function useModal(open: boolean): React.RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
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
