import { readFileSync } from "node:fs";
import { join } from "node:path";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { request } from "../../src/dejax/client.ts";
import { forgetForm } from "../../src/deform/restore.ts";
import type { RequestOptions } from "../../src/dejax/types.ts";
import { STALL_NOTICE_MS } from "../../src/ui/useStalled.ts";
import { readRegistrationMarkup } from "./markup.ts";
import { RegistrationForm } from "./RegistrationForm.tsx";
import { registrationFormSchema, type RegistrationFormProps } from "./schema.ts";

const sent: Array<RequestOptions<unknown>> = [];
const PROFILE_UPDATED = { form: { valid: true }, message: "Twój profil został zaktualizowany" };
let answer: unknown = PROFILE_UPDATED;
vi.mock("../../src/dejax/client.ts", () => ({
  request: vi.fn(async (options: RequestOptions<unknown>) => {
    sent.push(options);
    return { ok: true, data: answer, requestId: "1" };
  }),
}));

// Vitest runs from the project root; under jsdom import.meta.url is not a file URL.
const recorded = (name: string) => readFileSync(join(process.cwd(), "fixtures/pages", name), "utf8");

function hostWith(html: string): HTMLElement {
  const host = document.createElement("div");
  host.innerHTML = html;
  return host.querySelector<HTMLElement>("[data-island]")!;
}

function mount(over: Partial<RegistrationFormProps> = {}) {
  const markup = readRegistrationMarkup(hostWith(recorded("rejestracja.html").replace("{{today}}", "2026-11-23")));
  const props = registrationFormSchema.parse({ ...markup, ...over });
  const host = document.createElement("div");
  return render(<RegistrationForm props={props} host={host} legacy={document.createDocumentFragment()} emit={() => true} expose={() => undefined} />);
}

const byName = <T extends HTMLElement = HTMLInputElement>(name: string) => document.querySelector<T>(`[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(byName(name), { target: { value } });

beforeEach(() => {
  sent.length = 0;
  answer = PROFILE_UPDATED;
  document.documentElement.lang = "pl";
});
afterEach(cleanup);

describe("locked identity fields", () => {
  it("say to screen readers why they are locked: birth date and sex from PESEL, the document only without PESEL", () => {
    mount();
    // A Polish client: PESEL is the identity, so the birth date and sex come from it and the document is not used.
    expect(byName("date_birth").getAttribute("aria-describedby")?.split(" ").map((id) => document.getElementById(id)?.textContent)).toContain("Wynika z numeru PESEL.");
    expect(screen.getByLabelText("Płeć")).toHaveProperty("disabled", true);
    const documentNumber = byName("document_number");
    expect(documentNumber.disabled).toBe(true);
    expect(documentNumber.getAttribute("aria-describedby")?.split(" ").map((id) => document.getElementById(id)?.textContent)).toContain("Tylko bez numeru PESEL: zaznacz pole „Nie mam numeru PESEL”.");
    // Ticking 'no PESEL' unlocks the document: no reason is given any more.
    fireEvent.click(byName("no_pesel"));
    expect(byName("document_number").disabled).toBe(false);
    expect(byName("document_number").getAttribute("aria-describedby") ?? "").not.toMatch(/why/);
  });
});

describe("readRegistrationMarkup", () => {
  it("reads settings, values and select options from the recorded registration page", () => {
    const props = readRegistrationMarkup(hostWith(recorded("rejestracja.html").replace("{{today}}", "2026-11-23")));
    expect(props).toMatchObject({ action: "/ajax/Client/register/", formId: "registration", mode: "register", adultAge: 18, today: "2026-11-23", blocked: false, prefix: "" });
    expect((props.values as Record<string, string>).nationality).toBe("pl");
    expect((props.values as Record<string, string>).no_pesel).toBe("");
    expect(props.nationalities).toContainEqual({ value: "de", label: "niemieckie" });
    expect(props.documentTypes).toHaveLength(3);
  });

  it("works a per-ticket form's prefix out from its names (spec §3) and reads each select's options by its very name", () => {
    // Ticket 1's holder as legacy markup names it: no data-prefix; a guardian's nationality list before the holder's.
    const html = recorded("profil.html")
      .replace("{{today}}", "2026-11-23")
      .replace("{{blocked}}", "0")
      .replace(/ (name|id|for)="([a-z_]+)"/g, ' $1="1_$2"')
      .replace('value="">', 'value="">\n<select name="1_guardian_nationality"><option value="xx">obce</option></select>')
      .replace('name="1_firstname"', 'name="1_firstname" value="Ola"');
    const props = readRegistrationMarkup(hostWith(html));
    expect(props).toMatchObject({ prefix: "1_", formId: "1_profile" });
    expect((props.values as Record<string, string>).firstname).toBe("Ola");
    expect(props.nationalities).toContainEqual({ value: "de", label: "niemieckie" });
    expect(props.nationalities).not.toContainEqual({ value: "xx", label: "obce" });
  });

  it("an explicit data-prefix still names the prefix", () => {
    const html = recorded("profil.html").replace('data-mode="profile"', 'data-mode="profile" data-prefix="t0_"');
    expect(readRegistrationMarkup(hostWith(html))).toMatchObject({ prefix: "t0_" });
  });

  it("reads a verified profile and leaves passwords out", () => {
    const html = recorded("profil.html").replace("{{today}}", "2026-11-23").replace("{{blocked}}", "1").replace('name="firstname"', 'name="firstname" value="Anna"');
    const props = readRegistrationMarkup(hostWith(html));
    expect(props).toMatchObject({ mode: "profile", blocked: true, action: "/ajax/Client/updateProfile/" });
    expect((props.values as Record<string, string>).firstname).toBe("Anna");
    expect(props.values).not.toHaveProperty("password");
  });
});

describe("RegistrationForm", () => {
  it("starts its passwords from what was typed or autofilled in the legacy form before the script ran, never in props, the cookie or storage", () => {
    const legacyHost = hostWith(recorded("rejestracja.html").replace("{{today}}", "2026-11-23"));
    for (const name of ["password", "password_repeat"]) legacyHost.querySelector<HTMLInputElement>(`[name=${name}]`)!.value = "sekret99";
    const markup = readRegistrationMarkup(legacyHost);
    expect(JSON.stringify(markup)).not.toContain("sekret99");
    // Mounted as the runtime does: the markup leaves the host for `legacy` before the island's layout effects.
    const legacy = document.createDocumentFragment();
    legacy.append(...legacyHost.childNodes);
    render(<RegistrationForm props={registrationFormSchema.parse(markup)} host={document.createElement("div")} legacy={legacy} emit={() => true} expose={() => undefined} />);
    expect([byName("password").value, byName("password_repeat").value]).toEqual(["sekret99", "sekret99"]);
    type("firstname", "Jan");
    window.dispatchEvent(new Event("pagehide"));
    expect(decodeURIComponent(document.cookie)).toContain("Jan");
    expect(decodeURIComponent(document.cookie) + JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })).not.toContain("sekret99");
    forgetForm(byName("firstname").form!);
  });

  it("a valid PESEL fills and locks birth date and gender; the guardian follows the age", () => {
    mount();
    type("pesel", "10322812344");
    expect(byName("date_birth").value).toBe("2010-12-28");
    expect(byName("date_birth").readOnly).toBe(true);
    expect(byName<HTMLSelectElement>("gender").value).toBe("female");
    expect(byName("guardian_number").readOnly).toBe(false);
    expect(screen.getByLabelText(/PESEL lub numer dokumentu opiekuna/).getAttribute("aria-required")).toBe("true");
    type("guardian_number", "75010112345");
    // Now an adult: the guardian data is cleared and locked.
    type("pesel", "44051401359");
    expect(byName("guardian_number").value).toBe("");
    expect(byName("guardian_number").readOnly).toBe(true);
  });

  it("without a day printed by the shop, judges the age by the day it runs: a form left open past midnight on an 18th birthday no longer asks for a guardian", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date(2026, 10, 29, 23, 58));
      mount({ today: undefined });
      // Born 2008-11-30: seventeen until midnight.
      type("pesel", "08313012343");
      expect(byName("date_birth").value).toBe("2008-11-30");
      expect(byName("guardian_number").readOnly).toBe(false);
      vi.setSystemTime(new Date(2026, 10, 30, 0, 1));
      type("city", "Gdańsk");
      expect(byName("guardian_number").readOnly).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("guardian data typed before a birth date makes a minor (before the script ran) is set aside, not lost, and never posted meanwhile (session 44)", () => {
    const markup = readRegistrationMarkup(hostWith(recorded("rejestracja.html").replace("{{today}}", "2026-11-23")));
    mount({ values: { ...(markup.values as Record<string, string>), guardian_number: "75010112345", guardian_firstname: "Ewa" } });
    // No birth date yet: the fields are locked and empty, as for an adult.
    expect(byName("guardian_number").value).toBe("");
    expect(byName("guardian_number").readOnly).toBe(true);
    // A minor's PESEL: they open with what was typed.
    type("pesel", "10322812344");
    expect(byName("guardian_number").value).toBe("75010112345");
    expect(byName("guardian_firstname").value).toBe("Ewa");
    // An adult's: emptied again; a minor's once more: back again, with a change made meanwhile kept.
    type("guardian_lastname", "Nowak");
    type("pesel", "44051401359");
    expect(byName("guardian_lastname").value).toBe("");
    type("pesel", "10322812344");
    expect([byName("guardian_number").value, byName("guardian_lastname").value]).toEqual(["75010112345", "Nowak"]);
  });

  it("a future birth date typed before the script ran stays for the form's rules to judge, not emptied at mount (session 44)", () => {
    const markup = readRegistrationMarkup(hostWith(recorded("rejestracja.html").replace("{{today}}", "2026-11-23")));
    mount({ values: { ...(markup.values as Record<string, string>), no_pesel: "1", date_birth: "2031-05-04" } });
    expect(byName("date_birth").value).toBe("2031-05-04");
  });

  it("with the client search field on PESEL, the PESEL field reads 'Numer dokumentu' for a foreigner and 'PESEL' for a Pole (spec §4)", () => {
    mount({ searchField: "pesel" });
    expect(byName("pesel").labels?.[0]?.textContent).toMatch(/^PESEL/);
    fireEvent.change(byName<HTMLSelectElement>("nationality"), { target: { value: "de" } });
    expect(byName("pesel").labels?.[0]?.textContent).toMatch(/^Numer dokumentu/);
    fireEvent.change(byName<HTMLSelectElement>("nationality"), { target: { value: "pl" } });
    expect(byName("pesel").labels?.[0]?.textContent).toMatch(/^PESEL/);
  });

  it("no_pesel switches PESEL off and the document on", () => {
    mount();
    expect(byName("document_number").disabled).toBe(true);
    fireEvent.click(byName("no_pesel"));
    expect(byName("pesel").disabled).toBe(true);
    expect(byName("document_number").disabled).toBe(false);
    expect(byName("date_birth").readOnly).toBe(false);
  });

  it("keeps the legacy controls' ids on its own (the page's scripts and labels find them), each id once in the page, the errors still tied", async () => {
    mount();
    expect(["firstname", "pesel", "date_birth", "gender", "email", "password"].map((name) => byName(name).id)).toEqual(["firstname", "pesel", "date_birth", "gender", "email", "password"]);
    expect([...byName("pesel").labels!].map((label) => label.textContent)).toEqual(["PESEL *"]);
    const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    await act(async () => {
      fireEvent.submit(byName("firstname").form!);
    });
    expect(document.getElementById(document.getElementById("firstname")!.getAttribute("aria-describedby")!)?.textContent).toBe("To pole jest wymagane.");
  });

  it("marks required fields with an asterisk hidden from screen readers and aria-required", () => {
    mount();
    const label = document.querySelector(`label[for="${byName("pesel").id}"]`)!;
    expect(label.querySelector('[aria-hidden="true"]')?.textContent).toContain("*");
    expect(byName("pesel").getAttribute("aria-required")).toBe("true");
    expect(byName("document_number").getAttribute("aria-required")).toBeNull();
  });

  it("on an invalid submit, ties each error to its field and sends nothing", async () => {
    mount();
    await act(async () => {
      fireEvent.submit(byName("firstname").form!);
    });
    const firstname = byName("firstname");
    expect(firstname.getAttribute("aria-invalid")).toBe("true");
    const describedBy = firstname.getAttribute("aria-describedby")!;
    expect(document.getElementById(describedBy)?.textContent).toBe("To pole jest wymagane.");
    expect(sent).toHaveLength(0);
  });

  it("per-ticket forms prefix every name and submit under those names", async () => {
    mount({ prefix: "t2_", mode: "profile", values: { firstname: "Jan", lastname: "Nowak", email: "jan@example.pl", nationality: "pl", pesel: "44051401359" } });
    expect(byName("t2_firstname").value).toBe("Jan");
    expect(byName("t2_date_birth").value).toBe("1944-05-14");
    await act(async () => {
      fireEvent.submit(byName("t2_firstname").form!);
    });
    // The form id is the legacy form's own (the recorded registration form's), not the mode's name (spec §7).
    expect(sent[0]?.data).toMatchObject({ t2_firstname: "Jan", t2_pesel: "44051401359", t2_gender: "male", __deform_form_id__: "registration" });
    expect(await screen.findByText("Twój profil został zaktualizowany")).toBeTruthy();
  });

  it("a verified profile keeps basic data read-only and the Polish document number editable", () => {
    mount({ mode: "profile", blocked: true, values: { firstname: "Anna", nationality: "pl", pesel: "90090515829" } });
    expect(byName("firstname").readOnly).toBe(true);
    expect(byName("pesel").readOnly).toBe(true);
    expect(byName<HTMLSelectElement>("nationality").disabled).toBe(true);
    expect(byName("document_number").readOnly).toBe(false);
    expect(byName("document_number").disabled).toBe(false);
    expect(document.querySelector('[name="no_pesel"]')).toBeNull();
  });

  it("applies what the server sends back for elements: value, read-only, caption, options", async () => {
    answer = {
      form: { valid: false },
      elements: {
        city: { valid: false, error_displayed: "Nieznana miejscowość", value: "Gdańsk", readonly: true, caption: "Miasto" },
        client_title: { options: { values: [{ value: "mgr", label: "mgr" }] } },
      },
    };
    mount({ mode: "profile", values: { firstname: "Jan", lastname: "Nowak", email: "jan@example.pl", nationality: "pl", pesel: "44051401359" } });
    await act(async () => {
      fireEvent.submit(byName("firstname").form!);
    });
    expect(byName("city").value).toBe("Gdańsk");
    expect(byName("city").readOnly).toBe(true);
    expect(screen.getByLabelText("Miasto")).toBe(byName("city"));
    expect(byName("city").getAttribute("aria-invalid")).toBe("true");
    expect(Array.from(byName<HTMLSelectElement>("client_title").options, (o) => o.value)).toEqual(["", "mgr"]);
  });

  it("a slow save says so after the stall delay and leads back to the form; its answer still applies", async () => {
    let answerNow!: () => void;
    vi.mocked(request).mockImplementationOnce(async (options) => {
      sent.push(options as RequestOptions<unknown>);
      await new Promise<void>((resolve) => (answerNow = resolve));
      return { ok: true, data: PROFILE_UPDATED, requestId: "1" } as never;
    });
    vi.useFakeTimers();
    try {
      mount({ mode: "profile", values: { firstname: "Jan", lastname: "Nowak", email: "jan@example.pl", nationality: "pl", pesel: "44051401359" } });
      await act(async () => {
        fireEvent.submit(byName("firstname").form!);
      });
      expect(screen.getByText("Trwa zapisywanie danych…")).toBeTruthy();
      expect(screen.queryByRole("button", { name: "Wróć do formularza" })).toBeNull();
      await act(async () => {
        vi.advanceTimersByTime(STALL_NOTICE_MS);
      });
      const wayOut = screen.getByRole("button", { name: "Wróć do formularza" });
      expect(document.activeElement).toBe(wayOut);
      fireEvent.click(wayOut);
      await act(async () => {
        vi.advanceTimersByTime(0); // the note beside the button comes at once
      });
      expect(screen.queryByText("Trwa zapisywanie danych…")).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Proszę czekać…" }));
      expect(screen.getByText(/^Zapisywanie danych trwa dłużej niż zwykle\. Czekamy na odpowiedź serwera i pokażemy wynik/)).toBeTruthy();
      type("city", "Gdańsk");
      // A second submit while the first is on its way sends nothing.
      await act(async () => {
        fireEvent.submit(byName("firstname").form!);
      });
      expect(sent).toHaveLength(1);
      await act(async () => answerNow());
      // The save carried the form as it was sent: the city typed meanwhile is kept and said to be unsaved.
      expect(screen.getByText("Twój profil został zaktualizowany. Zmiany wpisane w czasie zapisywania nie są jeszcze zapisane: zapisz je ponownie.")).toBeTruthy();
      expect(byName("city").value).toBe("Gdańsk");
      expect(screen.queryByText(/trwa dłużej niż zwykle/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("a legacy form naming its fields as PHP arrays, each printed with its own state and rules (QA session 40, #1 and #9)", () => {
  /** Ticket 0's holder as a PHP template names it ("tickets[0][firstname]"), the e-mail read-only, the city disabled. */
  const arrayHolder = () =>
    recorded("profil.html")
      .replace("{{today}}", "2026-11-23")
      .replace("{{blocked}}", "0")
      .replace(/ name="([a-z_]+)"/g, ' name="tickets[0][$1]"')
      .replace(/ (id|for)="([a-z_]+)"/g, ' $1="t0_$2"')
      .replace('name="tickets[0][firstname]"', 'name="tickets[0][firstname]" value="Ola"')
      .replace('name="tickets[0][email]" class="required validate-email"', 'name="tickets[0][email]" class="required validate-email" value="ola@example.pl" readonly')
      .replace('name="tickets[0][city]"', 'name="tickets[0][city]" value="Sopot" disabled')
      .replace('name="tickets[0][postal_code]"', 'name="tickets[0][postal_code]" required class="validate-digits" maxlength="6"')
      .replace('name="tickets[0][address_street]"', 'name="tickets[0][address_street]" class="required"')
      .replace(/(<form[^>]*>)/, '$1<input type="hidden" name="csrf" value="tok">');

  it("reads the naming, the values, ids and options under it, and each control's state and rules", () => {
    const props = readRegistrationMarkup(hostWith(arrayHolder()));
    expect(props).toMatchObject({ prefix: "tickets[0][", suffix: "]", formId: "t0_profile" });
    expect(props.values).toMatchObject({ firstname: "Ola", email: "ola@example.pl", city: "Sopot" });
    expect(props.values).not.toHaveProperty("csrf");
    expect(props.ids).toMatchObject({ firstname: "t0_firstname", pesel: "t0_pesel" });
    expect(props.nationalities).toContainEqual({ value: "de", label: "niemieckie" });
    expect(props.marked).toMatchObject({
      email: { readOnly: true, className: "required validate-email" },
      city: { disabled: true },
      postal_code: { required: true, maxLength: 6, className: "validate-digits" },
      address_street: { className: "required" },
      pesel: { maxLength: 11, className: "validate-digits validate-pesel" },
    });
    expect(props.marked).not.toHaveProperty("secondname.readOnly");
    // data-prefix still names a prefix, with no suffix.
    expect(readRegistrationMarkup(hostWith(recorded("profil.html").replace('data-mode="profile"', 'data-mode="profile" data-prefix="t0_"')))).toMatchObject({ prefix: "t0_", suffix: "" });
  });

  function mountArrayHolder() {
    const legacyHost = hostWith(arrayHolder());
    const markup = readRegistrationMarkup(legacyHost);
    const legacy = document.createDocumentFragment();
    legacy.append(...legacyHost.childNodes);
    render(<RegistrationForm props={registrationFormSchema.parse(markup)} host={document.createElement("div")} legacy={legacy} emit={() => true} expose={() => undefined} />);
  }

  it("renders each field once under its legacy name, locked as printed, and keeps only the unknown controls", () => {
    mountArrayHolder();
    const form = byName("tickets[0][firstname]").form!;
    expect(byName("tickets[0][firstname]").value).toBe("Ola");
    expect(byName("tickets[0][firstname]").id).toBe("t0_firstname");
    expect(form.querySelectorAll('[name="tickets[0][firstname]"], [name="firstname"]')).toHaveLength(1);
    // The legacy copies stay out; the token is kept.
    expect(form.querySelector('.tb-deform-legacy [name^="tickets[0]"]')).toBeNull();
    expect(form.querySelector<HTMLInputElement>('.tb-deform-legacy [name="csrf"]')?.value).toBe("tok");
    expect(byName("tickets[0][email]").readOnly).toBe(true);
    expect(byName("tickets[0][city]").disabled).toBe(true);
    expect(byName("tickets[0][city]").value).toBe("Sopot");
    expect(byName("tickets[0][postal_code]").maxLength).toBe(6);
    expect(byName("tickets[0][postal_code]").getAttribute("aria-required")).toBe("true");
    expect(byName("tickets[0][address_street]").getAttribute("aria-required")).toBe("true");
  });

  it("judges the printed rules before sending, then posts the legacy names (not the disabled field) and shows a server error at its field", async () => {
    mountArrayHolder();
    const form = byName("tickets[0][firstname]").form!;
    type("tickets[0][lastname]", "Nowak");
    type("tickets[0][nationality]", "pl");
    type("tickets[0][pesel]", "44051401359");
    type("tickets[0][postal_code]", "80a01");
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(sent).toHaveLength(0);
    const errorOf = (name: string) => document.getElementById(byName(name).getAttribute("aria-describedby")!.split(" ").pop()!)?.textContent;
    expect(errorOf("tickets[0][postal_code]")).toMatch(/^W tym polu używaj tylko cyfr/);
    expect(errorOf("tickets[0][address_street]")).toBe("To pole jest wymagane.");

    answer = { form: { valid: false }, elements: { "tickets[0][lastname]": { valid: false, error_displayed: "Nazwisko niezgodne z biletem" } } };
    type("tickets[0][postal_code]", "80001");
    type("tickets[0][address_street]", "Morska 1");
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(sent[0]?.data).toMatchObject({ "tickets[0][firstname]": "Ola", "tickets[0][lastname]": "Nowak", "tickets[0][email]": "ola@example.pl", "tickets[0][postal_code]": "80001", "tickets[0][gender]": "male", csrf: "tok", __deform_form_id__: "t0_profile" });
    const posted = Object.keys(sent[0]!.data as Record<string, unknown>);
    expect(posted).not.toContain("tickets[0][city]");
    expect(posted.filter((name) => !name.startsWith("tickets[0][") && name !== "csrf" && name !== "__deform_form_id__")).toEqual([]);
    expect(errorOf("tickets[0][lastname]")).toBe("Nazwisko niezgodne z biletem");
  });
});

describe("a profile printing some of its fields as text, or as hidden inputs (a verified client's page, QA session 42)", () => {
  /** The profile as a shop may print a verified client: the names as text, the PESEL as text beside its hidden input, no guardian part; the lock said by the markup only. */
  const printed = () =>
    recorded("profil.html")
      .replace("{{today}}", "2026-11-23")
      .replace(' data-blocked="{{blocked}}"', "")
      .replace(/<p><label for="firstname">[^<]*<\/label> <input[^>]*><\/p>/, "<p>Imię: <strong>Anna</strong></p>")
      .replace(/<p><label for="lastname">[^<]*<\/label> <input[^>]*><\/p>/, "<p>Nazwisko: <strong>Nowak</strong></p>")
      .replace(/<p><label for="pesel">[^<]*<\/label> <input[^>]*><\/p>/, '<p>PESEL: 90090515829 <input type="hidden" name="pesel" value="90090515829"></p>')
      .replace(/<fieldset>\s*<legend>Opiekun[\s\S]*?<\/fieldset>/, "")
      .replace('<option value="pl">', '<option value="pl" selected>')
      // Printed disabled, as the fixture server prints a verified client's sex: never posted, though PESEL locks it too.
      .replace('<select id="gender" name="gender">', '<select id="gender" name="gender" disabled>')
      .replace('name="email" class="required validate-email"', 'name="email" class="required validate-email" value="anna.nowak@example.pl"');

  it("reads the fields the form prints; a field printed as a hidden input only is read-only", () => {
    const props = readRegistrationMarkup(hostWith(printed()));
    expect(props.fields).toEqual(expect.arrayContaining(["secondname", "nationality", "pesel", "document_number", "email"]));
    for (const name of ["firstname", "lastname", "guardian_number", "guardian_firstname", "guardian_lastname"]) expect(props.fields).not.toContain(name);
    expect(props.values).toMatchObject({ pesel: "90090515829", nationality: "pl" });
    expect(props.marked).toMatchObject({ pesel: { readOnly: true } });
    expect(props.marked).not.toHaveProperty("secondname.readOnly");
  });

  it("renders, judges and posts those fields only: the hidden one read-only and as printed, the missing ones not at all, a disabled one not at all though read-only", async () => {
    const legacyHost = hostWith(printed());
    const markup = readRegistrationMarkup(legacyHost);
    const legacy = document.createDocumentFragment();
    legacy.append(...legacyHost.childNodes);
    render(<RegistrationForm props={registrationFormSchema.parse(markup)} host={document.createElement("div")} legacy={legacy} emit={() => true} expose={() => undefined} />);
    const form = byName("email").form!;
    expect(form.querySelector('[name="firstname"], [name="lastname"], [name^="guardian_"]')).toBeNull();
    expect(screen.queryByRole("group", { name: "Opiekun" })).toBeNull();
    expect(byName("pesel").readOnly).toBe(true);
    expect(byName("pesel").value).toBe("90090515829");
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(sent).toHaveLength(1);
    const data = sent[0]!.data as Record<string, unknown>;
    expect(data).toMatchObject({ pesel: "90090515829", nationality: "pl", date_birth: "1990-09-05", email: "anna.nowak@example.pl" });
    for (const name of ["firstname", "lastname", "guardian_number", "guardian_firstname", "guardian_lastname", "gender"]) expect(data).not.toHaveProperty(name);
  });
});
