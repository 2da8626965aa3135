import type { Renewal } from "../../src/domain/countdown.ts";

type Hear = (renewal: Renewal) => void;

/**
 * The session clocks of one page (a header's and a menu's, as a shop prints one for phones): one session. A renewal
 * one clock makes or is given (the page's time to live, an extend) is told to all, so they count to one deadline; and
 * the first clock the page shows (in the page's order) alone warns (the box with its button, the spoken warning) and ends the session
 * (logout, 'Sesja wygasła.', its `expired` event). The others only count. Before, each clock warned and each ended the
 * session: two boxes, two spoken warnings, two dialogs and two logouts (QA session 42). Module state: the page's
 * clocks share this chunk.
 */
const clocks: Array<{ host: HTMLElement; hear: Hear }> = [];
const listeners = new Set<() => void>();
const changed = (): void => {
  for (const listener of listeners) listener();
};

export const pageClocks = {
  /** Adds the clock of `host`, which hears the page's renewals; returns what takes it out. */
  join(host: HTMLElement, hear: Hear): () => void {
    const clock = { host, hear };
    clocks.push(clock);
    clocks.sort((a, b) => (a.host.compareDocumentPosition(b.host) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    changed();
    return () => {
      clocks.splice(clocks.indexOf(clock), 1);
      changed();
    };
  },
  /** Tells every clock of the page, the teller too. */
  tell(renewal: Renewal): void {
    for (const clock of clocks) clock.hear(renewal);
  },
  /**
   * The host of the clock that warns and ends the session: the first the page shows (a shop printing a header clock for
   * desktops and a menu clock for phones hides one of them: a warning inside the hidden one would not be seen). Asked
   * on every render, and a clock renders every second, so a window turned from phone to desktop hands it over.
   */
  speaker: (): HTMLElement | undefined => (clocks.find(({ host }) => host.checkVisibility?.() !== false) ?? clocks[0])?.host,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
