import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fileChosen, submitNatively, submitterFields } from "./submitter.ts";

let form: HTMLFormElement;
let seen: { attributes: Record<string, string | null>; entries: Array<[string, string]> }[];

beforeEach(() => {
  document.body.innerHTML = `<form id="f" method="post" action="/save"><input name="title" value="Mecz">
    <button name="sort" value="name" formaction="/list" formmethod="get" formenctype="text/plain" formtarget="_blank">Wg nazwy</button>
    <input type="submit" name="publish" value="Opublikuj"><input type="image" name="go" alt="Dalej"><button>Bez nazwy</button>
    <input type="submit" name="submit" value="Wyślij"></form>`;
  form = document.querySelector("form")!;
  seen = [];
  vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (this: HTMLFormElement) {
    const attributes = Object.fromEntries(["action", "method", "enctype", "target"].map((name) => [name, this.getAttribute(name)]));
    seen.push({ attributes, entries: [...new FormData(this)].map(([name, value]) => [name, String(value)]) });
  });
});
afterEach(() => vi.restoreAllMocks());

const button = (selector: string): Element => form.querySelector(selector)!;

describe("submitNatively: the form as a press of its button sends it without the script", () => {
  it("adds the pressed button's name and value, and its overrides, for the send only", () => {
    submitNatively(form, button("[name=sort]"));
    expect(seen).toEqual([{ attributes: { action: "/list", method: "get", enctype: "text/plain", target: "_blank" }, entries: [["title", "Mecz"], ["sort", "name"]] }]);
    // Taken back: the form is as the page had it.
    expect(["action", "method", "enctype", "target"].map((name) => form.getAttribute(name))).toEqual(["/save", "post", null, null]);
    expect(form.querySelectorAll("input[type=hidden]")).toHaveLength(0);
  });

  it("an input button posts its value, an image button its click point, an unnamed one nothing; no button: the form alone", () => {
    submitNatively(form, button("[name=publish]"));
    submitNatively(form, button("[name=go]"));
    submitNatively(form, button("button:not([name])"));
    submitNatively(form);
    expect(seen.map((s) => s.entries.slice(1))).toEqual([[["publish", "Opublikuj"]], [["go.x", "0"], ["go.y", "0"]], [], []]);
    expect(seen[3]!.attributes).toEqual({ action: "/save", method: "post", enctype: null, target: null });
  });

  it("sends a form whose control named \"submit\" shadows form.submit (a PHP form's usual button)", () => {
    // jsdom does not shadow form.submit by the control's name as browsers do: the browser test sends such a form.
    submitNatively(form, button("[name=submit]"));
    expect(seen[0]!.entries).toEqual([["title", "Mecz"], ["submit", "Wyślij"]]);
  });
});

describe("the pressed button's fields and a chosen file", () => {
  it("submitterFields gives what the AJAX post adds", () => {
    expect(submitterFields(button("[name=sort]"))).toEqual({ sort: "name" });
    expect(submitterFields(null)).toEqual({});
    expect(submitterFields(button("[name=title]"))).toEqual({ title: "Mecz" });
  });

  it("fileChosen: a named, enabled file input of the form with a file; an unnamed one (the upload island's) does not count", () => {
    form.insertAdjacentHTML("beforeend", '<input type="file" name="poster"><input type="file" class="unnamed">');
    const [named, unnamed] = form.querySelectorAll<HTMLInputElement>("input[type=file]");
    const choose = (input: HTMLInputElement): void => {
      // jsdom has no DataTransfer to build a FileList with: a list of one file is what is read.
      Object.defineProperty(input, "files", { value: [new File(["x"], "plakat.txt")], configurable: true });
    };
    expect(fileChosen(form)).toBe(false);
    choose(unnamed!);
    expect(fileChosen(form)).toBe(false);
    choose(named!);
    expect(fileChosen(form)).toBe(true);
    named!.disabled = true;
    expect(fileChosen(form)).toBe(false);
  });
});
