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
    expect(readErrorReportMarkup(host)).toEqual({ action: "/ajax/ErrorReport/send/", label: "Zgłoś błąd", messageName: "message", emailName: "email", formFields: {} });
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
      emailName: "report[mail]",
      formFields: { csrf_token: "tok-42", "report[page_id]": "17", lang: "pl" },
    });
    expect(readMountProps(host, island)).toMatchObject({ ok: true, props: read });
  });

  it("the defaults where the form names no message or e-mail field; a box without a form is refused (its legacy markup stays)", () => {
    expect(readMountProps(page(`<div data-island="error-report"><details><summary>Zgłoś błąd</summary><form action="/zglos.php"><input name="opis"></form></details></div>`), island)).toMatchObject({
      ok: true,
      props: { action: "/zglos.php", messageName: "message", emailName: "email", formFields: {} },
    });
    expect(readMountProps(page(`<div data-island="error-report"><a href="/zglos-blad.html">Zgłoś błąd</a></div>`), island)).toMatchObject({ ok: false });
  });
});
