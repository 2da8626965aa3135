/**
 * Clients: registration, profile edit, login and buying without registration (issue 4).
 *
 *   GET  /rejestracja.html              registration form (recorded page)
 *   POST /ajax/Client/register/         registers; AJAX (field json, __ajax_request=1) or a plain post
 *                                       (multipart without the script: the photo comes with it)
 *   GET  /zarejestrowany.html           "registered" confirmation (spec §2)
 *   GET  /profil.html                   the logged-in client's profile; a buyer without registration's (the anonymous
 *                                       client's: identity optional); else the login form (docs/legacy-forms.md)
 *   POST /ajax/Client/updateProfile/    saves the profile; a verified profile keeps its locked data
 *   GET  /logowanie.html                login form, or who the visitor is buying as
 *   POST /ajax/Login/login/             login by e-mail and password ('Nie znaleziono klienta')
 *   POST /ajax/Login/anonymousLogin/    buying without registration (spec §7)
 *
 * Every form is judged by the same zod rule set as in the browser (src/deform/clientForm.ts)
 * and answered in the legacy AJAX form response shape. Clients live in memory.
 */
import { readFileSync } from "node:fs";
import type { Request, Response } from "express";
import { applyProfile, clientFieldSpecs, clientNaming, profileInputFromValues } from "../../src/deform/clientForm.ts";
import { WARNING_ACCEPTED_FIELD } from "../../src/deform/engine.ts";
import { fieldOfName, legacyName } from "../../src/deform/fieldNaming.ts";
import { buildFormResponse, type FormResponse } from "../../src/deform/response.ts";
import type { Message } from "../../src/deform/rules.ts";
import { formSchema, formValuesSchema, validateForm, type FieldErrors } from "../../src/deform/schema.ts";
import { ageOn } from "../../src/domain/guardian.ts";
import { shopToday } from "../shopToday.ts";
import { CLIENT_FIELDS, profileState, REGISTRATION_FIELDS, type ClientField } from "../../src/domain/client.ts";
import type { RouteModule, ServerContext, Visitor } from "../context.ts";
import { escapeHtml } from "../html.ts";
import { inLanguage, languageOf as visitorLanguage, speaker, type Language, type Say } from "../i18n.ts";
import { sentFrom } from "../sentFrom.ts";
import { multipartForm, uploadsMarkup, uploadsOf, type StoredUpload } from "./uploads.ts";

export const REGISTERED_URL = "/zarejestrowany.html";
const LOGIN_PAGE = "/logowanie.html";
/** Age above which the details look unusual enough to ask the user to confirm them. */
const CONFIRM_AGE = 100;
/** The legacy server sent this in English on every page; here it speaks the page's language (issue 13). */
const WARNING: Message = { text: "Jeśli uważasz, że dane są poprawne, kliknij OK.", args: [] };

type Values = Record<string, string>;

export interface StoredClient {
  id_client: string;
  values: Values;
  /** Fixture server only: kept as typed, in memory, for the login checks. */
  password: string;
  is_www_profile_blocked: boolean;
  /** The registration photo, as the upload address or the multipart post stored it. */
  photo?: readonly StoredUpload[];
  /**
   * A buyer without registration (spec §6: the anonymous login): a client of the session only, never found by the
   * login, whose profile is judged with the validation profile off (spec §4: names and e-mail, identity optional).
   */
  anonymous?: boolean;
}

/** Who the visitor is buying as; other routes may read it under this key. */
export interface ClientSession {
  clientId: string | null;
  anonymous: boolean;
}
export const CLIENT_SESSION_KEY = "client";

const clients = new Map<string, StoredClient>();
const DEMO_VERIFIED_ID = "1001";
clients.set(DEMO_VERIFIED_ID, {
  id_client: DEMO_VERIFIED_ID,
  password: "zweryfikowana",
  is_www_profile_blocked: true,
  values: {
    client_title: "Pani",
    firstname: "Anna",
    secondname: "Maria",
    lastname: "Nowak",
    nationality: "pl",
    pesel: "90090515829",
    date_birth: "1990-09-05",
    gender: "female",
    id_document_type: "id_card",
    document_number: "ABC123456",
    country_code: "PL",
    city: "Gdańsk",
    postal_code: "80-001",
    address_street: "Długa",
    address_house_number: "1/2",
    phone_number: "",
    phone_number_mobile: "600100200",
    email: "anna.nowak@example.pl",
  },
});
let nextId = 2000;

const REGISTRATION_FORM_FIELDS: readonly ClientField[] = [...CLIENT_FIELDS, ...REGISTRATION_FIELDS];
export const PROFILE_FORM_FIELDS: readonly ClientField[] = REGISTRATION_FORM_FIELDS.filter((f) => f !== "no_pesel" && f !== "photo");

export const recorded = (name: string) => readFileSync(new URL(`../../fixtures/pages/${name}`, import.meta.url), "utf8");

/** The language the visitor reads: the page the form was sent from (`?lang=`), else the remembered one. */
export function languageOf(req: Request): Language {
  const from = req.get("referer");
  const asked = from ? new URL(from, "http://x").searchParams.get("lang") : null;
  return asked === "en" || asked === "pl" ? asked : visitorLanguage(req);
}

/** Server messages in the visitor's language, from the same English tables as every other page. */
export function translator(req: Request): (message: Message) => string {
  const say = speaker(languageOf(req));
  return (m) => say(m.text, ...m.args);
}

export function isAjax(req: Request): boolean {
  return req.query.__ajax_request === "1";
}

/** The submitted values: the AJAX json field, or the plain form post; null when malformed. */
export function submitted(req: Request, ctx: ServerContext): Values | null {
  const raw = isAjax(req) ? ctx.payload(req) : req.body;
  const parsed = formValuesSchema.safeParse(raw ?? {});
  if (!parsed.success) return null;
  return Object.fromEntries(Object.entries(parsed.data).map(([k, v]) => [k, typeof v === "string" ? v : v.join(",")]));
}

/**
 * A client form's post read under the naming it shows ("client[email]", "0_email", bare "email"): its fields under
 * their own names (names of no client field, a CSRF token or the warning's acceptance, as they came), and its errors
 * named back as the form named them, where the islands and the page show them.
 */
export function clientPost(sent: Values): { values: Values; named(errors: FieldErrors): FieldErrors } {
  const naming = clientNaming(Object.keys(sent));
  return {
    values: Object.fromEntries(Object.entries(sent).map(([name, value]) => [fieldOfName(naming, name) ?? name, value])),
    named: (errors) => Object.fromEntries(Object.entries(errors).map(([field, message]) => [legacyName(naming, field), message])),
  };
}

function session(ctx: ServerContext, visitor: Visitor): ClientSession {
  return ctx.state<ClientSession>(visitor, CLIENT_SESSION_KEY, () => ({ clientId: null, anonymous: false }));
}

function byEmail(email: string): StoredClient | undefined {
  const wanted = email.trim().toLowerCase();
  return [...clients.values()].find((c) => !c.anonymous && c.values.email?.toLowerCase() === wanted);
}

/** Judges client data exactly as the browser does; returns the errors and the normalised values. */
export function judgeClient(values: Values, fields: readonly ClientField[], context: { blocked: boolean; anonymous?: boolean; withPassword: boolean; translate: (message: Message) => string }) {
  const input = profileInputFromValues(values, {
    blocked: context.blocked,
    anonymous: context.anonymous ?? false,
    hasNoPeselField: fields.includes("no_pesel"),
    hasDocumentField: true,
    today: shopToday(),
  });
  const state = profileState(input);
  const normalised = applyProfile(values, state);
  const specs = clientFieldSpecs(state, fields, { withPassword: context.withPassword, translateLabel: (text) => context.translate({ text, args: [] }) });
  const errors = validateForm(formSchema(specs), normalised);
  return { state, values: normalised, errors };
}

/** Data that looks unusual (an age above 100) asks for a confirmation once. */
function needsConfirmation(values: Values): boolean {
  const age = ageOn(values.date_birth ?? "", shopToday());
  return values[WARNING_ACCEPTED_FIELD] !== "1" && age !== null && age > CONFIRM_AGE;
}

function keep(values: Values, fields: readonly ClientField[]): Values {
  return Object.fromEntries(fields.filter((f) => f !== "photo").map((f) => [f, values[f] ?? ""]));
}

/** A payload that cannot even be judged: is_error, the form replaced by a note with a way back. */
function unreadable(translate: (message: Message) => string, back: string): FormResponse {
  const text = translate({ text: "Nie udało się odczytać danych formularza. Odśwież stronę i spróbuj ponownie.", args: [] });
  return { is_error: true, html: `<p class="form-error" role="alert">${escapeHtml(text)} <a href="${escapeHtml(back)}">${escapeHtml(translate({ text: "Odśwież formularz", args: [] }))}</a></p>` };
}

/** Field name → label text of a recorded form (labels point at ids; controls carry names). */
function labelsOf(html: string): Map<string, string> {
  const byId = new Map<string, string>();
  for (const m of html.matchAll(/<label for="([^"]+)">([^<]+)<\/label>/g)) byId.set(m[1]!, m[2]!.replace(/\s*\*\s*$/, "").trim());
  const labels = new Map<string, string>();
  for (const m of html.matchAll(/<(?:input|select|textarea) [^>]*?id="([^"]+)"[^>]*?name="([^"]+)"/g)) {
    const label = byId.get(m[1]!);
    if (label) labels.set(m[2]!, label);
  }
  return labels;
}

/**
 * Answers an AJAX form, or a plain post (no script) with a redirect or a short page: the
 * errors by field label, or the warning with a button that posts the same data again,
 * accepted.
 */
function answer(req: Request, res: Response, response: FormResponse, back: string): void {
  if (isAjax(req)) {
    res.json(response);
    return;
  }
  if (response.form?.valid) {
    res.redirect(303, response.redirect ?? back);
    return;
  }
  // What was typed, minus what is never printed back (passwords, files): for the way back and the refilled form.
  const sent = Object.fromEntries(Object.entries((req.body ?? {}) as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === "string" && !NOT_SENT_BACK.has(e[0])));
  // In the language of the page the form was sent from, as every other page (issue 13).
  const lang = languageOf(req);
  const say = speaker(lang);
  const page = (body: string) =>
    `<!DOCTYPE html><html lang="${lang}"><title>${say("Popraw dane")}</title><link rel="stylesheet" href="/assets/shop.css"><main class="shop-main"><h1>${say("Popraw dane")}</h1>${body}${backTo(sent, back, say)}</main>`;
  if (response.is_error) {
    res.status(400).type("html").send(page(response.html ?? ""));
    return;
  }
  if (response.warning) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const hidden = Object.entries(body)
      .filter(([, value]) => typeof value === "string")
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join("");
    res
      .status(422)
      .type("html")
      .send(page(`<p>${escapeHtml(response.warning)}</p><form method="post" action="${escapeHtml(req.path)}">${hidden}<input type="hidden" name="${WARNING_ACCEPTED_FIELD}" value="1"><button type="submit">OK</button></form>`));
    return;
  }
  const form = inLanguage(recorded(back.slice(1)), lang);
  const labels = labelsOf(form);
  const items = Object.entries(response.elements ?? {})
    .filter(([, e]) => e.valid === false)
    .map(([name, e]) => `<li><strong>${escapeHtml(labels.get(name) ?? name)}</strong>: ${escapeHtml(e.error_displayed ?? "")}</li>`)
    .join("");
  // The form again below the list, filled with what was sent (never the passwords, never a file):
  // a refused photo or a typo costs nothing else the user typed.
  // (The profile's recorded page needs its client to be printed: it keeps the link back.)
  const again = back === "/profil.html" ? "" : fillForm(form.replace("{{today}}", shopToday()), sent);
  res
    .status(422)
    .type("html")
    .send(page(`<ul>${items}</ul>${response.error ? `<p>${escapeHtml(response.error)}</p>` : ""}${again}`));
}

/** Fields a refused plain post never prints back into the page. */
const NOT_SENT_BACK = new Set(["password", "password_repeat", "photo"]);
/** Forms whose page, posted to, comes back filled with what was posted (`backTo`). */
const REFILLED = new Set(["/rejestracja.html"]);

/**
 * The way back from the error page without the script. A plain link would open an empty form, so for a
 * refillable form it is a button posting the typed values back (passwords and files aside) to the form's page.
 */
function backTo(sent: Record<string, string>, back: string, say: Say): string {
  const values = Object.entries(sent);
  if (!REFILLED.has(back) || values.length === 0) return `<p><a href="${escapeHtml(back)}">${say("Wróć do formularza")}</a></p>`;
  const hidden = values.map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join("");
  return `<form method="post" action="${escapeHtml(back)}">${hidden}<button type="submit" class="button-primary">${say("Wróć do formularza")}</button></form>`;
}

/** Puts values into a recorded form: input values, checked boxes, selected options, read-only locks. */
function fillForm(html: string, values: Values, readOnly: ReadonlySet<string> = new Set()): string {
  return html
    .replace(/<input ([^>]*?)name="([^"]+)"([^>]*)>/g, (tag, before: string, name: string, after: string) => {
      if (!(name in values)) return tag;
      // A box or radio keeps its own value and is checked when that value was posted.
      if (/type="(checkbox|radio)"/.test(tag)) {
        const own = / value="([^"]*)"/.exec(tag)?.[1] ?? "on";
        return values[name]!.split(",").includes(own) ? tag.replace(/\s*>$/, " checked>") : tag;
      }
      const lock = readOnly.has(name) ? " readonly" : "";
      return `<input ${before}name="${name}"${after.replace(/ value="[^"]*"/, "")} value="${escapeHtml(values[name])}"${lock}>`;
    })
    .replace(/<select ([^>]*?)name="([^"]+)"([^>]*)>([\s\S]*?)<\/select>/g, (tag, before: string, name: string, after: string, body: string) => {
      if (!(name in values)) return tag;
      const options = body.replace(/ selected/g, "").replace(new RegExp(`<option value="${values[name]!.replace(/[^\w-]/g, "")}">`), (o) => o.replace(">", " selected>"));
      return `<select ${before}name="${name}"${after}${readOnly.has(name) ? " disabled" : ""}>${options}</select>`;
    });
}

const register: RouteModule = (app, ctx) => {
  /** The recorded registration page in the visitor's language (`inLanguage`): English with or without the script. */
  const registrationPage = (req: Request, res: Response, values: Values = {}) => {
    return fillForm(inLanguage(recorded("rejestracja.html").replace("{{today}}", shopToday()), ctx.language(req, res)), values);
  };
  ctx.page("/rejestracja.html", { title: "Rejestracja", description: "Formularz rejestracji klienta (PESEL, opiekun, firma).", group: "Klient" }, ({ req, res }) => registrationPage(req, res));

  // The error page's way back without the script (`backTo`): the form again, filled with what was typed.
  app.post("/rejestracja.html", (req, res) => {
    const values = Object.fromEntries(Object.entries(submitted(req, ctx) ?? {}).filter(([name]) => !NOT_SENT_BACK.has(name)));
    ctx.render(req, res, { title: "Rejestracja" }, registrationPage(req, res, values));
  });

  app.post("/ajax/Client/register/", multipartForm(ctx), (req, res) => {
    const sent = submitted(req, ctx);
    const translate = translator(req);
    if (!sent) {
      answer(req, res, unreadable(translate, "/rejestracja.html"), "/rejestracja.html");
      return;
    }
    const post = clientPost(sent);
    const { values } = post;
    const judged = judgeClient(values, REGISTRATION_FORM_FIELDS, { blocked: false, withPassword: true, translate });
    const errors: FieldErrors = { ...judged.errors };
    if (!errors.email && byEmail(values.email ?? "")) errors.email = { text: "Ten adres e-mail jest już zarejestrowany.", args: [] };
    // The fixture keeps files of its own field names only (uploads.ts UPLOAD_FIELDS: "photo", not "client[photo]").
    const photo = uploadsOf(ctx, req, res, "photo", values.photo);
    if (photo.error) errors.photo = photo.error;
    if (Object.keys(errors).length === 0 && needsConfirmation(judged.values)) {
      answer(req, res, buildFormResponse({}, translate, { warning: translate(WARNING), error_position: "none" }), "/rejestracja.html");
      return;
    }
    if (Object.keys(errors).length > 0) {
      answer(req, res, buildFormResponse(post.named(errors), translate), "/rejestracja.html");
      return;
    }
    const id = String(nextId++);
    clients.set(id, { id_client: id, values: keep(judged.values, REGISTRATION_FORM_FIELDS), password: values.password ?? "", is_www_profile_blocked: false, photo: photo.files });
    Object.assign(session(ctx, ctx.visitor(req, res)), { clientId: id, anonymous: false });
    answer(req, res, buildFormResponse({}, translate, { redirect: REGISTERED_URL }), "/rejestracja.html");
  });

  ctx.page(REGISTERED_URL, { title: "Rejestracja zakończona", description: "Potwierdzenie rejestracji.", group: "Klient" }, ({ req, res, visitor }) => {
    const say = speaker(ctx.language(req, res));
    const client = clients.get(session(ctx, visitor).clientId ?? "");
    const name = client && !client.anonymous ? `, ${escapeHtml(client.values.firstname)}` : "";
    const photo = client?.photo?.length ? `<h2>${say("Twoje zdjęcie")}</h2>${uploadsMarkup(client.photo, ctx.language(req))}` : "";
    return `<h1>${say("Dziękujemy za rejestrację%s!", name)}</h1><p>${say("Twoje konto jest gotowe. Możesz teraz %s albo %s.", `<a href="/">${say("wybrać wydarzenie")}</a>`, `<a href="/profil.html">${say("sprawdzić swój profil")}</a>`)}</p>${photo}`;
  });

  // Whose profile: the logged-in client's, or the anonymous client's of a buyer without registration. A visitor who is
  // neither sees no one's: the login form, whose success reloads the page (spec §2), now with their profile
  // (docs/legacy-forms.md "The profile page"; the demo client was shown to every visitor before).
  ctx.page("/profil.html", { title: "Twój profil", description: "Profil zalogowanego klienta albo kupującego bez rejestracji; bez logowania formularz logowania.", group: "Klient" }, ({ req, res, visitor }) => {
    const lang = ctx.language(req, res);
    const say = speaker(lang);
    const client = clients.get(session(ctx, visitor).clientId ?? "");
    if (!client) {
      const login = recorded("logowanie.html").replace("<h1>Logowanie</h1>", `<h2>${say("Logowanie")}</h2>`);
      return `<h1>${say("Twój profil")}</h1><p>${say("Zaloguj się, aby zobaczyć i zmienić swój profil.")}</p>${inLanguage(login, lang)}`;
    }
    const anonymous = client.anonymous === true;
    const { state } = judgeClient(client.values, PROFILE_FORM_FIELDS, { blocked: client.is_www_profile_blocked, anonymous, withPassword: false, translate: (m) => m.text });
    const locked = new Set(Object.entries(state.fields).filter(([, f]) => f.readOnly).map(([name]) => name));
    const note = client.is_www_profile_blocked
      ? "Twój profil jest zweryfikowany: danych podstawowych i numeru PESEL nie można zmienić."
      : anonymous
        ? "Kupujesz bez rejestracji: podaj imię, nazwisko i adres e-mail, pozostałe dane są dobrowolne."
        : "Sprawdź i popraw swoje dane.";
    let page = recorded("profil.html").replace("{{today}}", shopToday()).replace("{{blocked}}", client.is_www_profile_blocked ? "1" : "0");
    // The anonymous client's form as the shop prints it with the validation profile off: marked so (the island reads
    // data-anonymous) and the nationality not required (the one identity field the recorded form marks required).
    if (anonymous) {
      page = page
        .replace('data-mode="profile"', 'data-mode="profile" data-anonymous="1"')
        .replace('<label for="nationality">Obywatelstwo *</label>', '<label for="nationality">Obywatelstwo</label>')
        .replace('<select id="nationality" name="nationality" class="required">', '<select id="nationality" name="nationality">');
    }
    return fillForm(
      inLanguage(page, lang).replace("{{verified_note}}", escapeHtml(say(note))),
      { ...client.values, id_client: client.id_client },
      locked,
    );
  });

  app.post("/ajax/Client/updateProfile/", (req, res) => {
    const sent = submitted(req, ctx);
    const post = sent && clientPost(sent);
    const values = post?.values;
    const translate = translator(req);
    // The profile form names its client (id_client, as the legacy posted it); it must be the one
    // this visitor sees on /profil.html (their own: a visitor not logged in has none).
    const shown = clients.get(session(ctx, ctx.visitor(req, res)).clientId ?? "");
    const client = values ? clients.get(values.id_client ?? "") : undefined;
    if (!values || !client || client !== shown) {
      answer(req, res, unreadable(translate, "/profil.html"), "/profil.html");
      return;
    }
    // What the profile locks is taken from the stored client, whatever was sent: the browser's
    // read-only flags are a convenience, the server is the authority.
    const anonymous = client.anonymous === true;
    const before = judgeClient(client.values, PROFILE_FORM_FIELDS, { blocked: client.is_www_profile_blocked, anonymous, withPassword: false, translate });
    const merged: Values = { ...values };
    for (const [name, field] of Object.entries(before.state.fields)) if (field.readOnly && client.is_www_profile_blocked) merged[name] = client.values[name] ?? "";
    const judged = judgeClient(merged, PROFILE_FORM_FIELDS, { blocked: client.is_www_profile_blocked, anonymous, withPassword: false, translate });
    const errors: FieldErrors = { ...judged.errors };
    const owner = byEmail(merged.email ?? "");
    if (!errors.email && owner && owner.id_client !== client.id_client) errors.email = { text: "Ten adres e-mail jest już zarejestrowany.", args: [] };
    if (Object.keys(errors).length > 0) {
      answer(req, res, buildFormResponse(post!.named(errors), translate), "/profil.html");
      return;
    }
    if (needsConfirmation(judged.values)) {
      answer(req, res, buildFormResponse({}, translate, { warning: translate(WARNING), error_position: "none" }), "/profil.html");
      return;
    }
    client.values = keep(judged.values, PROFILE_FORM_FIELDS);
    answer(req, res, buildFormResponse({}, translate, { message: translate({ text: "Twój profil został zaktualizowany", args: [] }) }), "/profil.html");
  });

  ctx.page(LOGIN_PAGE, { title: "Logowanie", description: "Logowanie klienta i zakup bez rejestracji.", group: "Klient" }, ({ req, res, visitor }) => {
    const say = speaker(ctx.language(req, res));
    const who = session(ctx, visitor);
    const client = clients.get(who.clientId ?? "");
    const start = ctx.pages().find((p) => p.group === "Sprzedaż")?.path ?? "/";
    const buy = `<a href="${escapeHtml(start)}">${say("Przejdź do zakupu biletów")}</a>`;
    if (who.anonymous) {
      return `<h1>${say("Logowanie")}</h1><p class="login-status" role="status">${say("Kupujesz bez rejestracji.")}</p><p>${buy}</p>`;
    }
    if (client) {
      const name = `${escapeHtml(client.values.firstname)} ${escapeHtml(client.values.lastname)}`;
      return `<h1>${say("Logowanie")}</h1><p class="login-status" role="status">${say("Zalogowano jako %s.", name)}</p><p>${buy} · <a href="/profil.html">${say("Twój profil")}</a></p>`;
    }
    return recorded("logowanie.html");
  });

  app.post("/ajax/Login/login/", (req, res) => {
    const values = submitted(req, ctx) ?? {};
    const translate = translator(req);
    const errors = validateForm(
      formSchema([
        { name: "login", rules: [{ kind: "required" }, { kind: "email" }] },
        { name: "password", rules: [{ kind: "required" }] },
      ]),
      values,
    );
    if (Object.keys(errors).length > 0) {
      answer(req, res, buildFormResponse(errors, translate), sentFrom(req, LOGIN_PAGE));
      return;
    }
    const client = byEmail(values.login ?? "");
    if (!client || client.password !== values.password) {
      const notFound = translate({ text: "Nie znaleziono klienta", args: [] });
      answer(req, res, buildFormResponse({ login: { text: "Nie znaleziono klienta", args: [] } }, translate, { error: notFound }), sentFrom(req, LOGIN_PAGE));
      return;
    }
    Object.assign(session(ctx, ctx.visitor(req, res)), { clientId: client.id_client, anonymous: false });
    answer(req, res, buildFormResponse({}, translate), sentFrom(req, LOGIN_PAGE));
  });

  app.post("/ajax/Login/anonymousLogin/", (req, res) => {
    // The buyer's anonymous client, kept for the session (one, however often the button is pressed).
    const who = session(ctx, ctx.visitor(req, res));
    let id = who.anonymous ? who.clientId : null;
    if (!id || !clients.has(id)) {
      id = String(nextId++);
      clients.set(id, { id_client: id, values: {}, password: "", is_www_profile_blocked: false, anonymous: true });
    }
    Object.assign(who, { clientId: id, anonymous: true });
    answer(req, res, buildFormResponse({}, translator(req)), sentFrom(req, LOGIN_PAGE));
  });
};

export default register;
