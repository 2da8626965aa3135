/**
 * Runs `work` once the page is idle (after `timeout` ms at the latest), out of the tasks a buyer waits for (an
 * island's first mount, a click); returns what cancels it. Browsers without requestIdleCallback (Safari) run it
 * after a timer's task.
 */
export function atIdle(work: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === "function") {
    const idle = requestIdleCallback(work, { timeout });
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(work);
  return () => clearTimeout(timer);
}
