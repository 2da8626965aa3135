import { useEffect, useRef } from "react";
import { openModalLayer, type ModalLayerOptions } from "./modalLayer.ts";

/**
 * Shows a <dialog> as the page's top modal box while `open` (modalLayer.ts: focus moves in and stays
 * in; Escape is the dialog's cancel event) and, on closing, gives focus back to where it was.
 */
export function useModal(open: boolean, options: ModalLayerOptions = {}): React.RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  const { lightDismiss } = options;
  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const layer = openModalLayer(element, { lightDismiss });
    return () => layer.close();
  }, [open, lightDismiss]);
  return dialog;
}
