/**
 * A click the buyer aimed at the legacy markup must not land on whatever the island shows at that place
 * (issue 14: no lost interactions while the script loads). An island lays its content out differently
 * from the markup it replaces, and a busy phone may deliver a press some time after the buyer made it: if
 * the island took the markup over in between, the press hits the island's layout, which the buyer never saw
 * (a different seat, say).
 *
 * A press is stale when its input time (`event.timeStamp`) comes before the island's first frame was laid
 * out (a ResizeObserver's first report runs in that frame, after its layout, before its paint; it observes the
 * page's root, which always has a box: a host may have none, `display: contents` or content placed outside it).
 * - A stale click (mouse, touch or pen) goes where the buyer aimed: the takeover's hosts get their legacy
 *   markup back, the element at the click's place is clicked, and the islands take the markup over again
 *   from what the click changed (as they do for a click made before them), all in one task: the browser
 *   paints none of it in between.
 * - The other stale pressing events (pointerdown, mouseup…) on an island are cancelled: they belong to that click.
 * Only the browser's own (trusted) events are judged, and a keyboard's click goes to the control the focus was
 * carried to (keepFocus.ts). The guard ends with the first press made after the frame, anywhere on the page, or
 * a few seconds after it.
 * Not caught: a press made while that frame paints (after its layout), a few milliseconds; nor one made after the
 * frame but aimed at the legacy markup the buyer was still reacting to (telling it from a press aimed at the
 * island would need the buyer's aim; judging every press in a reaction time after the frame stale would send a
 * quick press on the island to the legacy markup instead). Markup that a script
 * added and an island took over in the same task (an AJAX answer) was never on screen: the buyer saw what it
 * replaced, which is gone, and a stale click is replayed on the new legacy markup, no better than before.
 */

export interface Press {
  trusted: boolean;
  /** The event's input time, the time now, and the time the islands' first frame was laid out (undefined: not yet). */
  time: number;
  now: number;
  shownAt: number | undefined;
  /** A click's `detail`: 0 for a keyboard's click. */
  detail: number;
}

/** Whether a press was made before the islands were on screen (it was aimed at the legacy markup). */
export function isStale({ trusted, time, now, shownAt, detail }: Press): boolean {
  if (!trusted || detail === 0) return false;
  // A clock that went back since the frame (a test's fake clock was installed) leaves nothing to judge by.
  return shownAt === undefined || (time < shownAt && now >= shownAt);
}

/** What the guard needs of the registry: take a host's island out (its legacy markup back) and mount it again. */
export interface Remounter {
  unmount(root: ParentNode): void;
  mount(root: ParentNode): Promise<void>;
}

const PRESSES = ["pointerdown", "mousedown", "pointerup", "mouseup", "click", "dblclick", "auxclick"];
/** Stale input arrives right after the frame (input goes first); a press later than this after it is not waited for. */
const GUARD_MS = 5000;

/**
 * One takeover's hosts: guarded until a press made after their frame reaches the page (input arrives in order, so
 * no press made before it can follow), or GUARD_MS after that frame. Nothing here holds a host: a page that
 * replaces its markup many times between two frames (AJAX pages, the leak bench) keeps no removed host alive.
 */
interface Takeover {
  shownAt?: number;
}
const takeovers = new WeakMap<HTMLElement, Takeover>();
/** Takeovers not over (the listeners stay while there are any), and those waiting for their frame. */
const live = new Set<Takeover>();
const waiting: Takeover[] = [];
let remounter: Remounter;

/** Called at a takeover: judges the pointer presses that reach these hosts' islands until they are on screen. */
export function guardStaleClicks(hosts: readonly HTMLElement[], registry: Remounter): void {
  const takeover: Takeover = {};
  let added = false;
  // A host remounted inside its guard (a stale click replayed) keeps its first takeover's frame.
  for (const host of hosts) {
    if (live.has(takeovers.get(host)!)) continue;
    takeovers.set(host, takeover);
    added = true;
  }
  if (!added) return;
  remounter = registry;
  live.add(takeover);
  if (live.size === 1) for (const type of PRESSES) addEventListener(type, onPress, true);
  if (waiting.push(takeover) === 1) {
    const frame = new ResizeObserver(() => {
      frame.disconnect();
      // On the events' own clock (a page may replace performance.now()).
      const shownAt = new Event("frame").timeStamp;
      const shown = waiting.splice(0);
      for (const each of shown) each.shownAt = shownAt;
      setTimeout(() => shown.forEach(end), GUARD_MS);
    });
    frame.observe(document.documentElement);
  }
}

function end(takeover: Takeover): void {
  if (live.delete(takeover) && live.size === 0) for (const type of PRESSES) removeEventListener(type, onPress, true);
}

function onPress(event: Event): void {
  if (!event.isTrusted) return;
  const press = event as MouseEvent;
  const now = new Event("now").timeStamp;
  const stale = (takeover: Takeover, detail: number): boolean => isStale({ trusted: true, time: event.timeStamp, now, shownAt: takeover.shownAt, detail });
  // Made after a takeover's frame (whatever it is, a keyboard's click too): nothing made before it can follow.
  for (const takeover of live) if (takeover.shownAt !== undefined && !stale(takeover, 1)) end(takeover);
  // The island host the press reached, if its takeover is still guarded.
  let host: HTMLElement | null = (event.target as Element).closest?.("[data-island]") ?? null;
  while (host && !live.has(takeovers.get(host)!)) host = host.parentElement?.closest("[data-island]") ?? null;
  if (!host) return;
  const takeover = takeovers.get(host)!;
  if (!stale(takeover, event.type.endsWith("click") ? press.detail : 1)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (event.type !== "click") return;
  // The page as the buyer saw it: every host of that takeover with its legacy markup.
  const hosts = [...document.querySelectorAll<HTMLElement>("[data-island]")].filter((candidate) => takeovers.get(candidate) === takeover);
  for (const each of hosts) remounter.unmount(each);
  (document.elementFromPoint(press.clientX, press.clientY) as HTMLElement | null)?.click();
  for (const each of hosts) void remounter.mount(each);
}
