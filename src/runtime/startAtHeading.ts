/**
 * Where reading starts after a full page load (issue 13): the page's heading, focused without scrolling,
 * so a screen reader begins at the step's name and the next Tab goes into the page's content rather than
 * through the header again. Pages without an `h1` keep the browser's start (the skip link is the first Tab
 * stop). While the cookie notice waits for an answer it stays the second Tab stop (issue 13 asks for it early), so
 * the page starts at its top; closing the notice moves focus to the heading (the cookie bar calls `focusMainHeading`).
 * Never taken from the buyer: a page opened at an anchor, a control the buyer already focused (typing
 * before the script ran) or a page scrolled away from its heading (a reload keeps its position) stay as they are.
 */

const mainHeading = (): HTMLElement | null => document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("h1");

/** Focuses the heading, made focusable from script only (tabindex=-1). */
function focusHeading(heading: HTMLElement, options: FocusOptions = {}): void {
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.focus(options);
}

/** A keyboard user who answers the cookie notice continues at the page heading, not on the body. */
export function focusMainHeading(): void {
  const heading = mainHeading();
  if (heading) focusHeading(heading);
}

export function startAtHeading(): void {
  if (location.hash || document.querySelector("[data-island='cookie-bar']")) return;
  const heading = mainHeading();
  if (!heading) return;
  // Asked of an observer, not of getBoundingClientRect(): that would lay out the whole freshly parsed page inside
  // this start-up task (44 ms of one long task on the step-4 page at 4× CPU); the observer answers after the frame's
  // own layout. The buyer may have focused something meanwhile: checked when it answers.
  const observer = new IntersectionObserver(([entry]) => {
    observer.disconnect();
    const active = document.activeElement;
    if (active && active !== document.body && active !== document.documentElement) return;
    if (entry?.isIntersecting) focusHeading(heading, { preventScroll: true });
  });
  observer.observe(heading);
}
