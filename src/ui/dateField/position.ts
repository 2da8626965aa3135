export interface Follower {
  /** Places the popup again (after its content changed size: another view, another month). */
  update(): void;
  stop(): void;
}

/** Room kept between the popup and the viewport's edges. */
const EDGE = 8;

/**
 * Where a popup of `size` goes next to `anchor` inside a `viewport`: below the anchor by `gap`
 * px (above it when only there it fits, or when above overflows less), shifted `shiftX` px right,
 * then moved to stay `EDGE` px inside the viewport: along x, and along y when neither side has room
 * (a phone held sideways, 400 % zoom), over the field as Zebra's picker did; a popup taller than
 * the viewport keeps its top (the month and its buttons) in view. Pure, for the unit test.
 */
export function place(
  anchor: { top: number; bottom: number; left: number },
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  [shiftX, gap]: readonly [number, number],
): { left: number; top: number } {
  const below = anchor.bottom + gap;
  const above = anchor.top - gap - size.height;
  const overflowBelow = below + size.height - viewport.height;
  // Above overflows by -above px when negative: the side that overflows less wins.
  const side = overflowBelow <= 0 || -above >= overflowBelow ? below : above;
  const top = Math.max(EDGE, Math.min(side, viewport.height - EDGE - size.height));
  const left = Math.max(EDGE, Math.min(anchor.left + shiftX, viewport.width - EDGE - size.width));
  return { left, top };
}

/**
 * Keeps a popup next to its anchor and inside the viewport while it is open. The legacy `offset`
 * [x, y] shifted the picker x px right and y px up from the field; here it opens below the field
 * by |y| px (or above it when there is no room), shifted x px right. `fixed` position: the popup
 * escapes `overflow: hidden` containers of the shop's layout.
 *
 * Hand-written rather than Floating UI (perf: open ≤ 16 ms from click to paint, chunk ≤ 10.3 KB):
 * one synchronous placement reads two boxes (the one layout the frame needs anyway, taken early)
 * and writes left/top before paint; the viewport is the only boundary; one capturing scroll
 * listener plus resize follow the page; the picker calls update() when its content changes.
 */
export function followAnchor(anchor: HTMLElement, popup: HTMLElement, offset: readonly [number, number]): Follower {
  const [x, y] = offset;
  const update = () => {
    const { left, top } = place(
      anchor.getBoundingClientRect(),
      { width: popup.offsetWidth, height: popup.offsetHeight },
      { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight },
      [x, Math.abs(y)],
    );
    popup.style.left = `${left}px`;
    popup.style.top = `${top}px`;
  };
  update();
  window.addEventListener("scroll", update, { capture: true, passive: true });
  window.addEventListener("resize", update, { passive: true });
  return {
    update,
    stop() {
      window.removeEventListener("scroll", update, { capture: true });
      window.removeEventListener("resize", update);
    },
  };
}
