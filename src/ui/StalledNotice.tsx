import type { ReactNode } from "react";
import { t } from "../i18n/t.ts";
import { STALL_NOTICE_MS, useStalled } from "./useStalled.ts";

/**
 * The one wording for a request that runs long: "<doing> trwa dłużej niż zwykle. <advice>". `doing` is a
 * translated gerund phrase ("Logowanie", "Wysyłanie zgłoszenia"), `advice` what the user can do meanwhile.
 */
export function stalledText(doing: string, advice: string): string {
  return `${t("%s trwa dłużej niż zwykle.", doing)} ${advice}`;
}

/**
 * For code outside React's state (the plain legacy form, a cart removal's progress): calls `onStalled` once
 * `delay` (by default the stall delay of useStalled) has passed; the returned function cancels it (call it when
 * the request ends).
 */
export function whenStalled(onStalled: () => void, delay = STALL_NOTICE_MS): () => void {
  const timer = setTimeout(onStalled, delay);
  return () => clearTimeout(timer);
}

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
