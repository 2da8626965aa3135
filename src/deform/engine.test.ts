import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RequestOptions, RequestResult } from "../dejax/types.ts";
import { FormEngine, type EngineOptions } from "./engine.ts";
import type { FormResponse } from "./response.ts";

let form: HTMLFormElement;
let sent: Array<RequestOptions<unknown>>;

function engineWith(response: RequestResult<FormResponse> | null, over: Partial<EngineOptions> = {}): FormEngine {
  const send = vi.fn(async (options: RequestOptions<unknown>) => {
    sent.push(options);
    return response as RequestResult<never>;
  });
  return new FormEngine({ form: () => form, translate: (m) => m.text, errorBoxText: "Błędy", send: send as EngineOptions["send"], ...over });
}

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  document.body.innerHTML = `<div id="host"><form id="f" action="/ajax/Client/register/">
    <input name="email" class="required validate-email" value="">
    <select name="country" disabled data-deform-readonly><option value="PL" selected>PL</option></select>
    <button type="submit">Zapisz</button></form></div>`;
  form = document.querySelector("form")!;
});
afterEach(() => vi.useRealTimers());

describe("submit", () => {
  it("asks for the scripts of the answer's html only: the error box text may repeat what the buyer typed", async () => {
    form.querySelector<HTMLInputElement>("[name=email]")!.value = "jan@example.com";
    const engine = engineWith({ ok: true, requestId: "r", data: { form: { valid: false }, error: "Klient <script>x()</script> istnieje." } });
    await engine.submit();
    expect(sent[0]!.evalFields).toEqual(["html"]);
  });

  it("a prevented submit sends nothing and releases the button after 100 ms", async () => {
    const engine = engineWith(null);
    form.addEventListener("trybuna:form-submit", (e) => e.preventDefault());
    expect(await engine.submit()).toEqual({ kind: "prevented" });
    expect(engine.getState().waiting).toBe(true);
    vi.advanceTimersByTime(99);
    expect(engine.getState().waiting).toBe(true);
    vi.advanceTimersByTime(1);
    expect(engine.getState().waiting).toBe(false);
    expect(sent).toHaveLength(0);
  });

  it("a browser-invalid form shows errors, asks to reveal the first one, the error box after 100 ms", async () => {
    const engine = engineWith(null);
    expect(await engine.submit()).toEqual({ kind: "invalid", source: "browser", warning: null });
    const state = engine.getState();
    expect(state.errors).toEqual({ email: "To pole jest wymagane." });
    expect(state.reveal?.name).toBe("email");
    expect(state.waiting).toBe(false);
    expect(form.querySelector("select")!.disabled).toBe(true);
    expect(state.errorBox).toBeNull();
    vi.advanceTimersByTime(100);
    expect(engine.getState().errorBox).toBe("Błędy");
    expect(sent).toHaveLength(0);
  });

  it("sends every value as json with the form id and extras to the form's action", async () => {
    (form.elements.namedItem("email") as HTMLInputElement).value = "a@b.pl";
    const engine = engineWith({ ok: true, data: { form: { valid: true }, message: "OK" }, requestId: "1" }, { additional: () => ({ ticket: "2" }) });
    const result = await engine.submit({ __warning_accepted: "1" });
    expect(result).toEqual({ kind: "valid", updates: {}, redirect: null, message: "OK" });
    expect(sent[0]).toMatchObject({ url: "/ajax/Client/register/", data: { email: "a@b.pl", country: "PL", __deform_form_id__: "f", ticket: "2", __warning_accepted: "1" } });
    expect(engine.getState().waiting).toBe(false);
  });

  it("shows server errors with the error box after 100 ms, or none with error_position 'none'", async () => {
    (form.elements.namedItem("email") as HTMLInputElement).value = "a@b.pl";
    const invalid: FormResponse = { form: { valid: false }, elements: { email: { valid: false, error_displayed: "Zajęty" } } };
    const engine = engineWith({ ok: true, data: invalid, requestId: "1" });
    expect(await engine.submit()).toMatchObject({ kind: "invalid", source: "server" });
    expect(engine.getState().errors).toEqual({ email: "Zajęty" });
    vi.advanceTimersByTime(100);
    expect(engine.getState().errorBox).toBe("Błędy");

    const quiet = engineWith({ ok: true, data: { ...invalid, error_position: "none" }, requestId: "2" });
    await quiet.submit();
    vi.advanceTimersByTime(500);
    expect(quiet.getState().errorBox).toBeNull();
  });

  it("a server error for a name the form has no control for is said in the error box, even with error_position 'none'", async () => {
    (form.elements.namedItem("email") as HTMLInputElement).value = "a@b.pl";
    const invalid: FormResponse = { form: { valid: false }, elements: { email: { valid: false, error_displayed: "Zajęty" }, form_token: { valid: false, error_displayed: "Sesja wygasła." } } };
    const engine = engineWith({ ok: true, data: invalid, requestId: "1" });
    await engine.submit();
    expect(engine.getState().reveal?.name).toBe("email");
    vi.advanceTimersByTime(100);
    expect(engine.getState().errorBox).toBe("Błędy Sesja wygasła.");

    const quiet = engineWith({ ok: true, data: { ...invalid, error_position: "none" }, requestId: "2" });
    await quiet.submit();
    vi.advanceTimersByTime(100);
    expect(quiet.getState().errorBox).toBe("Sesja wygasła.");
  });

  it("a form-level invalid answer (no field marked) shows the error box after 100 ms too, or never with errorPosition 'none'", async () => {
    (form.elements.namedItem("email") as HTMLInputElement).value = "a@b.pl";
    const formLevel: FormResponse = { form: { valid: false }, error: "Sprzedaż wstrzymana" };
    const engine = engineWith({ ok: true, data: formLevel, requestId: "1" });
    expect(await engine.submit()).toMatchObject({ kind: "invalid", source: "server" });
    expect(engine.getState().waiting).toBe(false);
    vi.advanceTimersByTime(99);
    expect(engine.getState().errorBox).toBeNull();
    vi.advanceTimersByTime(1);
    expect(engine.getState().errorBox).toBe("Sprzedaż wstrzymana");

    const quiet = engineWith({ ok: true, data: formLevel, requestId: "2" }, { errorPosition: "none" });
    await quiet.submit();
    vi.advanceTimersByTime(500);
    expect(quiet.getState().errorBox).toBeNull();
  });

  it("is_error: the view puts the html in the form's place, form-error goes out from the form, then the form leaves", async () => {
    (form.elements.namedItem("email") as HTMLInputElement).value = "a@b.pl";
    const order: string[] = [];
    document.addEventListener("trybuna:form-error", (event) => {
      const { html } = (event as CustomEvent<{ html: string }>).detail;
      order.push(`form-error ${html} from the form: ${event.target === form}, new markup in: ${document.getElementById("notice") !== null}`);
    }, { once: true });
    const replace = (html: string) => {
      form.insertAdjacentHTML("beforebegin", html);
      return () => {
        order.push("form out");
        form.remove();
      };
    };
    const engine = engineWith({ ok: true, data: { is_error: true, html: '<p id="notice">Przerwa</p>' }, requestId: "1" }, { replace });
    expect(await engine.submit()).toEqual({ kind: "replace", html: '<p id="notice">Przerwa</p>' });
    expect(order).toEqual(['form-error <p id="notice">Przerwa</p> from the form: true, new markup in: true', "form out"]);
    expect(engine.getState().waiting).toBe(false);
  });

  it("is_error html from a form whose action is on another origin is refused: no replace, a failed submit", async () => {
    form.setAttribute("action", "https://elsewhere.test/form");
    (form.elements.namedItem("email") as HTMLInputElement).value = "a@b.pl";
    const replace = vi.fn();
    const engine = engineWith({ ok: true, data: { is_error: true, html: '<p id="notice">Obce</p>' }, requestId: "1" }, { replace });
    expect(await engine.submit()).toMatchObject({ kind: "failed", error: { kind: "invalid" } });
    expect(replace).not.toHaveBeenCalled();
    expect(engine.getState().waiting).toBe(false);
  });

  it("passes value updates to the view and keeps read-only, caption and options as overrides", async () => {
    (form.elements.namedItem("email") as HTMLInputElement).value = "a@b.pl";
    const onValues = vi.fn();
    const engine = engineWith({ ok: true, data: { form: { valid: true }, elements: { city: { value: "Gdańsk", readonly: true } } }, requestId: "1" }, { onValues });
    await engine.submit();
    expect(onValues).toHaveBeenCalledWith({ city: "Gdańsk" });
    expect(engine.getState().overrides).toEqual({ city: { value: "Gdańsk", readonly: true } });
  });

  it("enables read-only selects for the send and disables them again after the answer", async () => {
    (form.elements.namedItem("email") as HTMLInputElement).value = "a@b.pl";
    const select = form.querySelector("select")!;
    let enabledWhileSending = false;
    const engine = new FormEngine({
      form: () => form,
      translate: (m) => m.text,
      errorBoxText: "",
      send: (async () => {
        enabledWhileSending = !select.disabled;
        return { ok: true, data: { form: { valid: false }, elements: { email: { valid: false, error_displayed: "x" } } }, requestId: "1" };
      }) as EngineOptions["send"],
    });
    await engine.submit();
    expect(enabledWhileSending).toBe(true);
    expect(select.disabled).toBe(true);
  });

  it("ajax off: posts the form natively with read-only selects enabled, sending nothing by AJAX", async () => {
    (form.elements.namedItem("email") as HTMLInputElement).value = "a@b.pl";
    const select = form.querySelector("select")!;
    let enabledAtSubmit = false;
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {
      enabledAtSubmit = !select.disabled;
    });
    const engine = engineWith(null, { ajax: false });
    expect(await engine.submit()).toEqual({ kind: "native" });
    expect(submit).toHaveBeenCalledOnce();
    expect(enabledAtSubmit).toBe(true);
    expect(sent).toHaveLength(0);
    submit.mockRestore();
  });

  it("the pressed button's way: by AJAX to its formaction; formnovalidate skips the judging", async () => {
    const engine = engineWith({ ok: true, requestId: "r", data: { form: { valid: true } } });
    expect(await engine.submit({ preview: "1" }, { url: "/ajax/Event/preview/", validate: false })).toMatchObject({ kind: "valid" });
    expect(sent[0]!.url).toBe("/ajax/Event/preview/");
    expect(sent[0]!.data).toMatchObject({ email: "", preview: "1" });
  });

  it("a native send into another window releases the button (the page stays), and read-only selects are disabled again", async () => {
    (form.elements.namedItem("email") as HTMLInputElement).value = "a@b.pl";
    const native = vi.fn();
    const engine = engineWith(null);
    expect(await engine.submit({}, { native, stays: true })).toEqual({ kind: "native" });
    expect(native).toHaveBeenCalledOnce();
    expect(engine.getState().waiting).toBe(false);
    expect(form.querySelector("select")!.disabled).toBe(true);
    expect(sent).toHaveLength(0);
  });

  describe("a page brought back from the back-forward cache (Back from the page the send went on to)", () => {
    const comeBack = (persisted: boolean) => dispatchEvent(new PageTransitionEvent("pageshow", { persisted }));

    it("a valid answer that moves on keeps the button waiting until the page goes; back from the cache, it sends again", async () => {
      (form.elements.namedItem("email") as HTMLInputElement).value = "a@b.pl";
      const engine = engineWith({ ok: true, requestId: "r", data: { form: { valid: true }, redirect: "/dalej" } });
      expect(await engine.submit()).toMatchObject({ kind: "valid", redirect: "/dalej" });
      expect(engine.getState().waiting).toBe(true);
      comeBack(false); // a new load of the page is another page: nothing to do here
      expect(engine.getState().waiting).toBe(true);
      comeBack(true);
      expect(engine.getState().waiting).toBe(false);
      expect(await engine.submit()).toMatchObject({ kind: "valid" });
      expect(sent).toHaveLength(2);
    });

    it("a native post: back from the cache, the read-only selects it enabled are read-only again and the button is free", async () => {
      (form.elements.namedItem("email") as HTMLInputElement).value = "a@b.pl";
      const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
      const engine = engineWith(null, { ajax: false });
      expect(await engine.submit()).toEqual({ kind: "native" });
      const select = form.querySelector("select")!;
      expect(select.disabled).toBe(false);
      comeBack(true);
      expect(engine.getState().waiting).toBe(false);
      expect(select.disabled).toBe(true);
      submit.mockRestore();
    });

    it("an engine disposed (its form gone) no longer listens", async () => {
      (form.elements.namedItem("email") as HTMLInputElement).value = "a@b.pl";
      const engine = engineWith({ ok: true, requestId: "r", data: { form: { valid: true }, redirect: "/dalej" } });
      await engine.submit();
      engine.dispose();
      let heard = 0;
      engine.subscribe(() => heard++);
      comeBack(true);
      expect(heard).toBe(0);
      expect(engine.getState().waiting).toBe(true);
    });
  });

  it("errorPosition 'none' keeps the box away for browser-side errors too", async () => {
    const engine = engineWith(null, { errorPosition: "none" });
    await engine.submit();
    vi.advanceTimersByTime(200);
    expect(engine.getState().errorBox).toBeNull();
    expect(engine.getState().errors).toHaveProperty("email");
  });

  it("a refusal's box still due when the next send goes (a slow device runs the 100 ms late) is not shown after it", async () => {
    const engine = engineWith({ ok: false, error: { kind: "http", status: 500, message: "500", requestId: "1" } });
    await engine.submit(); // refused: the box is due in 100 ms
    (form.elements.namedItem("email") as HTMLInputElement).value = "a@b.pl";
    expect(await engine.submit()).toMatchObject({ kind: "failed" });
    vi.advanceTimersByTime(200);
    // The view says why the send failed; a box saying the form has errors would stand over that, with none marked.
    expect(engine.getState().errorBox).toBeNull();
    expect(engine.getState().errors).toEqual({});
  });

  it("a failed request releases the button", async () => {
    (form.elements.namedItem("email") as HTMLInputElement).value = "a@b.pl";
    const engine = engineWith({ ok: false, error: { kind: "network", message: "offline", requestId: "1" } });
    expect(await engine.submit()).toMatchObject({ kind: "failed" });
    expect(engine.getState().waiting).toBe(false);
  });
});

describe("fieldBlurred", () => {
  it("leaves an untouched field alone, judges an edited one", () => {
    const engine = engineWith(null);
    engine.fieldBlurred("email");
    vi.advanceTimersByTime(50);
    expect(engine.getState().errors).toEqual({});
    engine.noteInput("email");
    engine.fieldBlurred("email");
    vi.advanceTimersByTime(50);
    expect(engine.getState().errors).toEqual({ email: "To pole jest wymagane." });
  });

  it("re-judges a field that shows an error even if not edited since; mended before the refusal's box was due, no box comes", async () => {
    const engine = engineWith(null);
    await engine.submit();
    (form.elements.namedItem("email") as HTMLInputElement).value = "a@b.pl";
    engine.fieldBlurred("email");
    vi.advanceTimersByTime(50);
    expect(engine.getState().errors).toEqual({});
    // A busy device runs the box's 100 ms late: a box saying the form has errors, with none marked, would stay.
    vi.advanceTimersByTime(150);
    expect(engine.getState().errorBox).toBeNull();
  });
});

describe("resetField", () => {
  it("drops a pending check and the field's error: an answer the page emptied is not judged until the user fills it", async () => {
    const engine = engineWith(null);
    await engine.submit();
    expect(engine.getState().errors).toEqual({ email: "To pole jest wymagane." });
    engine.resetField("email");
    expect(engine.getState().errors).toEqual({});
    engine.noteInput("email");
    engine.fieldBlurred("email"); // left just before the page emptied it
    engine.resetField("email");
    vi.advanceTimersByTime(50);
    engine.fieldBlurred("email");
    vi.advanceTimersByTime(50);
    expect(engine.getState().errors).toEqual({});
  });
});

describe("scheduleFieldCheck", () => {
  it("re-judges one field 50 ms after blur or change", () => {
    const engine = engineWith(null);
    engine.scheduleFieldCheck("email");
    vi.advanceTimersByTime(49);
    expect(engine.getState().errors).toEqual({});
    vi.advanceTimersByTime(1);
    expect(engine.getState().errors).toEqual({ email: "To pole jest wymagane." });
    (form.elements.namedItem("email") as HTMLInputElement).value = "a@b.pl";
    engine.scheduleFieldCheck("email");
    vi.advanceTimersByTime(50);
    expect(engine.getState().errors).toEqual({});
  });

  it("waits while a press lasts (the error would move the button under the pointer), then judges", () => {
    const engine = engineWith(null);
    let pressed = true; // jsdom has no :active; the browser test presses for real
    vi.spyOn(document.documentElement, "matches").mockImplementation((selector) => selector === ":active" && pressed);
    engine.scheduleFieldCheck("email");
    vi.advanceTimersByTime(500);
    expect(engine.getState().errors).toEqual({});
    pressed = false;
    vi.advanceTimersByTime(50);
    expect(engine.getState().errors).toEqual({ email: "To pole jest wymagane." });
  });

  it("a submit drops pending checks: a fast answer's error for the field stays", async () => {
    (form.elements.namedItem("email") as HTMLInputElement).value = "a@b.pl";
    const engine = engineWith({ ok: true, data: { form: { valid: false }, elements: { email: { valid: false, error_displayed: "Adres jest już zajęty." } } }, requestId: "1" });
    engine.scheduleFieldCheck("email");
    await engine.submit();
    expect(engine.getState().errors).toEqual({ email: "Adres jest już zajęty." });
    vi.advanceTimersByTime(500);
    expect(engine.getState().errors).toEqual({ email: "Adres jest już zajęty." });
  });
});
