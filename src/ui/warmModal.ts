/**
 * The first modal dialog of a document costs Chromium more than the ones after it: its `showModal()`
 * makes the whole page inert, and the first time that style recalculation took ~9 ms on the gallery
 * page against ~5 ms for every later modal (a Chromium trace of the bench's click, CPU time of
 * `UpdateLayoutTree`; the same for a hand-written `<dialog>`, so it is the browser's, not the box's).
 * A buyer's first alert or first photo opened paid it inside the click's frame.
 *
 * `warmModalDialogs()` pays it once at idle instead: an empty, inert `<dialog>` is shown modally and
 * closed again in one task, so no frame ever shows it. It runs only while nothing on the page has focus
 * (the body): a focused element would lose its focus to the inert page and get blur and focus events
 * (see quietFocus). When something is focused, or the idle period is too short, it tries again later.
 */
let warmed = false;
/** Room the idle period must have: the warm-up is one whole-page style recalculation (~5–9 ms on the gallery). */
const NEEDED_MS = 10;
/** Attempts in all; a busy idle period tries again at the next one, a focused control a second later. */
const ATTEMPTS = 30;
const FOCUS_RETRY_MS = 1000;

export function warmModalDialogs(): void {
  if (warmed || typeof requestIdleCallback !== "function" || typeof HTMLDialogElement !== "function") return;
  warmed = true;
  const attempt = (left: number): void => {
    requestIdleCallback((deadline) => {
      if (document.querySelector("dialog[open]")) return; // a dialog is shown: the page is past its first modal
      if (left <= 0) return;
      if (!quietFocus(document.activeElement)) setTimeout(() => attempt(left - 1), FOCUS_RETRY_MS);
      else if (deadline.timeRemaining() < NEEDED_MS) attempt(left - 1);
      else warmOnce();
    });
  };
  attempt(ATTEMPTS);
}

/**
 * Only while nothing has focus: the modal makes the page inert, so a focused element (a field, and also the
 * heading the runtime focuses where reading starts, startAtHeading.ts) would get a blur and a focus event
 * from it, and a screen reader could read that heading a second time. Pages whose heading holds the focus
 * are warmed once the buyer has moved on and nothing is focused, or not at all.
 */
function quietFocus(active: Element | null): boolean {
  return active === null || active === document.body;
}

/**
 * One modal dialog shown and closed in the same task (exported for the unit test). Closing it gives the
 * focus back to where it was (the dialog's previously focused element), without scrolling.
 */
export function warmOnce(): void {
  const dialog = document.createElement("dialog");
  dialog.inert = true;
  document.body.append(dialog);
  try {
    dialog.showModal();
    dialog.close();
  } finally {
    dialog.remove();
  }
}
