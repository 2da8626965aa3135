import { describe, expect, it } from "vitest";
import { setRadioValue } from "./radio.ts";

const options = [{ value: "1" }, { value: "2" }, { value: "3", disabled: true }];

describe("radio value", () => {
  it("checks the option, fires click, and change only when the value differs", () => {
    expect(setRadioValue(options, "1", "2")).toEqual({ ok: true, checked: "2", events: ["click", "change"] });
    expect(setRadioValue(options, "2", "2")).toEqual({ ok: true, checked: "2", events: ["click"] });
  });

  it("refuses disabled options when a check is requested, and unknown ones always", () => {
    expect(setRadioValue(options, "1", "3")).toEqual({ ok: false });
    expect(setRadioValue(options, "1", "9")).toEqual({ ok: false });
    expect(setRadioValue(options, "3", "3", false)).toEqual({ ok: true, checked: null, events: ["click", "change"] });
  });

  it("unchecking leaves another checked option alone", () => {
    expect(setRadioValue(options, "1", "2", false)).toEqual({ ok: true, checked: "1", events: ["click"] });
  });
});
