import { afterEach, describe, expect, it, vi } from "vitest";
import { COOKIE_BUDGET, forgetForm, rememberForm, restoreInto, restoreKey, saveForm, savedValues } from "./restore.ts";

function form(html: string): HTMLFormElement {
  const f = document.createElement("form");
  f.setAttribute("action", "/ajax/Test/save/");
  f.innerHTML = html;
  document.body.append(f);
  return f;
}

const SENSITIVE = `
  <input type="password" name="password" value="tajne">
  <input name="pesel" class="validate-pesel" value="44051401359">
  <input name="document_number" value="ABC123456">
  <input name="card" class="validate-cc-num" value="4111111111111111">
  <input name="captcha" value="x7k2">
  <input type="file" name="photo">
  <input type="hidden" name="id_client" value="1001">
  <input name="holder" autocomplete="cc-name" value="JAN KOWALSKI">`;

afterEach(() => {
  for (const f of document.querySelectorAll("form")) {
    forgetForm(f);
    f.remove();
  }
});

describe("restore cookie", () => {
  it("is named DF + a hash of the form and never holds a sensitive value", () => {
    const f = form(`<input name="firstname" value="Jan"><select name="nationality"><option value="pl">pl</option><option value="de" selected>de</option></select>${SENSITIVE}`);
    saveForm(f);
    expect(restoreKey(f)).toMatch(/^DF[0-9a-z]+$/);
    const cookie = document.cookie;
    expect(cookie).toContain(restoreKey(f));
    for (const secret of ["tajne", "44051401359", "ABC123456", "4111111111111111", "x7k2", "1001", "KOWALSKI"]) expect(decodeURIComponent(cookie)).not.toContain(secret);
    expect(savedValues(f)).toEqual({ firstname: "Jan", nationality: "de" });
  });

  it("never holds the guardian's PESEL or document number, and names it among the fields to type again (security review s40, D4)", () => {
    const markup = `<label for="g">PESEL lub numer dokumentu opiekuna *</label><input id="g" name="guardian_number" value="">
      <input name="t0_guardian_number" value=""><input name="guardian_firstname" value="">`;
    const first = form(markup);
    for (const [name, value] of [["guardian_number", "75010112345"], ["t0_guardian_number", "ABC123456"], ["guardian_firstname", "Ewa"]]) (first.elements.namedItem(name!) as HTMLInputElement).value = value!;
    saveForm(first);
    for (const secret of ["75010112345", "ABC123456"]) expect(decodeURIComponent(document.cookie)).not.toContain(secret);
    expect(savedValues(first)).toEqual({ guardian_firstname: "Ewa" });
    first.remove();
    expect(restoreInto(form(markup))).toEqual(["PESEL lub numer dokumentu opiekuna", "t0_guardian_number"]);
  });

  it("is written Secure on an https page, and without it on an http one (where a browser would refuse it)", () => {
    const dom = (globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }).jsdom;
    const before = location.href;
    const written = vi.spyOn(document, "cookie", "set");
    try {
      saveForm(form('<input name="city" value="Gdańsk">'));
      expect(written.mock.calls.at(-1)![0]).not.toMatch(/Secure/);
      dom.reconfigure({ url: "https://sklep.example.pl/rejestracja.html" });
      saveForm(form('<input name="city" value="Sopot">'));
      expect(written.mock.calls.at(-1)![0]).toMatch(/; path=\/; SameSite=Lax; Secure$/);
    } finally {
      for (const f of document.querySelectorAll("form")) {
        forgetForm(f);
        f.remove();
      }
      dom.reconfigure({ url: before });
      written.mockRestore();
    }
  });

  it("keeps a choice whose name only sounds secret (the 'no PESEL' checkbox), not the typed values beside it", () => {
    const f = form(`<input type="checkbox" name="no_pesel" value="1" checked><input name="pesel" value="44051401359"><input name="document_number" value="ABC123456">`);
    saveForm(f);
    expect(savedValues(f)).toEqual({ no_pesel: ["1"] });
  });

  it("names the filled fields it never keeps (never their values), so the form can ask for them again after a reload", () => {
    const markup = `<label for="p">PESEL *</label><input id="p" name="pesel" class="validate-pesel" value="">
      <label for="d">Numer dokumentu</label><input id="d" name="document_number" value="">
      <label for="h">Hasło *</label><input id="h" type="password" name="password" value="">
      <input type="password" name="password_confirm" value="">
      <input type="hidden" name="id_client" value="1001"><input name="city" value="">`;
    const first = form(markup);
    for (const [name, value] of [["pesel", "44051401359"], ["password", "tajne"], ["city", "Gdańsk"]]) (first.elements.namedItem(name!) as HTMLInputElement).value = value!;
    saveForm(first);
    for (const secret of ["44051401359", "tajne"]) expect(decodeURIComponent(document.cookie)).not.toContain(secret);
    expect(savedValues(first)).toEqual({ city: "Gdańsk" });
    first.remove();
    // After the reload: the filled ones that came back empty, by their labels (the document number was never filled).
    const again = form(markup);
    expect(restoreInto(again)).toEqual(["PESEL", "Hasło"]);
    expect((again.elements.namedItem("city") as HTMLInputElement).value).toBe("Gdańsk");
    // The server may print one again (a profile's PESEL): nothing to type then; a form never saved asks for nothing.
    again.remove();
    const printed = form(markup.replace('name="pesel" class="validate-pesel" value=""', 'name="pesel" class="validate-pesel" value="44051401359"'));
    expect(restoreInto(printed)).toEqual(["Hasło"]);
    forgetForm(printed);
    expect(restoreInto(printed)).toEqual([]);
  });

  it("brings values back into fresh markup, keeping what the user already typed", () => {
    const first = form(`<input name="firstname" value=""><input name="city" value=""><label><input type="checkbox" name="news" value="1"></label>`);
    (first.elements.namedItem("firstname") as HTMLInputElement).value = "Anna";
    (first.elements.namedItem("city") as HTMLInputElement).value = "Gdańsk";
    (first.elements.namedItem("news") as HTMLInputElement).checked = true;
    saveForm(first);
    first.remove();
    const again = form(`<input name="firstname" value=""><input name="city" value=""><label><input type="checkbox" name="news" value="1"></label>`);
    (again.elements.namedItem("city") as HTMLInputElement).value = "Sopot"; // typed before the script ran
    restoreInto(again);
    expect((again.elements.namedItem("firstname") as HTMLInputElement).value).toBe("Anna");
    expect((again.elements.namedItem("city") as HTMLInputElement).value).toBe("Sopot");
    expect((again.elements.namedItem("news") as HTMLInputElement).checked).toBe(true);
  });

  it("a cookie edited into other shapes gives back its well-formed values and throws nothing", () => {
    const markup = `<input name="firstname" value=""><input name="city" value=""><select name="stand"><option>A</option><option>B</option></select><label><input type="checkbox" name="news" value="1"></label>`;
    const f = form(markup);
    document.cookie = `${restoreKey(f)}=${encodeURIComponent(JSON.stringify({ firstname: "Anna", city: null, stand: 5, news: [1, {}] }))}; path=/`;
    expect(() => restoreInto(f)).not.toThrow();
    expect((f.elements.namedItem("firstname") as HTMLInputElement).value).toBe("Anna");
    expect((f.elements.namedItem("city") as HTMLInputElement).value).toBe("");
    expect((f.elements.namedItem("stand") as HTMLSelectElement).value).toBe("A");
    expect((f.elements.namedItem("news") as HTMLInputElement).checked).toBe(false);

    for (const raw of ["%7Bnot json", encodeURIComponent("[\"Anna\"]"), encodeURIComponent("7")]) {
      document.cookie = `${restoreKey(f)}=${raw}; path=/`;
      expect(savedValues(f)).toBeNull();
    }
  });

  it("restores a select whose markup marks no option (the browser shows the first), unless the user changed it", () => {
    const markup = `<select name="id_document_type"><option value="">— wybierz —</option><option value="id_card">dowód</option><option value="passport">paszport</option></select>`;
    const first = form(markup);
    (first.elements.namedItem("id_document_type") as HTMLSelectElement).value = "passport";
    saveForm(first);
    first.remove();
    const again = form(markup);
    restoreInto(again);
    expect((again.elements.namedItem("id_document_type") as HTMLSelectElement).value).toBe("passport");
    again.remove();
    const changed = form(markup);
    (changed.elements.namedItem("id_document_type") as HTMLSelectElement).value = "id_card"; // chosen before the script ran
    restoreInto(changed);
    expect((changed.elements.namedItem("id_document_type") as HTMLSelectElement).value).toBe("id_card");
  });

  it("moves values that do not fit a cookie to sessionStorage under the same key, dropping none", () => {
    const long = "ż".repeat(COOKIE_BUDGET);
    const f = form(`<textarea name="notes"></textarea><input name="firstname" value="Jan">`);
    (f.elements.namedItem("notes") as HTMLTextAreaElement).value = long;
    saveForm(f);
    expect(document.cookie).toContain(`${restoreKey(f)}=s`);
    expect(savedValues(f)).toEqual({ notes: long, firstname: "Jan" });
  });

  it("counts its 0.021 days from the last edit: leaving the page writes only an edit not yet saved", () => {
    vi.useFakeTimers();
    const f = form(`<input name="firstname" value="">`);
    const writes: string[] = [];
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
    const spy = vi.spyOn(document, "cookie", "set").mockImplementation((value) => {
      writes.push(value);
      cookie.set!.call(document, value);
    });
    const stop = rememberForm(f);
    try {
      (f.elements.namedItem("firstname") as HTMLInputElement).value = "Jan";
      f.dispatchEvent(new Event("input"));
      vi.advanceTimersByTime(250);
      expect(writes).toHaveLength(1);
      expect(writes[0]).toContain("max-age=1814");
      // A reload or a departure after the save: the lifetime is not renewed (it was, at every reload).
      window.dispatchEvent(new Event("pagehide"));
      expect(writes).toHaveLength(1);
      // An edit still waiting for its save is written when the page goes.
      (f.elements.namedItem("firstname") as HTMLInputElement).value = "Janek";
      f.dispatchEvent(new Event("input"));
      window.dispatchEvent(new Event("pagehide"));
      expect(writes).toHaveLength(2);
      expect(savedValues(f)).toEqual({ firstname: "Janek" });
    } finally {
      stop();
      spy.mockRestore();
      vi.useRealTimers();
    }
  });

  it("is cleared after a successful submit", () => {
    const f = form(`<input name="firstname" value="Jan">`);
    saveForm(f);
    expect(document.cookie).toContain(restoreKey(f));
    forgetForm(f);
    expect(document.cookie).not.toContain(restoreKey(f));
    expect(savedValues(f)).toBeNull();
  });
});
