import { freezeClock } from "./testClock.ts";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DateField, dateSettings, type DateFieldApi } from "./DateField.tsx";
import { updatePair } from "./pairs.ts";
import type { DateSettingsInput, LegacyInput } from "./schema.ts";
import { createRef } from "react";
import { loadLanguage } from "../../i18n/t.ts";

// The English table loads before islands render (the runtime awaits it); here, before the tests.
await loadLanguage("en", ["date-input"]);

const input = (value = "", extra: Partial<LegacyInput> = {}): LegacyInput => ({
  name: "when", id: "when", value, readonly: false, disabled: false, required: false, ...extra,
});

function field(settings: DateSettingsInput = {}, value = "", extra: Partial<LegacyInput> = {}) {
  const onSelect = vi.fn();
  const onClear = vi.fn();
  const onChange = vi.fn();
  const api = createRef<DateFieldApi>();
  const view = render(
    <form aria-label="f">
      <label htmlFor="when">Kiedy</label>
      <DateField settings={dateSettings(settings)} input={input(value, extra)} onSelect={onSelect} onClear={onClear} onChange={onChange} apiRef={api} />
    </form>,
  );
  const textbox = screen.getByRole<HTMLInputElement>("textbox", { name: "Kiedy" });
  return { ...view, onSelect, onClear, onChange, api, textbox };
}

const dialog = () => screen.queryByRole("dialog");
const day = (name: RegExp) => screen.getByRole("button", { name });

freezeClock();

describe("DateField", () => {
  it("renders a plain named input that keeps the legacy value and label", () => {
    const { textbox, container } = field({}, "2026-11-02");
    expect(textbox.name).toBe("when");
    expect(new FormData(container.querySelector("form")!).get("when")).toBe("2026-11-02");
  });

  it("a click on the input opens the picker on the input's month, a second click closes it", () => {
    const { textbox } = field({}, "2026-02-10");
    fireEvent.click(textbox);
    expect(dialog()).not.toBeNull();
    expect(screen.getByRole("grid", { name: "Luty 2026" })).toBeDefined();
    fireEvent.click(textbox);
    expect(dialog()).toBeNull();
  });

  it("selecting a day writes the formatted value, closes, reports and refocuses the input", () => {
    const { textbox, onSelect } = field({ format: "d.m.Y" });
    const changes = vi.fn();
    textbox.addEventListener("change", changes);
    fireEvent.click(textbox);
    fireEvent.click(day(/25 listopada 2026/));
    expect(textbox.value).toBe("25.11.2026");
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(textbox);
    expect(onSelect).toHaveBeenCalledWith({ value: "25.11.2026", iso: "2026-11-25", week: 48 });
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it("keyboard: the icon moves focus into the grid; arrows, Page Down and Enter select", () => {
    const { textbox } = field({}, "2026-11-23");
    fireEvent.click(screen.getByRole("button", { name: "Wybierz datę: Kiedy" }));
    expect(document.activeElement?.textContent).toMatch(/23 listopada 2026/);
    fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    fireEvent.keyDown(document.activeElement!, { key: "PageDown" });
    expect(document.activeElement?.textContent).toMatch(/24 grudnia 2026/);
    fireEvent.click(document.activeElement!); // Enter/Space on a button click it
    expect(textbox.value).toBe("2026-12-24");
  });

  it("Escape closes and returns focus to the icon that opened it", () => {
    field();
    const icon = screen.getByRole("button", { name: "Wybierz datę: Kiedy" });
    fireEvent.click(icon);
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(icon);
  });

  it("a key released in the input hides the picker; ArrowDown opens it into the grid", () => {
    const { textbox } = field();
    fireEvent.click(textbox);
    fireEvent.keyUp(textbox, { key: "2" });
    expect(dialog()).toBeNull();
    fireEvent.keyDown(textbox, { key: "ArrowDown" });
    expect(dialog()).not.toBeNull();
    expect(document.activeElement?.textContent).toMatch(/23 listopada 2026/);
  });

  it("disabled days are announced and cannot be picked", () => {
    const { textbox, onSelect } = field({ direction: true });
    fireEvent.click(textbox);
    const yesterday = day(/22 listopada 2026/);
    expect(yesterday.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(yesterday);
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Poprzedni miesiąc" }).getAttribute("aria-disabled")).toBe("true");
  });

  it("days_abbr names the column heads and is what D writes and reads back (Zebra >= 1.6.1)", () => {
    const days_abbr = ["Nd", "Pn", "Wt", "Śr", "Cz", "Pt", "So"];
    const { textbox } = field({ format: "D, d.m.Y", days_abbr }, "Pn, 02.11.2026");
    fireEvent.click(textbox);
    expect(screen.getAllByRole("columnheader").map((head) => head.textContent)).toEqual(["Pn", "Wt", "Śr", "Cz", "Pt", "So", "Nd"]);
    expect(screen.getByRole("gridcell", { selected: true }).textContent).toMatch(/^2\D/); // the server's value read back
    fireEvent.click(day(/25 listopada 2026/));
    expect(textbox.value).toBe("Śr, 25.11.2026");
  });

  it("readonly_element is not kept: the input takes typing, read by the format (deliberate difference, docs/speed.md)", () => {
    // As a 1.7 page's data-props carry it; the schema drops it (the runtime warns of the unknown prop).
    const { textbox } = field(JSON.parse('{"format":"d.m.Y","readonly_element":true}') as DateSettingsInput);
    expect(textbox.readOnly).toBe(false);
    fireEvent.change(textbox, { target: { value: "05.03.2027" } });
    fireEvent.click(textbox);
    expect(screen.getByRole("grid", { name: "Marzec 2027" })).toBeDefined();
  });

  it("clears a disabled default date", () => {
    const { textbox } = field({ direction: true }, "2026-11-01");
    expect(textbox.value).toBe("");
  });

  it("keeps a disabled date the buyer typed before the script ran (session 44): the form's rules judge it", () => {
    const { textbox } = field({ direction: true }, "2026-11-01", { typed: true });
    expect(textbox.value).toBe("2026-11-01");
  });

  it("Clear empties the input, hides the picker and reports", () => {
    const { textbox, onClear } = field({}, "2026-11-02");
    fireEvent.click(textbox);
    fireEvent.click(screen.getByRole("button", { name: "Wyczyść datę" }));
    expect(textbox.value).toBe("");
    expect(dialog()).toBeNull();
    expect(onClear).toHaveBeenCalled();
  });

  it("a read-only input turns the picker off, and on again when editable", async () => {
    const { textbox } = field();
    textbox.readOnly = true;
    await act(async () => {}); // MutationObserver callbacks are microtasks
    fireEvent.click(textbox);
    expect(dialog()).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Wybierz datę: Kiedy" }).disabled).toBe(true);
    textbox.readOnly = false;
    await act(async () => {});
    fireEvent.click(textbox);
    expect(dialog()).not.toBeNull();
  });

  it("months-only format: the caption skips days, a month selects", () => {
    const { textbox, onSelect } = field({ format: "m Y" });
    fireEvent.click(textbox);
    expect(screen.getByRole("grid", { name: "2026" })).toBeDefined();
    fireEvent.click(screen.getByRole("button", { name: /^2026 ?– pokaż lata$/ }));
    expect(screen.getByRole("grid", { name: "2019 – 2030" })).toBeDefined();
    fireEvent.click(day(/^2027$/));
    fireEvent.click(day(/^Marzec 2027$/));
    expect(textbox.value).toBe("03 2027");
    expect(onSelect).toHaveBeenCalledWith({ value: "03 2027", iso: "2027-03-01", week: 9 });
  });

  it("a page left open overnight: today moves on when the picker opens", () => {
    const { textbox } = field({ direction: true });
    vi.setSystemTime(new Date(2026, 10, 25, 9));
    fireEvent.click(textbox);
    expect(day(/24 listopada 2026/).getAttribute("aria-disabled")).toBe("true");
    expect(day(/25 listopada 2026/).getAttribute("aria-current")).toBe("date");
  });

  it("an always-visible calendar moves today on at midnight, and a day picked after it is judged by the new day", () => {
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
    vi.setSystemTime(new Date(2026, 10, 23, 23, 58));
    const { textbox } = field({ always_visible: true, direction: true, format: "d.m.Y" });
    expect(day(/23 listopada 2026/).getAttribute("aria-current")).toBe("date");
    act(() => void vi.advanceTimersByTime(3 * 60_000));
    // Yesterday is no longer offered to a future-only field (Zebra's always-visible calendar kept it).
    expect(day(/23 listopada 2026/).getAttribute("aria-disabled")).toBe("true");
    expect(day(/24 listopada 2026/).getAttribute("aria-current")).toBe("date");
    // The tab slept through the next midnight: the timer has not fired yet when a day is picked.
    vi.setSystemTime(new Date(2026, 10, 25, 0, 1));
    fireEvent.click(day(/24 listopada 2026/));
    expect(textbox.value).toBe("");
    expect(day(/24 listopada 2026/).getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(day(/25 listopada 2026/));
    expect(textbox.value).toBe("25.11.2026");
  });

  it("a picker opened before midnight and left open: the API's setDate and the tab's return take the new day", () => {
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
    vi.setSystemTime(new Date(2026, 10, 23, 23, 58));
    const { textbox, api } = field({ direction: true, format: "d.m.Y" });
    fireEvent.click(textbox);
    vi.setSystemTime(new Date(2026, 10, 24, 0, 1));
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    expect(day(/23 listopada 2026/).getAttribute("aria-disabled")).toBe("true");
    vi.setSystemTime(new Date(2026, 10, 25, 0, 1));
    expect(api.current!.setDate("2026-11-24")).toBe(false);
    expect(textbox.value).toBe("");
  });

  it("a typed date moves an always-visible calendar", () => {
    const { textbox } = field({ always_visible: true, format: "d.m.Y" });
    expect(screen.getByRole("group", { name: "Kalendarz" })).toBeDefined();
    fireEvent.change(textbox, { target: { value: "14.02.2027" } });
    expect(screen.getByRole("grid", { name: "Luty 2027" })).toBeDefined();
    fireEvent.keyUp(textbox, { key: "7" });
    expect(screen.getByRole("group", { name: "Kalendarz" })).toBeDefined();
  });

  it("the API opens, sets, reads and clears", () => {
    const { textbox, api } = field({ format: "d.m.Y", direction: true });
    act(() => api.current!.open());
    expect(dialog()).not.toBeNull();
    act(() => void api.current!.setDate("2026-12-01"));
    expect(textbox.value).toBe("01.12.2026");
    expect(api.current!.getDate()?.getDate()).toBe(1);
    expect(api.current!.setDate("2026-01-01")).toBe(false); // disabled by direction
    // What a legacy script may pass by mistake: refused, the date kept.
    for (const wrong of ["nie data", 20261201, new Date("nie data"), {}] as never[]) expect(api.current!.setDate(wrong)).toBe(false);
    expect(textbox.value).toBe("01.12.2026");
    act(() => api.current!.clear());
    expect(api.current!.getDate()).toBeNull();
  });

  it("prepared at idle: rendered hidden in a standby layer, shown and hidden again without being rebuilt", () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
    vi.stubGlobal("cancelIdleCallback", () => {});
    try {
      const { textbox, container, unmount } = field({}, "2026-02-10");
      expect(container.querySelector(".tb-date-input-standby, .tb-date-input-layer")).toBeNull();
      act(() => idle.forEach((callback) => callback()));
      const popup = container.querySelector(".tb-date-input-standby > .tb-date-input-popup")!;
      expect(popup).not.toBeNull();
      expect(popup.classList.contains("tb-date-input-picker")).toBe(false);
      expect(document.getElementById(popup.querySelector("[role='grid']")?.getAttribute("aria-labelledby") ?? "")?.textContent).toBe("Luty 2026");
      const cell = popup.querySelector("[role='gridcell'] button");
      fireEvent.click(textbox);
      expect(container.querySelector(".tb-date-input-layer > .tb-date-input-popup.tb-date-input-picker")).toBe(popup);
      expect(container.querySelector(".tb-date-input-standby")).toBeNull();
      expect(popup.querySelector("[role='gridcell'] button")).toBe(cell);
      expect(screen.getByRole("grid", { name: "Luty 2026" })).toBeDefined();
      fireEvent.keyDown(textbox, { key: "Escape" });
      expect(container.querySelector(".tb-date-input-standby > .tb-date-input-popup")).toBe(popup);
      expect(container.querySelector(".tb-date-input-layer, .tb-date-input-picker")).toBeNull();
      unmount(); // while the stubs stand: unmounting cancels the idle callback
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("English page: names and labels in English", () => {
    document.documentElement.lang = "en";
    const { textbox } = field({ format: "j F Y" });
    fireEvent.click(textbox);
    expect(screen.getByRole("grid", { name: "November 2026" })).toBeDefined();
    expect(screen.getByRole("button", { name: "Next month" })).toBeDefined();
    fireEvent.click(day(/^Tuesday, 24 November 2026$/));
    expect(textbox.value).toBe("24 November 2026");
    expect(screen.getByRole("button", { name: "Pick a date: Kiedy" })).toBeDefined();
    document.documentElement.lang = "pl";
  });

  it("the picker button and dialog are named after the field: its label, a label prop, or the page's own icon text", () => {
    field();
    fireEvent.click(screen.getByRole("button", { name: "Wybierz datę: Kiedy" }));
    expect(screen.getByRole("dialog", { name: "Wybierz datę: Kiedy" })).toBeDefined();
    act(() => document.body.replaceChildren());
    // A required mark hidden from screen readers is not part of the name.
    render(
      <>
        <label htmlFor="when">
          Data urodzenia<span aria-hidden="true"> *</span>
        </label>
        <DateField settings={dateSettings()} input={input()} />
      </>,
    );
    expect(screen.getByRole("button", { name: "Wybierz datę: Data urodzenia" })).toBeDefined();
    act(() => document.body.replaceChildren());
    render(<DateField settings={dateSettings()} input={input("", { label: "Data meczu" })} />);
    expect(screen.getByRole("button", { name: "Wybierz datę: Data meczu" })).toBeDefined();
    act(() => document.body.replaceChildren());
    render(<DateField settings={dateSettings({ show_icon: "Kalendarz meczów" })} input={input("", { label: "Data meczu" })} />);
    expect(screen.getByRole("button", { name: "Kalendarz meczów" })).toBeDefined();
  });
});

describe("pair", () => {
  it("selecting the start makes the end selectable only after it", () => {
    const onSelect = vi.fn();
    render(
      <>
        <DateField settings={dateSettings({ pair: "#to" })} input={{ ...input(), id: "from", name: "from", ariaLabel: "Od" }} />
        <DateField settings={dateSettings()} input={{ ...input(), id: "to", name: "to", ariaLabel: "Do" }} onSelect={onSelect} />
      </>,
    );
    fireEvent.click(screen.getByRole("textbox", { name: "Od" }));
    fireEvent.click(screen.getByRole("button", { name: "Następny miesiąc" }));
    fireEvent.click(day(/10 grudnia 2026/));
    fireEvent.click(screen.getByRole("textbox", { name: "Do" }));
    // Direction 0 became 1: the day after the start is the first selectable, and the picker opens there.
    expect(screen.getByRole("grid", { name: "Grudzień 2026" })).toBeDefined();
    expect(day(/10 grudnia 2026/).getAttribute("aria-disabled")).toBe("true");
    expect(day(/11 grudnia 2026/).getAttribute("aria-disabled")).toBeNull();
  });

  it("a target mounted after the start still gets its reference date", () => {
    const target = document.createElement("input");
    target.id = "late";
    document.body.append(target);
    updatePair("#late", new Date(2026, 11, 10, 12));
    target.remove();
    render(<DateField settings={dateSettings()} input={{ name: "late", id: "late", value: "", readonly: false, disabled: false, required: false, ariaLabel: "Do" }} />);
    fireEvent.click(screen.getByRole("textbox", { name: "Do" }));
    expect(screen.getByRole("grid", { name: "Grudzień 2026" })).toBeDefined();
    expect(screen.getByRole("button", { name: /10 grudnia 2026/ }).getAttribute("aria-disabled")).toBe("true");
  });
});
