import { memo, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { t } from "../../src/i18n/t.ts";
import { isNavKey, moveFocus, type Layout, type Seat } from "./model.ts";

const STATUS: Record<Seat["status"], string> = { free: "wolne", taken: "zajęte", reserved: "zarezerwowane" };

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
 * Seats as real buttons (aria-pressed, a full spoken name), one roving tab stop, and one delegated
 * click and keydown handler for the whole sector instead of thousands of closures.
 */
export function SeatGrid({ layout, pressed, focus, priceText, onActivate, onFocusSeat }: SeatGridProps): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const keyboardMove = useRef(false);

  useLayoutEffect(() => {
    if (!keyboardMove.current) return;
    keyboardMove.current = false;
    container.current?.querySelector<HTMLElement>(`[data-i="${focus}"]`)?.focus();
  }, [focus]);

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

  return (
    <div ref={container} className="tb-seat-panel__seats" onClick={onClick} onKeyDown={onKeyDown}>
      {layout.rows.map((row, r) => (
        <SeatRow
          key={r}
          label={row.label}
          seats={layout.seats}
          first={row.first}
          count={row.count}
          pressed={pressed[r]!}
          focus={focus >= row.first && focus < row.first + row.count ? focus : -1}
          priceText={priceText}
        />
      ))}
    </div>
  );
}

interface SeatRowProps {
  label: string;
  seats: readonly Seat[];
  first: number;
  count: number;
  pressed: ReadonlySet<number>;
  /** The focused seat if it is in this row, else -1 (a primitive, so other rows skip re-rendering). */
  focus: number;
  priceText: string;
}

/** Seat names are built for thousands of seats: translate the template once, then only concatenate. */
function seatNamer(): (row: string, number: string | null, status: Seat["status"]) => string {
  const [before = "", between = "", beforeStatus = "", after = ""] = t("Rząd %s, miejsce %s, %s").split("%s");
  const unnumbered = t("bez numeru");
  const statuses = { free: t(STATUS.free), taken: t(STATUS.taken), reserved: t(STATUS.reserved) };
  return (row, number, status) => before + row + between + (number ?? unnumbered) + beforeStatus + statuses[status] + after;
}

let namer: ReturnType<typeof seatNamer> | null = null;

const SeatRow = memo(function SeatRow({ label, seats, first, count, pressed, focus, priceText }: SeatRowProps): ReactNode {
  const rowName = t("Rząd %s", label);
  // The page language never changes after load, so one namer serves every row.
  namer ??= seatNamer();
  const buttons: ReactNode[] = [];
  for (let i = first; i < first + count; i++) {
    const seat = seats[i]!;
    const free = seat.status === "free";
    const number = seat.number ?? "--";
    const name = namer(label, seat.number, seat.status);
    buttons.push(
      <button
        key={i}
        type="button"
        data-i={i}
        className={`tb-seat-panel__seat tb-seat-panel__seat--${seat.status}${seat.gap ? " tb-seat-panel__seat--gap" : ""}`}
        tabIndex={i === focus ? 0 : -1}
        aria-pressed={pressed.has(i)}
        // Unavailable seats stay focusable so they are announced as taken, not skipped silently.
        aria-disabled={free ? undefined : true}
        aria-label={free ? `${name}, ${priceText}` : name}
      >
        {number}
      </button>,
    );
  }
  return (
    <div role="group" aria-label={rowName} className="tb-seat-panel__row">
      <span className="tb-seat-panel__row-label" aria-hidden="true">
        {label}
      </span>
      {buttons}
    </div>
  );
});
