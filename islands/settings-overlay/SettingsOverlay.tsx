import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from "react";
import { createPortal, flushSync } from "react-dom";
import { request } from "../../src/dejax/client.ts";
import { requestErrorMessage } from "../../src/i18n/errors.ts";
import { t } from "../../src/i18n/t.ts";
import type { IslandProps } from "../../src/runtime/island.ts";
import { setTrustedHtml } from "../../src/runtime/trustedTypes.ts";
import { StalledNotice } from "../../src/ui/StalledNotice.tsx";
import { useKeptMarkup } from "../../src/ui/useKeptMarkup.ts";
import { useModal } from "../../src/ui/useModal.ts";
import type { SettingsOverlayProps } from "./schema.ts";

type Content = { kind: "loading" } | { kind: "ready"; html: string } | { kind: "failed"; message: string };

/** The shop's links in `root` that open the box: those to its address. */
const linksTo = (root: ParentNode, href: string): HTMLAnchorElement[] => [...root.querySelectorAll<HTMLAnchorElement>("a[href]")].filter((link) => link.getAttribute("href") === href);

/**
 * The settings overlay (spec §2, §7): a link whose target opens in a modal box; the box loads the
 * HTML fragment from the link's href (the legacy protocol's trusted same-origin fragment) and
 * islands inside it mount. Without the script the link opens the page.
 * The host's markup stays as the shop wrote it (session 42: a hint beside the link, a help link, the link's own id,
 * class and title had vanished behind the island's own link): its nodes move into a slot React never touches (as
 * the lightbox's and the legacy form's) and go back when the island goes. Its links to the box's address open
 * the box; the rest works as without the script. A host with no such link (props only) gets a link of its own.
 */
export function SettingsOverlay({ props, emit, legacy }: IslandProps<SettingsOverlayProps>): ReactNode {
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState<Content>({ kind: "loading" });
  const dialog = useModal(open);
  const body = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const posted = useRef(new WeakSet<HTMLFormElement>());
  const slot = useRef<HTMLSpanElement>(null);
  // Whether the shop's markup has a link to the box (null until it is in the slot).
  const [linked, setLinked] = useState<boolean | null>(null);

  useKeptMarkup(
    legacy,
    slot,
    (box) => {
      const links = linksTo(box, props.href).filter((link) => !link.hasAttribute("aria-haspopup"));
      for (const link of links) link.setAttribute("aria-haspopup", "dialog");
      setLinked(linksTo(box, props.href).length > 0);
      return () => {
        for (const link of links) link.removeAttribute("aria-haspopup");
      };
    },
    [props.href],
  );

  // A page brought back from the back-forward cache may post its forms again.
  useEffect(() => {
    const shown = (event: PageTransitionEvent): void => {
      if (event.persisted) posted.current = new WeakSet();
    };
    addEventListener("pageshow", shown);
    return () => removeEventListener("pageshow", shown);
  }, []);

  // The fragment's plain form posts natively and the page leaves when the answer comes: a second press meanwhile
  // (Enter twice, a double click, on a slow server) would post it again, as the legacy page did. The first post
  // goes; later ones wait for the page to leave. Left alone: a form that posts into another window, one the page's
  // own script stopped, and one an island of the fragment took over (it sends by AJAX, may be sent again after an
  // invalid answer, and keeps its own button waiting meanwhile). Into another window means the form's target or the
  // pressed button's formtarget (a 'Podgląd' opening a new tab): the page stays, so that post must not hold back the
  // next (session 42: after one preview, 'Zapisz ustawienia' did nothing).
  const onSubmit = (event: FormEvent<HTMLDialogElement>): void => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const target = submitter?.hasAttribute("formtarget") ? submitter.getAttribute("formtarget")! : form.target;
    if (event.nativeEvent.defaultPrevented || (target !== "" && target !== "_self") || form.closest("[data-island]")) return;
    if (posted.current.has(form)) event.preventDefault();
    else posted.current.add(form);
  };

  const load = async (): Promise<void> => {
    setContent({ kind: "loading" });
    const result = await request<string>({ url: props.href, data: props.json ?? null, mode: "cancel", as: "fragment" });
    if (!result.ok && result.error.kind === "aborted") return; // a newer load replaced it
    // Rendered at once: the fragment's scripts, which the request client runs in the next task, find their markup.
    flushSync(() => setContent(result.ok ? { kind: "ready", html: result.data } : { kind: "failed", message: requestErrorMessage(result.error) }));
  };

  useLayoutEffect(() => {
    if (content.kind === "ready" && body.current) setTrustedHtml(body.current, content.html);
  }, [content]);

  const openBox = (event: MouseEvent): void => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(true);
    void load();
    emit("open");
  };

  const close = (): void => {
    setOpen(false);
    emit("close");
  };

  return (
    <>
      <span
        ref={slot}
        className="tb-settings-slot"
        data-island-content=""
        onClick={(event) => {
          const link = (event.target as Element).closest("a[href]");
          if (link && linksTo(event.currentTarget, props.href).includes(link as HTMLAnchorElement)) openBox(event);
        }}
      />
      {linked === false && (
        <a href={props.href} className="tb-settings-link" aria-haspopup="dialog" onClick={openBox}>
          {props.label}
        </a>
      )}
      {open &&
        createPortal(
          <dialog
            ref={dialog}
            className="tb-settings-box"
            aria-labelledby={titleId}
            aria-busy={content.kind === "loading"}
            onCancel={(event) => {
              event.preventDefault();
              close();
            }}
            onClick={(event) => {
              if (event.target === event.currentTarget) close(); // a click on the backdrop
            }}
            onSubmit={onSubmit}
          >
            <div className="tb-settings-box__frame">
              {/* A div, not <header>: in a box portalled to <body> a header is a second page banner landmark. */}
              <div className="tb-settings-box__header">
                <h2 id={titleId}>{props.title ?? props.label}</h2>
                <button type="button" className="tb-settings-box__close" onClick={close} aria-label={t("Zamknij")}>×</button>
              </div>
              {content.kind === "loading" && <p role="status">{t("Wczytywanie…")}</p>}
              <StalledNotice
                active={content.kind === "loading"}
                doing={t("Wczytywanie")}
                advice={t("Możesz poczekać albo zamknąć okno i spróbować później.")}
                className="tb-settings-box__stalled"
              />
              {content.kind === "failed" && (
                <p role="alert" className="tb-settings-box__error">
                  {content.message}{" "}
                  <button type="button" className="tb-button tb-button--secondary" onClick={() => void load()}>{t("Spróbuj ponownie")}</button>
                </p>
              )}
              <div ref={body} className="tb-settings-box__body" hidden={content.kind !== "ready"} />
            </div>
          </dialog>,
          document.body,
        )}
    </>
  );
}
