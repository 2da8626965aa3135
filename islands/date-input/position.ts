import { computePosition, flip, offset, shift } from "@floating-ui/dom";

export interface Follower {
  /** Places the popup again (after its content changed size: another view, another month). */
  update(): void;
  stop(): void;
}

/**
 * Keeps a popup next to its anchor and inside the viewport while it is open. The legacy `offset`
 * [x, y] shifted the picker x px right and y px up from the field; here it opens below the field
 * by |y| px (or above it when there is no room), shifted x px right. `fixed` strategy: the popup
 * escapes `overflow: hidden` containers of the shop's layout.
 *
 * Cheaper than floating-ui's autoUpdate on purpose (perf: open ≤ 16 ms from click to paint):
 * the viewport is the only boundary (no walk over clipping ancestors), and one capturing scroll
 * listener plus resize replace per-ancestor listeners, ResizeObserver and layout-shift tracking;
 * the picker calls update() itself when its content changes.
 */
export function followAnchor(anchor: HTMLElement, popup: HTMLElement, [x, y]: readonly [number, number]): Follower {
  const boundary = document.documentElement;
  const update = () => {
    void computePosition(anchor, popup, {
      strategy: "fixed",
      placement: "bottom-start",
      middleware: [offset({ mainAxis: Math.abs(y), crossAxis: x }), flip({ boundary }), shift({ boundary, padding: 8 })],
    }).then(({ x: left, y: top }) => {
      popup.style.left = `${left}px`;
      popup.style.top = `${top}px`;
    });
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
