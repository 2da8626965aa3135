/**
 * The shop's modal boxes (alert box, lightbox, quick-add, settings box) as top-layer popovers made
 * modal by hand, instead of `<dialog>.showModal()`.
 *
 * Why: `showModal()` makes the whole page inert inside the click's own task, and Chromium restyles
 * every element of the page before the box can paint. Measured (scratch probe, fresh pages, medians
 * of 5–7): the same small box took 28.6–34.2 ms from click to painted frame on the step-4 seat page
 * as a modal dialog, 10.5–12.1 ms as a popover; 26.1 vs 14.3 ms on the gallery; making the page inert
 * by hand in the click's task cost as much as the modal (33.7 ms). So the box is shown first, and the
 * page turns inert in the task after that first frame. Nothing is lost in between:
 * - the box is in the top layer and has focus from the click's task on;
 * - a transparent overlay under it takes every pointer event (a popover's own ::backdrop lets them
 *   through, by the UA's rule);
 * - focus that lands outside the top box (Tab before the page is inert, a legacy script's focus())
 *   is brought back to it;
 * - Escape fires the dialog's `cancel` event as a modal dialog's would, and closes it unless a
 *   listener prevents that;
 * - `aria-modal="true"` and the inert page hide the rest from assistive technology, as a modal does.
 * Layers nest (an alert over the lightbox): keys, focus and the inert page follow the top one.
 */

export interface ModalLayer {
  /** Closes the dialog (if still open), gives back the page, and returns focus to where it was. */
  close(): void;
}

interface Layer {
  dialog: HTMLDialogElement;
  overlay: HTMLElement;
  returnFocus: Element | null;
}

const layers: Layer[] = [];
/** Elements this module made inert (the page's own inert elements are never touched). */
const madeInert = new Set<HTMLElement>();
const overlays = new WeakMap<HTMLDialogElement, HTMLElement>();
let inertPending = false;

const top = (): Layer | undefined => layers.at(-1);

/** The element a box opens on: its [autofocus] control, else its first control, else the box itself. */
function entryPoint(dialog: HTMLDialogElement): HTMLElement {
  const control = dialog.querySelector<HTMLElement>("[autofocus]") ?? dialog.querySelector<HTMLElement>("button, [href], input, select, textarea, iframe, [tabindex]:not([tabindex='-1'])");
  if (control) return control;
  dialog.tabIndex = -1;
  return dialog;
}

/** Focuses the box's entry point; if the browser refuses it, the box itself, so that focus is never left outside. */
function focusInto(dialog: HTMLDialogElement): void {
  entryPoint(dialog).focus();
  if (!dialog.contains(document.activeElement)) {
    dialog.tabIndex = -1;
    dialog.focus();
  }
}

function onFocusIn(event: FocusEvent): void {
  const layer = top();
  if (layer && event.target instanceof Node && !layer.dialog.contains(event.target)) focusInto(layer.dialog);
}

/** As a modal dialog's Escape: the dialog's `cancel` event, then its closing unless a listener prevents that. */
function dismiss(layer: Layer): void {
  const cancel = new Event("cancel", { cancelable: true });
  if (layer.dialog.dispatchEvent(cancel)) layer.dialog.close();
}

function onKeyDown(event: KeyboardEvent): void {
  const layer = top();
  if (!layer || event.defaultPrevented || event.isComposing) return;
  // A held Enter or Space that opened the box (a form's submit answered with an alert) repeats into it: the repeats
  // would press the focused OK and close the box before it is read. Only a new press acts on a button (a held
  // key still types into a field of the box).
  if (event.repeat && event.target instanceof HTMLButtonElement && (event.key === "Enter" || event.key === " ")) return event.preventDefault();
  if (event.key !== "Escape") return;
  event.preventDefault();
  dismiss(layer);
}

/** Makes inert every element beside the path from <body> to the top box (and its overlay); undoes the rest. */
function syncInert(): void {
  inertPending = false;
  const layer = top();
  const wanted = new Set<HTMLElement>();
  if (layer) {
    const keep = new Set<Element>([layer.overlay]);
    for (let node: Element | null = layer.dialog; node && node !== document.body; node = node.parentElement) keep.add(node);
    for (const node of keep) {
      const parent = node.parentElement;
      if (!parent || parent === document.documentElement) continue;
      for (const sibling of parent.children) {
        if (sibling instanceof HTMLElement && !keep.has(sibling) && (madeInert.has(sibling) || !sibling.inert)) wanted.add(sibling);
      }
    }
  }
  for (const element of madeInert) {
    if (!wanted.has(element)) {
      element.inert = false;
      madeInert.delete(element);
    }
  }
  for (const element of wanted) {
    if (madeInert.has(element)) continue;
    element.inert = true;
    madeInert.add(element);
  }
}

/**
 * In a task after the next painted frame (see above), once for any number of changes. A hidden page draws no
 * frame: there it runs after a timer's task.
 */
function syncInertSoon(): void {
  if (inertPending) return;
  inertPending = true;
  if (document.visibilityState === "hidden") setTimeout(syncInert);
  else requestAnimationFrame(() => setTimeout(syncInert));
}

function overlayFor(dialog: HTMLDialogElement): HTMLElement {
  let overlay = overlays.get(dialog);
  if (!overlay) {
    overlay = document.createElement("div");
    overlay.className = "tb-layer-overlay";
    overlay.popover = "manual";
    // Transparent and over the whole viewport (the box's own ::backdrop dims the page). Set through CSSOM, which
    // a strict CSP allows: a stylesheet of its own would cost every page with an alert box one more request.
    overlay.style.cssText = "position:fixed;inset:0;width:auto;height:auto;margin:0;padding:0;border:0;background:none";
    overlays.set(dialog, overlay);
  }
  return overlay;
}

export interface ModalLayerOptions {
  /** A click outside the box dismisses it, as Escape does (the lightbox; an alert waits for its button). */
  lightDismiss?: boolean;
}

/** Shows `dialog` as the page's top modal box; focus goes to its [autofocus] element (else its first control). */
export function openModalLayer(dialog: HTMLDialogElement, options: ModalLayerOptions = {}): ModalLayer {
  const overlay = overlayFor(dialog);
  const layer: Layer = { dialog, overlay, returnFocus: document.activeElement };
  if (layers.length === 0) {
    document.addEventListener("focusin", onFocusIn, true);
    // On the window, after the document's listeners: a field's error bubble in the box hides on an Escape first and
    // uses it up (Tooltip.tsx, dismissBubbles.ts), so that one press does not also close the box.
    window.addEventListener("keydown", onKeyDown);
  }
  layers.push(layer);
  document.body.append(overlay);
  overlay.showPopover();
  dialog.popover = "manual";
  dialog.setAttribute("aria-modal", "true");
  if (!dialog.open) dialog.setAttribute("open", "");
  dialog.showPopover();
  let closed = false;
  // The overlay under the box takes every click outside it.
  const onOutsideClick = (): void => {
    if (!closed && top() === layer) dismiss(layer);
  };
  if (options.lightDismiss) overlay.addEventListener("click", onOutsideClick);
  // The popover's focusing steps have focused an [autofocus] control. A box reopened while still fading out from
  // its last closing is refused focus until the fade has ended (one frame on an idle machine, several on a busy
  // one): it is tried again each frame, for at most a second of frames, until the entry point has it or the user
  // has moved to another control of the box.
  const settleFocus = (frames: number): void => {
    const focused = document.activeElement;
    if (closed || top() !== layer || focused === entryPoint(dialog) || (focused !== dialog && dialog.contains(focused))) return;
    focusInto(dialog);
    if (document.activeElement !== entryPoint(dialog) && frames > 0) requestAnimationFrame(() => settleFocus(frames - 1));
  };
  settleFocus(60);
  syncInertSoon();
  const handle: ModalLayer = {
    close() {
      if (closed) return;
      closed = true;
      dialog.removeEventListener("close", onClose);
      overlay.removeEventListener("click", onOutsideClick);
      const index = layers.indexOf(layer);
      const wasTop = index === layers.length - 1;
      layers.splice(index, 1);
      if (dialog.open) dialog.close();
      // Hiding a popover that is already hidden is no error (HTML spec since 2023; Chromium agrees).
      dialog.hidePopover();
      overlay.hidePopover();
      overlay.remove();
      if (layers.length === 0) {
        document.removeEventListener("focusin", onFocusIn, true);
        window.removeEventListener("keydown", onKeyDown);
      }
      // Given back at once (nothing to paint first): the page is usable as soon as the box has gone.
      syncInert();
      if (!wasTop) return;
      const below = top();
      if (layer.returnFocus instanceof HTMLElement && layer.returnFocus.isConnected && (!below || below.dialog.contains(layer.returnFocus))) layer.returnFocus.focus();
      else if (below) focusInto(below.dialog);
    },
  };
  // However the dialog is closed (Escape, its own button's dialog.close()), the layer ends with it. The close event
  // comes a task after close(): one finding the dialog open again is an earlier closing's (the alert box shows its
  // next alert at once), not this layer's.
  const onClose = (): void => {
    if (!dialog.open) handle.close();
  };
  dialog.addEventListener("close", onClose);
  return handle;
}
