/**
 * The back-office form widgets page (spec §3-§5): one plain legacy form holding one of each widget
 * in the markup the PHP templates print, so it posts without the script too. Paths chosen here
 * (the spec names none):
 *   GET  /formularze/widzety.html   the page; after a post (?sent=1) it lists what the server received
 *   POST /formularze/widzety.html   the form (native submission) → 303 back to the page
 */
import type { RouteModule, Visitor } from "../context.ts";
import { escapeHtml as h } from "../html.ts";
import { inLanguage, receivedSection, speaker, type Say } from "../i18n.ts";

const PATH = "/formularze/widzety.html";
const STATE = "widgets";

type Received = { values: Array<[string, string]> | null };

const GATES = ["Brama 1 – Północ", "Brama 2 – Północ", "Brama 3 – Wschód", "Brama 4 – Wschód", "Brama 5 – Południe", "Brama 6 – Południe", "Brama 7 – Zachód", "Brama 8 – VIP"];

const VARIANTS = [
  { id: "12", name: "Normalny", code: "N", price: "80,00" },
  { id: "13", name: "Ulgowy", code: "U", price: "40,00" },
  { id: "14", name: "Dziecięcy", code: "D", price: "20,00" },
];

/** The form as the PHP template prints it; `say` for the labels it builds with a row number. */
const form = (say: Say) => `
<form method="post" action="${PATH}" class="widgets-form">
  <div data-island="tabs" data-props='{"label":"Sekcje formularza wydarzenia"}'>
    <ul class="legacy-tabs">
      <li><a href="#sekcja-podstawowe" data-name="podstawowe">Podstawowe</a></li>
      <li><a href="#sekcja-sprzedaz" data-name="sprzedaz">Sprzedaż</a></li>
      <li><a href="#sekcja-ceny" data-name="ceny">Warianty cen</a></li>
      <li><a href="#sekcja-archiwum" data-name="archiwum" data-hidden>Archiwum</a></li>
    </ul>
  </div>

  <section id="sekcja-podstawowe" class="card">
    <h2>Podstawowe</h2>
    <div data-island="price-input" data-props='{"zeroFormat":true}'>
      <label for="base_price">Cena bazowa (zł)</label>
      <input type="text" id="base_price" name="base_price" value="1239.5">
    </div>
    <div data-island="text-area" data-props='{"maxLength":120}'>
      <label for="description">Opis wydarzenia</label>
      <textarea id="description" name="description" rows="3" maxlength="120">Mecz 20. kolejki Ekstraklasy.</textarea>
    </div>
    <div data-island="star-box">
      <fieldset>
        <legend>Ranga meczu</legend>
        ${[1, 2, 3, 4, 5].map((star) => `<label><input type="radio" name="rank" value="${star}"${star === 3 ? " checked" : ""}> ${star}</label>`).join("\n        ")}
      </fieldset>
    </div>
    <div data-island="checkbox">
      <input type="hidden" name="on_sale" value="0">
      <input type="checkbox" id="on_sale" name="on_sale" value="1" checked> <label for="on_sale">Sprzedaż otwarta</label>
    </div>
    <div data-island="checkbox">
      <input type="hidden" name="is_archived" value="0">
      <input type="checkbox" id="is_archived" name="is_archived" value="1" data-readonly> <label for="is_archived">Wydarzenie archiwalne (tylko do odczytu)</label>
    </div>
  </section>

  <section id="sekcja-sprzedaz" class="card">
    <h2>Sprzedaż</h2>
    <div data-island="select-list" data-props='{"mode":"first-alternate"}'>
      <label for="sectors">Sektory w sprzedaży</label>
      <select id="sectors" name="sectors[]" multiple size="6">
        <option value="all" selected>Wszystkie sektory</option>
        <option value="A">Trybuna A</option>
        <option value="B">Trybuna B</option>
        <option value="C">Trybuna C</option>
        <option value="D">Trybuna D</option>
        <option value="VIP" disabled>Loża VIP (wyłączona)</option>
      </select>
    </div>
    <div data-island="combo-box">
      <label for="gate">Brama wejściowa</label>
      <select id="gate" name="gate">
        ${GATES.map((gate, index) => `<option value="${index + 1}"${index === 7 ? " disabled" : ""}${index === 0 ? " selected" : ""}>${h(gate)}</option>`).join("\n        ")}
      </select>
    </div>
  </section>

  <section id="sekcja-ceny" class="card">
    <h2>Warianty cen</h2>
    <div data-island="data-grid" data-props='{"name":"price_variants","allowAdd":true}'>
      <table class="legacy-grid">
        <caption>Warianty cen biletu</caption>
        <thead><tr><th scope="col" data-name="name" data-editable>Wariant</th><th scope="col" data-name="code">Kod</th><th scope="col" data-name="price" data-editable data-align="right">Cena (zł)</th></tr></thead>
        <tbody>
          ${VARIANTS.map(
            (variant, index) =>
              `<tr data-id="${variant.id}"><td><input name="variant_rows[${variant.id}][name]" value="${h(say(variant.name))}" aria-label="${h(say("Wariant, wiersz %d", index + 1))}"></td><td>${h(variant.code)}</td><td><input name="variant_rows[${variant.id}][price]" value="${h(variant.price)}" aria-label="${h(say("Cena (zł), wiersz %d", index + 1))}"></td></tr>`,
          ).join("\n          ")}
        </tbody>
      </table>
    </div>
  </section>

  <section id="sekcja-archiwum" class="card">
    <h2>Archiwum</h2>
    <p>Wydarzenia archiwalne nie mają tu jeszcze ustawień.</p>
  </section>

  <p><button type="submit" class="legacy-button">Zapisz wydarzenie</button></p>
</form>`;

const register: RouteModule = (app, ctx) => {
  const received = (visitor: Visitor): Received => ctx.state<Received>(visitor, STATE, () => ({ values: null }));

  ctx.page(PATH, { title: "Widżety formularzy", description: "Pola zaplecza: cena, opis z licznikiem, gwiazdki, pola wyboru, listy, zakładki i edytowalna tabela.", group: "Formularze" }, ({ req, res, visitor }) => {
    const lang = ctx.language(req, res);
    const values = received(visitor).values;
    // The received values are the visitor's own: listed apart, never looked up in the translation tables.
    const list = values && req.query.sent === "1" ? receivedSection(values, lang) : "";
    const say = speaker(lang);
    return `<h1>${say("Edycja wydarzenia")}</h1>\n${list}${inLanguage(form(say), lang)}`;
  });

  app.post(PATH, (req, res) => {
    const body = (req.body ?? {}) as Record<string, string | string[]>;
    // A repeated name (sectors[], the 0/1 checkbox pair without the script) arrives as an array: one row per value.
    received(ctx.visitor(req, res)).values = Object.entries(body).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((item): [string, string] => [name, String(item)]));
    res.redirect(303, `${PATH}?sent=1`);
  });
};

export default register;
