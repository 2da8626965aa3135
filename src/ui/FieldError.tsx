import { useId, useReducer, type ReactNode } from "react";
import { Tooltip } from "./Tooltip.tsx";

export interface FieldError {
  /** The id of the error text, for the field's aria-describedby (undefined when valid). */
  id: string | undefined;
  /** Shows the bubble again (on focus): it hides after 8 s (§9), the red frame and the description stay. */
  reshow(): void;
  /** The error tooltip; render it inside the field's positioned wrapper. */
  tooltip: ReactNode;
}

/** The error tooltip of an invalid field: shown on load and on each focus, hidden after 8 s. */
export function useFieldError(error: string): FieldError {
  const id = useId();
  const [shows, reshow] = useReducer((count: number) => count + 1, 0);
  return {
    id: error ? id : undefined,
    reshow,
    tooltip: error ? <Tooltip id={id} type="error" text={error} showKey={shows} /> : null,
  };
}
