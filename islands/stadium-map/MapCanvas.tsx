import { memo, useCallback, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode, type Ref } from "react";
import { t } from "../../src/i18n/t.ts";
import { reducedMotion } from "../../src/ui/motion.ts";
import { drawChosenChanges, drawStadium, SeatBitmaps, SectorBitmaps, type Bitmaps, type Paint } from "./draw.ts";
import { seatAt, seatCentre, seatIdOf, type Stadium } from "./layout.ts";
import { isNavKey } from "../../src/domain/seatKeys.ts";
import { moveFocus } from "./nav.ts";
import { PointerGesture } from "./gesture.ts";
import { between, centreOn, CHOOSE_SCALE, fitView, isChoosing, keepVisible, toScreen, toWorldPoint, zoomAt, type Size, type View } from "./view.ts";
import { times } from "../../src/domain/times.ts";

/** Rows of the focused sector that get real buttons: the focused row and one either side (≤ 3 × 42 buttons). */
const LAYER_ROWS = 1;
/** Seat buttons are 26 × 26 CSS px (WCAG 2.2 target size 24), centred on their seat (stadium-map.css). */
const BUTTON = 26;
const DRAG_THRESHOLD = 4;

export type MapHandle = {
  /** Centre the map on a seat at the choosing zoom, then focus its button. */
  showSeat(seat: number, focus: boolean): void;
  zoom(factor: number): void;
  reset(): void;
  /** Where a seat is drawn, in client coordinates (for legacy scripts and QA). */
  locate(seat: number): { x: number; y: number } | null;
};

export interface MapCanvasProps {
  st: Stadium;
  paint: Paint;
  focus: number;
  /** Full accessible name of a seat. */
  labelOf(seat: number): string;
  pressed: ReadonlySet<number>;
  /** Taken or held: announced, not choosable. */
  unavailable(seat: number): boolean;
  tribuneName(seat: number): string;
  onActivate(seat: number): void;
  onFocusSeat(seat: number): void;
  /** A letter or digit typed on the map: start a jump. */
  onType(text: string): void;
  /** Sector to open zoomed in. */
  initialSector: number | null;
  handle: Ref<MapHandle>;
  label: string;
}

/** The canvas map with its live layer of seat buttons; pan and zoom by wheel, drag, pinch and keys. */
export function MapCanvas({ st, paint, focus, labelOf, pressed, unavailable, tribuneName, onActivate, onFocusSeat, onType, initialSector, handle, label }: MapCanvasProps): ReactNode {
  const wrapRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const view = useRef<View | null>(null);
  const fit = useRef(1);
  const size = useRef<Size>({ width: 0, height: 0 });
  const paintRef = useRef(paint);
  paintRef.current = paint;
  const bitmaps = useRef<Bitmaps | null>(null);
  bitmaps.current ??= { far: new SectorBitmaps(st), seats: new SeatBitmaps(st) };
  const frame = useRef(0);
  const animation = useRef(0);
  // Whether the layer shows every seat of the focused rows: only at the choosing zoom, where they are 24 px apart.
  const [detailed, setDetailed] = useState(false);
  const detailedRef = useRef(false);
  /** The paint of the last frame drawn: a new paint object schedules a frame, the same one does not. */
  const drawn = useRef<Paint | null>(null);
  /** The view, size and resolution of the last frame: with all three unchanged a choice redraws its seats only. */
  const drawnAt = useRef<{ view: View; size: Size; width: number } | null>(null);
  const focusAfterRender = useRef(false);

  // Buttons carry their world position (--x, --y) and CSS scales it by the layer's --s: a pan moves the
  // layer only, a zoom changes one property, and neither touches each button from script.
  const placedScale = useRef(0);
  const placeLayer = useCallback(() => {
    const layer = layerRef.current;
    const v = view.current;
    if (!layer || !v) return;
    layer.style.transform = `translate(${v.x}px, ${v.y}px)`;
    if (placedScale.current !== v.scale) layer.style.setProperty("--s", String((placedScale.current = v.scale)));
  }, []);

  const draw = useCallback(function drawFrame() {
    frame.current = 0;
    const canvas = canvasRef.current;
    const v = view.current;
    if (!canvas || !v) return;
    const dpr = window.devicePixelRatio || 1;
    const ctx = canvas.getContext("2d");
    if (!ctx) return;
    const before = drawn.current;
    const at = drawnAt.current;
    drawn.current = paintRef.current;
    drawnAt.current = { view: v, size: size.current, width: canvas.width };
    const same = at !== null && at.view === v && at.size === size.current && at.width === canvas.width;
    if (same && before && drawChosenChanges(ctx, st, v, dpr, before, paintRef.current)) return;
    // A sector whose seat bitmap is not built yet is shown from afar this frame; the next frame builds it.
    if (drawStadium(ctx, st, bitmaps.current!, v, size.current.width, size.current.height, dpr, paintRef.current)) frame.current = requestAnimationFrame(drawFrame);
    placeLayer();
    // Only a change of level re-renders: a state update on every frame of a pan (even to the same value)
    // made React render the map again after each choice and during gestures.
    const nowDetailed = isChoosing(v);
    if (detailedRef.current !== nowDetailed) setDetailed((detailedRef.current = nowDetailed));
  }, [st, placeLayer]);

  const schedule = useCallback(() => {
    if (!frame.current) frame.current = requestAnimationFrame(draw);
  }, [draw]);

  const setView = useCallback(
    (next: View) => {
      view.current = next;
      schedule();
    },
    [schedule],
  );

  const animateTo = useCallback(
    (target: View) => {
      cancelAnimationFrame(animation.current);
      const from = view.current;
      if (!from || reducedMotion()) return setView(target);
      const start = performance.now();
      const step = (now: number) => {
        const f = Math.min(1, (now - start) / 250);
        setView(between(from, target, 1 - (1 - f) ** 3));
        if (f < 1) animation.current = requestAnimationFrame(step);
      };
      animation.current = requestAnimationFrame(step);
    },
    [setView],
  );

  const showSeat = useCallback(
    (seat: number, giveFocus: boolean) => {
      const [wx, wy] = seatCentre(st, seat);
      const v = view.current;
      if (v && isChoosing(v)) {
        const [sx, sy] = toScreen(v, wx, wy);
        setView(keepVisible(v, sx, sy, size.current, BUTTON * 2));
      } else {
        animateTo(centreOn(wx, wy, CHOOSE_SCALE, size.current));
      }
      focusAfterRender.current = giveFocus;
      onFocusSeat(seat);
    },
    [st, setView, animateTo, onFocusSeat],
  );

  const zoom = useCallback(
    (factor: number) => {
      const v = view.current;
      if (v) animateTo(zoomAt(v, factor, size.current.width / 2, size.current.height / 2, fit.current));
    },
    [animateTo],
  );
  const reset = useCallback(() => animateTo(fitView(st.bounds, size.current)), [st, animateTo]);
  const locate = useCallback(
    (seat: number) => {
      const v = view.current;
      const box = wrapRef.current?.getBoundingClientRect();
      if (!v || !box) return null;
      const [sx, sy] = toScreen(v, ...seatCentre(st, seat));
      return { x: box.left + sx, y: box.top + sy };
    },
    [st],
  );
  useImperativeHandle(handle, () => ({ showSeat, zoom, reset, locate }), [showSeat, zoom, reset, locate]);

  // Size the canvas to its box at device-pixel-ratio resolution; the first size fits the whole bowl.
  useLayoutEffect(() => {
    const wrap = wrapRef.current!;
    const canvas = canvasRef.current!;
    const resize = () => {
      const width = wrap.clientWidth;
      const height = wrap.clientHeight;
      const dpr = window.devicePixelRatio || 1;
      // The observer's first call repeats the size just set: resizing the canvas again would clear and
      // reallocate it and draw the first frame twice.
      if (width === 0 || height === 0 || (width === size.current.width && height === size.current.height && canvas.width === Math.round(width * dpr))) return;
      canvas.width = Math.round(width * dpr);
      canvas.height = Math.round(height * dpr);
      size.current = { width, height };
      const whole = fitView(st.bounds, size.current);
      fit.current = whole.scale;
      if (!view.current) {
        const sector = initialSector === null ? null : st.sectors[initialSector];
        view.current = sector ? centreOn(...seatCentre(st, sector.first + (sector.count >> 1)), CHOOSE_SCALE / 2, size.current) : whole;
      }
      draw();
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(wrap);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame.current);
      cancelAnimationFrame(animation.current);
      frame.current = 0;
    };
  }, [st, draw, initialSector]);

  // Chosen seats and the highlight change the picture (the mount's first frame is already drawn with them).
  useEffect(() => {
    if (drawn.current !== paint) schedule();
  }, [paint, schedule]);

  // Keyboard moves: focus the new seat's button once it is rendered.
  useLayoutEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    layerRef.current?.querySelector<HTMLElement>(`[data-seat="${focus}"]`)?.focus({ preventScroll: true });
  }, [focus, detailed]);

  // Wheel zoom needs a non-passive listener to keep the page from scrolling.
  useEffect(() => {
    const wrap = wrapRef.current!;
    const onWheel = (event: WheelEvent) => {
      const v = view.current;
      if (!v) return;
      event.preventDefault();
      cancelAnimationFrame(animation.current);
      const box = wrap.getBoundingClientRect();
      const delta = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
      setView(zoomAt(v, Math.exp(-delta * 0.0025), event.clientX - box.left, event.clientY - box.top, fit.current));
    };
    wrap.addEventListener("wheel", onWheel, { passive: false });
    return () => wrap.removeEventListener("wheel", onWheel);
  }, [setView]);

  // Pointers: one drags, two pinch; a tap without movement chooses (or zooms in from afar).
  const gesture = useRef(new PointerGesture(DRAG_THRESHOLD));
  const local = (event: { clientX: number; clientY: number }): [number, number] => {
    const box = wrapRef.current!.getBoundingClientRect();
    return [event.clientX - box.left, event.clientY - box.top];
  };
  const onPointerDown = (event: React.PointerEvent) => {
    if (event.button !== 0) return;
    wrapRef.current!.setPointerCapture(event.pointerId);
    cancelAnimationFrame(animation.current);
    gesture.current.down(event.pointerId, ...local(event));
  };
  const onPointerMove = (event: React.PointerEvent) => {
    const v = view.current;
    if (!v) return;
    const step = gesture.current.move(event.pointerId, ...local(event));
    if (step?.kind === "pan") setView({ ...v, x: v.x + step.dx, y: v.y + step.dy });
    else if (step?.kind === "pinch") setView(zoomAt(v, step.factor, step.x, step.y, fit.current));
  };
  const onPointerUp = (event: React.PointerEvent) => {
    if (!gesture.current.up(event.pointerId, event.type === "pointercancel")) return;
    const v = view.current;
    if (!v) return;
    const [x, y] = local(event);
    if (v.scale < CHOOSE_SCALE / 2) {
      // From afar a seat is a pixel: a tap zooms in to the choosing zoom there.
      const [wx, wy] = toWorldPoint(v, x, y);
      const seat = seatAt(st, wx, wy);
      // The keyboard's tab stop follows to where the buyer looked.
      if (seat >= 0) onFocusSeat(seat);
      animateTo(centreOn(wx, wy, CHOOSE_SCALE, size.current));
      return;
    }
    const seat = seatAt(st, ...toWorldPoint(v, x, y));
    if (seat < 0) return;
    onFocusSeat(seat);
    onActivate(seat);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const v = view.current;
    if (event.shiftKey && event.key.startsWith("Arrow") && v) {
      // Shift + arrows pan the map without moving the focus.
      const step = 80;
      const dx = event.key === "ArrowLeft" ? step : event.key === "ArrowRight" ? -step : 0;
      const dy = event.key === "ArrowUp" ? step : event.key === "ArrowDown" ? -step : 0;
      setView({ ...v, x: v.x + dx, y: v.y + dy });
    } else if (isNavKey(event.key)) {
      showSeat(moveFocus(st, focus, event.key, event.ctrlKey || event.metaKey), true);
    } else if (event.key === "+" || event.key === "=") {
      zoom(1.5);
    } else if (event.key === "-") {
      zoom(1 / 1.5);
    } else if (event.key === "Escape") {
      reset();
    } else if (/^[a-z0-9]$/i.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      onType(event.key);
    } else return;
    event.preventDefault();
  };

  const sector = st.sectors[st.sector[focus]!]!;
  const focusRow = st.row[focus]!;
  // From afar only the focused seat is a control; the same row element keeps it when the rows fill in,
  // so the focus stays put while the map zooms.
  const rows: number[] = [];
  for (let r = detailed ? Math.max(0, focusRow - LAYER_ROWS) : focusRow; r <= (detailed ? Math.min(sector.rows - 1, focusRow + LAYER_ROWS) : focusRow); r++) rows.push(r);
  const seatsOf = (r: number) => (detailed ? times(sector.rowStart[r + 1]! - sector.rowStart[r]!, (j) => sector.rowStart[r]! + j) : [focus]);
  // One delegated handler each for the layer's buttons, so a button's props are plain values (memo holds).
  const seatOf = (target: EventTarget) => Number((target as HTMLElement).dataset?.seat ?? -1);
  const onLayerFocus = (event: FocusEvent) => {
    const seat = seatOf(event.target);
    if (seat >= 0 && (seat !== focus || !detailed)) showSeat(seat, false);
  };
  const onLayerClick = (event: MouseEvent) => {
    const seat = seatOf(event.target);
    if (seat >= 0) onActivate(seat);
  };
  return (
    <div ref={wrapRef} className="tb-stadium-map__canvas-wrap" onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerUp} onPointerCancel={onPointerUp}>
      <canvas ref={canvasRef} className="tb-stadium-map__canvas" aria-hidden="true" />
      <div ref={layerRef} className="tb-stadium-map__layer" onKeyDown={onKeyDown} onFocus={onLayerFocus} onClick={onLayerClick} role="group" aria-label={label}>
        <section aria-label={tribuneName(focus)}>
          <div role="group" aria-label={t("Sektor %s", sector.code)}>
            {rows.map((r) => (
              <div key={`${sector.code}-${r}`} role="group" aria-label={t("Rząd %d", r + 1)}>
                {seatsOf(r).map((seat) => {
                  const chosen = pressed.has(seat);
                  const [x, y] = seatCentre(st, seat);
                  return <SeatButton key={seat} seat={seat} id={seatIdOf(st, seat)} label={labelOf(seat)} chosen={chosen} disabled={!chosen && unavailable(seat)} focused={seat === focus} x={x} y={y} />;
                })}
              </div>
            ))}
          </div>
        </section>
      </div>
    </div>
  );
}

type SeatButtonProps = { seat: number; id: string; label: string; chosen: boolean; disabled: boolean; focused: boolean; x: number; y: number };

/** One seat of the live layer; memoised, so a choice re-renders only the seats whose state changed. */
const SeatButton = memo(function SeatButton({ seat, id, label, chosen, disabled, focused, x, y }: SeatButtonProps): ReactNode {
  return (
    <button
      type="button"
      data-seat={seat}
      data-id={id}
      className="tb-stadium-map__seat"
      style={{ "--x": x, "--y": y } as React.CSSProperties}
      tabIndex={focused ? 0 : -1}
      aria-label={label}
      aria-pressed={chosen}
      aria-disabled={disabled || undefined}
    />
  );
});
