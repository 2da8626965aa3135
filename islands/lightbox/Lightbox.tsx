import { startTransition, useEffect, useRef, useState, type ReactNode } from "react";
import { fitSize, INITIAL_SIZE, mediaKind, stepIndex, swipeDirection, videoType, type Size } from "../../src/domain/media.ts";
import { t } from "../../src/i18n/t.ts";
import type { IslandProps } from "../../src/runtime/island.ts";
import { useKeptMarkup } from "../../src/ui/useKeptMarkup.ts";
import { useModal } from "../../src/ui/useModal.ts";
import { mediaLinks } from "./markup.ts";
import type { LightboxItem, LightboxProps } from "./schema.ts";

/** Room the frame may take: the viewport less the viewer's buttons and caption (CSS keeps the same margins). */
function room(): Size {
  return { width: Math.max(160, window.innerWidth - 48), height: Math.max(120, window.innerHeight - 190) };
}

/** The DOM autofocus attribute (React's autoFocus prop only calls focus() at mount, while the dialog is still closed). */
function autofocus(element: HTMLElement | null): void {
  if (element) element.autofocus = true;
}

/** What a slide shows (an address that says nothing around a thumbnail: tried as a photo, media.ts). */
const kindOf = (item: LightboxItem) => mediaKind(item.href, item.type, item.thumb !== undefined);

/** Whether the browser can play the link's video at all ("" from canPlayType means no). */
function playable(item: LightboxItem): boolean {
  const type = videoType(item.href, item.type);
  return type !== "" && document.createElement("video").canPlayType(type) !== "";
}

/**
 * The media viewer (spec §8, §9 Lightbox) over the page's legacy media links: a modal dialog with
 * the image or video, previous/next, its position ('2 z 10') announced, keys (arrows, Home, End,
 * Escape) and swipe. The frame starts at 320×180 and resizes to the media in 240 ms (640×360 when
 * the media do not say their size); the 0.8 overlay fades in 360 ms (lightbox.css; none with
 * reduced motion). Media the browser cannot play (the legacy 'Flash is not installed' case) get a
 * plain message and a link to download the file.
 * The host's markup stays as the shop wrote it (moved into a slot React never touches, as the legacy form's):
 * its media links open the viewer, its other links and text are untouched (QA session 41). Slides given in
 * data-props without a link in the markup get links of their own after it.
 */
export function Lightbox({ props, emit, legacy }: IslandProps<LightboxProps>): ReactNode {
  const [index, setIndex] = useState<number | null>(null);
  // Perf (open ≤ 16 ms from click to paint): while the viewer is closed, a photo's viewer is already
  // rendered in the hidden dialog (the first photo at idle, then the one last pointed at, focused or
  // shown), so opening it only shows it: React's creation of the viewer's nodes was ~2.5 ms of the
  // click's CPU time above the hand-written floor (Chromium trace). Photos only: a standby video would go on
  // playing after closing, and the can't-play message is an alert announced as it appears. The standby
  // photo has no src: nothing is downloaded before it is opened.
  const [standby, setStandby] = useState<number | null>(null);
  const [size, setSize] = useState<Size>(INITIAL_SIZE);
  const [failed, setFailed] = useState(false);
  const open = index !== null;
  // A click beside the media closes the viewer, as the legacy overlay did.
  const dialog = useModal(open, { lightDismiss: true });
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const slot = useRef<HTMLDivElement>(null);
  // The addresses of the media links in the shop's markup (null before it is in the slot).
  const [linked, setLinked] = useState<string[] | null>(null);
  const count = props.items.length;
  const shown = index ?? standby;
  const item = shown === null ? null : props.items[shown]!;
  const kind = item ? kindOf(item) : "other";
  const cannotPlay = open && item !== null && (failed || kind === "other" || (kind === "video" && !playable(item)));

  useKeptMarkup(legacy, slot, (box) => setLinked(mediaLinks(box).map((link) => link.getAttribute("href")!)));

  /** The slide a link of the shop's markup opens (its place among the media links, else its address), or -1. */
  const positionOf = (target: EventTarget): number => {
    const link = target instanceof Element ? target.closest("a[href]") : null;
    const box = slot.current;
    if (!link || !box?.contains(link)) return -1;
    const href = link.getAttribute("href");
    const position = mediaLinks(box).indexOf(link as HTMLAnchorElement);
    return position >= 0 && props.items[position]?.href === href ? position : props.items.findIndex((entry) => entry.href === href);
  };

  /** Renders item `position` in the closed viewer, if it is a photo (low priority: never holds up input). */
  const prepare = (position: number): void => {
    const candidate = props.items[position];
    // Already the one ready (e.g. pointed at just before the click): no render at all.
    if (position !== standby && candidate && kindOf(candidate) === "image") startTransition(() => setStandby(position));
  };
  const first = props.items[0];
  const firstIsPhoto = first !== undefined && kindOf(first) === "image";
  useEffect(() => {
    if (!firstIsPhoto || typeof requestIdleCallback !== "function") return;
    const idle = requestIdleCallback(() => startTransition(() => setStandby((current) => current ?? 0)));
    return () => cancelIdleCallback(idle);
  }, [firstIsPhoto]);

  // Each item starts from the §9 initial size and grows to its own once it says how large it is.
  useEffect(() => {
    setSize(INITIAL_SIZE);
    setFailed(false);
  }, [index]);
  useEffect(() => {
    if (cannotPlay) setSize(fitSize(null, room()));
  }, [cannotPlay]);

  const show = (next: number): void => {
    setIndex(next);
    emit("show", { index: next, href: props.items[next]!.href });
  };
  const onKeyDown = (event: React.KeyboardEvent): void => {
    if (index === null || event.altKey || event.ctrlKey || event.metaKey) return;
    // A playing video keeps its own arrow keys (seek) when it has the focus.
    if (event.target instanceof HTMLVideoElement) return;
    const next = stepIndex(index, count, event.key);
    if (next === null) return;
    event.preventDefault();
    show(next);
  };
  const onPointerUp = (event: React.PointerEvent): void => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || index === null) return;
    const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
    if (direction !== 0) show((index + direction + count) % count);
  };

  return (
    <>
      <div
        ref={slot}
        className="tb-lightbox__links"
        data-island-content=""
        onPointerOver={(event) => prepare(positionOf(event.target))}
        onFocus={(event) => prepare(positionOf(event.target))}
        onClick={(event) => {
          if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
          const position = positionOf(event.target);
          if (position < 0) return;
          event.preventDefault();
          show(position);
        }}
      />
      {linked && props.items.some((entry) => !linked.includes(entry.href)) && (
        <ul className="tb-lightbox__list">
          {props.items.map((entry, position) =>
            linked.includes(entry.href) ? null : (
              <li key={entry.href + position}>
                <a
                  href={entry.href}
                  onPointerEnter={() => prepare(position)}
                  onFocus={() => prepare(position)}
                  {...(entry.type ? { type: entry.type } : {})}
                  title={entry.caption || undefined}
                  onClick={(event) => {
                    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
                    event.preventDefault();
                    show(position);
                  }}
                >
                  {entry.thumb !== undefined ? <img src={entry.thumb} alt={entry.thumbAlt} /> : entry.text || entry.caption}
                </a>
              </li>
            ),
          )}
        </ul>
      )}
      <dialog
        ref={dialog}
        className="tb-lightbox"
        aria-label={props.label}
        onClose={() => {
          // The photo just shown stays ready for the next opening (in the same render); a video or a message goes.
          const closing = index === null ? undefined : props.items[index];
          if (closing && kindOf(closing) === "image") setStandby(index);
          setIndex(null);
        }}
        onKeyDown={onKeyDown}
      >
        {item && (
          <>
            <div
              className="tb-lightbox__frame"
              // A press or swipe on the media focuses the frame, not the page behind: the keys keep working.
              tabIndex={-1}
              style={{ width: `${size.width}px`, height: `${size.height}px` }}
              onPointerDown={(event) => (swipeStart.current = { x: event.clientX, y: event.clientY })}
              onPointerUp={onPointerUp}
              onPointerCancel={() => (swipeStart.current = null)}
            >
              {cannotPlay ? (
                <div className="tb-lightbox__unplayable" role="alert">
                  <p>{t("Przeglądarka nie może odtworzyć tego pliku.")}</p>
                  <a className="tb-button tb-button--secondary" href={item.href} download>
                    {t("Pobierz plik")}
                  </a>
                </div>
              ) : kind === "image" ? (
                <img
                  key={item.href}
                  // No src while closed (a standby photo): nothing is fetched before it is opened.
                  src={open ? item.href : undefined}
                  alt={item.caption || item.thumbAlt}
                  draggable={false}
                  onLoad={(event) => setSize(fitSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight }, room()))}
                  onError={() => setFailed(true)}
                />
              ) : (
                <video
                  key={item.href}
                  controls
                  preload="metadata"
                  aria-label={item.caption || t("Film")}
                  onLoadedMetadata={(event) => setSize(fitSize({ width: event.currentTarget.videoWidth, height: event.currentTarget.videoHeight }, room()))}
                  onError={() => setFailed(true)}
                >
                  <source src={item.href} type={videoType(item.href, item.type) || undefined} onError={() => setFailed(true)} />
                </video>
              )}
            </div>
            {/* A slide change announces what is now shown with its place, "Trybuna wschodnia, 2 z 5" (the position alone
                told a screen reader user nothing of the picture, QA session 37): the caption, or the thumbnail's alt
                unseen when there is no caption. Rendered with the slide (the standby photo's too): no work at opening. */}
            <p className="tb-lightbox__caption" aria-live="polite" aria-atomic="true">
              {item.caption ? <span>{item.caption}</span> : item.thumbAlt && <span className="tb-visually-hidden">{item.thumbAlt}</span>}
              {(item.caption || item.thumbAlt) && <span className="tb-visually-hidden">, </span>}
              <span className="tb-lightbox__position">{t("%d z %d", shown! + 1, count)}</span>
            </p>
            <div className="tb-lightbox__controls">
              {count > 1 && (
                <>
                  <button type="button" className="tb-button tb-button--secondary" onClick={() => show((shown! - 1 + count) % count)}>
                    {t("Poprzednie")}
                  </button>
                  <button type="button" className="tb-button tb-button--secondary" onClick={() => show((shown! + 1) % count)}>
                    {t("Następne")}
                  </button>
                </>
              )}
              {/* Focus goes in to 'Zamknij': the popover's own focusing steps (useModal's layer) pick its
                  autofocus attribute, in the click's task and with no second focus() (the first control would
                  otherwise be the frame or a video's controls); useModal gives focus back to the link. */}
              <button type="button" className="tb-button" ref={autofocus} onClick={() => dialog.current?.close()}>
                {t("Zamknij")}
              </button>
            </div>
          </>
        )}
      </dialog>
    </>
  );
}
