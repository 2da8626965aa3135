import { describe, expect, it } from "vitest";
import { buildFormResponse, formResponseSchema, readFormResponse } from "./response.ts";

const BOX = "Formularz zawiera błędy.";

describe("readFormResponse", () => {
  it("is_error replaces the form with the returned html", () => {
    expect(readFormResponse({ is_error: true, html: "<p>Błąd</p>" }, BOX)).toEqual({ kind: "replace", html: "<p>Błąd</p>" });
  });

  it("collects element errors and updates of an invalid form, with the error box", () => {
    const outcome = readFormResponse(
      {
        form: { valid: false },
        error: "Popraw dane",
        elements: { email: { valid: false, error_displayed: "Zły e-mail" }, city: { valid: true, value: "Łódź", readonly: true } },
      },
      BOX,
    );
    expect(outcome).toEqual({ kind: "invalid", errors: { email: "Zły e-mail" }, errorBox: "Popraw dane", updates: { city: { value: "Łódź", readonly: true } }, warning: null });
  });

  it("a serialised widget's serialized_value is the value its field takes (the grid's rows, with the ids the server gave them)", () => {
    const rows = '[{"id_record":"41","data":{"name":"Normalny"}}]';
    const outcome = readFormResponse({ form: { valid: false }, elements: { variants: { valid: true, value: "1 wiersz", serialized_value: rows }, city: { value: "Gdańsk" } } }, BOX);
    expect(outcome).toMatchObject({ updates: { variants: { value: rows }, city: { value: "Gdańsk" } } });
  });

  it("falls back to the default error box text, and 'none' suppresses the box", () => {
    const invalid = { form: { valid: false }, elements: { a: { valid: false, error_displayed: "x" } } };
    expect(readFormResponse(invalid, BOX)).toMatchObject({ errorBox: BOX });
    expect(readFormResponse({ ...invalid, error_position: "none" }, BOX)).toMatchObject({ errorBox: null });
  });

  it("a valid form passes its redirect, message and updates on", () => {
    expect(readFormResponse({ form: { valid: true }, redirect: "/zarejestrowany.html", elements: { x: { caption: "Nowy" } } }, BOX)).toEqual({
      kind: "valid",
      updates: { x: { caption: "Nowy" } },
      redirect: "/zarejestrowany.html",
      message: null,
    });
  });

  it("an answer whose redirect is not a web page is malformed: the browser is never sent there", () => {
    expect(formResponseSchema.safeParse({ form: { valid: true }, redirect: "https://sklep.example.pl/konto" }).success).toBe(true);
    for (const redirect of ["javascript:alert(document.cookie)", " data:text/html,<script>alert(1)</script>"]) {
      expect(formResponseSchema.safeParse({ form: { valid: true }, redirect }).success, redirect).toBe(false);
    }
  });
});

describe("buildFormResponse", () => {
  it("marks erroneous elements invalid with their translated text; the form is valid only without errors", () => {
    const built = buildFormResponse({ email: { text: "Zły %s", args: ["e-mail"] } }, (m) => m.text.replace("%s", String(m.args[0])));
    expect(built).toEqual({ is_error: false, elements: { email: { valid: false, error_displayed: "Zły e-mail" } }, form: { valid: false } });
    expect(formResponseSchema.safeParse(built).success).toBe(true);
    expect(buildFormResponse({}, () => "").form).toEqual({ valid: true });
  });

  it("a warning makes the form invalid so the user has to accept it", () => {
    expect(buildFormResponse({}, () => "", { warning: "If you think…" }).form).toEqual({ valid: false });
  });
});

describe("formResponseSchema", () => {
  it("rejects a malformed response", () => {
    expect(formResponseSchema.safeParse({ elements: { a: { valid: "yes" } } }).success).toBe(false);
  });

  it("rejects JSON that is neither is_error nor a judged form: another API's error, or nothing, is no success", () => {
    for (const answer of [{ status: "error", msg: "Coś poszło nie tak", data: [1, 2, 3] }, {}, { message: "OK", redirect: "/dalej" }, { is_error: false }]) {
      expect(formResponseSchema.safeParse(answer).success, JSON.stringify(answer)).toBe(false);
    }
    expect(formResponseSchema.safeParse({ is_error: true, html: "<p>Przerwa</p>" }).success).toBe(true);
    expect(formResponseSchema.safeParse({ form: { valid: true } }).success).toBe(true);
  });
});
