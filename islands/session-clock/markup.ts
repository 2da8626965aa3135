/**
 * A time to live printed as text, the only one in `text`: minutes and seconds ("15:00", "90:00": the legacy clock
 * folds hours into minutes), hours, minutes and seconds ("1:15:00"), or whole minutes ("15 min", "15 minut", "2
 * minuty", "15 minutes"). Each match: where it is, how long, and its seconds.
 */
const PRINTED_TIME = /(?<![\d.,:])(?:(?:(\d{1,2}):)?(\d{1,3}):([0-5]\d)(?![\d:])|(\d{1,4})\s*min(?:ut(?:[ay]|es?)?)?\.?(?!\p{L}))/giu;

/**
 * The seconds of the one time to live `text` prints, and where it is; null when it prints none or it is not
 * unambiguous: two times ('Zalogowano o 14:05 · Czas sesji: 15:00'), a bare number ('15': seconds or minutes?), a
 * fraction ('1,5 min'), and a zero, which a template prints for no session as readily as for an ended one (ending
 * the session as the page loads, on every page, was session 42's finding with `data-ttl=""`).
 */
export function printedTime(text: string): { index: number; length: number; seconds: number } | null {
  const found = [...text.matchAll(PRINTED_TIME)];
  if (found.length !== 1) return null;
  const [match] = found;
  const [, hours, minutes, seconds, wholeMinutes] = match!;
  const total = wholeMinutes ? Number(wholeMinutes) * 60 : Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
  // "1:75:00" is no time; "1:15:00" has its minutes under 60.
  if (!total || (hours && Number(minutes) > 59)) return null;
  return { index: match!.index, length: match![0].length, seconds: total };
}

/**
 * The session's time to live in the legacy markup, in seconds: `data-ttl` on the host itself (a shop that made its
 * clock element the host) or on an element inside it (`<span class="session-clock" data-ttl="900">15:00</span>`).
 *
 * An attribute printed empty or blank (a PHP template's `<?= $ttl ?>` for a visitor without a session) is no time to
 * live. Read as a number it was 0, and the clock ended the session as the page loaded, on every page: the session
 * cookie cleared, logout called, 'Sesja wygasła.' and off to '/' (QA session 42). Left out, the island is refused
 * with one console error and the legacy text stays, as without the script.
 *
 * A time printed as text (session 44, docs/bad-day.md) is read where it is unambiguous (`printedTime`): in
 * `data-ttl` ("15:00", "15 min"), or, with no `data-ttl` at all, in the host's text ('Czas sesji: 15:00'); the island's
 * clock then takes the place of those words (SessionClock.tsx, `wrapPrintedTime`). Other text goes to the schema as
 * it is, which names it; no text time in the host leaves the island refused, as before.
 */
export function readSessionClockMarkup(host: HTMLElement): Record<string, unknown> {
  const printed = (host.getAttribute("data-ttl") ?? host.querySelector("[data-ttl]")?.getAttribute("data-ttl"))?.trim();
  if (printed === undefined) {
    const time = printedTime(host.textContent ?? "");
    return time ? { ttl: time.seconds } : {};
  }
  if (!printed) return {};
  const seconds = Number(printed);
  return { ttl: Number.isNaN(seconds) ? (printedTime(printed)?.seconds ?? printed) : seconds };
}

/**
 * The shop's clock printed as text in `box` (no `data-ttl`): the words of its time ("15:00" in 'Czas sesji: 15:00')
 * put into a span of their own, which the island's clock replaces, the shop's other words and links left where they
 * are; null when no single text node holds it. Returns the span and what puts the text back as it was.
 */
export function wrapPrintedTime(box: HTMLElement): { time: HTMLElement; undo: () => void } | null {
  const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const found = printedTime(node.data);
    if (!found) continue;
    const text = node;
    const words = text.data;
    const time = document.createElement("span");
    time.className = "tb-session-clock__printed";
    const after = text.splitText(found.index);
    after.splitText(found.length);
    after.replaceWith(time);
    time.append(after);
    return {
      time,
      undo: () => {
        time.nextSibling?.remove();
        time.remove();
        text.data = words;
      },
    };
  }
  return null;
}
