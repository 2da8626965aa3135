/**
 * Recorded client forms as other legacy pages print them (spec §3, §7), for the form islands' QA:
 *
 *   GET  /qa/logowanie-pola          the login form with its own id, a CSRF token, a return address, a
 *                                    "remember me" box and a required consent the island does not render
 *   GET  /qa/rejestracja-pola        the registration form with another id, a CSRF token and a consents
 *                                    fieldset (a box, a required box, a newsletter list, an invoice e-mail)
 *   GET  /qa/posiadacze-biletow      two ticket holders' forms, their names prefixed with the ticket index
 *                                    ("0_firstname", "1_firstname") and no data-prefix
 *   POST /ajax/Sales/ticketHolder/   one holder's form: judged as a profile under its naming ("0_firstname",
 *                                    "tickets[0][firstname]": clientNaming), its errors named as it named them
 *
 * The first two post to the real login and registration addresses, which ignore what they do not know; the rules in
 * the extra fields' class names (`required`, `validate-email`) are the legacy validator's, judged in the browser.
 */
import { buildFormResponse } from "../../src/deform/response.ts";
import { shopToday } from "../shopToday.ts";
import type { RouteModule } from "../context.ts";
import { escapeHtml } from "../html.ts";
import { speaker } from "../i18n.ts";
import { clientPost, judgeClient, PROFILE_FORM_FIELDS, recorded, submitted, translator } from "./clients.ts";

const GROUP = "Klient (QA)";
const HOLDER_URL = "/ajax/Sales/ticketHolder/";
const SAVED = "Dane posiadacza biletu zostały zapisane.";

/** Inserts `extra` before the recorded form's submit row. */
const beforeSubmit = (html: string, extra: string) => html.replace(/(\s*<p><button type="submit")/, `\n${extra}$1`);

/** Ticket `index`'s holder form: the recorded profile form, every name, id and label prefixed (spec §3). */
function holderForm(index: number, today: string): string {
  const form = /<form[\s\S]*<\/form>/.exec(recorded("profil.html"))![0];
  return form
    .replace('<input type="hidden" name="id_client" value="">', "")
    .replace(/ (name|id|for)="([a-z_]+)"/g, ` $1="${index}_$2"`)
    .replace(/ action="[^"]*"/, ` action="${HOLDER_URL}"`)
    .replace(' data-blocked="{{blocked}}"', "")
    .replace("{{today}}", today);
}

const register: RouteModule = (app, ctx) => {
  ctx.page("/qa/logowanie-pola", { title: "Logowanie z polami strony", description: "Formularz logowania z własnym id, tokenem CSRF, adresem powrotu, polem „Zapamiętaj mnie” i wymaganą zgodą.", group: GROUP }, () =>
    beforeSubmit(
      recorded("logowanie.html").replace('<form id="login"', '<form id="login_form_3"'),
      `  <input type="hidden" name="csrf_token" value="c5rf-l0g1n">
  <input type="hidden" name="return_to" value="/sprzedaz/krok-4">
  <p><input type="checkbox" id="remember" name="remember" value="1"> <label for="remember">Zapamiętaj mnie na tym komputerze</label></p>
  <p><input type="checkbox" id="privacy_consent" name="privacy_consent" value="1" class="required"> <label for="privacy_consent">Akceptuję politykę prywatności</label></p>`,
    ),
  );

  ctx.page("/qa/rejestracja-pola", { title: "Rejestracja z polami strony", description: "Formularz rejestracji z własnym id, tokenem CSRF i zgodami (pola wyboru, w tym wymagane, lista, e-mail do faktur).", group: GROUP }, () =>
    beforeSubmit(
      recorded("rejestracja.html").replace('<form id="registration"', '<form id="client_form_7"').replace("{{today}}", shopToday()),
      `  <input type="hidden" name="csrf_token" value="c5rf-r3g">
  <fieldset>
    <legend>Zgody</legend>
    <p><input type="checkbox" id="terms_consent" name="terms_consent" value="1" class="required"> <label for="terms_consent">Akceptuję regulamin klubu</label></p>
    <p><input type="checkbox" id="marketing_consent" name="marketing_consent" value="1"> <label for="marketing_consent">Zgadzam się na informacje o wydarzeniach</label></p>
    <p><label for="newsletter">Newsletter</label> <select id="newsletter" name="newsletter"><option value="none">nie wysyłaj</option><option value="weekly">raz w tygodniu</option><option value="monthly">raz w miesiącu</option></select></p>
    <p><label for="invoice_email">E-mail do faktur (jeśli inny)</label> <input type="text" id="invoice_email" name="invoice_email" class="validate-email"></p>
  </fieldset>`,
    ),
  );

  ctx.page("/qa/posiadacze-biletow", { title: "Posiadacze biletów", description: "Dwa formularze posiadaczy biletów: nazwy pól z numerem biletu (0_firstname, 1_firstname).", group: GROUP }, () => {
    const today = shopToday();
    const holder = (index: number, ticket: string) => `<section class="card" aria-labelledby="holder-${index}"><h2 id="holder-${index}">${escapeHtml(ticket)}</h2>
<div data-island="registration-form">
${holderForm(index, today)}
</div></section>`;
    return `<h1>Posiadacze biletów</h1>
<p>Każdy bilet ma swojego posiadacza: podaj jego dane.</p>
${holder(0, "Bilet 1: Normalny, rząd 5, miejsce 12")}
${holder(1, "Bilet 2: Ulgowy, rząd 5, miejsce 13")}`;
  });

  app.post(HOLDER_URL, (req, res) => {
    const translate = translator(req);
    // Judged under the naming the post shows ("0_firstname", "tickets[0][firstname]"); errors go back under it.
    const post = clientPost(submitted(req, ctx) ?? {});
    const { errors } = judgeClient(post.values, PROFILE_FORM_FIELDS, { blocked: false, withPassword: false, translate });
    const response = buildFormResponse(post.named(errors), translate, Object.keys(errors).length ? {} : { message: translate({ text: SAVED, args: [] }) });
    if (req.query.__ajax_request === "1") {
      res.json(response);
      return;
    }
    // Without the script: the outcome in one line, and the way back.
    const say = speaker(ctx.language(req, res));
    const outcome = response.form?.valid ? say(SAVED) : say("Popraw dane");
    ctx.render(req, res, { title: say("Posiadacze biletów"), status: response.form?.valid ? 200 : 422 }, `<h1>${escapeHtml(outcome)}</h1><p><a href="/qa/posiadacze-biletow">${escapeHtml(say("Wróć do formularza"))}</a></p>`);
  });
};

export default register;
