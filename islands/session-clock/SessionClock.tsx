import Cookies from "js-cookie";
import { useEffect, useState, type ReactNode } from "react";
import { formatClock, secondsLeft, SESSION_WARNING_SECONDS } from "../../src/domain/countdown.ts";
import { t } from "../../src/i18n/t.ts";
import type { IslandProps } from "../../src/runtime/island.ts";
import { AlertDialog } from "../../src/ui/AlertDialog.tsx";
import { LiveRegion } from "../../src/ui/LiveRegion.tsx";
import type { SessionClockProps } from "./schema.ts";

const TICK_MS = 1000;

/**
 * The header countdown. At zero: clears the session cookie, calls logout, tells the buyer
 * 'Sesja wygasła.' and on confirmation goes to '/'. Counts against a deadline, not ticks, so a
 * throttled background tab still ends on time.
 */
export function SessionClock({ props, emit }: IslandProps<SessionClockProps>): ReactNode {
  const [deadline, setDeadline] = useState(() => Date.now() + props.ttl * 1000);
  const [left, setLeft] = useState(props.ttl);
  const expired = left === 0;

  // A new ttl from the server (data-props changed after an AJAX call) restarts the clock.
  useEffect(() => {
    setDeadline(Date.now() + props.ttl * 1000);
    setLeft(props.ttl);
  }, [props.ttl]);

  useEffect(() => {
    if (expired) return;
    const timer = setInterval(() => setLeft(secondsLeft(deadline, Date.now())), TICK_MS);
    return () => clearInterval(timer);
  }, [deadline, expired]);

  useEffect(() => {
    if (!expired) return;
    Cookies.remove(props.sessionCookie, { path: "/" });
    void fetch(props.logoutUrl, { credentials: "same-origin", keepalive: true }).catch(() => undefined);
    emit("expired");
    if (props.useBrowserAlert) {
      window.alert(t("Sesja wygasła."));
      location.assign(props.redirectTo);
    }
  }, [expired, props, emit]);

  const warning = left > 0 && left <= SESSION_WARNING_SECONDS;
  return (
    <div className={`tb-session-clock${warning ? " is-warning" : ""}`}>
      <span className="tb-session-clock__label" id="tb-session-clock-label">{t("Czas sesji")}</span>{" "}
      <span role="timer" aria-labelledby="tb-session-clock-label" className="tb-session-clock__time">
        {formatClock(left)}
      </span>
      <LiveRegion assertive>{warning ? t("Za minutę sesja wygaśnie. Dokończ zakup, aby nie stracić biletów.") : ""}</LiveRegion>
      <AlertDialog open={expired && !props.useBrowserAlert} message={t("Sesja wygasła.")} tone="error" onClose={() => location.assign(props.redirectTo)} />
    </div>
  );
}
