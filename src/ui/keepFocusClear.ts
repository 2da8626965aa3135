/** Space kept between the box's top edge and a control the browser scrolls above it. */
const GAP_PX = 8;

/**
 * A box fixed at the window's bottom (the session warning) must not hide the control that has the focus (WCAG 2.2,
 * 2.4.11). While it is shown, the page keeps room for it: a scroll padding, so the browser scrolls a control reached
 * by Tab (or a phone keyboard's "next") above the box, and as much space after the page's content, so the page's
 * last controls can get there too. A control already under the box when it appears is scrolled clear at once.
 * Returns what gives the page back as it was.
 */
export function keepFocusClearOf(box: HTMLElement): () => void {
  const root = document.documentElement;
  const before = root.style.getPropertyValue("scroll-padding-bottom");
  const spacer = document.createElement("div");
  spacer.setAttribute("aria-hidden", "true");
  document.body.append(spacer);
  // The box is fixed to the bottom: its height and bottom offset are the room, whatever the window's height.
  const measure = (): void => {
    const room = `${Math.max(0, innerHeight - box.getBoundingClientRect().top) + GAP_PX}px`;
    root.style.setProperty("scroll-padding-bottom", room);
    spacer.style.height = room;
  };
  measure();
  // It grows with a failure's text or a slow request's notice.
  const resized = new ResizeObserver(measure);
  resized.observe(box);
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== document.body && !box.contains(focused) && overlaps(focused.getBoundingClientRect(), box.getBoundingClientRect())) {
    focused.scrollIntoView({ block: "nearest" });
  }
  return () => {
    resized.disconnect();
    spacer.remove();
    if (before) root.style.setProperty("scroll-padding-bottom", before);
    else root.style.removeProperty("scroll-padding-bottom");
  };
}

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right;
}
