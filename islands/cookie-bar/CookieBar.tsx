import Cookies from "js-cookie";
import { useRef, useState, type ReactNode } from "react";
import { t } from "../../src/i18n/t.ts";
import type { IslandProps } from "../../src/runtime/island.ts";
import { focusMainHeading } from "../../src/runtime/startAtHeading.ts";
import { useKeptMarkup } from "../../src/ui/useKeptMarkup.ts";
import { acceptControls, noticeText } from "./markup.ts";
import type { CookieBarProps } from "./schema.ts";

const ACCEPTED_COOKIE = "cookies_accepted";

/**
 * The cookie notice until 'I understand' sets cookies_accepted=1. Deliberate difference from the legacy bar:
 * it sits at the top of the page in the normal flow (the layout renders it first), not fixed over the bottom,
 * so it never hides a focused control (WCAG 2.4.11) and is among the first Tab stops instead of the last.
 * Closing it moves focus to the page's main heading, not to the body.
 * The shop's notice stays as the shop printed it (QA session 42): its words, links and paragraphs move into a slot
 * React never touches (as the lightbox's and the legacy form's do), its accept controls taken out while the island's
 * button stands in for them (markup.ts). A host without words of its own shows the props' text and policy link.
 */
export function CookieBar({ props, emit, legacy }: IslandProps<CookieBarProps>): ReactNode {
  const [accepted, setAccepted] = useState(() => Cookies.get(ACCEPTED_COOKIE) === "1");
  const slot = useRef<HTMLSpanElement>(null);
  // Whether the shop's notice has words (known once its nodes are in the slot, before the first paint).
  const [shopNotice, setShopNotice] = useState(true);
  useKeptMarkup(
    legacy,
    slot,
    (box) => {
      // Out of the page, not hidden in it: a keyboard user on the shop's 'Rozumiem' as the island mounts is given the
      // island's (src/runtime/keepFocus.ts finds a button by its words, and a hidden one would take the focus nowhere).
      const controls = acceptControls(box).map((control) => {
        const mark = document.createComment("");
        control.replaceWith(mark);
        return [control, mark] as const;
      });
      setShopNotice(noticeText(box) !== "");
      return () => {
        for (const [control, mark] of controls) mark.replaceWith(control);
      };
    },
    [accepted],
  );
  if (accepted) return null;
  return (
    <section className="tb-cookie-bar" aria-label={t("Informacja o plikach cookie")}>
      {/* The legacy bar's own parts, side by side (text, links, button): laid out like them, the bar keeps its
          height and the page does not move when the island takes over (cookie-bar.css). */}
      <span ref={slot} className="tb-cookie-bar__notice" data-island-content="" />
      {!shopNotice && <p className="tb-cookie-bar__text">{props.text}</p>}
      {!shopNotice && props.policyUrl && <a href={props.policyUrl}>{props.policyLabel ?? t("Polityka prywatności")}</a>}
      <button
        type="button"
        className="tb-cookie-bar__accept tb-reach"
        onClick={() => {
          Cookies.set(ACCEPTED_COOKIE, "1", { expires: 365, path: "/", sameSite: "Lax" });
          setAccepted(true);
          emit("accepted");
          focusMainHeading();
        }}
      >
        {t("Rozumiem")}
      </button>
    </section>
  );
}
