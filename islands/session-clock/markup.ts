/**
 * The session's time to live in the legacy markup, in seconds: `data-ttl` on the host itself (a shop that made its
 * clock element the host) or on an element inside it (`<span class="session-clock" data-ttl="900">15:00</span>`).
 *
 * An attribute printed empty or blank (a PHP template's `<?= $ttl ?>` for a visitor without a session) is no time to
 * live. Read as a number it was 0, and the clock ended the session as the page loaded, on every page: the session
 * cookie cleared, logout called, 'Sesja wygasła.' and off to '/' (QA session 42). Left out, the island is refused
 * with one console error and the legacy text stays, as without the script. Text that is no number ('15 min') goes
 * to the schema as it is, which names it.
 */
export function readSessionClockMarkup(host: HTMLElement): Record<string, unknown> {
  const printed = (host.getAttribute("data-ttl") ?? host.querySelector("[data-ttl]")?.getAttribute("data-ttl"))?.trim();
  if (!printed) return {};
  const seconds = Number(printed);
  return { ttl: Number.isNaN(seconds) ? printed : seconds };
}
