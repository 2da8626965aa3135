/**
 * A back-office page in legacy markup only (issue 9): one form whose fields carry every rule
 * class of the legacy validator, a radio group, a read-only select list, a one-required group
 * and a file field with limits (multipart without the script, the upload address with it). Trybuna takes it over by its host alone (`<div data-island="legacy-form">`); without
 * the script it posts as a plain form and the server answers with the form again, errors beside
 * the fields.
 *
 *   GET  /zaplecze/wydarzenie.html        the form (recorded back-office markup)
 *   POST /ajax/Backoffice/saveEvent/      judges it with the same rules as the browser (AJAX or plain post)
 *   GET  /zaplecze/odebrane.html          what the server received last (per visitor)
 *   GET  /zaplecze/odebrane.json          the same, for tests
 */
import type { Request } from "express";
import { fieldSpecsFromControls, type ControlDescription } from "../../src/deform/fields.ts";
import { shopDay } from "../shopToday.ts";
import { buildFormResponse } from "../../src/deform/response.ts";
import { formSchema, validateForm, type FieldErrors } from "../../src/deform/schema.ts";
import { formatPln } from "../../src/domain/prices.ts";
import type { RouteModule, ServerContext, Visitor } from "../context.ts";
import { escapeHtml } from "../html.ts";
import { type Language, speaker, type Say } from "../i18n.ts";
import { sentFrom } from "../sentFrom.ts";
import { isAjax, languageOf, submitted, translator } from "./clients.ts";
import { multipartForm, UPLOAD_FIELDS, UPLOAD_URL, uploadsMarkup, uploadsOf, type StoredUpload } from "./uploads.ts";

export const BACKOFFICE_PAGE = "/zaplecze/wydarzenie.html";
const RECEIVED_PAGE = "/zaplecze/odebrane.html";
const ACTION = "/ajax/Backoffice/saveEvent/";
const CAPTCHA_URL = "/zaplecze/captcha.svg";
const PREVIEW_URL = "/zaplecze/podglad.html";
const CONFIRM_URL = "/ajax/Backoffice/confirmPrice/";
const BACKOFFICE_GROUP = "Zaplecze";
/** The service fee the preview adds (a fixture figure). */
const FEE = 0.05;
const CAPTCHA_LETTERS = "ABCDEFGHJKLMNPRSTUWXYZ23456789";

interface Field {
  name: string;
  label: string;
  className: string;
  /** text (default), textarea, radio, select; `group` puts a field into a one-required box. */
  type?: "text" | "textarea" | "radio" | "select";
  options?: ReadonlyArray<{ value: string; label: string; disabled?: boolean }>;
  group?: string;
  hint?: string;
}

/** The form, field by field: its markup and the server's rules both come from here. */
export const FIELDS: readonly Field[] = [
  { name: "bo_title", label: "Nazwa wydarzenia *", className: "required minLength:3 maxLength:60" },
  // nospace before alphanum: a space shows the nospace message (a field shows its first failing rule's).
  { name: "bo_code", label: "Kod wydarzenia", className: "validate-nospace validate-alphanum maxLength:12", hint: "Litery, cyfry i podkreślenie, bez spacji." },
  { name: "bo_organizer", label: "Organizator (jedno słowo)", className: "validate-alpha" },
  { name: "bo_tickets", label: "Liczba biletów *", className: "required validate-integer" },
  { name: "bo_ratio", label: "Współczynnik ceny", className: "validate-numeric" },
  { name: "bo_phone", label: "Telefon organizatora", className: "validate-digits" },
  { name: "bo_email", label: "E-mail organizatora *", className: "required validate-email" },
  { name: "bo_email2", label: "Powtórz e-mail", className: "validate-match matchInput:'bo_email' matchName:'E-mail'" },
  { name: "bo_url", label: "Strona wydarzenia", className: "validate-url" },
  { name: "bo_price", label: "Cena biletu (zł)", className: "validate-currency-pl" },
  { name: "bo_price_usd", label: "Cena dla agencji (USD)", className: "validate-currency-dollar" },
  { name: "bo_sale_from", label: "Początek sprzedaży", className: "validate-date validate-after-date", hint: "Nie wcześniej niż dziś." },
  { name: "bo_sale_to", label: "Koniec sprzedaży", className: "validate-date validate-after-date afterElement:'bo_sale_from'" },
  { name: "bo_contract", label: "Data umowy", className: "validate-date validate-before-date", hint: "Nie później niż dziś." },
  { name: "bo_card", label: "Karta do kaucji", className: "validate-cc-num" },
  { name: "bo_pesel", label: "PESEL kierownika", className: "validate-pesel" },
  { name: "bo_contact_phone", label: "Telefon kontaktowy", className: "validate-one-required", group: "Kontakt (wypełnij co najmniej jedno)" },
  { name: "bo_contact_email", label: "E-mail kontaktowy", className: "validate-one-required", group: "Kontakt (wypełnij co najmniej jedno)" },
  {
    name: "bo_hall",
    label: "Sala *",
    className: "required",
    type: "radio",
    options: [
      { value: "A", label: "Sala A" },
      { value: "B", label: "Sala B" },
      { value: "C", label: "Sala C (w remoncie)", disabled: true },
    ],
  },
  { name: "bo_venue", label: "Obiekt (tylko do odczytu)", className: "readonly", type: "select", options: [{ value: "stadion", label: "Stadion Miejski" }, { value: "hala", label: "Hala Sportowa" }] },
  { name: "bo_notes", label: "Uwagi", className: "maxLength:200", type: "textarea" },
];
/** The read-only select's value is the server's, whatever a plain post says. */
const VENUE = "stadion";

type Values = Record<string, string>;

function descriptions(): ControlDescription[] {
  return FIELDS.flatMap((field) =>
    field.type === "radio"
      ? field.options!.map((o) => ({ name: field.name, id: `${field.name}_${o.value}`, className: field.className, type: "radio", parent: field.name, skip: false }))
      : [{ name: field.name, id: field.name, className: field.className, type: field.type === "select" ? "select" : field.type === "textarea" ? "textarea" : "text", parent: field.group ?? field.name, skip: field.type === "select" }],
  );
}

function judge(req: Request, values: Values): FieldErrors {
  return validateForm(formSchema(fieldSpecsFromControls(descriptions()), { locale: languageOf(req), today: shopDay() }), values);
}

function control(field: Field, value: string, error: string | undefined, say: Say): string {
  const errorId = `${field.name}-server-error`;
  const invalid = error ? ` aria-invalid="true" aria-describedby="${errorId}"` : "";
  const message = error ? ` <span class="form-error" id="${errorId}">${escapeHtml(error)}</span>` : "";
  const hint = field.hint ? ` <small>${escapeHtml(say(field.hint))}</small>` : "";
  if (field.type === "radio") {
    const options = field
      .options!.map(
        (o) =>
          `<label><input type="radio" id="${field.name}_${o.value}" name="${field.name}" value="${o.value}" class="${field.className}"${value === o.value ? " checked" : ""}${o.disabled ? " disabled" : ""}${invalid}> ${escapeHtml(say(o.label))}</label>`,
      )
      .join(" ");
    return `<fieldset class="radio-group"><legend>${escapeHtml(say(field.label))}</legend>${options}${message}</fieldset>`;
  }
  const label = `<label for="${field.name}">${escapeHtml(say(field.label))}</label> `;
  if (field.type === "select") {
    const options = field.options!.map((o) => `<option value="${o.value}"${value === o.value ? " selected" : ""}>${escapeHtml(say(o.label))}</option>`).join("");
    return `<p>${label}<select id="${field.name}" name="${field.name}" class="${field.className}">${options}</select>${hint}${message}</p>`;
  }
  if (field.type === "textarea") return `<p>${label}<textarea id="${field.name}" name="${field.name}" class="${field.className}" rows="3"${invalid}>${escapeHtml(value)}</textarea>${hint}${message}</p>`;
  const input = `${label}<input id="${field.name}" name="${field.name}" class="${field.className}" value="${escapeHtml(value)}"${invalid}>${hint}${message}`;
  // Members of a one-required group share one parent element: that is how the legacy grouped them.
  return field.group ? input : `<p>${input}</p>`;
}

const FILES = "bo_files";
/** Files of a refused plain post that the server already keeps: named again by the next post. */
const FILES_KEPT = "bo_files_kept";

/**
 * The attachments field: a legacy file input whose attributes carry the uploader's settings
 * (the server checks the same limits, UPLOAD_FIELDS). Files kept from a refused plain post are
 * listed and posted again in a hidden field (a file input cannot be refilled).
 */
function filesMarkup(kept: readonly StoredUpload[], error: string | undefined, say: Say, lang: "pl" | "en"): string {
  const limits = UPLOAD_FIELDS[FILES]!;
  const errorId = `${FILES}-server-error`;
  const invalid = error ? ` aria-invalid="true" aria-describedby="${errorId}"` : "";
  const keptList = kept.length
    ? `<p>${say("Już przesłane (zostaną zapisane):")}</p>${uploadsMarkup(kept, lang)}<input type="hidden" name="${FILES_KEPT}" value="${escapeHtml(kept.map((f) => f.id).join(","))}">`
    : "";
  return `<div class="bo-files">
      <div data-island="file-upload"><label for="${FILES}">${say("Załączniki (plakat, umowa)")}</label>
        <input type="file" id="${FILES}" name="${FILES}" multiple accept="${limits.accept}" data-upload-url="${UPLOAD_URL}" data-max-size="${limits.maxSizeKb}" data-max-files="${limits.maxFiles}" data-size-message="${escapeHtml(say("Plik jest za duży: załącznik może mieć najwyżej %d KB.", limits.maxSizeKb))}"${invalid}>
        <small>${say("JPEG, PNG lub PDF, do %d KB każdy, najwyżej %d pliki.", limits.maxSizeKb, limits.maxFiles)}</small></div>
      ${error ? `<span class="form-error" id="${errorId}">${escapeHtml(error)}</span>` : ""}${keptList}
    </div>`;
}

/** The form as the back-office template prints it: values and (after a plain post) the server's errors. */
function formMarkup(values: Values, errors: Readonly<Record<string, string>>, nonce: string, lang: "pl" | "en", kept: readonly StoredUpload[] = []): string {
  const say = speaker(lang);
  const parts: string[] = [];
  const groups = new Map<string, string[]>();
  for (const field of FIELDS) {
    const html = control(field, values[field.name] ?? (field.name === "bo_venue" ? VENUE : ""), errors[field.name], say);
    if (!field.group) parts.push(html);
    else if (groups.has(field.group)) groups.get(field.group)!.push(html);
    else {
      groups.set(field.group, [html]);
      parts.push(`{{group:${field.group}}}`);
    }
  }
  const body = parts.map((part) => part.replace(/^\{\{group:(.*)\}\}$/, (_, name: string) => `<p class="one-required"><strong>${escapeHtml(say(name))}</strong><br>${groups.get(name)!.join("<br>")}</p>`)).join("\n    ");
  const summary = Object.keys(errors).length ? `<p class="form-error" role="alert">${say("Formularz zawiera błędy. Popraw zaznaczone pola.")}</p>` : "";
  return `<h1>${say("Zaplecze: nowe wydarzenie")}</h1>
<p>${say("Formularz zaplecza w samym znaczniku legacy: reguły walidacji w nazwach klas pól.")}</p>
${summary}
<div data-island="legacy-form">
  <form id="bo_event" class="deform backoffice" method="post" action="${ACTION}" enctype="multipart/form-data">
    ${body}
    ${filesMarkup(kept, errors[FILES], say, lang)}
    <p class="captcha"><img class="captcha-image" src="${CAPTCHA_URL}" alt="${say("Kod do przepisania (obrazek)")}" width="160" height="48"> <a class="captcha-reload" href="${BACKOFFICE_PAGE}">${say("Nowy obrazek")}</a><br>
      <label for="bo_captcha">${say("Przepisz kod z obrazka *")}</label> <input id="bo_captcha" name="bo_captcha" class="required" autocomplete="off" value=""${errors.bo_captcha ? ` aria-invalid="true" aria-describedby="bo_captcha-server-error"` : ""}>${errors.bo_captcha ? ` <span class="form-error" id="bo_captcha-server-error">${escapeHtml(errors.bo_captcha)}</span>` : ""}</p>
    <p><button type="submit" name="bo_save" value="1">${say("Zapisz wydarzenie")}</button></p>
  </form>
</div>
<section class="bo-preview" aria-labelledby="bo_preview_title">
  <h2 id="bo_preview_title">${say("Podgląd ceny z opłatą")}</h2>
  <form id="bo_preview" method="get" action="${PREVIEW_URL}">
    <p><label for="bo_preview_price">${say("Cena biletu (zł)")}</label> <input id="bo_preview_price" name="price" value="100" inputmode="decimal"> <button type="submit">${say("Pokaż podgląd")}</button></p>
  </form>
  <div id="bo_preview_result" aria-live="polite"></div>
  <script nonce="${nonce}">
    // The shop's own script: the submission helper puts the answer into the page.
    document.getElementById("bo_preview").addEventListener("submit", function (event) {
      if (!window.Trybuna) return;
      event.preventDefault();
      window.Trybuna.submitForm(event.target, document.getElementById("bo_preview_result"));
    });
  </script>
</section>`;
}

interface Received {
  values: Values;
  via: "ajax" | "post";
  files: StoredUpload[];
}

interface BackofficeState {
  last: Received | null;
  /** A refused plain post, shown once by the next page view. */
  draft: { values: Values; errors: Record<string, string>; kept: StoredUpload[] } | null;
  /** The code the last captcha image showed. */
  captcha: string;
}

function newCaptcha(): string {
  return Array.from({ length: 5 }, () => CAPTCHA_LETTERS[Math.floor(Math.random() * CAPTCHA_LETTERS.length)]).join("");
}

/** The code drawn as an SVG: letters at slight angles over a few lines (a fixture, not a real defence). */
function captchaSvg(code: string): string {
  const letters = [...code].map((ch, i) => `<text x="${14 + i * 28}" y="34" transform="rotate(${(i % 2 ? 8 : -8)} ${14 + i * 28} 30)">${ch}</text>`).join("");
  const lines = [0, 1, 2].map((i) => `<line x1="0" y1="${10 + i * 14}" x2="160" y2="${38 - i * 12}" stroke="#8aa" stroke-width="1.5"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48"><rect width="160" height="48" fill="#eef3f8"/>${lines}<g font-family="monospace" font-size="26" font-weight="bold" fill="#0d2a4a">${letters}</g></svg>`;
}
const store = (ctx: ServerContext, visitor: Visitor) => ctx.state<BackofficeState>(visitor, "backoffice", () => ({ last: null, draft: null, captcha: newCaptcha() }));

const register: RouteModule = (app, ctx) => {
  ctx.page(BACKOFFICE_PAGE, { title: "Zaplecze: nowe wydarzenie", description: "Formularz zaplecza w samym znaczniku legacy (wszystkie reguły walidatora, radio, lista tylko do odczytu).", group: BACKOFFICE_GROUP }, ({ req, visitor, nonce }) => {
    const state = store(ctx, visitor);
    const draft = state.draft;
    state.draft = null;
    return formMarkup(draft?.values ?? {}, draft?.errors ?? {}, nonce, ctx.language(req), draft?.kept);
  });

  // The preview part: a fragment for the submission helper (with a form island inside), or a whole page without the script.
  const preview = (price: string, lang: Language): string => {
    const say = speaker(lang);
    const amount = Number(price.replace(/\s/g, "").replace(",", "."));
    if (!Number.isFinite(amount) || amount < 0) return `<p class="form-error" role="alert">${say("Podaj cenę w złotych, np. 100 lub 99,50.")}</p>`;
    // The islands' money format ("105,00 zł", "PLN 105.00"), so an English page does not print a Polish amount.
    const total = formatPln(Math.round(amount * (1 + FEE) * 100), lang);
    return `<p>${say("Cena z opłatą serwisową: %s", `<strong data-preview-total>${escapeHtml(total)}</strong>`)}</p>
<div data-island="legacy-form"><form id="bo_confirm" method="post" action="${CONFIRM_URL}">
  <input type="hidden" name="price" value="${escapeHtml(price)}">
  <p><label for="bo_confirm_by">${say("Zatwierdza (nazwisko) *")}</label> <input id="bo_confirm_by" name="confirmed_by" class="required validate-alpha"> <button type="submit">${say("Zatwierdź cenę")}</button></p>
</form></div>`;
  };
  app.get(PREVIEW_URL, (req, res, next) => {
    if (req.get("X-Requested-With") !== "XMLHttpRequest") return next();
    res.setHeader("Cache-Control", "no-store");
    res.type("html").send(preview(String(req.query.price ?? ""), ctx.language(req)));
  });
  ctx.page(PREVIEW_URL, { title: "Zaplecze: podgląd ceny", description: "Podgląd ceny (bez skryptu: cała strona).", group: BACKOFFICE_GROUP }, ({ req }) => {
    const lang = ctx.language(req);
    const say = speaker(lang);
    return `<h1>${say("Podgląd ceny z opłatą")}</h1>${preview(String(req.query.price ?? ""), lang)}<p><a href="${BACKOFFICE_PAGE}">${say("Wróć do formularza")}</a></p>`;
  });
  app.post(CONFIRM_URL, (req, res) => {
    const values = submitted(req, ctx);
    const translate = translator(req);
    const errors: FieldErrors = values?.confirmed_by?.trim() ? {} : { confirmed_by: { text: "To pole jest wymagane.", args: [] } };
    const response = buildFormResponse(errors, translate, Object.keys(errors).length ? {} : { message: translate({ text: "Cena zatwierdzona.", args: [] }) });
    if (isAjax(req)) res.json(response);
    else res.redirect(303, BACKOFFICE_PAGE);
  });

  app.post(ACTION, multipartForm(ctx), (req, res) => {
    const translate = translator(req);
    const values = submitted(req, ctx);
    if (!values) {
      res.status(400).json(buildFormResponse({ __form__: { text: "Nie udało się odczytać danych formularza. Odśwież stronę i spróbuj ponownie.", args: [] } }, translate));
      return;
    }
    values.bo_venue = VENUE;
    const state = store(ctx, ctx.visitor(req, res));
    const errors = judge(req, values);
    const files = uploadsOf(ctx, req, res, FILES, [values[FILES_KEPT], values[FILES]].filter(Boolean).join(","));
    if (files.error) errors[FILES] = files.error;
    // The answer is required (as its class says in the browser), then it must be the picture's code.
    const answer = (values.bo_captcha ?? "").trim();
    if (!answer) errors.bo_captcha = { text: "To pole jest wymagane.", args: [] };
    else if (answer.toUpperCase() !== state.captcha) errors.bo_captcha = { text: "Kod z obrazka jest niepoprawny. Przepisz go jeszcze raz.", args: [] };
    if (Object.keys(errors).length === 0) {
      state.captcha = newCaptcha(); // a code is good for one accepted form
      const kept = Object.fromEntries(FIELDS.map((f) => [f.name, values[f.name] ?? ""]));
      state.last = { values: kept, via: isAjax(req) ? "ajax" : "post", files: files.files };
    }
    if (isAjax(req)) {
      res.json(buildFormResponse(errors, translate, Object.keys(errors).length ? {} : { redirect: RECEIVED_PAGE }));
      return;
    }
    if (Object.keys(errors).length === 0) {
      res.redirect(303, RECEIVED_PAGE);
      return;
    }
    // Without the script: back to the form (post/redirect/get), as typed, the server's errors beside the fields.
    const texts = Object.fromEntries(Object.entries(errors).map(([name, message]) => [name, translate(message)]));
    // A refused file is chosen again; the files the server took are kept for the next post.
    const keptFiles = files.error ? uploadsOf(ctx, req, res, FILES, values[FILES_KEPT]).files : files.files;
    state.draft = { values: { ...values, bo_captcha: "" }, errors: texts, kept: keptFiles };
    // Back to the page as it was asked for (?lang=en, ?js=0 kept).
    res.redirect(303, sentFrom(req, BACKOFFICE_PAGE, BACKOFFICE_PAGE));
  });

  ctx.page(RECEIVED_PAGE, { title: "Zaplecze: zapisano", description: "Co serwer odebrał z formularza zaplecza.", group: BACKOFFICE_GROUP }, ({ req, visitor }) => {
    const lang = ctx.language(req);
    const say = speaker(lang);
    const last = store(ctx, visitor).last;
    if (!last) return `<h1>${say("Nic jeszcze nie zapisano")}</h1><p><a href="${BACKOFFICE_PAGE}">${say("Wróć do formularza")}</a></p>`;
    const rows = Object.entries(last.values)
      .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd data-field="${escapeHtml(name)}">${escapeHtml(value)}</dd>`)
      .join("");
    const files = last.files.length ? `<h2>${say("Załączniki")}</h2>${uploadsMarkup(last.files, lang)}` : "";
    return `<h1>${say("Zapisano wydarzenie")}</h1><p>${say("Serwer odebrał (%s):", last.via === "ajax" ? "AJAX" : say("zwykły formularz"))}</p><dl class="received">${rows}</dl>${files}<p><a href="${BACKOFFICE_PAGE}">${say("Nowe wydarzenie")}</a></p>`;
  });

  // Each image request draws a new code (the reload adds ?t=<timestamp> so no cache answers it).
  app.get(CAPTCHA_URL, (req, res) => {
    const state = store(ctx, ctx.visitor(req, res));
    state.captcha = newCaptcha();
    res.setHeader("Cache-Control", "no-store");
    res.type("image/svg+xml").send(captchaSvg(state.captcha));
  });

  /** QA only: the code the visitor's last image showed (tests cannot read pictures). */
  app.get("/zaplecze/captcha.json", (req, res) => {
    res.json({ code: store(ctx, ctx.visitor(req, res)).captcha });
  });

  app.get("/zaplecze/odebrane.json", (req, res) => {
    const last = store(ctx, ctx.visitor(req, res)).last;
    res.json(last && { ...last, files: last.files.map(({ name, size, type }) => ({ name, size, type })) });
  });
};

export default register;
