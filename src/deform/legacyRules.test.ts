import { describe, expect, it } from "vitest";
import { KEPT_CLASS, keptErrorPlaces } from "./legacyForm.ts";
import { withKeptRules } from "./legacyRules.ts";
import type { FieldSpec } from "./schema.ts";

const OWN: readonly FieldSpec[] = [{ name: "login", rules: [{ kind: "required" }, { kind: "email" }] }];

/** An island's form: its own field, and the kept legacy controls in their container. */
function islandForm(kept: string): HTMLFormElement {
  const form = document.createElement("form");
  form.innerHTML = `<input name="login" class="required"><div class="${KEPT_CLASS}">${kept}</div>`;
  return form;
}

const KEPT = `
  <input type="hidden" name="csrf_token" value="c5rf" class="required">
  <p><input type="checkbox" id="c" name="consent" value="1" class="required"> <label for="c">Akceptuję regulamin</label></p>
  <fieldset><legend>Newsletter</legend>
    <label><input type="radio" name="freq" value="w"> co tydzień</label>
    <label><input type="radio" name="freq" value="m"> co miesiąc</label>
  </fieldset>
  <p><label for="m">E-mail do faktur</label> <input id="m" name="invoice_email" class="validate-email"></p>`;

describe("withKeptRules", () => {
  it("adds the kept controls' class-name rules after the island's own (hidden ones skipped; the island's own markup not read)", () => {
    const specs = withKeptRules(OWN, islandForm(KEPT));
    expect(specs.map((spec) => [spec.name, spec.rules.map((rule) => rule.kind)])).toEqual([
      ["login", ["required", "email"]],
      ["consent", ["required", "maxLength"]],
      ["freq", ["maxLength"]],
      ["invoice_email", ["maxLength", "email"]],
    ]);
    expect(specs[1]!.rules[0]).toEqual({ kind: "required", toggle: true });
  });

  it("adds nothing when the kept controls carry no rules the engine judges", () => {
    expect(withKeptRules(OWN, islandForm(`<input type="hidden" name="csrf_token" value="c5rf">`))).toEqual(OWN);
  });
});

describe("keptErrorPlaces", () => {
  it("puts each visible kept control's error at the end of its row (a radio group's: the element around its labels), none for hidden inputs", () => {
    const places = keptErrorPlaces(islandForm(KEPT));
    expect(places.map(({ name, place }) => [name, place.tagName.toLowerCase(), place.textContent!.replace(/\s+/g, " ").trim()])).toEqual([
      ["consent", "p", "Akceptuję regulamin"],
      ["freq", "fieldset", "Newsletter co tydzień co miesiąc"],
      ["invoice_email", "p", "E-mail do faktur"],
    ]);
  });
});
