import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { describedBy, fieldStateFromMarkup, fieldStateShape } from "./fieldState.ts";

const field = (html: string): Element => {
  const host = document.createElement("div");
  host.innerHTML = html;
  return host.firstElementChild!;
};

describe("field states from the legacy markup", () => {
  it("reads readonly (or data-readonly), disabled and data-error; only what is set", () => {
    expect(fieldStateFromMarkup(field('<input readonly>'))).toEqual({ readOnly: true });
    expect(fieldStateFromMarkup(field('<select data-readonly disabled></select>'))).toEqual({ readOnly: true, disabled: true });
    expect(fieldStateFromMarkup(field('<input data-error=" Wypełnij to pole! ">'))).toEqual({ error: "Wypełnij to pole!" });
    expect(fieldStateFromMarkup(field('<input data-error="  ">'))).toEqual({});
    expect(fieldStateFromMarkup(null)).toEqual({});
  });

  it("defaults: editable, enabled, valid", () => {
    expect(z.object(fieldStateShape).parse({})).toEqual({ readOnly: false, disabled: false, error: "" });
  });

  it("joins the ids a field is described by, leaving out the missing ones", () => {
    expect(describedBy("hint", undefined, "error")).toBe("hint error");
    expect(describedBy(undefined, false, null)).toBeUndefined();
  });
});
