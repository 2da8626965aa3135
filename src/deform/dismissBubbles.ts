/**
 * Escape hides the error bubbles (`.tb-deform-tooltip`) shown beside the field being worked on: content shown on
 * focus must be dismissible without moving the focus (WCAG 2.2 SC 1.4.13). Deliberate difference from the legacy
 * (MooTools Form.Validator.Tips had no Escape). The error text beside the field and its aria-describedby stay; the
 * bubble shows again when the focus comes back to its field (within its 8 s), and a new error is a new bubble.
 *
 * One piece for the plain legacy forms (plainForm.ts) and the client forms (react.tsx): both render the same
 * bubble. There it sets `hidden` on a node React renders without that attribute, so React leaves it alone.
 *
 * As the kit's bubble (src/ui/Tooltip.tsx), an Escape that a widget has used already (a date picker closing
 * marks it handled) is left alone. Unlike it, this one is consumed: the one key press does not also close a
 * dialog around the form. The one-line test of the key is not shared with the kit: in a module of its own it
 * became a chunk of its own, +106 to 113 B gzip on twenty pages (measured).
 */
export function dismissBubblesOnEscape(form: HTMLFormElement): () => void {
  // Heard on the island's host: React listens there too and has run the widgets' handlers; a dialog's Escape
  // (src/ui/modalLayer.ts, on the document) comes after.
  const host = form.closest("[data-island]") ?? form;
  const types = ["keydown", "focusout"];
  const listener = (event: Event): void => {
    const escape = event.type === "keydown";
    if (escape && ((event as KeyboardEvent).key !== "Escape" || event.defaultPrevented)) return;
    // A bubble shows while its field (a control beside it) has the focus (deform.css). Escape hides those of the
    // focused field; the focus leaving a field gives its hidden ones back.
    const node = (escape ? event.target : (event as FocusEvent).relatedTarget) as Node | null;
    const bubbles = [...form.querySelectorAll<HTMLElement>(".tb-deform-tooltip")].filter((bubble) => bubble.hidden !== escape && bubble.parentElement!.contains(node) === escape);
    if (escape && bubbles.length > 0) event.preventDefault();
    for (const bubble of bubbles) bubble.hidden = escape;
  };
  for (const type of types) host.addEventListener(type, listener);
  return () => {
    for (const type of types) host.removeEventListener(type, listener);
  };
}
