import { readFileSync } from "node:fs";
import { join } from "node:path";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RequestOptions, RequestResult } from "../../src/dejax/types.ts";
import { LoginForm } from "./LoginForm.tsx";
import { anonymousLoginData, readLoginMarkup } from "./markup.ts";
import { loginFormSchema } from "./schema.ts";

const sent: Array<RequestOptions<unknown>> = [];
let result: RequestResult<unknown>;
vi.mock("../../src/dejax/client.ts", () => ({
  request: vi.fn(async (options: RequestOptions<unknown>) => {
    sent.push(options);
    return result;
  }),
}));

// Vitest runs from the project root; under jsdom import.meta.url is not a file URL.
const RECORDED = readFileSync(join(process.cwd(), "fixtures/pages/logowanie.html"), "utf8");

function host(html = RECORDED): HTMLElement {
  const wrapper = document.createElement("div");
  wrapper.innerHTML = html;
  return wrapper.querySelector<HTMLElement>("[data-island=login-form]")!;
}

/** Mounted as the runtime does: props read from the markup, which then leaves the host for `legacy`. */
function mount(html = RECORDED) {
  const legacyHost = host(html);
  const props = loginFormSchema.parse(readLoginMarkup(legacyHost));
  const legacy = document.createDocumentFragment();
  legacy.append(...legacyHost.childNodes);
  return { legacy, ...render(<LoginForm props={props} host={document.createElement("div")} legacy={legacy} emit={() => true} expose={() => undefined} />) };
}

beforeEach(() => {
  sent.length = 0;
  document.documentElement.lang = "pl";
});
afterEach(cleanup);

describe("readLoginMarkup", () => {
  it("reads the login action, the anonymous login address and the register link from the recorded page", () => {
    expect(readLoginMarkup(host())).toEqual({ action: "/ajax/Login/login/", anonymousUrl: "/ajax/Login/anonymousLogin/", registerUrl: "/rejestracja.html", formId: "login",
      names: { login: "login", password: "password" },
      ids: { login: "login_email", password: "login_password" },
      controls: { login: {}, password: {} },
    });
  });

  it("reads the fields under the form's naming (QA s40 #1: 'client[login]'), with the e-mail given and each control's state (#9)", () => {
    const html = RECORDED.replace('name="login"', 'name="client[login]" value="jan@example.pl" readonly maxlength="60"').replace('name="password"', 'name="client[password]" required');
    expect(readLoginMarkup(host(html))).toMatchObject({
      login: "jan@example.pl",
      names: { login: "client[login]", password: "client[password]" },
      ids: { login: "login_email", password: "login_password" },
      controls: { login: { readOnly: true, maxLength: 60 }, password: { required: true } },
    });
  });

  it("refuses a form without a password control, naming what it lacks: the legacy form stays", () => {
    const html = RECORDED.replace(/<p><label for="login_password">.*?<\/p>/, "");
    expect(() => readLoginMarkup(host(html))).toThrow('the legacy form has no control named "password" (password); it stays as it is');
  });
});

describe("anonymousLoginData", () => {
  it("is what the legacy anonymous form posts by name (spec §7): its hidden fields, a ticked box, under its own id; nothing without that form", () => {
    const html = RECORDED.replace(
      '<form class="login-anonymous" method="post" action="/ajax/Login/anonymousLogin/">',
      '<form id="anon" class="login-anonymous" method="post" action="/ajax/Login/anonymousLogin/"><input type="hidden" name="csrf" value="tok-anon"><input type="hidden" name="id_event" value="77"><input type="checkbox" name="terms" value="tak" checked>',
    );
    expect(anonymousLoginData(host(html))).toEqual({ csrf: "tok-anon", id_event: "77", terms: "tak", __deform_form_id__: "anon" });
    expect(anonymousLoginData(host())).toEqual({});
    expect(anonymousLoginData(document.createDocumentFragment())).toEqual({});
  });
});

describe("LoginForm", () => {
  it("shows 'Nie znaleziono klienta' beside the e-mail, tied by aria-describedby", async () => {
    result = { ok: true, data: { form: { valid: false }, elements: { login: { valid: false, error_displayed: "Nie znaleziono klienta" } } }, requestId: "1" };
    mount();
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "nikt@example.pl" } });
    fireEvent.change(screen.getByLabelText("Hasło"), { target: { value: "x" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Zaloguj się" }));
    });
    const login = screen.getByLabelText("E-mail");
    // The legacy controls' ids are kept: the page's scripts and labels find the island's controls.
    expect([login.id, screen.getByLabelText("Hasło").id]).toEqual(["login_email", "login_password"]);
    expect(sent[0]).toMatchObject({ url: "/ajax/Login/login/", data: { login: "nikt@example.pl", password: "x", __deform_form_id__: "login" } });
    expect(login.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(login.getAttribute("aria-describedby")!)?.textContent).toBe("Nie znaleziono klienta");
  });

  it("keeps the legacy form's id and every control it does not render: hidden ones posted, visible ones still there to use (spec §7)", async () => {
    result = { ok: true, data: { form: { valid: false }, elements: { login: { valid: false, error_displayed: "Nie znaleziono klienta" } } }, requestId: "1" };
    const html = RECORDED.replace('<form id="login"', '<form id="login_form_3"').replace(
      "<p><button",
      '<input type="hidden" name="csrf_token" value="c5rf"><p><input type="checkbox" id="remember" name="remember" value="1" checked> <label for="remember">Zapamiętaj mnie</label></p><p><button',
    );
    const { legacy, unmount } = mount(html);
    const remember = screen.getByLabelText<HTMLInputElement>("Zapamiętaj mnie");
    expect(remember.form?.id).toBe("login_form_3");
    fireEvent.click(remember);
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "nikt@example.pl" } });
    fireEvent.change(screen.getByLabelText("Hasło"), { target: { value: "x" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Zaloguj się" }));
    });
    expect(sent[0]?.data).toEqual({ login: "nikt@example.pl", password: "x", csrf_token: "c5rf", remember: "0", __deform_form_id__: "login_form_3" });
    // Given back (unmount, crash), the legacy form is whole again.
    unmount();
    expect(legacy.querySelector("#login_form_3 [name=csrf_token]")).not.toBeNull();
    expect(legacy.querySelector("#login_form_3 #remember")).not.toBeNull();
  });

  it("judges the kept controls' class-name rules as the legacy validator did: a refused submit sends nothing, focuses the first, shows each message in its row; a change judges again", async () => {
    vi.useFakeTimers();
    try {
      result = { ok: true, data: { form: { valid: true } }, requestId: "1" };
      const html = RECORDED.replace(
        "<p><button",
        '<p><input type="checkbox" id="consent" name="consent" value="1" class="required"> <label for="consent">Akceptuję regulamin</label></p><p><label for="alt">Drugi e-mail</label> <input id="alt" name="alt_email" class="validate-email"></p><p><button',
      );
      mount(html);
      fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "jan@example.pl" } });
      fireEvent.change(screen.getByLabelText("Hasło"), { target: { value: "x" } });
      const consent = screen.getByLabelText<HTMLInputElement>("Akceptuję regulamin");
      const alt = screen.getByLabelText<HTMLInputElement>("Drugi e-mail");
      alt.value = "jan@";
      await act(async () => {
        fireEvent.click(screen.getByRole("button", { name: "Zaloguj się" }));
      });
      expect(sent).toEqual([]);
      const message = (control: HTMLElement) => document.getElementById(control.getAttribute("aria-describedby") ?? "")?.textContent;
      expect([consent.getAttribute("aria-invalid"), message(consent), message(alt)]).toEqual(["true", "To pole jest wymagane.", "Wpisz poprawny adres e-mail."]);
      expect(consent.closest("p")!.lastElementChild!.textContent).toBe("To pole jest wymagane.");
      expect(document.activeElement).toBe(consent);

      // Ticked: judged 50 ms after the change, as the legacy validator did; the other error stays.
      fireEvent.click(consent);
      await act(async () => {
        vi.advanceTimersByTime(50);
      });
      expect([consent.getAttribute("aria-invalid"), consent.getAttribute("aria-describedby"), message(alt)]).toEqual([null, null, "Wpisz poprawny adres e-mail."]);
      fireEvent.input(alt, { target: { value: "jan@example.com" } });
      fireEvent.blur(alt);
      await act(async () => {
        vi.advanceTimersByTime(50);
      });
      expect(alt.getAttribute("aria-invalid")).toBeNull();
      await act(async () => {
        fireEvent.click(screen.getByRole("button", { name: "Zaloguj się" }));
      });
      expect(sent[0]?.data).toMatchObject({ consent: "1", alt_email: "jan@example.com" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("renders and posts the form's own names ('client[login]'), each field once, and shows the server's error given under that name at its field", async () => {
    result = { ok: true, data: { form: { valid: false }, elements: { "client[login]": { valid: false, error_displayed: "Nie znaleziono klienta" } } }, requestId: "1" };
    mount(RECORDED.replace('name="login"', 'name="client[login]"').replace('name="password"', 'name="client[password]"').replace("<p><button", '<input type="hidden" name="client[csrf]" value="c5rf"><p><button'));
    expect(document.querySelectorAll("input[type=email]").length).toBe(1);
    expect(document.querySelectorAll("input[type=password]").length).toBe(1);
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "nikt@example.pl" } });
    fireEvent.change(screen.getByLabelText("Hasło"), { target: { value: "x" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Zaloguj się" }));
    });
    expect(sent[0]?.data).toEqual({ "client[login]": "nikt@example.pl", "client[password]": "x", "client[csrf]": "c5rf", __deform_form_id__: "login" });
    const login = screen.getByLabelText("E-mail");
    expect(document.getElementById(login.getAttribute("aria-describedby")!)?.textContent).toBe("Nie znaleziono klienta");
  });

  it("keeps a read-only e-mail as it is and posts it; a disabled field is neither judged nor posted, as without the script", async () => {
    result = { ok: true, data: { form: { valid: false } }, requestId: "1" };
    mount(RECORDED.replace('name="login"', 'name="login" value="stary@example.pl" readonly maxlength="40"').replace('name="password"', 'name="password" disabled'));
    const login = screen.getByLabelText<HTMLInputElement>("E-mail");
    expect([login.readOnly, login.maxLength, login.value, screen.getByLabelText<HTMLInputElement>("Hasło").disabled]).toEqual([true, 40, "stary@example.pl", true]);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Zaloguj się" }));
    });
    expect(sent[0]?.data).toEqual({ login: "stary@example.pl", __deform_form_id__: "login" });
  });

  it("starts from the password typed or autofilled in the legacy form before the script ran, which its props never hold", async () => {
    result = { ok: true, data: { form: { valid: false }, elements: { login: { valid: false, error_displayed: "Nie znaleziono klienta" } } }, requestId: "1" };
    const legacyHost = host();
    legacyHost.querySelector<HTMLInputElement>("[name=login]")!.value = "jan@example.pl";
    legacyHost.querySelector<HTMLInputElement>("[name=password]")!.value = "sekret99";
    const markup = readLoginMarkup(legacyHost);
    expect(JSON.stringify(markup)).not.toContain("sekret99");
    const legacy = document.createDocumentFragment();
    legacy.append(...legacyHost.childNodes);
    render(<LoginForm props={loginFormSchema.parse(markup)} host={document.createElement("div")} legacy={legacy} emit={() => true} expose={() => undefined} />);
    expect(screen.getByLabelText<HTMLInputElement>("Hasło").value).toBe("sekret99");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Zaloguj się" }));
    });
    expect(sent[0]?.data).toMatchObject({ login: "jan@example.pl", password: "sekret99" });
  });

  it("'kup bez rejestracji' posts to the anonymous login what the anonymous form holds; a failure is told in a dialog, not alert()", async () => {
    result = { ok: false, error: { kind: "http", status: 500, message: "HTTP 500", requestId: "1" } };
    const browserAlert = vi.spyOn(window, "alert").mockImplementation(() => {});
    mount(RECORDED.replace('action="/ajax/Login/anonymousLogin/">', 'action="/ajax/Login/anonymousLogin/"><input type="hidden" name="csrf" value="tok-anon">'));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "kup bez rejestracji" }));
    });
    expect(sent[0]).toMatchObject({ url: "/ajax/Login/anonymousLogin/", data: { csrf: "tok-anon" } });
    expect(screen.getByRole("alertdialog").textContent).toContain("Serwer odpowiedział błędem (500)");
    expect(browserAlert).not.toHaveBeenCalled();
  });
});
