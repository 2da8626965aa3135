import { useId, useReducer, type ReactNode } from "react";
import { Tooltip, type TooltipType } from "./Tooltip.tsx";

export interface FieldError {
  /** The id of the error text, for the field's aria-describedby (undefined when there is nothing to say). */
  id: string | undefined;
  /** Shows the bubble again (on focus): it hides after 8 s (§9), the red frame and the description stay. */
  reshow(): void;
  /** The error tooltip; render it inside the field's positioned wrapper. */
  tooltip: ReactNode;
}

/**
 * A message of the field's own that takes the error's bubble while `count` is above 0 (a refused key, a cut
 * paste); each new count shows it again. One bubble, so the two never cover each other.
 */
export interface FieldNotice {
  text: string;
  count: number;
  type?: TooltipType;
}

/** The error tooltip of an invalid field: shown on load and on each focus, hidden after 8 s. */
export function useFieldError(error: string, notice?: FieldNotice): FieldError {
  const id = useId();
  const [shows, reshow] = useReducer((count: number) => count + 1, 0);
  const noticed = notice !== undefined && notice.count > 0;
  const text = noticed ? notice.text : error;
  return {
    id: text ? id : undefined,
    reshow,
    // A field that can have a notice keeps its bubble in the page, so a notice that ends fades as any other.
    tooltip: notice || error ? <Tooltip id={id} type={noticed ? (notice.type ?? "error") : "error"} text={text} showKey={shows + (notice?.count ?? 0)} /> : null,
  };
}
