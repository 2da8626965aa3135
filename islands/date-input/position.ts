import { autoUpdate, computePosition, flip, offset, shift } from "@floating-ui/dom";

/**
 * Keeps a popup next to its anchor and inside the viewport while it is open. The legacy `offset`
 * [x, y] shifted the picker x px right and y px up from the field; here it opens below the field
 * by |y| px (or above it when there is no room), shifted x px right. `fixed` strategy: the popup
 * escapes `overflow: hidden` containers of the shop's layout.
 */
export function followAnchor(anchor: HTMLElement, popup: HTMLElement, [x, y]: readonly [number, number]): () => void {
  // Scrolling and resizing move the popup along; `layoutShift` tracking is off: its observer
  // forces an extra layout inside the click that opens the picker (perf: open ≤ 16 ms), and
  // the page does not shift under an open picker.
  return autoUpdate(anchor, popup, () => {
    void computePosition(anchor, popup, {
      strategy: "fixed",
      placement: "bottom-start",
      middleware: [offset({ mainAxis: Math.abs(y), crossAxis: x }), flip(), shift({ padding: 8 })],
    }).then(({ x: left, y: top }) => {
      popup.style.left = `${left}px`;
      popup.style.top = `${top}px`;
    });
  }, { layoutShift: false });
}
