import { useEffect, useState, type CSSProperties, type ReactNode } from "react";
import { reducedMotion } from "./motion.ts";

/** Legacy tooltip timing (spec §9): shown 8000 ms, then faded out over 130 ms. */
const TOOLTIP_HIDE_MS = 8000;
const TOOLTIP_FADE_MS = 130;

export type TooltipType = "standard" | "error";

interface TooltipProps {
  /** The field refers to this id with aria-describedby: the text stays there after the bubble fades. */
  id: string;
  text: string;
  type?: TooltipType;
  /** Changing it shows the bubble again for the same text (a second refused key, say). */
  showKey?: number;
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
 * A standard or error tooltip beside a field (the field's wrapper must be positioned). The
 * bubble is for the eye and hides after 8 s; the same text stays in a visually hidden span that
 * the field's aria-describedby points at, so a screen reader never loses it.
 */
export function Tooltip({ id, text, type = "standard", showKey = 0 }: TooltipProps): ReactNode {
  const [shown, setShown] = useState(text !== "");
  useEffect(() => {
    setShown(text !== "");
    if (text === "") return;
    const timer = setTimeout(() => setShown(false), TOOLTIP_HIDE_MS);
    return () => clearTimeout(timer);
  }, [text, type, showKey]);
  return (
    <>
      <span className="tb-tooltip" aria-hidden="true" data-type={type} style={bubbleStyle(type, shown && text !== "")}>
        {text}
      </span>
      <span id={id} className="tb-visually-hidden">
        {text}
      </span>
    </>
  );
}
