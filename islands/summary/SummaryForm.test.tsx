import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RequestOptions } from "../../src/dejax/client.ts";
import type { SummaryProps } from "./schema.ts";

const calls: Array<{ url: string | undefined; data: unknown }> = [];
let answers: Array<(options: RequestOptions<unknown>) => unknown> = [];
vi.mock("../../src/dejax/client.ts", () => ({
  request: (options: RequestOptions<unknown>) => {
    calls.push({ url: options.url, data: options.data });
    const answer = answers.shift();
    return new Promise((resolve) => setTimeout(() => resolve(answer ? answer(options) : { ok: false, error: { kind: "network", message: "x", requestId: "r" } })));
  },
}));

/** Every text the summary asked t() for: the shop's source texts only, never the server's (security review s40, D6). */
const asked: string[] = [];
vi.mock("../../src/i18n/t.ts", async (original) => {
  const real = await original<typeof import("../../src/i18n/t.ts")>();
  return { ...real, t: (text: string, ...values: Array<string | number>) => (asked.push(text), real.t(text, ...values)) };
});

const { SummaryForm } = await import("./SummaryForm.tsx");


const props: SummaryProps = {
  action: "/sprzedaz/podsumowanie",
  voucher: "PREZENT-50",
  retype: [],
  orderToken: "tok-1",
  lines: [{ name: "Normalny", id: "101", price: 14900, eventName: "E", serieName: "S" }],
  nationalities: [{ value: "pl", label: "polska" }, { value: "de", label: "niemiecka" }],
  documentTypes: [{ value: "", label: "—" }, { value: "2", label: "paszport" }],
  termsUrl: "/regulamin.html",
  ids: {},
  names: {},
  controls: {},
  termsValue: "1",
  values: { email: "jan@example.pl", emailConfirm: "jan@example.pl", nationality: "pl", pesel: "44051401359", documentType: "", documentNumber: "", termsAccepted: true },
};
const ok = (data: unknown) => () => ({ ok: true, data, requestId: "r" });

function mount(overrides: Partial<SummaryProps> = {}, legacy = document.createDocumentFragment()) {
  const host = document.createElement("div");
  document.body.append(host);
  return render(<SummaryForm props={{ ...props, ...overrides }} host={host} legacy={legacy} emit={() => true} expose={() => {}} />);
}

// Every test starts from an empty page, no request sent, the page's address stubbed (the island leaves by location.assign).
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  calls.length = 0;
  answers = [];
  vi.stubGlobal("location", { ...window.location, assign: vi.fn() });
});

describe("SummaryForm go to payment", () => {
  it("acts once: many clicks send the voucher confirmation, then one summary post", async () => {
    answers = [ok({ ok: true }), ok({ ok: true, next: "/sprzedaz/platnosc", transaction: { id: "T1", revenue: "149.00" } })];
    mount();
    const pay = screen.getByRole("button", { name: "przejdź do płatności" });
    await act(async () => {
      fireEvent.click(pay);
      fireEvent.click(pay);
      fireEvent.submit(pay.closest("form")!);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(calls.map((c) => c.url)).toEqual(["/ajax/Sales/confirmVoucher/", "/sprzedaz/podsumowanie"]);
    expect(calls[1]!.data).toMatchObject({ email: "jan@example.pl", pesel: "44051401359", terms: "1", nationality: "pl", order_token: "tok-1" });
    await vi.waitFor(() => expect(location.assign).toHaveBeenCalledWith("/sprzedaz/platnosc"));
  });

  it("posts the legacy form's own fields it does not render and its id (spec §7); a visible one stays usable", async () => {
    answers = [ok({ ok: true, next: "/sprzedaz/platnosc", transaction: { id: "T3", revenue: "149.00" } })];
    const legacy = document.createDocumentFragment();
    const form = document.createElement("form");
    form.id = "summary_form";
    form.innerHTML = `<input type="hidden" name="order_token" value="tok-1"><input type="hidden" name="csrf_token" value="c5rf">
      <p><label for="nl">Newsletter</label> <select id="nl" name="newsletter"><option value="0">nie</option><option value="1">tak</option></select></p>
      <p><input name="email" value="jan@example.pl"></p>`;
    legacy.append(form);
    mount({ voucher: "", formId: "summary_form" }, legacy);
    fireEvent.change(screen.getByLabelText("Newsletter"), { target: { value: "1" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "przejdź do płatności" }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(calls[0]!.data).toMatchObject({ email: "jan@example.pl", terms: "1", order_token: "tok-1", csrf_token: "c5rf", newsletter: "1", __deform_form_id__: "summary_form" });
  });

  it("shows the server's field error as it came, never through t() (it would be collected as a missing translation); the browser's own messages go through it", async () => {
    const server = "PESEL 44051401359 is already used by another client (jan.kowalski@example.com).";
    answers = [ok({ ok: false, errors: { pesel: server } })];
    mount({ voucher: "" });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "przejdź do płatności" }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByText(server)).toBeTruthy();
    expect(asked).not.toContain(server);
    cleanup();
    mount({ voucher: "", values: { ...props.values, email: "" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "przejdź do płatności" })));
    expect(asked).toContain("Wypełnij to pole!");
  });

  it("the server's refusal of a legacy control the form keeps shows in its row, focused; changing it clears it; a refused field with no control shown (a hidden one) is said in the alert", async () => {
    answers = [ok({ ok: false, errors: { club_consent: "Zgoda klubu jest wymagana." } }), ok({ ok: false, errors: { order_token: "Sesja wygasła: odśwież podsumowanie." } })];
    const legacy = document.createDocumentFragment();
    const form = document.createElement("form");
    // As on the shop's page: the order token rides in a hidden input, where no error can show.
    form.innerHTML = `<input type="hidden" name="order_token" value="tok-1"><p><input type="checkbox" id="cc" name="club_consent" value="1"> <label for="cc">Zgoda klubu</label></p>`;
    legacy.append(form);
    mount({ voucher: "" }, legacy);
    const pay = screen.getByRole("button", { name: "przejdź do płatności" });
    await act(async () => {
      fireEvent.click(pay);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    const consent = screen.getByLabelText("Zgoda klubu");
    expect(consent.getAttribute("aria-invalid")).toBe("true");
    const message = document.getElementById(consent.getAttribute("aria-describedby")!);
    expect(message?.textContent).toBe("Zgoda klubu jest wymagana.");
    expect(message?.parentElement).toBe(consent.parentElement);
    expect(document.activeElement).toBe(consent);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await act(async () => fireEvent.click(consent));
    expect(screen.queryByText("Zgoda klubu jest wymagana.")).toBeNull();
    expect(consent.getAttribute("aria-invalid")).toBeNull();
    await act(async () => {
      fireEvent.click(pay);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByRole("alertdialog").textContent).toContain("Sesja wygasła: odśwież podsumowanie.");
  });

  it("sends nothing while the form is invalid, and lets the buyer retry after fixing it", async () => {
    answers = [ok({ ok: true, next: "/next", transaction: { id: "T2", revenue: "149.00" } })];
    mount({ voucher: "", values: { ...props.values, termsAccepted: false } });
    const pay = screen.getByRole("button", { name: "przejdź do płatności" });
    await act(async () => fireEvent.click(pay));
    expect(screen.getByText("Należy zaakceptować regulamin sprzedaży.")).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByLabelText(/Akceptuję regulamin sprzedaży/));
    await act(async () => {
      fireEvent.click(pay);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(calls.map((c) => c.url)).toEqual(["/sprzedaz/podsumowanie"]);
  });

  it("keeps the legacy controls' ids on its own (read from the markup), labelled, the errors still tied; a field without one gets the form's own", async () => {
    const { readSummaryMarkup } = await import("./markup.ts");
    const host = document.createElement("div");
    host.innerHTML = `<form id="summary_form"><input type="hidden" name="order_token" value="t"><input id="f_email" name="email"><input id="f_pesel" name="pesel"><select id="f_nat" name="nationality"><option value="pl">polska</option></select><input name="email_confirm"><select name="id_document_type"><option value="">—</option></select><input name="document_number"><input type="checkbox" id="f_terms" name="terms" value="1"></form>`;
    const ids = readSummaryMarkup(host).ids;
    expect(ids).toEqual({ email: "f_email", pesel: "f_pesel", nationality: "f_nat", termsAccepted: "f_terms" });
    mount({ voucher: "", ids: ids as Record<string, string>, values: { ...props.values, termsAccepted: false } });
    expect(screen.getByLabelText(/^PESEL/)).toBe(document.getElementById("f_pesel"));
    expect(screen.getByLabelText(/Adres e-mail/)).toBe(document.getElementById("f_email"));
    expect(screen.getByLabelText(/Obywatelstwo/)).toBe(document.getElementById("f_nat"));
    expect(screen.getByLabelText(/Powtórz adres e-mail/).id).not.toBe("");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "przejdź do płatności" })));
    const terms = document.getElementById("f_terms")!;
    expect(terms).toBe(screen.getByLabelText(/Akceptuję regulamin sprzedaży/));
    expect(document.getElementById(terms.getAttribute("aria-describedby")!)?.textContent).toBe("Należy zaakceptować regulamin sprzedaży.");
  });

  it("a failed post re-arms the button and does not confirm the voucher twice", async () => {
    answers = [ok({ ok: true })]; // voucher confirmed, then the post fails (network)
    mount();
    const pay = screen.getByRole("button", { name: "przejdź do płatności" });
    await act(async () => {
      fireEvent.click(pay);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    await vi.waitFor(() => expect(screen.getByRole("alertdialog")).toBeTruthy());
    // The voucher's notice leaves with it: the box says it is kept, not lost.
    expect(screen.getByRole("alertdialog").textContent).toContain("Nie udało się przejść do płatności. Spróbuj ponownie za chwilę. Voucher PREZENT-50 jest już potwierdzony i zostanie uwzględniony w płatności.");
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    answers = [ok({ ok: true, next: "/next", transaction: { id: "T3", revenue: "149.00" } })];
    await act(async () => {
      fireEvent.click(pay);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(calls.map((c) => c.url)).toEqual(["/ajax/Sales/confirmVoucher/", "/sprzedaz/podsumowanie", "/sprzedaz/podsumowanie"]);
  });

  it("a refused voucher (404) is said, dropped, and the next press goes to payment without it", async () => {
    answers = [() => ({ ok: false, error: { kind: "http", status: 404, message: "HTTP 404", requestId: "r" } })];
    mount();
    const pay = screen.getByRole("button", { name: "przejdź do płatności" });
    await act(async () => {
      fireEvent.click(pay);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    await vi.waitFor(() => expect(screen.getByRole("alertdialog").textContent).toContain("Voucher PREZENT-50 nie został przyjęty"));
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(screen.queryByText(/czeka na potwierdzenie/)).toBeNull();
    answers = [ok({ ok: true, next: "/next", transaction: { id: "T4", revenue: "149.00" } })];
    await act(async () => {
      fireEvent.click(pay);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(calls.map((c) => c.url)).toEqual(["/ajax/Sales/confirmVoucher/", "/sprzedaz/podsumowanie"]);
    expect(location.assign).toHaveBeenCalledWith("/next");
  });

  it("back from the payment page with the summary as it was left (the back-forward cache): the button takes a press again, the same order token posted, the voucher not confirmed again", async () => {
    const placed = ok({ ok: true, next: "/sprzedaz/platnosc", transaction: { id: "T5", revenue: "149.00" } });
    answers = [ok({ ok: true }), placed];
    const dataLayer: Array<{ event?: string }> = [];
    vi.stubGlobal("dataLayer", dataLayer);
    mount();
    const pay = screen.getByRole("button", { name: "przejdź do płatności" });
    await act(async () => {
      fireEvent.click(pay);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    await vi.waitFor(() => expect(location.assign).toHaveBeenCalledWith("/sprzedaz/platnosc"));
    expect(screen.getByRole("button", { name: "Proszę czekać…" })).toBeTruthy();
    // A new load of the page is not this one coming back: nothing changes.
    act(() => void dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false })));
    expect(screen.getByRole("button", { name: "Proszę czekać…" })).toBeTruthy();
    act(() => void dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })));
    // The voucher went into the order placed: no longer said to wait for confirmation.
    expect(screen.queryByText(/czeka na potwierdzenie/)).toBeNull();
    answers = [placed];
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "przejdź do płatności" }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    await vi.waitFor(() => expect(location.assign).toHaveBeenCalledTimes(2));
    expect(calls.map((c) => c.url)).toEqual(["/ajax/Sales/confirmVoucher/", "/sprzedaz/podsumowanie", "/sprzedaz/podsumowanie"]);
    expect(calls[2]!.data).toMatchObject({ order_token: "tok-1" });
    // The same order: reported to analytics once.
    expect(dataLayer.map((event) => event.event)).toEqual(["checkout", "purchase"]);
  });

  it("a summary whose cart changed meanwhile (409) says so and offers to reload it, instead of 'try again'", async () => {
    answers = [ok({ ok: true }), () => ({ ok: false, error: { kind: "http", status: 409, message: "HTTP 409", requestId: "r" } })];
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign: vi.fn(), reload });
    mount();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "przejdź do płatności" }));
      await new Promise((resolve) => setTimeout(resolve, 40));
    });
    await vi.waitFor(() => expect(screen.getByRole("alertdialog").textContent).toContain("Koszyk zmienił się od otwarcia tego podsumowania"));
    fireEvent.click(screen.getByRole("button", { name: "Odśwież podsumowanie" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

/** The summary form as the fixture server prints it, its names under `name` ("buyer[email]"), with `edit` applied. */
const legacySummary = (name = (field: string) => field, extra: Record<string, string> = {}) =>
  `<form id="summary_form" method="post" action="/sprzedaz/podsumowanie"><input type="hidden" name="${name("order_token")}" value="tok-9">` +
  `<p><label for="f_email">E-mail</label><input type="email" id="f_email" name="${name("email")}" value="stary@example.pl"${extra.email ?? ""}></p>` +
  `<p><input type="email" id="f_email_confirm" name="${name("email_confirm")}"${extra.email_confirm ?? ""}></p>` +
  `<p><select id="f_nationality" name="${name("nationality")}"><option value="pl" selected>polska</option><option value="de">niemiecka</option></select></p>` +
  `<p><input id="f_pesel" name="${name("pesel")}" value="44051401359" maxlength="11"${extra.pesel ?? ""}></p>` +
  `<p><select id="f_id_document_type" name="${name("id_document_type")}"><option value="">—</option><option value="2">paszport</option></select></p>` +
  `<p><input id="f_document_number" name="${name("document_number")}"${extra.document_number ?? ""}></p>` +
  `<p><label><input type="checkbox" name="${name("terms")}" value="yes"> Akceptuję (<a href="/regulamin-2027.html">regulamin</a>)</label></p>` +
  `<p><button type="submit">przejdź do płatności</button></p></form>`;

describe("readSummaryMarkup on other legacy forms (QA s40 #1, #9, #13)", () => {
  const read = async (html: string) => {
    const { readSummaryMarkup } = await import("./markup.ts");
    const host = document.createElement("div");
    host.innerHTML = html;
    return readSummaryMarkup(host);
  };

  it("reads the fields under the form's naming ('buyer[email]'), their values, options and ids, the box's own value and each control's state", async () => {
    const markup = await read(legacySummary((field) => `buyer[${field}]`, { email: " readonly" }));
    expect(markup).toMatchObject({
      names: { email: "buyer[email]", emailConfirm: "buyer[email_confirm]", nationality: "buyer[nationality]", termsAccepted: "buyer[terms]", orderToken: "buyer[order_token]" },
      orderToken: "tok-9",
      termsValue: "yes",
      nationalities: [{ value: "pl", label: "polska" }, { value: "de", label: "niemiecka" }],
      ids: { email: "f_email", nationality: "f_nationality" },
      controls: { email: { readOnly: true }, pesel: { maxLength: 11 }, emailConfirm: {} },
      values: { email: "stary@example.pl", nationality: "pl", pesel: "44051401359", termsAccepted: false },
    });
  });

  it("links the terms from the box's own label or beside it, never a consent's link elsewhere, and none when the shop prints none", async () => {
    const club = '<p><label><input type="checkbox" name="club" value="1"> Regulamin klubu (<a href="/klub.html">czytaj</a>)</label></p>';
    expect(await read(legacySummary().replace("<p><label><input type=\"checkbox\" name=\"terms\"", `${club}<p><label><input type="checkbox" name="terms"`))).toMatchObject({ termsUrl: "/regulamin-2027.html" });
    const beside = legacySummary().replace(/<p><label><input type="checkbox" name="terms"[^]*?<\/label><\/p>/, '<p><input type="checkbox" id="f_terms" name="terms" value="1"> <label for="f_terms">Akceptuję</label> <a href="/warunki.html">warunki</a></p>');
    expect(await read(beside)).toMatchObject({ termsUrl: "/warunki.html" });
    const none = legacySummary().replace(' (<a href="/regulamin-2027.html">regulamin</a>)', "");
    expect(await read(none.replace("<p><label><input type=\"checkbox\" name=\"terms\"", `${club}<p><label><input type="checkbox" name="terms"`))).not.toHaveProperty("termsUrl");
  });

  it("refuses a form that lacks one of its controls or has it as another kind, naming it: the legacy form stays", async () => {
    await expect(read(legacySummary((field) => (field === "terms" ? "accept_rules" : field)))).rejects.toThrow('the legacy form has no checkbox named "terms" (termsAccepted); it stays as it is');
    await expect(read(legacySummary().replace(/<p><select id="f_nationality".*?<\/p>/, ""))).rejects.toThrow('no select named "nationality" (nationality)');
    await expect(read(legacySummary().replace(/<select id="f_nationality".*?<\/select>/, '<input id="f_nationality" name="nationality" value="pl">'))).rejects.toThrow('no select named "nationality" (nationality)');
  });
});

describe("SummaryForm on other legacy forms", () => {
  const names = { email: "buyer[email]", emailConfirm: "buyer[email_confirm]", nationality: "buyer[nationality]", pesel: "buyer[pesel]", documentType: "buyer[id_document_type]", documentNumber: "buyer[document_number]", termsAccepted: "buyer[terms]", orderToken: "buyer[order_token]" };

  it("posts the legacy names and the box's own value, and shows a server error given under a legacy name at its field", async () => {
    answers = [ok({ ok: false, errors: { "buyer[pesel]": "PESEL zajęty." } })];
    mount({ voucher: "", names, termsValue: "yes" });
    expect(document.querySelectorAll("[name='buyer[email]']").length).toBe(1);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "przejdź do płatności" }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(calls[0]!.data).toMatchObject({ "buyer[email]": "jan@example.pl", "buyer[email_confirm]": "jan@example.pl", "buyer[nationality]": "pl", "buyer[pesel]": "44051401359", "buyer[terms]": "yes", "buyer[order_token]": "tok-1" });
    expect(Object.keys(calls[0]!.data as object).filter((key) => !key.startsWith("buyer[") && key !== "__deform_form_id__")).toEqual([]);
    const pesel = screen.getByLabelText(/^PESEL/);
    expect(document.getElementById(pesel.getAttribute("aria-describedby")!)?.textContent).toBe("PESEL zajęty.");
  });

  it("shows the terms link the markup gave, and none when it gave none", () => {
    mount({ voucher: "" });
    expect(screen.getByRole("link", { name: "(przeczytaj regulamin)" }).getAttribute("href")).toBe("/regulamin.html");
    cleanup();
    mount({ voucher: "", termsUrl: undefined });
    expect(screen.queryByRole("link", { name: "(przeczytaj regulamin)" })).toBeNull();
    expect(screen.getByLabelText(/Akceptuję regulamin sprzedaży/)).toBeTruthy();
  });

  it("keeps a read-only e-mail as it is and posts it unchanged; a disabled field is neither required nor posted; a legacy maxlength holds", async () => {
    answers = [ok({ ok: true, next: "/sprzedaz/platnosc", transaction: { id: "T9", revenue: "149.00" } })];
    mount({ voucher: "", values: { ...props.values, email: "stary@example.pl", emailConfirm: "stary@example.pl", pesel: "" }, controls: { email: { readOnly: true }, pesel: { disabled: true }, documentNumber: { maxLength: 9 } } });
    const email = screen.getByLabelText<HTMLInputElement>(/^Adres e-mail/);
    expect([email.readOnly, screen.getByLabelText<HTMLInputElement>(/^PESEL/).disabled, screen.getByLabelText<HTMLInputElement>(/^Numer dokumentu/).maxLength]).toEqual([true, true, 9]);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "przejdź do płatności" }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(calls[0]!.data).toMatchObject({ email: "stary@example.pl" });
    expect(calls[0]!.data).not.toHaveProperty("pesel");
  });
});
