import { useLayoutEffect, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { markInvalid } from "./dom.ts";
import { KEPT_CLASS } from "./legacyForm.ts";
import { keptErrorPlaces } from "./legacyRules.ts";
import { FieldError, type FormEngineHandle } from "./react.tsx";
import { watchFields } from "./watchFields.ts";

/**
 * The class-name rules of the legacy controls an island keeps (a child of LegacyControls, so mounted once they are in
 * the island's form), judged by the island's form engine as its own fields are: on submit (its `fields` include
 * `withKeptRules`), on leaving an edited control and on a change (watchFields.ts). Each error shows in the control's
 * row by the island's own error line, the control marked invalid and described by it.
 */
export function KeptControlRules({ handle }: { handle: FormEngineHandle }): ReactNode {
  const { engine, formRef, errorId } = handle;
  const errors = handle.state.errors;
  const [places, setPlaces] = useState<ReturnType<typeof keptErrorPlaces>>([]);
  useLayoutEffect(() => {
    const form = formRef.current;
    const kept = form?.querySelector<HTMLElement>(`.${KEPT_CLASS}`);
    if (!form || !kept) return;
    setPlaces(keptErrorPlaces(form));
    return watchFields(kept, engine);
  }, [engine, formRef]);
  useLayoutEffect(() => {
    for (const { name, controls } of places) for (const control of controls) markInvalid(control, errorId(name), errors[name] !== undefined);
  });
  return places.map(({ name, place }) => createPortal(<FieldError id={errorId(name)} message={errors[name]} />, place, name));
}
