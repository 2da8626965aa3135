import { startTransition, useCallback, useEffect, useId, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from "react";
import { flushSync } from "react-dom";
import { getISOWeek } from "date-fns";
import { isBirthDateField, likelyBirthDate } from "../../domain/date/birth.ts";
import { atNoon, dayKey, toIsoDate, untilNextDay } from "../../domain/date/calendarDate.ts";
import { formatDate, type View } from "../../domain/date/format.ts";
import { openState, pick, selectionOf, startView, type PickerState } from "../../domain/date/picker.ts";
import { availability, type Availability } from "../../domain/date/rules.ts";
import { t } from "../../i18n/t.ts";
import { useFieldError } from "../FieldError.tsx";
import { useStableCallback } from "../useStableCallback.ts";
import { Calendar } from "./Calendar.tsx";
import { labelTextOf } from "./labelText.ts";
import { listenAsPair, updatePair } from "./pairs.ts";
import { followAnchor, type Follower } from "./position.ts";
import { dateSettingsSchema, withPreset, type DateSettings, type DateSettingsInput, type LegacyInput } from "./schema.ts";
import { directionOf, resolve, settingDate } from "./settings.ts";
import { warmEventPathAtIdle } from "./warmEvents.ts";
// The field's styles travel with the field: every island that renders it gets them, as the runtime
// loads the stylesheets of the chunk that holds it (per-island stylesheets).
import "./dateField.css";

/** Keys whose release is not typing (see the keyup rule in DateField). */
const NOT_TYPING = ["Tab", "Shift", "Control", "Alt", "Meta", "ArrowDown"];

/** The same view, page and focused day. */
const samePage = (a: PickerState, b: PickerState) => a.view === b.view && a.year === b.year && a.month === b.month && dayKey(a.focus) === dayKey(b.focus);

/** What onSelect reports (the legacy callback's arguments, minus the element). */
export interface SelectDetail {
  /** The date as written in the input, in `format`. */
  value: string;
  /** YYYY-MM-DD. */
  iso: string;
  /** ISO 8601 week number. */
  week: number;
}

/** What onChange reports: the view and page the picker shows (legacy: after every view change or navigation). */
export interface ViewDetail {
  view: View;
  year: number;
  /** 1-12. */
  month: number;
}

/** The imperative handle (legacy scripts get it through `Trybuna.get(host)`). */
export interface DateFieldApi {
  open(): void;
  close(): void;
  clear(): void;
  /** A Date, a text in `format` or YYYY-MM-DD, or null to clear. Returns false for an unreadable or disabled date. */
  setDate(value: Date | string | null): boolean;
  getDate(): Date | null;
  /** Focuses the input, optionally with a selection (caret) range. */
  focus(selection?: readonly [number, number]): void;
}

export interface DateFieldProps {
  settings: DateSettings;
  input: LegacyInput;
  onSelect?(detail: SelectDetail): void;
  onClear?(): void;
  onChange?(detail: ViewDetail): void;
  /** Every change of the input's text (typed, selected or cleared). */
  onValueChange?(value: string): void;
  apiRef?: Ref<DateFieldApi>;
}

/** Settings with legacy defaults filled in, for embedding DateField in another island. */
export function dateSettings(settings: DateSettingsInput = {}): DateSettings {
  return dateSettingsSchema.parse(withPreset(settings));
}

/**
 * A text input with the legacy date picker: type a date or pick one. Renders a plain named
 * `<input>` (native form submission keeps working) and, while open, the picker as a dialog
 * (`always_visible`: inline, never hidden).
 */
export function DateField({ settings, input, onSelect, onClear, onChange, onValueChange, apiRef }: DateFieldProps): ReactNode {
  const resolved = useMemo(() => resolve(settings), [settings]);
  const { views, labels } = resolved;
  const [text, setText] = useState(input.value);
  const [open, setOpen] = useState(settings.always_visible);
  const [locked, setLocked] = useState(input.readonly || input.disabled);
  const fieldError = useFieldError(input.error ?? "");
  /** Reference date set by the other picker of a start/end pair. */
  const [pairReference, setPairReference] = useState<Date | null>(null);
  /** Today, taken when the picker opens (a page left open overnight moves on). */
  const [today, setToday] = useState(() => atNoon(new Date()));
  const [focusGrid, setFocusGrid] = useState(false);
  /** The picker is rendered, hidden, before its first opening (see the idle effect below). */
  const [prepared, setPrepared] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const fieldRef = useRef<HTMLSpanElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const popupId = useId();
  const shown = open && !locked;

  /** Availability counted from `today` (or the pair's or the configured reference date). */
  const availableOn = useCallback(
    (now: Date) => {
      const configured = directionOf(settings, resolved);
      return availability({
        // A pair's end picker with no direction becomes "from the day after the start" (legacy rule).
        direction: pairReference && configured === 0 ? 1 : configured,
        reference: pairReference ?? (settings.reference_date ? settingDate(settings.reference_date, resolved) : null) ?? now,
        disabledDates: settings.disabled_dates,
        enabledDates: settings.enabled_dates,
        minYear: settings.min_year,
        maxYear: settings.max_year,
      });
    },
    [settings, resolved, pairReference],
  );
  const available = useMemo(() => availableOn(today), [availableOn, today]);

  const selected = useMemo(() => resolved.parse(text), [resolved, text]);

  const birthDate = isBirthDateField(input);
  /**
   * Where the picker opens: the input's date, else start_date, else the first selectable date.
   * An empty birth-date field opens on the years around a likely birth year instead of this year.
   */
  const openingState = useCallback(
    (rules: Availability, now: Date): PickerState => {
      const startDate = settings.start_date ? resolved.parse(settings.start_date) : null;
      const likely = birthDate && !selected && !startDate ? likelyBirthDate(now) : null;
      if (likely && !rules.isDisabled({ year: likely.getFullYear() })) return openState(startView("years", views), likely);
      const date = selected ?? startDate ?? rules.firstSelectable() ?? rules.range.start ?? now;
      return openState(startView(settings.view, views), date);
    },
    [settings, resolved, views, selected, birthDate],
  );
  const [picker, setPicker] = useState<PickerState>(() => openingState(available, today));

  const changeText = useCallback(
    (next: string) => {
      setText(next);
      onValueChange?.(next);
    },
    [onValueChange],
  );

  // An outside change of the initial value (props from the server) replaces the text.
  useEffect(() => setText(input.value), [input.value]);
  useEffect(() => setLocked(input.readonly || input.disabled), [input.readonly, input.disabled]);

  // Legacy scripts lock and unlock date inputs by setting readonly/disabled on the element.
  useEffect(() => {
    const element = inputRef.current!;
    const observer = new MutationObserver(() => setLocked(element.readOnly || element.disabled));
    observer.observe(element, { attributes: true, attributeFilter: ["readonly", "disabled"] });
    return () => observer.disconnect();
  }, []);

  useEffect(() => listenAsPair(inputRef.current!, setPairReference), []);

  // A field inside another island (registration) gets no label prop: its <label> is read once mounted.
  const [labelText, setLabelText] = useState<string>();
  useLayoutEffect(() => {
    if (input.label === undefined && input.ariaLabel === undefined) setLabelText(labelTextOf(inputRef.current!));
  }, [input.label, input.ariaLabel]);

  // On mount: a disabled default date is cleared (not a date the buyer typed before the script ran: the form's rules
  // judge that one, and nothing typed is lost); a date (or the range start) tells the pair.
  useEffect(() => {
    if (selected && available.isDateDisabled(selected) && !input.typed) {
      changeText("");
      return;
    }
    const reference = selected ?? available.range.start;
    if (settings.pair && reference) updatePair(settings.pair, reference);
    // Only once, with the markup's value.
  }, []);

  // Perf (open ≤ 16 ms from click to paint): at idle, the picker is rendered and laid out hidden in
  // its layer, so that opening only shows and places it; building its ~300 nodes, their first style
  // and the table's layout took most of the click's frame. It stays there between openings.
  // A transition, in React's 5 ms slices, and laid out by the next frame, not forced here: one synchronous
  // render plus a forced layout was a 60 ms task on the registration page at 4× CPU, in which a keystroke
  // had to wait.
  useEffect(() => {
    if (settings.always_visible || typeof requestIdleCallback !== "function") return;
    // Once per page, before the first picker's preparation: React's event code, run off the page
    // (the hover and press over the field dispatch through it before the opening click).
    warmEventPathAtIdle();
    const idle = requestIdleCallback(() => startTransition(() => setPrepared(true)));
    return () => cancelIdleCallback(idle);
  }, [settings.always_visible]);

  /**
   * The rules as of now. A page left open overnight: today moves on, and with it a direction counted from today.
   * Unchanged values keep their identity: the prepared calendar then needs no new render.
   */
  const rulesNow = useCallback((): { rules: Availability; now: Date } => {
    const now = atNoon(new Date());
    if (dayKey(now) === dayKey(today)) return { rules: available, now: today };
    setToday(now);
    return { rules: availableOn(now), now };
  }, [today, available, availableOn]);

  const show = useCallback(
    (opener: HTMLElement | null, intoGrid: boolean) => {
      if (locked) return;
      openerRef.current = opener;
      const { rules, now } = rulesNow();
      const opening = openingState(rules, now);
      setPicker((current) => (samePage(current, opening) ? current : opening));
      setFocusGrid(intoGrid);
      setOpen(true);
    },
    [locked, rulesNow, openingState],
  );

  const hide = useCallback(
    (focus: HTMLElement | null) => {
      if (settings.always_visible) return;
      setOpen(false);
      setFocusGrid(false);
      focus?.focus();
    },
    [settings.always_visible],
  );

  // A calendar shown across midnight (always visible, or opened and left open) moves today on at midnight, and again
  // when its tab is shown: a background tab's timer, or a sleeping computer's, fires late (Zebra_Datepicker kept the
  // day it was built on, so an always-visible future-only calendar still offered yesterday the next morning).
  useEffect(() => {
    if (!shown) return;
    const check = () => setToday((current) => (dayKey(new Date()) === dayKey(current) ? current : atNoon(new Date())));
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      timer = setTimeout(() => {
        check();
        arm();
      }, untilNextDay(new Date()));
    };
    arm();
    document.addEventListener("visibilitychange", check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", check);
    };
  }, [shown]);

  /** Tells legacy listeners (form engines, validators) that the value changed, as the plugin did. */
  const announceChange = () => inputRef.current?.dispatchEvent(new Event("change", { bubbles: true }));

  const select = (picked: Date) => {
    const date = selectionOf(picked, views);
    const value = formatDate(date, settings.format, labels);
    flushSync(() => changeText(value));
    announceChange();
    hide(inputRef.current);
    if (settings.pair) updatePair(settings.pair, date);
    onSelect?.({ value, iso: toIsoDate(date), week: getISOWeek(date) });
  };

  const clear = () => {
    flushSync(() => changeText(""));
    announceChange();
    hide(inputRef.current);
    onClear?.();
  };

  const onPick = useStableCallback((date: Date) => {
    const next = pick(picker, date, views);
    if (!next.select) setPicker(next.state);
    // A day shown before midnight and picked after it is judged by the new day's rules (a late midnight timer).
    else if (!rulesNow().rules.isDateDisabled(date)) select(date);
  });
  const onCalendarClear = useStableCallback(clear);

  useImperativeHandle(apiRef, () => ({
    open: () => show(null, false),
    close: () => hide(null),
    clear,
    setDate(value) {
      if (value === null) {
        clear();
        return true;
      }
      // A legacy script's number or invalid Date is refused like an unreadable string (it threw 'e.trim is not a function').
      const date = value instanceof Date ? (Number.isNaN(value.getTime()) ? null : atNoon(value)) : typeof value === "string" ? settingDate(value, resolved) : null;
      if (!date || rulesNow().rules.isDateDisabled(date)) return false;
      select(date);
      return true;
    },
    getDate: () => (selected ? new Date(selected) : null),
    focus(selection) {
      inputRef.current?.focus();
      if (selection) inputRef.current?.setSelectionRange(selection[0], selection[1]);
    },
  }));

  // onChange: the view or page changed while shown (opening included).
  useEffect(() => {
    if (shown) onChange?.({ view: picker.view, year: picker.year, month: picker.month + 1 });
    // Report page changes only, not every new callback identity.
  }, [shown, picker.view, picker.year, picker.month]);

  // Floating position while open; click outside closes.
  const followerRef = useRef<Follower | null>(null);
  /** What the popup's size depends on, as of its last placement. */
  const layoutKey = `${picker.view} ${picker.year} ${picker.month} ${text === ""}`;
  const placedKey = useRef(layoutKey);
  useLayoutEffect(() => {
    if (!shown || settings.always_visible) return;
    const follower = followAnchor(fieldRef.current!, popupRef.current!, settings.offset);
    followerRef.current = follower;
    placedKey.current = layoutKey;
    const onPointerDown = (event: PointerEvent) => {
      const root = fieldRef.current?.parentElement;
      if (root && !root.contains(event.target as Node)) hide(null);
    };
    // Legacy rule: any key released while the picker is visible hides it, wherever the focus is
    // (the user is typing, here or elsewhere). Deliberate difference: keys released inside the
    // picker do not, since there they are the APG grid's keys (arrows, Page Up/Down, Home/End,
    // Enter, Space, Tab between its buttons); Escape closes it from there. Modifier keys, Tab (its
    // keyup arrives on the element Tab moved to) and ArrowDown (it moves focus into the grid) do
    // not count as typing.
    const onKeyUp = (event: globalThis.KeyboardEvent) => {
      if (NOT_TYPING.includes(event.key) || popupRef.current?.contains(event.target as Node)) return;
      hide(null);
    };
    document.addEventListener("pointerdown", onPointerDown, true);
    document.addEventListener("keyup", onKeyUp, true);
    return () => {
      follower.stop();
      followerRef.current = null;
      document.removeEventListener("pointerdown", onPointerDown, true);
      document.removeEventListener("keyup", onKeyUp, true);
    };
    // Placed once per opening; later content changes are the effect below.
  }, [shown, settings.always_visible, settings.offset, hide]);
  // Another view or month changes the picker's size (so can Clear appearing): place it again,
  // but not on opening, which has just placed it (each placement forces a layout).
  useLayoutEffect(() => {
    if (placedKey.current !== layoutKey) followerRef.current?.update();
    placedKey.current = layoutKey;
  }, [layoutKey]);

  const toggle = (opener: HTMLElement, intoGrid: boolean) => (shown && !settings.always_visible ? hide(null) : show(opener, intoGrid));

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && !shown) {
      event.preventDefault();
      show(event.currentTarget, true);
    } else if (event.key === "ArrowDown" && shown) {
      event.preventDefault();
      setFocusGrid(true);
    } else if (event.key === "Escape" && shown) {
      // Handled: this Escape closes the picker, not the error bubble too (Tooltip.tsx).
      event.preventDefault();
      hide(null);
    }
  };

  const onInputChange = (value: string) => {
    changeText(value);
    // A typed date: the calendar follows it, and so does the other picker of a pair.
    const date = resolved.parse(value);
    if (!date || available.isDateDisabled(date)) return;
    setPicker((current) => openState(current.view, date));
    if (settings.pair) updatePair(settings.pair, date);
  };

  // The dialog pattern: Escape closes and returns focus; Tab cycles inside the dialog.
  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (settings.always_visible) return;
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      hide(openerRef.current ?? inputRef.current);
    } else if (event.key === "Tab") {
      const focusables = [...event.currentTarget.querySelectorAll<HTMLElement>("button:not([tabindex='-1']), [tabindex='0']")];
      const index = focusables.indexOf(document.activeElement as HTMLElement);
      const next = focusables[(index + (event.shiftKey ? -1 : 1) + focusables.length) % focusables.length];
      event.preventDefault();
      next?.focus();
    }
  };

  // Named after the field (QA session 37, 13a): five pickers on a page were five 'Wybierz datę' buttons and dialogs.
  // A page's own icon text (show_icon) is kept as it is.
  const fieldName = input.label ?? input.ariaLabel ?? labelText;
  const iconLabel = typeof settings.show_icon === "string" ? settings.show_icon : fieldName ? t("Wybierz datę: %s", fieldName) : t("Wybierz datę");
  const showIcon = settings.show_icon !== false && !settings.always_visible;
  const calendar = (shown || prepared) && (
    <div
      ref={popupRef}
      id={popupId}
      className={settings.always_visible ? "tb-date-input-inline" : `tb-date-input-popup${shown ? " tb-date-input-picker" : ""}`}
      {...(settings.always_visible
        ? { role: "group", "aria-label": t("Kalendarz") }
        : // Modal only when focus went into it: opened by a click in the input, the user keeps typing there.
          { role: "dialog", "aria-modal": focusGrid, "aria-label": iconLabel })}
      onKeyDown={onDialogKeyDown}
    >
      <Calendar
        state={picker}
        settings={settings}
        resolved={resolved}
        available={available}
        selected={selected}
        today={today}
        showClear={settings.always_show_clear || text !== ""}
        focusGrid={focusGrid}
        onState={setPicker}
        onPick={onPick}
        onClear={onCalendarClear}
      />
    </div>
  );

  return (
    <span className={`tb-date-input${settings.inside ? " is-inside" : ""}${showIcon ? " has-icon" : ""}`}>
      <span className="tb-date-input-field" ref={fieldRef}>
        <input
          {...input.attributes}
          ref={inputRef}
          type="text"
          name={input.name}
          id={input.id}
          value={text}
          className={input.className}
          placeholder={input.placeholder}
          required={input.required}
          readOnly={input.readonly}
          disabled={input.disabled}
          autoComplete={input.autoComplete ?? "off"}
          aria-label={input.ariaLabel}
          aria-describedby={[input.ariaDescribedBy, fieldError.id].filter(Boolean).join(" ") || undefined}
          aria-invalid={input.ariaInvalid || Boolean(input.error) || undefined}
          // Only an error bubble needs a render on focus (and the click that opens the picker follows it).
          onFocus={fieldError.id ? fieldError.reshow : undefined}
          onChange={(event) => onInputChange(event.target.value)}
          onClick={(event) => toggle(event.currentTarget, false)}
          onKeyDown={onInputKeyDown}
        />
        {showIcon && (
          <button
            type="button"
            className="tb-date-input-icon"
            aria-label={iconLabel}
            aria-haspopup="dialog"
            aria-expanded={shown}
            aria-controls={shown ? popupId : undefined}
            disabled={locked}
            onClick={(event) => toggle(event.currentTarget, true)}
          >
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M6 2v2H4a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H8V2H6zm-2 6h12v8H4V8zm2 2v2h2v-2H6zm4 0v2h2v-2h-2z" fill="currentColor" />
            </svg>
          </button>
        )}
        {fieldError.tooltip}
      </span>
      {fieldError.line}
      {settings.always_visible ? calendar : calendar && <div className={shown ? "tb-date-input-layer" : "tb-date-input-standby"}>{calendar}</div>}
    </span>
  );
}
