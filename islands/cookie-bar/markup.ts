/** Controls of the legacy bar that the island's own button stands in for. */
const BUTTONS = "button, input[type=submit], input[type=button], input[type=image], input[type=reset]";
/** Never words of the notice: scripts, styles, what only shows without scripts. */
const NOT_WORDS = "script, style, noscript, template";

/**
 * The legacy bar's accept controls (QA session 42): its buttons (without the script 'Rozumiem' posts a form), and a form
 * left with no words once they are gone. The island takes them out while its own button stands in for them; every other
 * part of the shop's notice (its words, links, paragraphs) stays as the shop printed it.
 */
export function acceptControls(root: ParentNode): HTMLElement[] {
  const buttons = [...root.querySelectorAll<HTMLElement>(BUTTONS)];
  const forms = [...root.querySelectorAll("form")].filter((form) => wordsOf([form], BUTTONS) === "");
  return [...forms, ...buttons.filter((button) => !forms.some((form) => form.contains(button)))];
}

/**
 * The notice's words, without its accept controls' (a bar without words is refused: the legacy bar stays). A form the
 * controls leave without words adds none either, so leaving the buttons out is enough.
 */
export const noticeText = (root: ParentNode): string => wordsOf(root.childNodes, BUTTONS);

/** The words of `nodes` without the elements `skip` matches, spaces collapsed (read from one copy of them). */
function wordsOf(nodes: Iterable<Node>, skip: string): string {
  const copy = document.createElement("div");
  for (const node of nodes) copy.append(node.cloneNode(true));
  for (const skipped of copy.querySelectorAll(`${skip}, ${NOT_WORDS}`)) skipped.remove();
  return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
}
