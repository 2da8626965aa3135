import { afterEach, describe, expect, it } from "vitest";
import { serializeForm, valueControls } from "./controls.ts";

afterEach(() => document.body.replaceChildren());

describe("valueControls: the form's controls as form.elements has them (spec §7)", () => {
  it("takes a control elsewhere in the page tied to the form by form=\"<id>\", and leaves out one of its own tied to another form", () => {
    document.body.innerHTML = `
      <form id="bo_event"><input name="title" value="Mecz"><input name="elsewhere" form="other_form" value="nie"></form>
      <form id="other_form"></form>
      <p><input name="outside_ref" form="bo_event" value="z-zewnatrz"> <select name="hall" form="bo_event"><option value="A" selected>A</option></select>
         <button name="save" form="bo_event" value="1">Zapisz</button> <input name="stray" value="obcy"></p>`;
    const form = document.querySelector<HTMLFormElement>("#bo_event")!;
    expect(valueControls(form).map((control) => control.name)).toEqual(["title", "outside_ref", "hall"]);
    expect(serializeForm(form)).toEqual({ title: "Mecz", outside_ref: "z-zewnatrz", hall: "A", __deform_form_id__: "bo_event" });
    expect(valueControls(document.querySelector<HTMLFormElement>("#other_form")!).map((control) => control.name)).toEqual(["elsewhere"]);
  });

  it("a form outside the page (taken-over markup) has its descendants only", () => {
    const form = document.createElement("form");
    form.id = "bo_event";
    form.innerHTML = `<input name="title" value="Mecz">`;
    document.body.innerHTML = `<input name="outside_ref" form="bo_event" value="z-zewnatrz">`;
    expect(valueControls(form).map((control) => control.name)).toEqual(["title"]);
  });
});
