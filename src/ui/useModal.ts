import { useEffect, useRef } from "react";
import { openModalLayer } from "./modalLayer.ts";

/**
 * Shows a <dialog> as the page's top modal box while `open` (modalLayer.ts: focus moves in and stays
 * in; Escape is the dialog's cancel event) and, on closing, gives focus back to where it was.
 */
export function useModal(open: boolean): React.RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const layer = openModalLayer(element);
    return () => layer.close();
  }, [open]);
  return dialog;
}
