import { describe, expect, it } from "vitest";
import { controlState, namedControls } from "./namedControls.ts";

const form = (html: string): HTMLFormElement => {
  const element = document.createElement("form");
  element.innerHTML = html;
  return element;
};

describe("namedControls", () => {
  it("finds each field under the form's naming, and names the ones it lacks", () => {
    const found = namedControls(form('<input name="x_email" id="e"><input name="x_pesel"><input name="email_other">'), { email: "email", pesel: "pesel", terms: "terms" });
    expect(found.names).toEqual({ email: "x_email", pesel: "x_pesel", terms: "x_terms" });
    expect(found.controls.email?.id).toBe("e");
    expect(found.missing).toEqual(["terms"]);
  });
});

describe("controlState", () => {
  it("is what the legacy control has: read-only, disabled, maxlength, required; a select's read-only is data-readonly", () => {
    const [text, plain, select] = [...form('<input name="a" readonly maxlength="11" required><input name="b" disabled><select name="c" data-readonly></select>').elements] as HTMLInputElement[];
    expect([controlState(text!), controlState(plain!), controlState(select!)]).toEqual([{ readOnly: true, maxLength: 11, required: true }, { disabled: true }, { readOnly: true }]);
  });
});
