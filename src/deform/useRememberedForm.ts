import { useEffect, useRef, type RefObject } from "react";
import { forgetForm, rememberForm } from "./restore.ts";

/**
 * For an island's own form (registration, summary): keeps its values in the restore cookie as
 * the user edits; the island reads them back through `restoreInto` on its legacy markup. Returns
 * the function to call after a successful submit.
 */
export function useRememberedForm(form: RefObject<HTMLFormElement | null>): () => void {
  const stop = useRef<() => void>(undefined);
  useEffect(() => {
    if (!form.current) return;
    stop.current = rememberForm(form.current);
    return stop.current;
  }, [form]);
  return () => {
    // A save still due from the last keystroke, or the one when the page goes, must not bring the values back;
    // what is typed after (a profile stays on its page) is remembered again.
    stop.current?.();
    if (!form.current) return;
    forgetForm(form.current);
    stop.current = rememberForm(form.current);
  };
}
