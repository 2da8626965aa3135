import { act, cleanup, fireEvent, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { request } from "../../src/dejax/client.ts";
import { ErrorReport } from "./ErrorReport.tsx";
import { readErrorReportMarkup } from "./markup.ts";
import { errorReportSchema } from "./schema.ts";

vi.mock("../../src/dejax/client.ts", () => ({ request: vi.fn() }));

/** The island on the shop's box `html`: its props read from it, its markup taken over as the runtime does. */
function mount(html: string) {
  const host = document.createElement("div");
  host.innerHTML = html;
  document.body.append(host);
  const props = errorReportSchema.parse(readErrorReportMarkup(host));
  const legacy = document.createDocumentFragment();
  legacy.append(...host.childNodes);
  return render(<ErrorReport props={props} host={host} legacy={legacy} emit={() => true} expose={() => {}} />, { container: host });
}

/** The names of the box's visible fields and the words of its notes (`p` of the shop's), in the box's order. */
const boxOrder = (box: Element): string[] =>
  [...box.querySelectorAll("input:not([type=hidden]), select, textarea, .tb-deform-legacy p")].map((node) => node.getAttribute("name") ?? node.textContent!);

/** The kept fields' code has arrived beside the box (kept.ts), and the fields with it. */
const keptArrived = () =>
  act(async () => {
    await import("./kept.ts");
  });

const FORM = `<details><summary>Zgłoś błąd</summary><form method="post" action="/zglos.php"><input type="hidden" name="csrf" value="t1">
  <label>Temat <input name="subject" value="Ogólne"></label>
  <label>Kategoria <select name="category"><option value="">—</option><option value="mapa">Mapa</option></select></label>
  <label>Hasło konta <input type="password" name="haslo"></label>
  <label>Opis problemu <textarea name="message"></textarea></label><p>Nie podawaj numeru PESEL.</p>
  <label>Twój e-mail <input type="email" name="email"></label><p>Odpowiadamy w dni robocze.</p><button>Wyślij zgłoszenie</button></form></details>`;

describe("ErrorReport on a shop's form", () => {
  afterEach(() => {
    cleanup();
    document.body.replaceChildren();
    sessionStorage.clear();
    vi.mocked(request).mockReset();
  });

  it("keeps the form's order: its fields before the message, a note after it before the e-mail, a note after the e-mail", async () => {
    const { container } = mount(FORM);
    await keptArrived();
    expect(boxOrder(container.querySelector(".tb-error-report__form")!)).toEqual(["subject", "category", "haslo", "message", "Nie podawaj numeru PESEL.", "email", "Odpowiadamy w dni robocze."]);
  });

  it("finds the shop's message and e-mail fields once per part it takes over, not once for each node of the form", async () => {
    const lookups = vi.spyOn(HTMLFormElement.prototype, "querySelectorAll");
    const { container } = mount(FORM);
    await keptArrived();
    expect(boxOrder(container.querySelector(".tb-error-report__form")!)).toEqual(["subject", "category", "haslo", "message", "Nie podawaj numeru PESEL.", "email", "Odpowiadamy w dni robocze."]);
    // Three parts (before the message, between it and the e-mail, after): three lookups of the form's named fields.
    expect(lookups.mock.calls.filter(([selector]) => selector === "[name]").length).toBeLessThanOrEqual(3);
    lookups.mockRestore();
  });

  it("keeps an e-mail field printed before the message before it, with the notes around them where the shop printed them", async () => {
    const { container } = mount(`<details><summary>Zgłoś błąd</summary><form method="post" action="/zglos.php">
      <p>Odpowiemy na ten adres.</p><label>Twój e-mail <input type="email" name="email"></label><p>Opisz, co widzisz.</p>
      <label>Opis problemu <textarea name="message" required></textarea></label><label>Temat <input name="subject"></label><button>Wyślij</button></form></details>`);
    await keptArrived();
    expect(boxOrder(container.querySelector(".tb-error-report__form")!)).toEqual(["Odpowiemy na ten adres.", "email", "Opisz, co widzisz.", "message", "subject"]);
    // Without kept parts too: the e-mail, then the message.
    cleanup();
    document.body.replaceChildren();
    const bare = mount(`<details><summary>Zgłoś błąd</summary><form method="post" action="/zglos.php"><input type="email" name="email"><textarea name="message"></textarea></form></details>`);
    expect(boxOrder(bare.container.querySelector(".tb-error-report__form")!)).toEqual(["email", "message"]);
  });

  it("a form the browser sends (method=get, no action) is sent by the browser as the shop's: its address, method and fields, no AJAX", async () => {
    const { container, getByRole } = mount(`<details><summary>Zgłoś błąd</summary><form method="get" action="/zglos.php"><input type="hidden" name="csrf" value="t1">
      <label>Opis <textarea name="message" required></textarea></label><label>E-mail <input type="email" name="email"></label><button>Wyślij</button></form></details>`);
    const box = container.querySelector<HTMLFormElement>(".tb-error-report__form")!;
    expect([box.getAttribute("action"), box.method]).toEqual(["/zglos.php", "get"]);
    fireEvent.click(getByRole("button", { name: "Zgłoś błąd" }));
    // Left empty: asked for, not sent.
    expect(fireEvent.submit(box)).toBe(false);
    fireEvent.change(box.querySelector("textarea")!, { target: { value: "Sektor C" } });
    await vi.waitFor(() => expect(sessionStorage.getItem("tb-error-report:/")).not.toBeNull());
    // Filled: the browser's own send goes ahead (not prevented), with the form's hidden field; the draft is forgotten.
    expect(fireEvent.submit(box)).toBe(true);
    expect(request).not.toHaveBeenCalled();
    expect([...new FormData(box)]).toEqual([["csrf", "t1"], ["message", "Sektor C"], ["email", ""]]);
    expect(sessionStorage.getItem("tb-error-report:/")).toBeNull();
    cleanup();
    document.body.replaceChildren();
    const own = mount(`<details><summary>Zgłoś błąd</summary><form method="post"><textarea name="message"></textarea></form></details>`);
    const ownBox = own.container.querySelector<HTMLFormElement>(".tb-error-report__form")!;
    expect([ownBox.action, ownBox.method]).toEqual([location.href, "post"]);
  });

  it("a form without action goes to the page's address as it is at the send, its named send button with it (session 46)", () => {
    const { container } = mount(`<details><summary>Zgłoś błąd</summary><form method="post"><textarea name="message"></textarea><button name="send" value="1">Wyślij</button></form></details>`);
    const box = container.querySelector<HTMLFormElement>(".tb-error-report__form")!;
    // The page's script writes a tab into the address after load: the browser's send goes there.
    const loaded = location.href;
    history.replaceState(null, "", "?zakladka=mapa");
    try {
      expect(box.hasAttribute("action")).toBe(false);
      expect(box.action).toBe(location.href);
      const button = container.querySelector<HTMLButtonElement>("button[type=submit]")!;
      expect([button.name, button.value]).toEqual(["send", "1"]);
    } finally {
      history.replaceState(null, "", loaded);
    }
  });

  it("sends the shop's named send button by AJAX too, as its form posted it", async () => {
    vi.mocked(request).mockResolvedValue({ ok: true, data: { ok: true } } as never);
    const { container, getByRole } = mount(`<details><summary>Zgłoś błąd</summary><form method="post" action="/zglos.php"><textarea name="message"></textarea><button name="send" value="1">Wyślij</button></form></details>`);
    fireEvent.click(getByRole("button", { name: "Zgłoś błąd" }));
    fireEvent.change(container.querySelector("textarea")!, { target: { value: "Sektor C" } });
    fireEvent.submit(container.querySelector(".tb-error-report__form")!);
    await vi.waitFor(() => expect(request).toHaveBeenCalled());
    expect(vi.mocked(request).mock.calls[0]![0]).toMatchObject({ url: "/zglos.php", data: { message: "Sektor C", send: "1" } });
  });

  it("keeps the shop's fields in the draft across a reload (never a password), and a sent report leaves the box as the page printed it, the draft gone", async () => {
    vi.mocked(request).mockResolvedValue({ ok: true, data: { ok: true } } as never);
    const first = mount(FORM);
    await keptArrived();
    const field = <T extends Element>(name: string) => document.querySelector<T & HTMLInputElement>(`.tb-error-report__form [name=${name}]`)!;
    fireEvent.click(first.getByRole("button", { name: "Zgłoś błąd" }));
    fireEvent.change(field("message"), { target: { value: "Sektor C" } });
    fireEvent.change(field("email"), { target: { value: "jan@example.pl" } });
    for (const [name, value] of [["subject", "Mapa nie działa"], ["category", "mapa"], ["haslo", "tajne"]] as const) {
      field(name).value = value;
      fireEvent.input(field(name));
    }
    await vi.waitFor(() => expect(JSON.parse(sessionStorage.getItem("tb-error-report:/")!)).toMatchObject({ kept: { subject: "Mapa nie działa", category: "mapa" } }));
    expect(sessionStorage.getItem("tb-error-report:/")).not.toContain("tajne");
    // A reload: the page printed afresh, the island mounted again.
    cleanup();
    document.body.replaceChildren();
    const second = mount(FORM);
    await keptArrived();
    fireEvent.click(second.getByRole("button", { name: "Zgłoś błąd" }));
    await vi.waitFor(() => expect(field("subject").value).toBe("Mapa nie działa"));
    expect([field("category").value, field("message").value, field("email").value, field("haslo").value]).toEqual(["mapa", "Sektor C", "jan@example.pl", ""]);
    await act(async () => {
      fireEvent.submit(document.querySelector(".tb-error-report__form")!);
    });
    expect(vi.mocked(request).mock.calls[0]![0]).toMatchObject({ data: { csrf: "t1", subject: "Mapa nie działa", category: "mapa", message: "Sektor C", email: "jan@example.pl" } });
    // Sent: every field as the shop printed it (its subject's own value too), as its form was after its post.
    await vi.waitFor(() => expect(field("subject").value).toBe("Ogólne"));
    expect([field("category").value, field("message").value, field("email").value]).toEqual(["", "", ""]);
    await vi.waitFor(() => expect(sessionStorage.getItem("tb-error-report:/")).toBeNull());
  });

  it("with the shop's fields kept, a keystroke in the message writes the draft at once once their code is in (no promise per key)", async () => {
    const { getByRole } = mount(FORM);
    await keptArrived();
    fireEvent.click(getByRole("button", { name: "Zgłoś błąd" }));
    const message = document.querySelector<HTMLTextAreaElement>(".tb-error-report__form [name=message]")!;
    fireEvent.change(message, { target: { value: "Sektor C" } });
    // Read in the same task as the keystroke, before any promise's turn.
    expect(JSON.parse(sessionStorage.getItem("tb-error-report:/")!)).toMatchObject({ message: "Sektor C" });
    fireEvent.change(message, { target: { value: "Sektor C nie działa" } });
    expect(JSON.parse(sessionStorage.getItem("tb-error-report:/")!)).toMatchObject({ message: "Sektor C nie działa" });
  });

  it("asks what the form asks: its subject and category kept in the box, its description's label and limit, no e-mail field; sends them under their names", async () => {
    vi.mocked(request).mockResolvedValue({ ok: true, data: { ok: true } } as never);
    const { container } = mount(`<details><summary>Zgłoś błąd</summary><form method="post" action="/zglos.php"><input type="hidden" name="csrf" value="t1">
      <label>Temat <input name="subject" maxlength="12" required></label>
      <label>Kategoria <select name="category"><option value="">—</option><option value="mapa">Mapa</option></select></label>
      <label>Opis problemu <textarea name="message" required maxlength="20"></textarea></label><button>Wyślij zgłoszenie</button></form></details>`);
    const box = container.querySelector(".tb-error-report__form")!;
    // The kept fields' code arrives beside the box (kept.ts): then they are in it.
    await act(async () => {
      await import("./kept.ts");
    });
    expect([...box.querySelectorAll("input:not([type=hidden]), select, textarea")].map((control) => control.getAttribute("name"))).toEqual(["subject", "category", "message"]);
    expect(box.querySelector("input[type=email]")).toBeNull();
    const message = box.querySelector("textarea")!;
    expect(message.maxLength).toBe(20);
    expect(message.labels[0]!.textContent).toBe("Opis problemu");
    const subject = box.querySelector<HTMLInputElement>("[name=subject]")!;
    fireEvent.change(message, { target: { value: "Sektor C" } });
    // The form's required subject, left empty, is asked for by its label and takes the focus.
    await act(async () => {
      fireEvent.submit(box);
    });
    expect(request).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(subject);
    await vi.waitFor(() => expect(subject.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(subject.getAttribute("aria-describedby")!)!.textContent).toBe("Temat Wypełnij to pole!");
    subject.value = "Mapa";
    fireEvent.input(subject);
    await vi.waitFor(() => expect(subject.hasAttribute("aria-invalid")).toBe(false));
    box.querySelector("select")!.value = "mapa";
    await act(async () => {
      fireEvent.submit(box);
    });
    expect(vi.mocked(request).mock.calls[0]![0]).toMatchObject({ url: "/zglos.php", data: { page: "/", csrf: "t1", subject: "Mapa", category: "mapa", message: "Sektor C" } });
    expect(Object.keys(vi.mocked(request).mock.calls[0]![0].data as object)).not.toContain("email");
  });
});
