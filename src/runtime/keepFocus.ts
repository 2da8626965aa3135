/**
 * A buyer may be typing in the server's markup when an island takes it over (issue 13): the island renders its
 * own controls, and the focused legacy field leaves the page. Taken before the mount, this returns what puts
 * focus back: the island's control of the same name (or id, or for a button or link without either, of the
 * same element and words), with the caret where it was. A control reached by Tab that has no such twin (a legacy
 * image map's area: the island lists buttons) hands focus to the island's first control, so the next Tab goes on
 * from the same place of the page instead of from its top. A field typed in does not: keys meant for it must not
 * land in another field.
 */

const TABBABLE = 'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
export function carryFocus(hosts: readonly HTMLElement[]): () => void {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || !hosts.some((host) => host.contains(focused))) return () => {};
  const host = hosts.find((h) => h.contains(focused))!;
  const name = focused.getAttribute("name");
  const id = focused.id;
  // A button or link without name or id (a notice's "Rozumiem"): the island's own of the same kind and words.
  const words = focused.textContent?.trim() ?? "";
  const tag = focused.tagName;
  const caret = focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement ? [selection(focused, "start"), selection(focused, "end")] : null;
  const typedIn = focused.isContentEditable || focused instanceof HTMLSelectElement || focused instanceof HTMLTextAreaElement || (focused instanceof HTMLInputElement && !["checkbox", "radio", "button", "submit", "reset", "image"].includes(focused.type));
  return () => {
    if (document.activeElement !== document.body && document.activeElement !== null) return; // the island placed focus itself
    const byId = id ? document.getElementById(id) : null;
    const twin =
      (name ? [...host.querySelectorAll<HTMLElement>("[name]")].find((el) => el.getAttribute("name") === name && el.getAttribute("type") !== "hidden") : undefined) ??
      (byId && host.contains(byId) ? byId : undefined) ??
      (!name && !id && words ? [...host.getElementsByTagName(tag)].find((el): el is HTMLElement => el instanceof HTMLElement && el.textContent?.trim() === words) : undefined) ??
      (typedIn ? undefined : (host.querySelector<HTMLElement>(TABBABLE) ?? undefined));
    if (!twin) return;
    twin.focus({ preventScroll: true });
    if (caret && (twin instanceof HTMLInputElement || twin instanceof HTMLTextAreaElement)) {
      try {
        twin.setSelectionRange(caret[0] ?? null, caret[1] ?? null);
      } catch {
        // Inputs without a caret (email, number) refuse a selection: focus alone is what matters.
      }
    }
  };
}

/** Email and number inputs throw on reading their selection. */
function selection(field: HTMLInputElement | HTMLTextAreaElement, end: "start" | "end"): number | null {
  try {
    return end === "start" ? field.selectionStart : field.selectionEnd;
  } catch {
    return null;
  }
}
