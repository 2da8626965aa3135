import { describe, expect, it } from "vitest";
import { quickAddResult, WARNING_INVALID, WARNING_UNDEFINED, warningNoValueField } from "./quickAdd.ts";

describe("quickAddResult", () => {
  it("takes the saved id and the display value", () => {
    expect(quickAddResult({ idSaved: "107", value: " Fundacja Derby " })).toEqual({ ok: true, id: "107", value: "Fundacja Derby" });
    expect(quickAddResult({ idSaved: "107", value: "" })).toEqual({ ok: true, id: "107", value: "107" });
  });
  it("a value field the form does not have: the id names the option, with a console warning naming the field", () => {
    expect(quickAddResult({ idSaved: "101", value: undefined }, "organizer[name]")).toEqual({
      ok: true,
      id: "101",
      value: "101",
      warning: "value_field organizer[name] is not a field in the source form; the new option shows its ID",
    });
    expect(warningNoValueField("nazwa")).toContain("value_field nazwa ");
    // An empty field is there: no warning.
    expect(quickAddResult({ idSaved: "101", value: " " }, "organizer[name]")).toEqual({ ok: true, id: "101", value: "101" });
  });
  it("warns with the legacy texts when id_saved is missing or not a valid id (nothing is added)", () => {
    expect(quickAddResult(null)).toEqual({ ok: false, warning: WARNING_UNDEFINED });
    expect(quickAddResult({ idSaved: undefined, value: "x" })).toEqual({ ok: false, warning: "id_saved is undefined and must be a hidden textbox" });
    for (const bad of ["", "0", "-3", "abc", "12a", "1.5"]) expect(quickAddResult({ idSaved: bad, value: "x" })).toEqual({ ok: false, warning: WARNING_INVALID });
    expect(WARNING_INVALID).toBe("id_saved in the source form does not contain a valid ID");
  });
});
