import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { createPortal, flushSync } from "react-dom";
import { request } from "../../src/dejax/client.ts";
import { requestErrorMessage } from "../../src/i18n/errors.ts";
import { t } from "../../src/i18n/t.ts";
import type { IslandProps } from "../../src/runtime/island.ts";
import { setTrustedHtml } from "../../src/runtime/trustedTypes.ts";
import { StalledNotice } from "../../src/ui/StalledNotice.tsx";
import { useModal } from "../../src/ui/useModal.ts";
import type { SettingsOverlayProps } from "./schema.ts";

type Content = { kind: "loading" } | { kind: "ready"; html: string } | { kind: "failed"; message: string };

/**
 * The settings overlay (spec §2, §7): a link whose target opens in a modal box; the box loads the
 * HTML fragment from the link's href (the legacy protocol's trusted same-origin fragment) and
 * islands inside it mount. Without the script the link opens the page.
 */
export function SettingsOverlay({ props, emit }: IslandProps<SettingsOverlayProps>): ReactNode {
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState<Content>({ kind: "loading" });
  const dialog = useModal(open);
  const body = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const posted = useRef(new WeakSet<HTMLFormElement>());

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
  // invalid answer, and keeps its own button waiting meanwhile).
  const onSubmit = (event: FormEvent<HTMLDialogElement>): void => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || event.nativeEvent.defaultPrevented || (form.target !== "" && form.target !== "_self") || form.closest("[data-island]")) return;
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

  const close = (): void => {
    setOpen(false);
    emit("close");
  };

  return (
    <>
      <a
        href={props.href}
        className="tb-settings-link"
        aria-haspopup="dialog"
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          setOpen(true);
          void load();
          emit("open");
        }}
      >
        {props.label}
      </a>
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
