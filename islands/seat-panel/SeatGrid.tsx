import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { isNavKey } from "../../src/domain/seatKeys.ts";
import { moveFocus, type Layout } from "./model.ts";
import { buildSeats, syncSeats, type Shown } from "./seatDom.ts";

export interface SeatGridProps {
  layout: Layout;
  pressed: ReadonlyArray<ReadonlySet<number>>;
  focus: number;
  /** Formatted price announced with free seats. */
  priceText: string;
  onActivate(seat: number): void;
  onFocusSeat(seat: number): void;
}

/**
 * Seats as real buttons (aria-pressed, a full spoken name) grouped by row, one roving tab stop, and one
 * delegated click and keydown handler for the whole sector. The buttons are built by seatDom.ts.
 */
export function SeatGrid({ layout, pressed, focus, priceText, onActivate, onFocusSeat }: SeatGridProps): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const buttons = useRef<HTMLButtonElement[]>([]);
  const shown = useRef<Shown | null>(null);
  const keyboardMove = useRef(false);

  useLayoutEffect(() => {
    const element = container.current!;
    buttons.current = buildSeats(element, layout, priceText);
    shown.current = null;
    return () => element.replaceChildren();
  }, [layout, priceText]);

  useLayoutEffect(() => {
    const next = { pressed, focus };
    syncSeats(buttons.current, layout, next, shown.current);
    shown.current = next;
    if (keyboardMove.current) {
      keyboardMove.current = false;
      buttons.current[focus]?.focus();
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
    onFocusSeat(moveFocus(layout, seat, event.key));
  };

  return <div ref={container} className="tb-seat-panel__seats" onClick={onClick} onKeyDown={onKeyDown} />;
}
