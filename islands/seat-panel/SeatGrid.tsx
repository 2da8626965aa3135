import { useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { isNavKey } from "../../src/domain/seatKeys.ts";
import { moveFocus, type Layout } from "./model.ts";
import { buildSeats, syncSeats, type SeatBuild, type Shown } from "./seatDom.ts";

/** Script time per slice of seat building: one frame at 60 Hz. */
const SLICE_MS = 16;

export interface SeatGridProps {
  layout: Layout;
  pressed: ReadonlyArray<ReadonlySet<number>>;
  focus: number;
  /** Formatted price announced with free seats. */
  priceText: string;
  onActivate(seat: number): void;
  onFocusSeat(seat: number): void;
  /** Every row is read and built (rows read late may hold seats the panel shows as chosen). */
  onBuilt?(): void;
}

/**
 * Seats as real buttons (aria-pressed, a full spoken name) grouped by row, one roving tab stop, and one
 * delegated click and keydown handler for the whole sector. The buttons are built by seatDom.ts.
 */
export function SeatGrid({ layout, pressed, focus, priceText, onActivate, onFocusSeat, onBuilt }: SeatGridProps): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const build = useRef<SeatBuild | null>(null);
  const shown = useRef<Shown | null>(null);
  const keyboardMove = useRef(false);
  const built = useRef(onBuilt);
  built.current = onBuilt;
  // A row read in a later slice that fails the schema crashes the island as a bad mount would (its error
  // boundary puts the legacy markup back): thrown from a render, where the boundary sees it.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  if (failure) throw failure.error;

  // The seats are built a frame's worth at a time: the rows that fit go in with the mount, the rest in the
  // tasks after it, so a big sector on a slow phone never blocks the page for long (issue 14: time to
  // interactive). On a desktop a 2,000-seat sector fits in the first slice.
  useLayoutEffect(() => {
    const element = container.current!;
    const seats = buildSeats(element, layout, priceText);
    build.current = seats;
    shown.current = null;
    let timer = 0;
    const more = () => {
      const from = seats.built;
      let done = false;
      try {
        done = seats.fill(performance.now() + SLICE_MS);
      } catch (error) {
        setFailure({ error });
        return;
      }
      if (shown.current) syncSeats(seats, layout, shown.current, null, from, seats.built);
      if (!done) timer = window.setTimeout(more);
      else built.current?.();
    };
    if (seats.fill(performance.now() + SLICE_MS)) built.current?.();
    else timer = window.setTimeout(more);
    return () => {
      window.clearTimeout(timer);
      element.replaceChildren();
    };
  }, [layout, priceText]);

  useLayoutEffect(() => {
    const seats = build.current!;
    const next = { pressed, focus };
    syncSeats(seats, layout, next, shown.current, 0, seats.built);
    shown.current = next;
    if (keyboardMove.current) {
      keyboardMove.current = false;
      seats.buttons[focus]?.focus();
    }
  }, [layout, priceText, pressed, focus]);

  const seatFrom = (target: EventTarget): number | null => {
    const button = (target as Element).closest?.("[data-i]");
    return button ? Number(button.getAttribute("data-i")) : null;
  };

  const onClick = (event: MouseEvent) => {
    const seat = seatFrom(event.target);
    if (seat === null) return;
    onFocusSeat(seat);
    onActivate(seat);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!isNavKey(event.key)) return;
    const seat = seatFrom(event.target);
    if (seat === null) return;
    event.preventDefault();
    keyboardMove.current = true;
    onFocusSeat(moveFocus(layout, seat, event.key, event.ctrlKey || event.metaKey));
  };

  return <div ref={container} className="tb-seat-panel__seats" onClick={onClick} onKeyDown={onKeyDown} />;
}
