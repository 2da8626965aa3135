import Cookies from "js-cookie";
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { formatClock, newest, renewal, secondsLeft, SESSION_WARNING_SECONDS } from "../../src/domain/countdown.ts";
import { t } from "../../src/i18n/t.ts";
import type { IslandProps } from "../../src/runtime/island.ts";
import { request } from "../../src/dejax/client.ts";
import { AlertDialog } from "../../src/ui/AlertDialog.tsx";
import { atIdle } from "../../src/ui/idle.ts";
import { focusFirst } from "../../src/ui/focusFirst.ts";
import { keepFocusClearOf } from "../../src/ui/keepFocusClear.ts";
import { LiveRegion } from "../../src/ui/LiveRegion.tsx";
import { StalledNotice } from "../../src/ui/StalledNotice.tsx";
import { useKeptMarkup } from "../../src/ui/useKeptMarkup.ts";
import { wrapPrintedTime } from "./markup.ts";
import { pageClocks } from "./pageClocks.ts";
import { extendResponse, type SessionClockProps } from "./schema.ts";
import { renewals } from "./sharedRenewal.ts";

const TICK_MS = 1000;

/**
 * The header countdown. At zero: clears the session cookie, calls logout, tells the buyer
 * 'Sesja wygasła.' and on confirmation goes to '/'. Counts against a deadline, not ticks, so a
 * throttled background tab still ends on time; the deadline is the newest any tab of the shop heard
 * of (sharedRenewal.ts), so a forgotten tab does not log out a buyer busy in another. Several clocks on a page count
 * to one deadline, and only the first warns and ends the session (pageClocks.ts).
 */
export function SessionClock({ props, emit, legacy, host }: IslandProps<SessionClockProps>): ReactNode {
  const [own, setOwn] = useState(() => renewal(props.ttl, Date.now()));
  const [left, setLeft] = useState(props.ttl);
  const expired = left === 0;
  // Joined before the effect below tells the page this clock's time to live.
  useEffect(() => pageClocks.join(host, (heard) => setOwn((current) => newest(current, heard))), [host]);
  // Asked in the last minute only: the speaker is the first clock the page shows, and asking that (checkVisibility)
  // every second of the session, on every page, would recalculate the page's style each tick.
  const speaks = useSyncExternalStore(pageClocks.subscribe, () => left <= SESSION_WARNING_SECONDS && pageClocks.speaker() === host);

  // A new ttl from the server (this page's, or data-props changed after an AJAX call) restarts the clock, in every tab.
  // The other tabs hear of it at idle: a page's first access to localStorage waits for the browser to load it
  // (7-22 ms at 4× CPU, measured), which the mount every page waits for need not pay.
  useEffect(() => {
    const fresh = renewal(props.ttl, Date.now());
    setOwn(fresh);
    setLeft(props.ttl);
    pageClocks.tell(fresh);
    return atIdle(() => renewals.tell(fresh));
  }, [props.ttl]);

  useEffect(() => renewals.listen((heard) => setOwn((current) => newest(current, heard))), []);

  useEffect(() => {
    if (expired) return;
    const tick = () => {
      const seconds = secondsLeft(own.deadline, Date.now());
      // A tab asleep in the background may have missed another tab's renewal: ask before ending.
      const later = seconds === 0 ? newest(own, renewals.last()) : own;
      if (later === own) setLeft(seconds);
      else setOwn(later);
    };
    tick(); // at once when another tab's renewal arrives, not a second later
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [own, expired]);

  // The page's session ends once: by its first clock.
  useEffect(() => {
    if (!expired || !speaks) return;
    Cookies.remove(props.sessionCookie, { path: "/" });
    void fetch(props.logoutUrl, { credentials: "same-origin", keepalive: true }).catch(() => undefined);
    emit("expired");
    if (props.useBrowserAlert) {
      window.alert(t("Sesja wygasła."));
      location.assign(props.redirectTo);
    }
  }, [expired, speaks, props, emit]);

  const warning = left > 0 && left <= SESSION_WARNING_SECONDS;
  // Shown and said once a page: by its first clock.
  const warns = warning && speaks;
  const [extendFailed, setExtendFailed] = useState(false);
  const [extending, setExtending] = useState(false);
  // Said once the session is extended (the warning and its button go): until the next warning.
  const [extended, setExtended] = useState(false);
  // When the warning leaves with its button (extended here or in another tab) and the focus was in it, the focus goes
  // back where the buyer was working as the warning came (PESEL, say), not to the control Shift+Tab last passed on
  // the way to the button (QA session 37); failing that (nothing focused then, or it has gone from the page) to where
  // the keyboard came from into the warning; never to the page's body.
  const workingIn = useRef<Element | null>(null);
  const cameFrom = useRef<HTMLElement | null>(null);
  const warningBox = useCallback((box: HTMLDivElement | null) => {
    if (!box) return;
    workingIn.current = document.activeElement;
    // The warning covers the window's bottom corner: the focused control is kept clear of it.
    const giveRoomBack = keepFocusClearOf(box);
    // Called as the box leaves, while it is still in the page.
    return () => {
      giveRoomBack();
      if (box.contains(document.activeElement)) focusFirst([workingIn.current, cameFrom.current]);
    };
  }, []);
  useEffect(() => {
    if (warns) setExtended(false);
  }, [warns]);
  // The server renews the session and says for how long (the page's own time to live).
  const extend = async () => {
    if (extending) return; // one renewal at a time: a second click would only ask again
    setExtending(true);
    const answer = await request({ url: props.extendUrl, mode: "free", data: { ttl: props.ttl }, schema: extendResponse });
    setExtending(false);
    setExtendFailed(!answer.ok);
    if (!answer.ok) return;
    const fresh = renewal(answer.data.ttl, Date.now());
    setOwn(fresh);
    setLeft(answer.data.ttl);
    setExtended(true);
    pageClocks.tell(fresh);
    renewals.tell(fresh);
  };
  // The host's other markup (the buyer's name, a 'Wyloguj' link…) stays as the shop printed it (QA session 42): it moves
  // into a slot React never touches, the shop's clock element (`data-ttl`) is hidden and the island's clock takes its
  // place. A host that is all clock (`data-ttl` on the host, or props only) shows the island's clock alone. A clock
  // printed as text only ('Czas sesji: 15 min', markup.ts): its time's words are hidden, the shop's label stays.
  const slot = useRef<HTMLSpanElement>(null);
  const [spot, setSpot] = useState<{ at: HTMLElement; label: boolean } | null>(null);
  useKeptMarkup(legacy, slot, (box) => {
    const printed = host.hasAttribute("data-ttl") || box.querySelector("[data-ttl]") ? null : wrapPrintedTime(box);
    const shopClock = printed?.time ?? box.querySelector<HTMLElement>("[data-ttl]");
    if (!shopClock) return false;
    const at = document.createElement("span");
    at.className = "tb-session-clock__spot";
    shopClock.before(at);
    const wasHidden = shopClock.hidden;
    shopClock.hidden = true;
    // A shop's clock of the time alone has its label beside it: the island's label is then for screen readers only.
    setSpot({ at, label: !printed && /\p{L}/u.test(shopClock.textContent ?? "") });
    return () => {
      shopClock.hidden = wasHidden;
      at.remove();
      printed?.undo();
    };
  });
  // Several clocks on a page (a header's and a menu's) each name their own timer.
  const labelId = useId();
  const clock = (
    <div className={`tb-session-clock${warning ? " is-warning" : ""}`}>
      <span className={`tb-session-clock__label${spot && !spot.label ? " tb-visually-hidden" : ""}`} id={labelId}>
        {t("Czas sesji")}
      </span>{" "}
      <span role="timer" aria-labelledby={labelId} className="tb-session-clock__time">
        {formatClock(left)}
      </span>
      {/* Heard: the warning, then the way to extend it (WCAG 2.2.1), which a screen reader user cannot see beside it.
          "At the start of the page": the button sits in the header's clock in reading and Tab order, though the box
          shows in the window's corner. The visible text stays as it was: the button is right under it. */}
      <LiveRegion assertive>
        {warns ? `${t("Za minutę sesja wygaśnie. Dokończ zakup, aby nie stracić biletów.")} ${t("Aby przedłużyć sesję, użyj przycisku „Przedłuż sesję” na początku strony.")}` : ""}
      </LiveRegion>
      <LiveRegion>{extended && !expired ? t("Sesja została przedłużona.") : ""}</LiveRegion>
      {warns && (
        // Seen as well as heard (the live region above is for screen readers): the warning and a way out of it, in a
        // corner of the window (session-clock.css), so a buyer scrolled down to the form sees it too.
        <div
          ref={warningBox}
          className="tb-session-clock__warning"
          onFocus={(event) => {
            const from = event.relatedTarget;
            if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
          }}
        >
          <p aria-hidden="true">{t("Za minutę sesja wygaśnie. Dokończ zakup, aby nie stracić biletów.")}</p>
          <button type="button" className="tb-button tb-button--secondary" aria-busy={extending || undefined} onClick={() => void extend()}>
            {extending ? t("Przedłużanie sesji…") : t("Przedłuż sesję")}
          </button>
          <StalledNotice
            active={extending}
            doing={t("Przedłużanie sesji")}
            advice={t("Czekamy na odpowiedź serwera. W tym czasie możesz dokończyć zakup.")}
            className="tb-session-clock__stalled"
          />
          {extendFailed && <p role="alert">{t("Nie udało się przedłużyć sesji. Spróbuj ponownie.")}</p>}
        </div>
      )}
      <AlertDialog open={expired && speaks && !props.useBrowserAlert} message={t("Sesja wygasła.")} tone="error" onClose={() => location.assign(props.redirectTo)} />
    </div>
  );
  return (
    <>
      <span ref={slot} className="tb-session-clock__kept" data-island-content="" />
      {spot ? createPortal(clock, spot.at) : clock}
    </>
  );
}
