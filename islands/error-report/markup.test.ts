import { afterEach, describe, expect, it } from "vitest";
import { readMountProps } from "../../src/runtime/props.ts";
import island from "./index.ts";
import { readErrorReportMarkup } from "./markup.ts";

/** The page's report host, `html` put in the document (a hidden field may be tied to the form from outside the host). */
const page = (html: string): HTMLElement => {
  document.body.innerHTML = html;
  return document.querySelector<HTMLElement>("[data-island='error-report']")!;
};

describe("error report markup", () => {
  afterEach(() => document.body.replaceChildren());

  it("reads the recorded footer's box: the form's action, the summary's words, the names its fields post under", () => {
    const host = page(`<div data-island="error-report" class="legacy-error-report"><details><summary> Zgłoś błąd </summary>
      <form method="post" action="/ajax/ErrorReport/send/"><label>Co nie działa? <textarea name="message" required></textarea></label>
      <label>E-mail do odpowiedzi (opcjonalnie) <input type="email" name="email"></label><button type="submit">Wyślij zgłoszenie</button></form></details></div>`);
    expect(readErrorReportMarkup(host)).toEqual({
      action: "/ajax/ErrorReport/send/",
      label: "Zgłoś błąd",
      messageName: "message",
      message: { label: "Co nie działa?", required: true },
      emailName: "email",
      email: { label: "E-mail do odpowiedzi (opcjonalnie)", required: false },
      formFields: {},
    });
  });

  it("reads a box the buyer opened and typed in before the script ran (session 44): open, the words and e-mail", () => {
    const host = page(`<div data-island="error-report"><details open><summary>Zgłoś błąd</summary>
      <form method="post" action="/ajax/ErrorReport/send/"><textarea name="message"></textarea><input type="email" name="email"></form></details></div>`);
    host.querySelector("textarea")!.value = "Koszyk się nie odświeża";
    expect(readErrorReportMarkup(host)).toMatchObject({ open: true, typed: { message: "Koszyk się nie odświeża", email: "" } });
    host.querySelector("details")!.open = false;
    host.querySelector("textarea")!.value = "";
    const untouched = readErrorReportMarkup(host);
    expect(untouched).not.toHaveProperty("open");
    expect(untouched).not.toHaveProperty("typed");
  });

  it("reads a PHP form's array names and its hidden fields, in it or tied to it by form=…, not a disabled one", () => {
    const host = page(`<div data-island="error-report"><details><summary>Zgłoś błąd</summary>
      <form id="zgloszenie" method="post" action="/zglos.php"><input type="hidden" name="csrf_token" value="tok-42">
      <input type="hidden" name="report[page_id]" value="17"><input type="hidden" name="stale" value="x" disabled>
      <textarea name="report[message]"></textarea><input type="text" name="report[mail]"><button>Wyślij</button></form></details></div>
      <input type="hidden" name="lang" value="pl" form="zgloszenie">`);
    const read = readErrorReportMarkup(host);
    expect(read).toEqual({
      action: "/zglos.php",
      label: "Zgłoś błąd",
      messageName: "report[message]",
      message: { required: false },
      emailName: "report[mail]",
      email: { required: false },
      formFields: { csrf_token: "tok-42", "report[page_id]": "17", lang: "pl" },
    });
    expect(readMountProps(host, island)).toMatchObject({ ok: true, props: read });
  });

  it("the defaults where the form names no message or e-mail field; a box without a form is refused (its legacy markup stays)", () => {
    expect(readMountProps(page(`<div data-island="error-report"><details><summary>Zgłoś błąd</summary><form action="/zglos.php"><input name="opis"></form></details></div>`), island)).toMatchObject({
      ok: true,
      // The island's own message field (the form has none to take); no e-mail field, as the form asks none.
      props: { action: "/zglos.php", messageName: "message", message: { required: true, maxLength: 2000 }, email: null, formFields: {} },
    });
    expect(readMountProps(page(`<div data-island="error-report"><a href="/zglos-blad.html">Zgłoś błąd</a></div>`), island)).toMatchObject({ ok: false });
  });

  it("a form asking a subject and a category before a limited description, and no e-mail: its message field as printed, no e-mail field, its other fields first", () => {
    const host = page(`<div data-island="error-report"><details><summary>Zgłoś błąd</summary><form method="post" action="/zglos.php">
      <label>Temat <input name="subject" maxlength="12" required></label>
      <label>Kategoria <select name="category"><option value="">—</option><option value="mapa">Mapa</option></select></label>
      <label>Opis problemu <span aria-hidden="true">*</span> <textarea name="opis" required maxlength="500"></textarea></label><button>Wyślij</button></form></details></div>`);
    expect(readMountProps(host, island)).toMatchObject({
      ok: true,
      props: { messageName: "opis", message: { label: "Opis problemu", required: true, maxLength: 500 }, email: null, keeps: true, othersFirst: true },
    });
  });

  it("an e-mail field printed before the message (session 45): read as first, a subject before both still first", () => {
    const host = page(`<div data-island="error-report"><details><summary>Zgłoś błąd</summary><form method="post" action="/zglos.php">
      <label>Temat <input name="subject"></label><label>E-mail <input type="email" name="email"></label><label>Opis <textarea name="message"></textarea></label></form></details></div>`);
    expect(readMountProps(host, island)).toMatchObject({ ok: true, props: { emailFirst: true, othersFirst: true } });
    host.querySelector("label")!.before(host.querySelectorAll("label")[1]!);
    host.querySelector("form")!.append(host.querySelector("[name=subject]")!.closest("label")!);
    expect(readMountProps(host, island)).toMatchObject({ ok: true, props: { emailFirst: true, othersFirst: false } });
  });

  it("a form the browser sends (session 45): without action to its own page by post, with method=get to its action", () => {
    const host = page(`<div data-island="error-report"><details><summary>Zgłoś błąd</summary><form method="post"><textarea name="message"></textarea></form></details></div>`);
    expect(readMountProps(host, island)).toMatchObject({ ok: true, props: { action: location.href, native: "post" } });
    host.querySelector("form")!.setAttribute("action", "/zglos.php");
    host.querySelector("form")!.setAttribute("method", "GET");
    expect(readMountProps(host, island)).toMatchObject({ ok: true, props: { action: "/zglos.php", native: "get" } });
    host.querySelector("form")!.setAttribute("method", "post");
    expect(readErrorReportMarkup(host)).not.toHaveProperty("native");
  });

  it("a form without action (session 46): by its method, get where it prints none, to the page's address at the send", () => {
    const host = page(`<div data-island="error-report"><details><summary>Zgłoś błąd</summary><form><textarea name="message"></textarea></form></details></div>`);
    // No method is get, as the browser sends it: the fields in the page's address, not a post.
    expect(readMountProps(host, island)).toMatchObject({ ok: true, props: { native: "get", ownAddress: true } });
    host.querySelector("form")!.setAttribute("method", "post");
    expect(readMountProps(host, island)).toMatchObject({ ok: true, props: { native: "post", ownAddress: true } });
    host.querySelector("form")!.setAttribute("action", "/zglos.php");
    expect(readMountProps(host, island)).toMatchObject({ ok: true, props: { ownAddress: false } });
  });

  it("the form's send button as the browser posts it (session 46): the first submit button, when named, with its value", () => {
    const host = page(`<div data-island="error-report"><details><summary>Zgłoś błąd</summary><form method="post">
      <textarea name="message"></textarea><button type="button" name="podglad">Podgląd</button><button name="send" value="1">Wyślij</button>
      <input type="submit" name="anuluj" value="Anuluj"></form></details></div>`);
    expect(readMountProps(host, island)).toMatchObject({ ok: true, props: { button: { name: "send", value: "1" } } });
    host.querySelector("button[name=send]")!.remove();
    expect(readErrorReportMarkup(host)).toMatchObject({ button: { name: "anuluj", value: "Anuluj" } });
    host.querySelector("input[name=anuluj]")!.removeAttribute("name");
    expect(readErrorReportMarkup(host)).not.toHaveProperty("button");
  });

  it("a host that prints no form (props only) gets the island's own fields: a required message of 2000 characters, an optional e-mail", () => {
    const host = page(`<div data-island="error-report" data-props='{"action":"/ajax/ErrorReport/send/"}'></div>`);
    expect(readMountProps(host, island)).toMatchObject({
      ok: true,
      props: { messageName: "message", message: { required: true, maxLength: 2000 }, emailName: "email", email: { required: false }, keeps: false, othersFirst: false },
    });
  });
});
