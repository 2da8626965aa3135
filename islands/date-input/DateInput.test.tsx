import { freezeClock } from "../../src/ui/dateField/testClock.ts";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import island from "./index.ts";
import { DateInput } from "./DateInput.tsx";
import { dateInputSchema, type DateInputProps } from "./schema.ts";

freezeClock();

describe("props schema", () => {
  const input = { name: "d" };
  it("fills the legacy defaults", () => {
    const props = dateInputSchema.parse({ input });
    expect(props).toMatchObject({ format: "Y-m-d", direction: 0, first_day_of_week: 1, weekend_days: [0, 6], offset: [5, -5], view: "days", inside: true, show_icon: true, min_year: 1900, max_year: 2050 });
    expect(props.disabled_dates).toEqual([]);
  });
  it("accepts the legacy `false` for no rules, and array directions of dates, offsets and booleans", () => {
    expect(dateInputSchema.parse({ input, disabled_dates: false, direction: ["2026-12-01", false] }).disabled_dates).toEqual([]);
    expect(dateInputSchema.safeParse({ input, direction: [true, 7] }).success).toBe(true);
  });
  it.each([
    ["a malformed rule", { disabled_dates: ["every monday"] }],
    ["a weekday outside 0-6", { first_day_of_week: 7 }],
    ["a months list of the wrong length", { months: ["Styczeń"] }],
    ["an unknown view", { view: "weeks" }],
  ])("refuses %s", (_, settings) => {
    expect(dateInputSchema.safeParse({ input, ...settings }).success).toBe(false);
  });
});

describe("fromMarkup", () => {
  it("reads the legacy input, a wrapping label naming it when nothing else does", () => {
    const host = document.createElement("div");
    const label = document.createElement("label");
    label.textContent = "Data wyjazdu ";
    const legacy = document.createElement("input");
    // As the page printed it (value="…"), not typed.
    Object.assign(legacy, { name: "trip", defaultValue: "2026-12-01", readOnly: true, required: true, placeholder: "RRRR-MM-DD" });
    label.append(legacy);
    host.append(label);
    expect(island.fromMarkup!(host)).toEqual({
      input: {
        name: "trip", id: undefined, value: "2026-12-01", readonly: true, disabled: false, required: true,
        placeholder: "RRRR-MM-DD", className: undefined, ariaLabel: "Data wyjazdu", ariaDescribedBy: undefined, autoComplete: undefined,
        // The label also names the picker button and dialog ("Wybierz datę: Data wyjazdu").
        label: "Data wyjazdu",
      },
    });
    // Typed before the script ran (session 44): said so, and DateField keeps it even on a disabled day.
    legacy.value = "2026-12-02";
    expect(island.fromMarkup!(host)).toMatchObject({ input: { value: "2026-12-02", typed: true } });
  });
});

describe("fromMarkup: the legacy input's other attributes (QA s40 #6)", () => {
  const html = `<input type="text" id="t0" name="tickets[0][date]" form="outer_form" maxlength="10" pattern="\\d{4}-\\d{2}-\\d{2}" title="RRRR-MM-DD"
    tabindex="3" autocomplete="bday" inputmode="numeric" data-ticket="0" data-maxi="1" data-error="Zła data" size="12">`;
  function legacyHost() {
    const host = document.createElement("div");
    host.innerHTML = html;
    return host;
  }

  it("reads form, maxlength, pattern, title, tabindex, inputmode and data-* (by React's names)", () => {
    const props = dateInputSchema.parse(island.fromMarkup!(legacyHost()));
    expect(props.input).toMatchObject({ id: "t0", name: "tickets[0][date]", autoComplete: "bday", error: "Zła data" });
    expect(props.input.attributes).toEqual({
      form: "outer_form", maxLength: "10", pattern: "\\d{4}-\\d{2}-\\d{2}", title: "RRRR-MM-DD", tabIndex: "3", inputMode: "numeric", "data-ticket": "0", "data-maxi": "1", "data-error": "Zła data",
    });
  });

  it("the island's input has them, as the legacy input had, with its id, name and autocomplete", () => {
    const legacy = legacyHost().querySelector("input")!;
    const props = dateInputSchema.parse(island.fromMarkup!(legacyHost()));
    const { container } = render(<DateInput props={props} host={document.createElement("div")} legacy={document.createDocumentFragment()} emit={vi.fn(() => true)} expose={vi.fn()} />);
    const input = container.querySelector("input")!;
    for (const name of ["id", "name", "form", "maxlength", "pattern", "title", "tabindex", "autocomplete", "inputmode", "data-ticket"]) {
      expect(input.getAttribute(name), name).toBe(legacy.getAttribute(name));
    }
    expect(input.dataset.ticket).toBe("0");
  });

  it("an input without them carries nothing more", () => {
    const host = document.createElement("div");
    host.innerHTML = `<input name="d" class="x">`;
    expect((island.fromMarkup!(host) as { input: { attributes?: unknown } }).input.attributes).toBeUndefined();
  });
});

describe("the island", () => {
  function mount(settings: Record<string, unknown> = {}) {
    const emit = vi.fn(() => true);
    let api: Record<string, unknown> | null = null;
    const expose = vi.fn((value: Record<string, unknown> | null) => (api = value));
    const props: DateInputProps = dateInputSchema.parse({ input: { name: "d", ariaLabel: "Data" }, ...settings });
    const legacy = document.createDocumentFragment();
    const host = document.createElement("div");
    render(<DateInput props={props} host={host} legacy={legacy} emit={emit} expose={expose} />);
    return { emit, api: () => api as unknown as { update(v: Record<string, unknown>): boolean; setDate(v: string): boolean; open(): void }, textbox: screen.getByRole<HTMLInputElement>("textbox", { name: "Data" }) };
  }

  it("emits select, clear and change, and calls callbacks handed to update()", () => {
    const { emit, api, textbox } = mount();
    const onSelect = vi.fn();
    act(() => api().update({ onSelect }));
    fireEvent.click(textbox);
    expect(emit).toHaveBeenCalledWith("change", { view: "days", year: 2026, month: 11 });
    fireEvent.click(screen.getByRole("button", { name: /24 listopada 2026/ }));
    expect(emit).toHaveBeenCalledWith("select", { value: "2026-11-24", iso: "2026-11-24", week: 48 });
    expect(onSelect).toHaveBeenCalledWith({ value: "2026-11-24", iso: "2026-11-24", week: 48 });
    fireEvent.click(textbox);
    fireEvent.click(screen.getByRole("button", { name: "Wyczyść datę" }));
    expect(emit).toHaveBeenCalledWith("clear");
  });

  it("update() changes settings, checked by the schema", () => {
    const { api } = mount();
    act(() => void api().update({ direction: true }));
    expect(api().setDate("2026-11-01")).toBe(false);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    let accepted = true;
    act(() => void (accepted = api().update({ direction: "later" })));
    expect(accepted).toBe(false);
    expect(warn).toHaveBeenCalled();
    expect(api().setDate("2026-11-01")).toBe(false); // direction true stays
    expect(api().setDate("2026-11-30")).toBe(true);
    warn.mockRestore();
  });
});
