/**
 * Calls `listener` each time the browser brings this page back from its back-forward cache (Back or Forward after the
 * page was left): the page as the buyer left it, its scripts paused where they were, not a new load. Returns the
 * unsubscribe. What waited for the page to go (a button saying 'Proszę czekać…' after a send whose answer moved on to
 * the next page) must then let the buyer act again, as the page without the script does (docs/bad-day.md, session 45).
 */
export function onPageRestored(listener: () => void): () => void {
  const shown = (event: PageTransitionEvent): void => {
    if (event.persisted) listener();
  };
  addEventListener("pageshow", shown);
  return () => removeEventListener("pageshow", shown);
}
