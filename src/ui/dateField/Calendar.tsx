import { memo, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from "react";
import { dayGrid, MONTH_ROWS, yearGrid, yearPage, type WeekStart } from "../../domain/date/calendar.ts";
import { calendarDate, dayKey } from "../../domain/date/calendarDate.ts";
import { DAYS_IN_TEXT, MONTHS_GENITIVE } from "../../domain/date/names.ts";
import { canPage, cycleView, isNavigationKey, moveFocus, page, type PickerState } from "../../domain/date/picker.ts";
import type { Availability } from "../../domain/date/rules.ts";
import { t } from "../../i18n/t.ts";
import type { DateSettings } from "./schema.ts";
import type { Resolved } from "./settings.ts";
import { times } from "../../domain/times.ts";

export interface CalendarProps {
  state: PickerState;
  settings: DateSettings;
  resolved: Resolved;
  available: Availability;
  selected: Date | null;
  today: Date;
  showClear: boolean;
  /** Move DOM focus onto the focused cell after rendering (opened from the keyboard or the icon). */
  focusGrid: boolean;
  onState(next: PickerState): void;
  /** A year, month or day was chosen (the parent decides between going finer and selecting). */
  onPick(date: Date): void;
  onClear(): void;
}

/**
 * Cell names such as "poniedziałek, 23 listopada 2026" (English: "Monday, 23 November 2026"),
 * from word lists rather than Intl.DateTimeFormat, whose first use on a page loads locale data
 * for tens of milliseconds, right inside the click that opens the picker.
 */
function dateLabel(date: Date): string {
  return t("%s, %d %s %d", t(DAYS_IN_TEXT[date.getDay()]!), date.getDate(), t(MONTHS_GENITIVE[date.getMonth()]!), date.getFullYear());
}

const PAGE_LABELS = {
  days: ["Poprzedni miesiąc", "Następny miesiąc"],
  months: ["Poprzedni rok", "Następny rok"],
  years: ["Poprzednie 12 lat", "Następne 12 lat"],
  /** A year grid with a step spans more than 12 years. */
  steppedYears: ["Wcześniejsze lata", "Późniejsze lata"],
} as const;

const NEXT_VIEW_HINT = { days: "pokaż dni", months: "pokaż miesiące", years: "pokaż lata" } as const;

/**
 * The picker's content: header (previous, caption, next), the grid of the view, and Clear. Memoised:
 * the field keeps it rendered while closed, and opening or typing should not render it again.
 */
export const Calendar = memo(function Calendar(props: CalendarProps): ReactNode {
  const { state, settings, resolved, available, onState } = props;
  const { labels, views } = resolved;
  const step = settings.year_step;
  const captionId = useId();
  const gridRef = useRef<HTMLTableElement>(null);

  // Keep DOM focus on the focused cell while the grid has it (roving tabindex).
  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    if (props.focusGrid || grid.contains(document.activeElement)) grid.querySelector<HTMLElement>("[tabindex='0']")?.focus();
  }, [state.focus, state.view, props.focusGrid]);

  const years = yearPage(state.year, step);
  const caption =
    state.view === "days"
      ? `${labels.months[state.month]} ${state.year}`
      : state.view === "months"
        ? String(state.year)
        : `${years.first} – ${years.last}`;
  const nextView = cycleView(state.view, views);

  function onGridKey(event: KeyboardEvent): void {
    if (!isNavigationKey(event.key)) return;
    event.preventDefault();
    onState(moveFocus(state, event.key, event.shiftKey, settings.first_day_of_week as WeekStart, available, step));
  }

  const pager = (direction: -1 | 1) => {
    const enabled = canPage(state, direction, views, available, step);
    const labels = PAGE_LABELS[state.view === "years" && step > 1 ? "steppedYears" : state.view];
    return (
      <button
        type="button"
        className={`tb-date-input-nav tb-date-input-${direction < 0 ? "prev" : "next"}`}
        aria-label={t(labels[direction < 0 ? 0 : 1])}
        aria-disabled={!enabled}
        onClick={() => enabled && onState(page(state, direction, step))}
      >
        <span aria-hidden="true">{direction < 0 ? "‹" : "›"}</span>
      </button>
    );
  };

  return (
    <>
      <div className="tb-date-input-header">
        {pager(-1)}
        {nextView === state.view ? (
          <span className="tb-date-input-caption" id={captionId}>
            {caption}
          </span>
        ) : (
          <button type="button" className="tb-date-input-caption" onClick={() => onState({ ...state, view: nextView })}>
            <span id={captionId}>{caption}</span>
            <span className="tb-visually-hidden"> – {t(NEXT_VIEW_HINT[nextView])}</span>
          </button>
        )}
        {pager(1)}
      </div>
      <div className="tb-visually-hidden" aria-live="polite">
        {caption}
      </div>
      <table ref={gridRef} role="grid" aria-labelledby={captionId} className={`tb-date-input-grid tb-date-input-${state.view}`} onKeyDown={onGridKey}>
        {state.view === "days" ? <DayRows {...props} /> : state.view === "months" ? <MonthRows {...props} /> : <YearRows {...props} />}
      </table>
      {props.showClear && (
        <div className="tb-date-input-footer">
          <button type="button" className="tb-date-input-clear" onClick={props.onClear}>
            {settings.lang_clear_date ?? t("Wyczyść datę")}
          </button>
        </div>
      )}
    </>
  );
});

interface CellProps {
  label: string;
  text: string;
  focused: boolean;
  disabled: boolean;
  selected: boolean;
  current: boolean;
  className: string;
  onPick(): void;
}

function Cell({ label, text, focused, disabled, selected, current, className, onPick }: CellProps): ReactNode {
  return (
    <td role="gridcell" aria-selected={selected} className={className}>
      <button
        type="button"
        tabIndex={focused ? 0 : -1}
        // Disabled cells stay focusable so arrow keys pass over them and screen readers say "unavailable".
        aria-disabled={disabled || undefined}
        aria-current={current ? "date" : undefined}
        onClick={() => !disabled && onPick()}
      >
        {/* The name is the full date; the short visible text is hidden from the name rather than
            overridden by aria-label, so that it never mismatches it ("05", "Sty"). */}
        <span aria-hidden="true">{text}</span>
        <span className="tb-visually-hidden">{label}</span>
      </button>
    </td>
  );
}

function DayRows({ state, settings, resolved, available, selected, today, onPick }: CalendarProps): ReactNode {
  const { labels } = resolved;
  const weekStart = settings.first_day_of_week as WeekStart;
  const weekTitle = settings.show_week_number === true ? t("Tydz.") : settings.show_week_number || null;
  const order = times(7, (i) => (weekStart + i) % 7);
  const focusKey = dayKey(state.focus);
  const selectedKey = selected ? dayKey(selected) : -1;
  const todayKey = dayKey(today);
  return (
    <>
      <thead>
        <tr>
          {weekTitle !== null && (
            <th scope="col" className="tb-date-input-week">
              <abbr title={t("Numer tygodnia")}>{weekTitle}</abbr>
            </th>
          )}
          {order.map((weekday) => (
            <th key={weekday} scope="col" abbr={labels.days[weekday]}>
              {labels.dayHeads[weekday]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {dayGrid(state.year, state.month, weekStart).map((week) => (
          <tr key={dayKey(week.days[0]!)}>
            {weekTitle !== null && (
              <th scope="row" className="tb-date-input-week">
                <span className="tb-visually-hidden">{t("Tydzień")} </span>
                {week.isoWeek}
              </th>
            )}
            {week.days.map((date) => {
              const inMonth = date.getMonth() === state.month;
              const key = dayKey(date);
              const text = settings.zero_pad ? String(date.getDate()).padStart(2, "0") : String(date.getDate());
              const weekend = settings.weekend_days.includes(date.getDay()) ? " is-weekend" : "";
              if (!inMonth && !settings.select_other_months) {
                return (
                  <td key={key} role="gridcell" className={`is-other${weekend}`}>
                    {settings.show_other_months && <span aria-hidden="true">{text}</span>}
                  </td>
                );
              }
              const disabled = available.isDateDisabled(date);
              return (
                <Cell
                  key={key}
                  label={dateLabel(date)}
                  text={text}
                  focused={key === focusKey}
                  disabled={disabled}
                  selected={key === selectedKey}
                  current={key === todayKey}
                  className={`${inMonth ? "" : "is-other"}${weekend}${disabled ? " is-disabled" : ""}${key === selectedKey ? " is-selected" : ""}${key === todayKey ? " is-today" : ""}`}
                  onPick={() => onPick(date)}
                />
              );
            })}
          </tr>
        ))}
      </tbody>
    </>
  );
}

function MonthRows({ state, resolved, available, selected, today, onPick }: CalendarProps): ReactNode {
  const { labels } = resolved;
  const day = state.focus.getDate();
  return (
    <tbody>
      {MONTH_ROWS.map((row) => (
        <tr key={row[0]}>
          {row.map((month) => {
            const disabled = available.isDisabled({ year: state.year, month });
            const isSelected = selected?.getFullYear() === state.year && selected.getMonth() === month;
            const current = today.getFullYear() === state.year && today.getMonth() === month;
            const name = labels.months[month] ?? "";
            return (
              <Cell
                key={month}
                label={`${name} ${state.year}`}
                text={labels.monthsAbbr?.[month] ?? name.slice(0, 3)}
                focused={state.focus.getMonth() === month}
                disabled={disabled}
                selected={isSelected}
                current={current}
                className={`${disabled ? "is-disabled" : ""}${isSelected ? " is-selected" : ""}${current ? " is-today" : ""}`}
                // Keep the focused day where the month has it (31 → 30 in April).
                onPick={() => onPick(calendarDate(state.year, month, Math.min(day, calendarDate(state.year, month + 1, 0).getDate())))}
              />
            );
          })}
        </tr>
      ))}
    </tbody>
  );
}

function YearRows({ state, settings, available, selected, today, onPick }: CalendarProps): ReactNode {
  const years = yearGrid(state.year, settings.year_step);
  const month = state.focus.getMonth();
  const day = state.focus.getDate();
  return (
    <tbody>
      {[0, 3, 6, 9].map((start) => (
        <tr key={start}>
          {years.slice(start, start + 3).map((year) => {
            const disabled = available.isDisabled({ year });
            const isSelected = selected?.getFullYear() === year;
            const current = today.getFullYear() === year;
            return (
              <Cell
                key={year}
                label={String(year)}
                text={String(year)}
                focused={state.focus.getFullYear() === year}
                disabled={disabled}
                selected={isSelected}
                current={current}
                className={`${disabled ? "is-disabled" : ""}${isSelected ? " is-selected" : ""}${current ? " is-today" : ""}`}
                onPick={() => onPick(calendarDate(year, month, Math.min(day, calendarDate(year, month + 1, 0).getDate())))}
              />
            );
          })}
        </tr>
      ))}
    </tbody>
  );
}
