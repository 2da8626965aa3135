import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { atNoon } from "../../src/domain/date/calendarDate.ts";
import { openState } from "../../src/domain/date/picker.ts";
import { availability } from "../../src/domain/date/rules.ts";
import { Calendar } from "./Calendar.tsx";
import type { DateSettings } from "./schema.ts";
import { resolve } from "./settings.ts";

let scheduled = false;

/**
 * Prepares the first opening of a picker at idle, once per page (perf: open ≤ 16 ms from click
 * to paint). The first open of a cold page spent most of its frame on work that is the same for
 * every picker: compiling the calendar's code, the first style match of its rules and the first
 * shaping of its fonts (bold caption, arrows). A picker with the field's settings is rendered off
 * screen, laid out and removed in one idle task, so none of it is visible or announced.
 */
export function warmUpAtIdle(settings: DateSettings): void {
  if (scheduled || typeof requestIdleCallback !== "function") return;
  scheduled = true;
  requestIdleCallback(() => warmUp(settings), { timeout: 2000 });
}

function warmUp(settings: DateSettings): void {
  const today = atNoon(new Date());
  const available = availability({ direction: 0, reference: today, disabledDates: settings.disabled_dates, enabledDates: settings.enabled_dates, minYear: settings.min_year, maxYear: settings.max_year });
  // Inside a field's wrapper, as a real picker: the same inherited font is shaped.
  const field = document.createElement("span");
  field.className = "tb-date-input";
  field.inert = true;
  field.style.cssText = "position:fixed;visibility:hidden;left:-10000px";
  const layer = document.createElement("div");
  layer.className = "tb-date-input-layer";
  field.append(layer);
  document.body.append(field);
  const root = createRoot(layer, { identifierPrefix: "tb-warm-" });
  flushSync(() =>
    root.render(
      <div className="tb-date-input-picker">
        <Calendar state={openState("days", today)} settings={settings} resolved={resolve(settings)} available={available} selected={today} today={today} showClear focusGrid={false} onState={() => {}} onPick={() => {}} onClear={() => {}} />
      </div>,
    ),
  );
  void layer.offsetWidth;
  root.unmount();
  field.remove();
}
