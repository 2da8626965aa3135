import { useLayoutEffect, type ReactNode } from "react";
import { KEPT_CLASS } from "./legacyForm.ts";
import { KeptErrors } from "./KeptErrors.tsx";
import { FieldError, type FormEngineHandle } from "./react.tsx";
import { watchFields } from "./watchFields.ts";

/**
 * The class-name rules of the legacy controls an island keeps (a child of LegacyControls, so mounted once they are in
 * the island's form), judged by the island's form engine as its own fields are: on submit (its `fields` include
 * `withKeptRules`), on leaving an edited control and on a change (watchFields.ts). Each error shows in the control's
 * row by the island's own error line (KeptErrors.tsx).
 */
export function KeptControlRules({ handle }: { handle: FormEngineHandle }): ReactNode {
  const { engine, formRef, errorId } = handle;
  useLayoutEffect(() => {
    const kept = formRef.current?.querySelector<HTMLElement>(`.${KEPT_CLASS}`);
    return kept ? watchFields(kept, engine) : undefined;
  }, [engine, formRef]);
  return (
    <KeptErrors form={formRef} errors={handle.state.errors} errorId={errorId}>
      {(name, message) => <FieldError id={errorId(name)} message={message} />}
    </KeptErrors>
  );
}
