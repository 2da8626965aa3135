import { useId, useReducer, type CSSProperties, type ReactNode } from "react";
import { Tooltip, useTooltip, type TooltipType } from "./Tooltip.tsx";

export interface FieldError {
  /** The ids for the field's aria-describedby: a notice's while it lasts, then the error line's (undefined: none). */
  id: string | undefined;
  /** Shows the bubble again (on focus): it hides after 8 s (§9) or on Escape; the red frame and the error line stay. */
  reshow(): void;
  /** The bubble; render it inside the field's positioned wrapper. */
  tooltip: ReactNode;
  /** The error line; render it right under that wrapper, where the bubble lies while shown. */
  line: ReactNode;
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

// Inline, as the bubble's (Tooltip.tsx): shared by several islands, no stylesheet of its own. Red, bold, a little
// smaller than the field's text: as the registration form's line (src/deform).
const lineStyle = (covered: boolean): CSSProperties => ({
  display: "block",
  marginBlockStart: "0.25rem",
  color: "var(--tb-red)",
  font: "600 0.92rem/1.3 var(--tb-font)",
  // Under the bubble that says it (or a notice) the line keeps its room but not its text: one copy on screen.
  visibility: covered ? "hidden" : undefined,
});

/**
 * The error line: an invalid field's error as text that stays for as long as the error applies
 * (WCAG 3.3.1; 1.4.1: not the red frame alone). The one component for it in the kit.
 */
export function ErrorLine({ id, text, covered = false }: { id: string; text: string; covered?: boolean }): ReactNode {
  return (
    <span id={id} className="tb-error-line" style={lineStyle(covered)}>
      {text}
    </span>
  );
}

/**
 * An invalid field's error: the legacy bubble (shown on load and on each focus, hidden after 8 s, §9) and,
 * under it, the error line, seen once the bubble has gone.
 *
 * Deliberate difference from the legacy (spec §4/§5 show the error in the tooltip only): once the bubble
 * went, the error was left to the red frame, its text to screen readers alone (QA session 37, finding 1).
 */
export function useFieldError(error: string, notice?: FieldNotice): FieldError {
  const id = useId();
  const [shows, reshow] = useReducer((count: number) => count + 1, 0);
  const noticed = notice !== undefined && notice.count > 0 && notice.text !== "";
  const text = noticed ? notice.text : error;
  const type = noticed ? (notice.type ?? "error") : "error";
  const { shown, bubble } = useTooltip(text, type, shows + (notice?.count ?? 0));
  const noticeId = `${id}notice`;
  return {
    // The notice first: it is what just happened to the field.
    id: [noticed ? noticeId : "", error ? id : ""].join(" ").trim() || undefined,
    reshow,
    // A field that can have a notice keeps its bubble in the page, so a notice that ends fades as any other.
    tooltip:
      notice || error ? (
        <>
          <Tooltip type={type} text={text} shown={shown} ref={bubble} />
          {noticed && (
            <span id={noticeId} className="tb-visually-hidden">
              {notice.text}
            </span>
          )}
        </>
      ) : null,
    line: error ? <ErrorLine id={id} text={error} covered={shown} /> : null,
  };
}
