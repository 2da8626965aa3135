import { describe, expect, it } from "vitest";
import { serializeForm } from "./controls.ts";
import { adoptLegacyControls, formIdentity, legacyControlIds, readFormId, renderedNames, typedPasswords, unknownControlNodes, unknownTextNodes } from "./legacyForm.ts";

function legacyForm(html: string, id = "client_form_7"): HTMLFormElement {
  const fragment = document.createDocumentFragment();
  const form = document.createElement("form");
  if (id) form.id = id;
  form.innerHTML = html;
  fragment.append(form);
  return form;
}

const LOGIN = `
  <input type="hidden" name="csrf_token" value="c5rf">
  <p><label for="e">E-mail</label> <input id="e" name="login"></p>
  <p><label for="p">Hasło</label> <input id="p" type="password" name="password"></p>
  <p><input type="checkbox" id="remember" name="remember" value="1" checked> <label for="remember">Zapamiętaj mnie</label></p>
  <fieldset><legend>Zgody</legend>
    <label><input type="radio" name="newsletter" value="tak"> tak</label>
    <label><input type="radio" name="newsletter" value="nie" checked> nie</label>
  </fieldset>
  <p><label for="src">Skąd o nas wiesz?</label> <select id="src" name="source"><option value="tv">TV</option><option value="www" selected>WWW</option></select>
     <input type="hidden" name="source_shown" value="1"></p>
  <p><input type="hidden" name="return_to" value="/sprzedaz/krok-4"><button type="submit">Zaloguj się</button></p>
  <p><label for="photo">Zdjęcie</label> <input type="file" id="photo" name="photo"></p>`;
const KNOWN = new Set(["login", "password"]);

describe("unknownControlNodes", () => {
  it("takes hidden inputs alone and each visible unknown control with its row (label, legend), never a known field, a button or an uploader", () => {
    const form = legacyForm(LOGIN);
    const nodes = unknownControlNodes(form, KNOWN);
    const describe = (node: Element) => (node instanceof HTMLInputElement && node.type === "hidden" ? `hidden ${node.name}` : `${node.tagName.toLowerCase()}: ${node.textContent!.replace(/\s+/g, " ").trim()}`);
    expect(nodes.map(describe)).toEqual([
      "hidden csrf_token",
      "p: Zapamiętaj mnie",
      "fieldset: Zgody tak nie",
      "p: Skąd o nas wiesz? TVWWW", // its own hidden input rides along in the row
      "hidden return_to",
    ]);
  });

  it("takes a label pointing at the control from elsewhere in the form, not one that holds a known field", () => {
    const form = legacyForm(`<table><tr><th><label for="c">Zgoda na regulamin</label></th><td><input type="checkbox" id="c" name="consent"></td><td><input name="login"></td></tr></table>`);
    expect(unknownControlNodes(form, KNOWN).map((node) => node.tagName.toLowerCase())).toEqual(["label", "td"]);
  });

  it("a form the island renders whole leaves nothing", () => {
    expect(unknownControlNodes(legacyForm(`<p><input name="login"></p><p><input name="password" type="password"></p>`), KNOWN)).toEqual([]);
  });
});

describe("adoptLegacyControls", () => {
  it("moves the same nodes into the island's form, where they are posted by name with their values and the legacy form id; puts them back after", () => {
    const legacy = legacyForm(LOGIN);
    const before = legacy.innerHTML;
    (legacy.querySelector('[name="remember"]') as HTMLInputElement).checked = false; // the user unticked it before the script ran
    const island = document.createElement("form");
    for (const [name, value] of Object.entries(formIdentity(readFormId(legacy).formId, "login"))) island.setAttribute(name, value);
    island.innerHTML = `<input name="login" value="jan@example.pl"><input name="password" value="x"><div class="extra"></div>`;
    document.body.append(island);
    const csrf = legacy.querySelector('[name="csrf_token"]');

    const putBack = adoptLegacyControls(legacy, island.querySelector(".extra")!, renderedNames(island));
    expect(island.querySelector('[name="csrf_token"]')).toBe(csrf);
    expect(island.querySelector('label[for="remember"]')).not.toBeNull();
    expect(serializeForm(island)).toEqual({
      login: "jan@example.pl",
      password: "x",
      csrf_token: "c5rf",
      remember: "0",
      newsletter: "nie",
      source: "www",
      source_shown: "1",
      return_to: "/sprzedaz/krok-4",
      __deform_form_id__: "client_form_7",
    });
    expect(legacy.querySelector('[name="csrf_token"]')).toBeNull();

    putBack();
    expect(island.querySelector(".extra")!.childNodes).toHaveLength(0);
    expect(legacy.querySelector('[name="csrf_token"]')).toBe(csrf);
    (legacy.querySelector('[name="remember"]') as HTMLInputElement).checked = true;
    expect(legacy.innerHTML.replaceAll("<!---->", "")).toBe(before);
    island.remove();
  });
});

describe("the form's identity", () => {
  it("is the legacy form's id, kept and posted; the island's own name only when the legacy form has none", () => {
    expect(formIdentity(readFormId(legacyForm("", "client_form_7")).formId, "registration")).toEqual({ id: "client_form_7", "data-deform-id": "client_form_7" });
    expect(formIdentity(readFormId(legacyForm("", "")).formId, "registration")).toEqual({ "data-deform-id": "registration" });
    expect(formIdentity(undefined)).toEqual({});
    expect(readFormId(null)).toEqual({});
  });
});

describe("unknownTextNodes", () => {
  it("takes a notice or a link the island does not show, not a field's own row, not what the island already says", () => {
    const legacy = document.createElement("form");
    legacy.innerHTML = `<h2>Dane</h2><p id="rodo">Administratorem danych jest Arena (<a href="/rodo.html">RODO</a>).</p>
      <p><label for="a">Imię</label> <input id="a" name="a"> <small>Jak w dowodzie.</small></p>
      <fieldset><legend>Opiekun</legend><p id="note">Tylko dla niepełnoletnich.</p><input name="g1"><input name="g2"></fieldset>
      <p><a href="/regulamin.html">Regulamin</a></p><p><a href="/pusty.html"></a></p><script>1</script>`;
    const ids = unknownTextNodes(legacy, "Dane Imię", []).map((node) => node.id || node.tagName);
    expect(ids).toEqual(["rodo", "note", "P"]);
    expect(unknownTextNodes(legacy, "Dane Administratorem danych jest Arena (RODO). Tylko dla niepełnoletnich.", []).map((node) => node.tagName)).toEqual(["P"]);
  });
});

describe("typedPasswords", () => {
  it("reads what was typed or autofilled into the named password inputs, live values not attributes; empty ones and other names are left out", () => {
    const form = legacyForm(`${LOGIN}<input type="password" name="password_repeat" value="from-markup"><input type="password" name="pin"><input name="password_hint" value="x">`);
    form.querySelector<HTMLInputElement>("[name=password]")!.value = "sekret99";
    form.querySelector<HTMLInputElement>("[name=pin]")!.value = "1234";
    expect(typedPasswords(form.parentNode!, ["password", "password_repeat", "password_hint"])).toEqual({ password: "sekret99", password_repeat: "from-markup" });
    form.querySelector<HTMLInputElement>("[name=password]")!.value = "";
    expect(typedPasswords(form.parentNode!, ["password"])).toEqual({});
  });
});

describe("legacyControlIds", () => {
  it("gives each named control's id by name, the uploader's too; a name several controls share (a radio group) has none, nor a button or a control without an id", () => {
    expect(legacyControlIds(legacyForm(`${LOGIN}<input type="radio" id="r1" name="pick" value="1"><input type="radio" id="r2" name="pick" value="2"><button type="submit" id="go" name="go">Go</button>`))).toEqual({ login: "e", password: "p", remember: "remember", source: "src", photo: "photo" });
    expect(legacyControlIds(null)).toEqual({});
  });
});
