/**
 * The quick-add form (spec §3 Quick-add result, §5, §7): the small legacy form a quick-add link
 * opens in a popup to add a new organiser without leaving the event form. Its answer after saving
 * carries the new key in the hidden field `id_saved` and the name in the field the opener's
 * `value_field` names (`nazwa`). Paths chosen here (the spec names none):
 *   GET  /formularze/szybkie-dodanie/organizator.html            the empty form
 *   GET  …?saved=<id>                                              the saved record (id_saved filled)
 *   GET  …?bez_id=1                                                a broken form without id_saved (the §8 warning)
 *   POST /formularze/szybkie-dodanie/organizator.html              saves → 303 to ?saved=<id>
 */
import type { RouteModule } from "../context.ts";
import { escapeHtml as h } from "../html.ts";

export const QUICK_ADD_PATH = "/formularze/szybkie-dodanie/organizator.html";
const STATE = "quick-add";

type Saved = { next: number; names: Map<string, string> };
type Lang = "pl" | "en";
const say = (lang: Lang, pl: string, en: string): string => h(lang === "en" ? en : pl);

/** The organisers the event form's list starts with (the gallery renders them). */
export const ORGANISERS: ReadonlyArray<[string, string]> = [
  ["11", "Fundacja Stadion Miejski"],
  ["12", "Klub Sportowy Trybuna"],
];

const register: RouteModule = (app, ctx) => {
  const saved = (req: Parameters<typeof ctx.visitor>[0], res: Parameters<typeof ctx.visitor>[1]): Saved =>
    ctx.state<Saved>(ctx.visitor(req, res), STATE, () => ({ next: 101, names: new Map() }));

  ctx.page(QUICK_ADD_PATH, { title: "Nowy organizator", description: "Formularz szybkiego dodawania (okno): po zapisie id_saved i nazwa dla listy, która go otworzyła.", group: "Formularze" }, ({ req, res, nonce }) => {
    const lang = ctx.language(req, res);
    const id = typeof req.query.saved === "string" ? req.query.saved : "";
    const name = saved(req, res).names.get(id);
    if (name !== undefined) {
      return `<h1>${say(lang, "Nowy organizator", "New organiser")}</h1>
<form class="card popup-form" action="${QUICK_ADD_PATH}" method="get">
  <p role="status">${say(lang, `Zapisano organizatora „${name}”. Możesz zamknąć to okno.`, `The organiser “${name}” was saved. You can close this window.`)}</p>
  <input type="hidden" name="id_saved" value="${h(id)}">
  <input type="hidden" name="nazwa" value="${h(name)}">
  <p><button type="button" class="legacy-button" id="close-window">${say(lang, "Zamknij okno", "Close the window")}</button></p>
</form>
<script nonce="${h(nonce)}">document.getElementById("close-window").addEventListener("click", function () { window.close(); });</script>`;
    }
    const error = req.query.error === "1" ? `<p class="legacy-error" role="alert">${say(lang, "Podaj nazwę organizatora.", "Enter the organiser's name.")}</p>` : "";
    const idField = req.query.bez_id === "1" ? "" : `<input type="hidden" name="id_saved" value="">`;
    return `<h1>${say(lang, "Nowy organizator", "New organiser")}</h1>
<form class="card popup-form" action="${QUICK_ADD_PATH}" method="post">
  ${error}
  ${idField}
  <p><label for="nazwa">${say(lang, "Nazwa organizatora", "Organiser's name")}</label><br>
  <input type="text" id="nazwa" name="nazwa" required maxlength="120" autocomplete="organization"></p>
  <p><button type="submit" class="legacy-button">${say(lang, "Zapisz", "Save")}</button></p>
</form>`;
  });

  app.post(QUICK_ADD_PATH, (req, res) => {
    const name = String((req.body as Record<string, unknown> | undefined)?.nazwa ?? "").trim();
    if (!name) return void res.redirect(303, `${QUICK_ADD_PATH}?error=1`);
    const store = saved(req, res);
    const id = String(store.next++);
    store.names.set(id, name);
    res.redirect(303, `${QUICK_ADD_PATH}?saved=${id}`);
  });
};

export default register;
