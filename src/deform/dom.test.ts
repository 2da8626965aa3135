import { describe, expect, it } from "vitest";
import { enableReadonlySelects, errorAnchor, fieldSpecsFromForm, markInvalid, SCROLL_MS, scrollPosition, serializeForm, valueControls } from "./dom.ts";
import { formSchema, validateForm } from "./schema.ts";

function form(html: string): HTMLFormElement {
  const f = document.createElement("form");
  f.id = "reg";
  f.innerHTML = html;
  return f;
}

describe("serializeForm", () => {
  it("takes every value by name, skipping buttons, group boxes, uploaders and calendars, adding the form id and extras", () => {
    const f = form(`
      <fieldset name="box"><legend>Dane</legend>
        <input name="firstname" value="Jan">
        <label>Płeć <input type="radio" name="gender" value="male"></label><input type="radio" name="gender" value="female" checked>
      </fieldset>
      <input type="checkbox" name="no_pesel" value="1">
      <input type="checkbox" name="tags" value="a" checked><input type="checkbox" name="tags" value="b"><input type="checkbox" name="tags" value="c" checked>
      <select name="multi" multiple><option value="x" selected></option><option value="y" selected></option><option value="z"></option></select>
      <textarea name="note">hi</textarea>
      <input type="file" name="photo">
      <div data-deform-skip><input name="calendar_day" value="5"></div>
      <input type="submit" name="save" value="Zapisz"><button name="btn" value="b">B</button>
      <input name="pesel" value="1" disabled>
      <select name="country_code" disabled data-deform-readonly><option value="PL" selected>PL</option></select>`);
    expect(serializeForm(f, { extra: "1" })).toEqual({
      firstname: "Jan",
      gender: "female",
      no_pesel: "0",
      tags: ["a", "c"],
      multi: ["x", "y"],
      note: "hi",
      country_code: "PL",
      __deform_form_id__: "reg",
      extra: "1",
    });
  });

  it("gives a ticked lone checkbox its value", () => {
    expect(serializeForm(form(`<input type="checkbox" name="no_pesel" value="1" checked>`)).no_pesel).toBe("1");
  });
});

describe("fieldSpecsFromForm", () => {
  it("reads rules from class names, skipping hidden and disabled fields", () => {
    const f = form(`
      <input name="email" class="required validate-email">
      <input name="gone" class="required" disabled>
      <input type="hidden" name="h" class="required">
      <div hidden><input name="invisible" class="required"></div>
      <input type="radio" name="g" class="required"><input type="radio" name="g" class="required">`);
    expect(fieldSpecsFromForm(f).map((s) => [s.name, s.rules.map((r) => r.kind)])).toEqual([
      ["email", ["required", "maxLength", "email"]],
      ["g", ["required", "maxLength"]],
    ]);
  });
});

describe("a required checkbox", () => {
  it("asks for the tick when it is a lone box (it posts \"0\" unticked), and for one ticked box of a group", () => {
    const f = form(`
      <input type="checkbox" name="consent" value="1" class="required">
      <input type="checkbox" name="tags" value="a" class="required"><input type="checkbox" name="tags" value="b" class="required">
      <input name="count" class="required">`);
    const schema = formSchema(fieldSpecsFromForm(f));
    const judged = () => Object.keys(validateForm(schema, { ...serializeForm(f), count: "0" }));
    expect(judged()).toEqual(["consent", "tags"]);
    for (const box of f.querySelectorAll<HTMLInputElement>('[value="1"], [value="b"]')) box.checked = true;
    // A text field's "0" is a value.
    expect(judged()).toEqual([]);
  });
});

describe("enableReadonlySelects", () => {
  it("enables read-only selects and disables them again on request", () => {
    const f = form(`<select name="a" disabled data-deform-readonly></select><select name="b" disabled></select>`);
    const [a, b] = Array.from(f.querySelectorAll("select"));
    const again = enableReadonlySelects(f);
    expect([a!.disabled, b!.disabled]).toEqual([false, true]);
    again();
    expect(a!.disabled).toBe(true);
  });
});

describe("fieldSpecsFromForm: references resolved as the legacy did", () => {
  it("groups one-required by parent element (every input of it), resolves matchInput by id", () => {
    const f = form(`
      <div class="contact"><input name="phone" class="validate-one-required"><input name="mail" class="validate-one-required"><input type="checkbox" name="call_me"></div>
      <div><input name="other" class="validate-one-required"></div>
      <input id="pw" name="password"><input name="password2" class="validate-match matchInput:'pw'">`);
    const specs = Object.fromEntries(fieldSpecsFromForm(f).map((s) => [s.name, s.rules]));
    const group = (name: string) => specs[name]!.find((r) => r.kind === "oneRequired");
    expect(group("phone")).toEqual(group("mail"));
    expect(group("phone")).toMatchObject({ members: [{ name: "phone", toggle: false }, { name: "mail", toggle: false }, { name: "call_me", toggle: true }] });
    expect(group("other")).toMatchObject({ members: [{ name: "other", toggle: false }] });
    expect(group("other")).not.toMatchObject({ group: (group("phone") as { group: string }).group });
    expect(specs.password2!.find((r) => r.kind === "match")).toEqual({ kind: "match", other: "password", otherLabel: "password" });
  });
});

describe("fieldSpecsFromForm: rules written as MooTools 1.4 / 1.6 read them", () => {
  it("takes data-validators over the class and the properties attribute over key:value names", () => {
    const f = form(`
      <input id="od" name="od"><input name="do" class="validate-date" data-validators="validate-date validate-after-date" data-validator-properties="{afterElement: 'od', dateFormat: '%d.%m.%Y'}">
      <input name="org" class="minLength" data-validator-properties="{minLength:5}"><input name="code" data-validators="required validate-alphanum">`);
    const specs = Object.fromEntries(fieldSpecsFromForm(f).map((s) => [s.name, s.rules]));
    expect(specs.do).toEqual([{ kind: "maxLength", max: 10_000 }, { kind: "date", format: "%d.%m.%Y" }, { kind: "afterDate", other: "od", otherLabel: null }]);
    expect(specs.org).toContainEqual({ kind: "minLength", min: 5 });
    expect(specs.code!.map((r) => r.kind)).toEqual(["required", "maxLength", "alphanum"]);
    const errors = validateForm(formSchema(fieldSpecsFromForm(f)), { od: "01.01.2020", do: "01.06.2020", org: "ab", code: "" });
    expect(Object.keys(errors)).toEqual(["org", "code"]);
  });

  it("a one-required group named by id, a box group by node, and a box that switches other fields' rules", () => {
    const f = form(`
      <fieldset id="kontakt"><p><input name="phone" class="validate-one-required:'kontakt'"></p><p><input name="mail"></p></fieldset>
      <div id="zgody"><input type="checkbox" name="z1" class="validate-reqchk-bynode nodeId:'zgody'"><input type="checkbox" name="z2"></div>
      <input type="checkbox" name="firma" class="validate-enforce-oncheck enforceChildrenOf:'dane-firmy'">
      <div id="dane-firmy"><input name="nip" class="required"></div>
      <input type="checkbox" name="bez_faktury" class="validate-ignore-oncheck toIgnore:['adres']"><input id="adres" name="adres" class="required">`);
    document.body.append(f); // elements named by id are looked up in the page
    const schema = formSchema(fieldSpecsFromForm(f));
    f.remove();
    expect(validateForm(schema, { phone: "", mail: "", z1: "0", z2: "0", firma: "0", nip: "", bez_faktury: "0", adres: "" })).toEqual({
      phone: { text: "Wypełnij co najmniej jedno z tych pól.", args: [] },
      z1: { text: "Nie zaznaczono żadnego elementu.", args: [] },
      adres: { text: "To pole jest wymagane.", args: [] },
    });
    expect(validateForm(schema, { phone: "", mail: "jan@x.pl", z1: "0", z2: "1", firma: "1", nip: "", bez_faktury: "1", adres: "" })).toEqual({
      nip: { text: "To pole jest wymagane.", args: [] },
    });
  });
});

describe("an error tied to its control", () => {
  it("goes after the label around the last control of its name, else after the control", () => {
    const f = form(`<p><label><input type="radio" name="g" value="a"> a</label><label><input type="radio" name="g" value="b"> b</label></p><p><input type="checkbox" id="c" name="c"> <label for="c">C</label></p>`);
    const named = (name: string) => valueControls(f).filter((c) => c.name === name);
    expect(errorAnchor(named("g")).textContent).toBe(" b");
    expect(errorAnchor(named("c"))).toBe(named("c")[0]);
  });

  it("is marked on the control (aria-invalid, aria-describedby beside its own hint, the legacy classes) and unmarked", () => {
    const control = form(`<input name="x" aria-describedby="hint">`).querySelector("input")!;
    markInvalid(control, "err", true);
    expect([control.getAttribute("aria-invalid"), control.getAttribute("aria-describedby"), control.className]).toEqual(["true", "hint err", "validation-failed"]);
    markInvalid(control, "err", false);
    expect([control.getAttribute("aria-invalid"), control.getAttribute("aria-describedby"), control.className]).toEqual([null, "hint", "validation-passed"]);
  });
});

describe("scrollPosition (the 700 ms scroll to the first error)", () => {
  it("starts and ends where asked, halfway at half time, and never passes the target", () => {
    expect(SCROLL_MS).toBe(700); // spec §9: scroll-to-top 700 ms
    expect(scrollPosition(100, 900, 0, SCROLL_MS)).toBe(100);
    expect(scrollPosition(100, 900, SCROLL_MS / 2, SCROLL_MS)).toBeCloseTo(500);
    expect(scrollPosition(100, 900, SCROLL_MS, SCROLL_MS)).toBe(900);
    expect(scrollPosition(100, 900, SCROLL_MS * 2, SCROLL_MS)).toBe(900);
    expect(scrollPosition(900, 100, 0, 0)).toBe(100); // reduced motion: at once
    let last = 100;
    for (let t = 0; t <= SCROLL_MS; t += 35) {
      const at = scrollPosition(100, 900, t, SCROLL_MS);
      expect(at).toBeGreaterThanOrEqual(last);
      expect(at).toBeLessThanOrEqual(900);
      last = at;
    }
  });
});
