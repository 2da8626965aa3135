import { useLayoutEffect, useState, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import { markInvalid } from "./controls.ts";
import { keptErrorPlaces } from "./legacyForm.ts";

interface KeptErrorsProps {
  form: RefObject<HTMLFormElement | null>;
  /** The errors by control name; names of no kept control are not shown here. */
  errors: Readonly<Record<string, string | undefined>>;
  errorId(name: string): string;
  /** The island's own error line for a kept control (`message` undefined: none now). */
  children(name: string, message: string | undefined): ReactNode;
}

/**
 * The errors of the legacy controls an island keeps (legacyForm.ts), each in its control's row by the island's own
 * error line, the control marked invalid and described by it. A child of LegacyControls: mounted once they are in.
 */
export function KeptErrors({ form, errors, errorId, children }: KeptErrorsProps): ReactNode {
  const [places, setPlaces] = useState<ReturnType<typeof keptErrorPlaces>>([]);
  useLayoutEffect(() => setPlaces(keptErrorPlaces(form.current!)), [form]);
  useLayoutEffect(() => {
    for (const { name, controls } of places) for (const control of controls) markInvalid(control, errorId(name), errors[name] !== undefined);
  });
  return places.map(({ name, place }) => createPortal(children(name, errors[name]), place, name));
}
