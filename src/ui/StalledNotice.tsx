import type { ReactNode } from "react";
import { stalledText } from "./stalled.ts";
import { useStalled } from "./useStalled.ts";

interface StalledNoticeProps {
  /** While the request runs. */
  active: boolean;
  doing: string;
  advice: string;
  /** After how long the notice shows (default: useStalled's delay). */
  delay?: number;
  className?: string;
  /** Ways out, shown after the text (buttons). */
  children?: ReactNode;
}

/**
 * A slow request said in words: once `active` has lasted the stall delay, the text (and `children`) appear in a
 * status region. The region is in the page from the start, empty, so screen readers announce the text when it
 * comes (a region inserted together with its text often goes unread).
 */
export function StalledNotice({ active, doing, advice, delay, className, children }: StalledNoticeProps): ReactNode {
  const stalled = useStalled(active, delay);
  return (
    <div role="status" className={`tb-stalled${className ? ` ${className}` : ""}`}>
      {active && stalled && (
        <>
          <p className="tb-stalled__text">{stalledText(doing, advice)}</p>
          {children}
        </>
      )}
    </div>
  );
}
