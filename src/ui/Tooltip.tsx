import { useEffect, useRef, useState, type CSSProperties, type ReactNode, type Ref, type RefObject } from "react";
import { reducedMotion } from "./motion.ts";

/** Legacy tooltip timing (spec §9): shown 8000 ms, then faded out over 130 ms. */
const TOOLTIP_HIDE_MS = 8000;
const TOOLTIP_FADE_MS = 130;

export type TooltipType = "standard" | "error";

interface TooltipProps {
  text: string;
  type: TooltipType;
  /** From useTooltip, with its `bubble` ref. */
  shown: boolean;
  ref: Ref<HTMLSpanElement>;
}

/*
 * Styles are inline: the piece is shared by several islands and carries no stylesheet of its own
 * (React sets them through the CSSOM, which the strict CSP allows).
 */
const bubbleStyle = (type: TooltipType, shown: boolean): CSSProperties => ({
  position: "absolute",
  insetInlineStart: 0,
  insetBlockStart: "calc(100% + 6px)",
  zIndex: 10,
  width: "max-content",
  // Never wider than 20rem, nor much wider than its field (a narrow column keeps it inside its card).
  maxWidth: "min(20rem, max(100%, 12rem))",
  padding: "0.35rem 0.6rem",
  borderRadius: "var(--tb-radius)",
  font: "600 0.85rem/1.3 var(--tb-font)",
  color: "#fff",
  background: type === "error" ? "var(--tb-red)" : "var(--tb-navy)",
  boxShadow: "0 2px 8px rgb(0 0 0 / 0.25)",
  opacity: shown ? 1 : 0,
  visibility: shown ? "visible" : "hidden",
  transition: reducedMotion() ? "none" : `opacity ${TOOLTIP_FADE_MS}ms ease, visibility 0s linear ${shown ? 0 : TOOLTIP_FADE_MS}ms`,
  pointerEvents: "none",
});

/**
 * Whether the legacy bubble shows: from each new text or `showKey` (a second refused key, a focus) for 8 s.
 *
 * Deliberate difference from the legacy (WCAG 1.4.13, content shown on focus must be dismissible):
 * Escape hides a shown bubble, unless that Escape already did something else (a combo box's list or a
 * date picker closing marks it handled), so one key press never does two things: an Escape pressed in the field
 * of a shown bubble is used up (a modal box around the field closes on the next one, src/ui/modalLayer.ts); one
 * pressed elsewhere (in a box over the page) hides the bubbles and goes on.
 */
/** The Escapes used up by a bubble in their field: used for the rest of the page, not for the other bubbles. */
const hidBubbles = new WeakSet<Event>();

export function useTooltip(text: string, type: TooltipType, showKey: number): { shown: boolean; bubble: RefObject<HTMLSpanElement | null> } {
  const [shown, setShown] = useState(text !== "");
  const bubble = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    setShown(text !== "");
    if (text === "") return;
    const timer = setTimeout(() => setShown(false), TOOLTIP_HIDE_MS);
    return () => clearTimeout(timer);
  }, [text, type, showKey]);
  useEffect(() => {
    if (!shown) return;
    // On the document, bubbling: a widget's own Escape (React's, at the island's root) comes first.
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== "Escape" || (event.defaultPrevented && !hidBubbles.has(event))) return;
      // Every bubble shown hides on the one press; pressed in this bubble's field (its wrapper), the press is used.
      if (bubble.current?.parentElement?.contains(event.target as Node)) {
        hidBubbles.add(event);
        event.preventDefault();
      }
      setShown(false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [shown]);
  return { shown: shown && text !== "", bubble };
}

/**
 * The legacy tooltip beside a field (the field's wrapper must be positioned): a bubble for the eye. It
 * repeats text that the page keeps elsewhere (an invalid field's error line, a notice's hidden text:
 * FieldError.tsx), so it is hidden from assistive technology.
 */
export function Tooltip({ text, type, shown, ref }: TooltipProps): ReactNode {
  return (
    <span ref={ref} className="tb-tooltip" aria-hidden="true" data-type={type} style={bubbleStyle(type, shown)}>
      {text}
    </span>
  );
}
