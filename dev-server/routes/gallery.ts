/**
 * The kit's gallery (issue 10): one page with every widget and overlay of the kit, each in its
 * states, in Polish (or English with ?lang=en). The page a developer opens to see the kit and the
 * one QA points axe at. Path chosen here (the spec names none):
 *   GET /formularze/galeria.html
 * The alert buttons are a legacy inline script calling `Trybuna.alert(…)`, as the PHP pages do.
 */
import type { RouteModule } from "../context.ts";
import { escapeHtml as h } from "../html.ts";
import { ORGANISERS, QUICK_ADD_PATH } from "./quickadd.ts";

export const GALLERY_PATH = "/formularze/galeria.html";

type Lang = "pl" | "en";
/** The page's own text in both languages (the server renders the page in the visitor's language). */
type Text = { pl: string; en: string };
const say = (lang: Lang, text: Text): string => h(text[lang]);

interface AlertSample {
  id: string;
  button: Text;
  message: Text;
  options?: Record<string, unknown>;
}

/** Every alert of the shop (spec §5, §8), as the legacy scripts raise them. */
const ALERTS: readonly AlertSample[] = [
  { id: "seat-limit", button: { pl: "Limit miejsc", en: "Seat limit" }, message: { pl: "Możesz wybrać tylko 4 miejsca.", en: "You can choose only 4 seats." } },
  { id: "session", button: { pl: "Koniec sesji", en: "Session expired" }, message: { pl: "Sesja wygasła.", en: "Session expired." }, options: { tone: "error" } },
  {
    id: "tickets",
    button: { pl: "Problem z biletami", en: "Ticket problem" },
    message: { pl: "Wystąpił problem z obsługą biletów. Proszę spróbować ponownie.", en: "There was a problem handling your tickets. Please try again." },
    options: { tone: "error" },
  },
  { id: "client", button: { pl: "Brak klienta", en: "Customer not found" }, message: { pl: "Nie znaleziono klienta", en: "Customer not found" }, options: { tone: "error" } },
  {
    id: "warning",
    button: { pl: "Ostrzeżenie „kliknij OK”", en: "'Click OK' warning" },
    message: { pl: "Jeśli uważasz, że dane są poprawne, kliknij OK.", en: "If you think that the details are correct please click OK" },
    options: { confirmLabel: { pl: "Popraw dane", en: "Correct the details" }, continueLabel: "OK" },
  },
  { id: "profile", button: { pl: "Profil zapisany", en: "Profile saved" }, message: { pl: "Twój profil został zaktualizowany", en: "Your profile has been updated" }, options: { tone: "success" } },
];

function alertSection(lang: Lang): string {
  const buttons = ALERTS.map((sample) => {
    const options = Object.fromEntries(Object.entries(sample.options ?? {}).map(([key, value]) => [key, typeof value === "object" && value ? (value as Text)[lang] : value]));
    return `<button type="button" class="legacy-button" id="alert-${sample.id}" data-alert='${h(JSON.stringify({ message: sample.message[lang], ...options }))}'>${say(lang, sample.button)}</button>`;
  });
  buttons.push(`<button type="button" class="legacy-button" id="alert-disallowed" data-alert-disallowed>${say(lang, { pl: "Czynność niedozwolona", en: "Disallowed action" })}</button>`);
  return `<section class="card gallery-section" aria-labelledby="gallery-alerts">
  <h2 id="gallery-alerts">${say(lang, { pl: "Komunikaty (okno alertu)", en: "Alerts (the alert box)" })}</h2>
  <div class="gallery-row">${buttons.join("\n    ")}</div>
</section>`;
}

/**
 * Nested tabs (§3 Tab: name, parent name, visible, active): the inner list sits in the outer
 * "Ceny" panel, which is its parent; hiding "Ceny" hides the inner list with it.
 */
function tabsSection(lang: Lang): string {
  const link = (panel: string, name: string, title: Text, extra = ""): string => `<li><a href="#${panel}" data-name="${name}"${extra}>${say(lang, title)}</a></li>`;
  return `<section class="card gallery-section" aria-labelledby="gallery-tabs">
  <h2 id="gallery-tabs">${say(lang, { pl: "Zakładki zagnieżdżone", en: "Nested tabs" })}</h2>
  <div data-island="tabs" id="outer-tabs" data-props='${h(JSON.stringify({ label: lang === "en" ? "Event sections" : "Sekcje wydarzenia" }))}'>
    <ul>
      ${link("g-basic", "basic", { pl: "Podstawowe", en: "Basic" })}
      ${link("g-prices", "prices", { pl: "Ceny", en: "Prices" }, " data-active")}
      ${link("g-archive", "archive", { pl: "Archiwum", en: "Archive" }, " data-hidden")}
    </ul>
  </div>
  <div id="g-basic" class="gallery-panel">
    <label for="g-event-name">${say(lang, { pl: "Nazwa wydarzenia", en: "Event name" })}</label>
    <input type="text" id="g-event-name" name="event_name" value="">
  </div>
  <div id="g-prices" class="gallery-panel">
    <div data-island="tabs" id="inner-tabs" data-props='${h(JSON.stringify({ label: lang === "en" ? "Price lists" : "Cenniki" }))}'>
      <ul>
        ${link("g-normal", "normal", { pl: "Normalne", en: "Standard" })}
        ${link("g-reduced", "reduced", { pl: "Ulgowe", en: "Reduced" })}
      </ul>
    </div>
    <div id="g-normal" class="gallery-panel"><label for="g-normal-price">${say(lang, { pl: "Cena normalna", en: "Standard price" })}</label> <input type="text" id="g-normal-price" name="normal_price" value="80,00"></div>
    <div id="g-reduced" class="gallery-panel"><label for="g-reduced-price">${say(lang, { pl: "Cena ulgowa", en: "Reduced price" })}</label> <input type="text" id="g-reduced-price" name="reduced_price" value="40,00"></div>
  </div>
  <div id="g-archive" class="gallery-panel"><p>${say(lang, { pl: "Brak archiwalnych wydarzeń.", en: "No archived events." })}</p></div>
</section>`;
}

/** The grid's remaining options: silent, index field, sort order, is_editable, a custom input name. */
function gridSection(lang: Lang): string {
  const rows = [
    ["12", { pl: "Normalny", en: "Standard" }, "N", "80,00"],
    ["13", { pl: "Ulgowy", en: "Reduced" }, "U", "40,00"],
  ] as const;
  const props = { name: "gallery_grid", silent: true, indexField: "position", sortOrder: "desc", allowAdd: true };
  return `<section class="card gallery-section" aria-labelledby="gallery-grid">
  <h2 id="gallery-grid">${say(lang, { pl: "Tabela: ciche zmiany, pole kolejności, porządek malejący", en: "Grid: silent, index field, descending order" })}</h2>
  <form method="post" action="${GALLERY_PATH}" id="gallery-grid-form">
  <div data-island="data-grid" id="gallery-grid-host" data-props='${h(JSON.stringify(props))}'>
    <table>
      <caption>${say(lang, { pl: "Warianty cen (galeria)", en: "Price variants (gallery)" })}</caption>
      <thead><tr><th scope="col" data-name="name" data-editable data-input-name="variant_name">${say(lang, { pl: "Wariant", en: "Variant" })}</th><th scope="col" data-name="code" data-editable data-is-editable="0">${say(lang, { pl: "Kod", en: "Code" })}</th><th scope="col" data-name="price" data-editable data-align="right">${say(lang, { pl: "Cena (zł)", en: "Price (PLN)" })}</th></tr></thead>
      <tbody>
        ${rows.map(([id, name, code, price]) => `<tr data-id="${id}"><td>${say(lang, name)}</td><td>${code}</td><td>${price}</td></tr>`).join("\n        ")}
      </tbody>
    </table>
  </div>
  </form>
</section>`;
}

/** The media viewer's legacy links (§8, §9 Lightbox): three photos, a video and an old Flash clip. */
const MEDIA: ReadonlyArray<{ file: string; caption: Text; thumb?: boolean }> = [
  { file: "1-polnoc.svg", caption: { pl: "Trybuna północna", en: "North stand" }, thumb: true },
  { file: "2-wschod.svg", caption: { pl: "Trybuna wschodnia", en: "East stand" }, thumb: true },
  { file: "3-murawa.svg", caption: { pl: "Murawa przed meczem", en: "The pitch before the match" }, thumb: true },
  { file: "skrot-meczu.webm", caption: { pl: "Skrót meczu (wideo)", en: "Match highlights (video)" } },
  { file: "4-archiwum.flv", caption: { pl: "Archiwalny film (Flash)", en: "Archive film (Flash)" } },
];

/** Legacy media links: without the script each opens its file; with it, the viewer. */
function lightboxSection(lang: Lang): string {
  const links = MEDIA.map(({ file, caption, thumb }) => {
    const href = `/assets/media/${file}`;
    const inner = thumb ? `<img src="${href}" alt="${say(lang, caption)}" width="160" height="100">` : say(lang, caption);
    return `<li><a href="${href}" title="${say(lang, caption)}">${inner}</a></li>`;
  });
  return `<section class="card gallery-section" aria-labelledby="gallery-media">
  <h2 id="gallery-media">${say(lang, { pl: "Przeglądarka zdjęć i filmów", en: "Photo and video viewer" })}</h2>
  <div data-island="lightbox" id="gallery-lightbox" aria-label="${say(lang, { pl: "Zdjęcia i filmy ze stadionu", en: "Stadium photos and videos" })}">
    <ul class="gallery-row">
    ${links.join("\n    ")}
    </ul>
  </div>
</section>`;
}

/**
 * Quick-add (§3, §5, §7): the organiser list and the legacy link that opens the add form. The
 * second link opens a broken form without id_saved (the §8 console warning).
 */
function quickAddSection(lang: Lang): string {
  const link = (id: string, url: string, text: Text, target = "g-organiser"): string =>
    `<div data-island="quick-add" id="${id}"><a href="${url}" target="_blank" data-target="${target}" data-value-field="nazwa">${say(lang, text)}</a></div>`;
  const options = ORGANISERS.map(([id, name]) => `<option value="${id}">${h(name)}</option>`).join("");
  return `<section class="card gallery-section gallery-quick-add" aria-labelledby="gallery-quick-add">
  <h2 id="gallery-quick-add">${say(lang, { pl: "Szybkie dodawanie do listy", en: "Quick-add to a list" })}</h2>
  <p><label for="g-organiser">${say(lang, { pl: "Organizator", en: "Organiser" })}</label>
  <select id="g-organiser" name="organiser"><option value="">${say(lang, { pl: "— wybierz —", en: "— choose —" })}</option>${options}</select></p>
  <div class="gallery-row">
    ${link("quick-add-organiser", QUICK_ADD_PATH, { pl: "Dodaj organizatora", en: "Add an organiser" })}
    ${link("quick-add-broken", `${QUICK_ADD_PATH}?bez_id=1`, { pl: "Dodaj organizatora (formularz bez id_saved)", en: "Add an organiser (form without id_saved)" })}
  </div>
  <div data-island="combo-box"><label for="g-co-organiser">${say(lang, { pl: "Współorganizator", en: "Co-organiser" })}</label> <select id="g-co-organiser" name="co_organiser">${options}</select></div>
  <div class="gallery-row">
    ${link("quick-add-co-organiser", QUICK_ADD_PATH, { pl: "Dodaj współorganizatora", en: "Add a co-organiser" }, "g-co-organiser")}
  </div>
</section>`;
}

/** The five printed states of a form widget; 'open' and the live tooltips are reached by the user (e2e). */
type State = "empty" | "filled" | "readonly" | "disabled" | "invalid";
const STATES: ReadonlyArray<[State, Text]> = [
  ["empty", { pl: "puste", en: "empty" }],
  ["filled", { pl: "wypełnione", en: "filled" }],
  ["readonly", { pl: "tylko do odczytu", en: "read-only" }],
  ["disabled", { pl: "wyłączone", en: "disabled" }],
  ["invalid", { pl: "błędne", en: "invalid" }],
];

/** One widget of the gallery: its label, the server's error text when invalid, and its legacy markup per state. */
interface WidgetSample {
  island: string;
  label: Text;
  error: Text;
  /** How a read-only field is printed: `readonly` where HTML has it, else `data-readonly`. */
  readOnly: "readonly" | "data-readonly";
  /** The legacy field: `id`, its label, the state's attributes, and its value (`filled`: the empty state and most invalid ones hold none). */
  markup(id: string, label: string, attributes: string, filled: boolean, lang: Lang, state: State): string;
  /** Props for the host (data-props), when the widget needs some. */
  props?: Record<string, unknown>;
}

const labelFor = (id: string, label: string): string => `<label for="${id}">${label}</label>`;
const sectorOptions = (lang: Lang, selected: boolean): string =>
  [{ pl: "Trybuna A", en: "Stand A" }, { pl: "Trybuna B", en: "Stand B" }, { pl: "Trybuna C", en: "Stand C" }]
    .map((text, index) => `<option value="${"ABC"[index]}"${selected && index === 0 ? " selected" : ""}>${say(lang, text)}</option>`)
    .join("");
const gateOptions = (lang: Lang, filled: boolean): string =>
  `<option value=""${filled ? "" : " selected"}>${say(lang, { pl: "— wybierz —", en: "— choose —" })}</option><option value="1"${filled ? " selected" : ""}>${say(lang, { pl: "Brama 1 – Północ", en: "Gate 1 – North" })}</option><option value="2">${say(lang, { pl: "Brama 2 – Wschód", en: "Gate 2 – East" })}</option><option value="3" disabled>${say(lang, { pl: "Brama 3 – VIP (wyłączona)", en: "Gate 3 – VIP (disabled)" })}</option>`;

/**
 * Every form widget of the kit, as the legacy templates print it. The states come from the markup
 * (`readonly`, or `data-readonly` where HTML has no read-only; `disabled`; `data-error="…"` with the
 * server's text for an invalid field), as a PHP page prints them.
 */
const WIDGETS: readonly WidgetSample[] = [
  {
    island: "price-input",
    label: { pl: "Cena (zł)", en: "Price (PLN)" },
    error: { pl: "Cena musi być większa od zera.", en: "The price must be above zero." },
    readOnly: "readonly",
    markup: (id, label, attributes, filled, _lang, state) => `${labelFor(id, label)} <input type="text" id="${id}" name="${id}" value="${state === "invalid" ? "0" : filled ? "1239.5" : ""}"${attributes}>`,
  },
  {
    island: "text-area",
    label: { pl: "Uwagi", en: "Notes" },
    error: { pl: "Wypełnij to pole!", en: "Fill out this field!" },
    props: { maxLength: 40 },
    readOnly: "readonly",
    markup: (id, label, attributes, filled, lang) => `${labelFor(id, label)} <textarea id="${id}" name="${id}" rows="2" maxlength="40"${attributes}>${filled ? say(lang, { pl: "Mecz 20. kolejki.", en: "Round 20 match." }) : ""}</textarea>`,
  },
  {
    island: "date-input",
    label: { pl: "Data meczu", en: "Match date" },
    error: { pl: "Niepoprawna data.", en: "Invalid date." },
    readOnly: "readonly",
    // Invalid: a date that does not exist, as the user typed it.
    markup: (id, _label, attributes, filled, _lang, state) => `<input type="text" id="${id}" name="${id}" value="${state === "invalid" ? "2026-02-31" : filled ? "2026-05-16" : ""}" placeholder="RRRR-MM-DD"${attributes}>`,
  },
  {
    island: "select-list",
    label: { pl: "Sektory", en: "Sectors" },
    error: { pl: "Wybierz co najmniej jeden sektor.", en: "Choose at least one sector." },
    readOnly: "data-readonly",
    markup: (id, label, attributes, filled, lang) => `${labelFor(id, label)} <select id="${id}" name="${id}[]" multiple size="3"${attributes}>${sectorOptions(lang, filled)}</select>`,
  },
  {
    island: "combo-box",
    label: { pl: "Brama", en: "Gate" },
    error: { pl: "Wybierz bramę wejściową.", en: "Choose an entrance gate." },
    readOnly: "data-readonly",
    markup: (id, label, attributes, filled, lang) => `${labelFor(id, label)} <select id="${id}" name="${id}"${attributes}>${gateOptions(lang, filled)}</select>`,
  },
  {
    island: "star-box",
    label: { pl: "Ocena meczu", en: "Match rating" },
    error: { pl: "Wybierz ocenę.", en: "Choose a rating." },
    readOnly: "data-readonly",
    markup: (id, label, attributes, filled) =>
      `<fieldset id="${id}"${attributes}><legend>${label}</legend>${[1, 2, 3, 4, 5].map((star) => `<label><input type="radio" name="${id}" value="${star}"${filled && star === 4 ? " checked" : ""}> ${star}</label>`).join(" ")}</fieldset>`,
  },
  {
    island: "checkbox",
    label: { pl: "Akceptuję regulamin sprzedaży", en: "I accept the terms of sale" },
    error: { pl: "Należy zaakceptować regulamin sprzedaży.", en: "Please accept the terms and conditions of sale." },
    readOnly: "data-readonly",
    markup: (id, label, attributes, filled) => `<input type="hidden" name="${id}" value="0"><input type="checkbox" id="${id}" name="${id}" value="1"${filled ? " checked" : ""}${attributes}> ${labelFor(id, label)}`,
  },
  {
    island: "password-field",
    label: { pl: "Hasło konta", en: "Account password" },
    error: { pl: "Hasło musi mieć co najmniej 8 znaków.", en: "The password must have at least 8 characters." },
    props: { length: 12 },
    readOnly: "readonly",
    markup: (id, label, attributes, filled) => `${labelFor(id, label)} <input type="password" id="${id}" name="${id}" autocomplete="new-password" value="${filled ? "Trybuna2026" : ""}"${attributes}>`,
  },
];

/** The attributes a legacy template prints for a state. */
function stateAttributes(widget: WidgetSample, state: State, error: string): string {
  if (state === "readonly") return ` ${widget.readOnly}`;
  if (state === "disabled") return " disabled";
  if (state === "invalid") return ` data-error="${error}"`;
  return "";
}

/**
 * The form widgets in each state (empty, filled, read-only, disabled, invalid with its error
 * tooltip): one row per widget, one cell per state, each field named "<widget> (<state>)". Read-only
 * and disabled fields hold a value; an invalid one holds a wrong value or none. 'Open' (combo box
 * list, date picker) and the tooltips are reached by the user (e2e).
 */
function statesSection(lang: Lang): string {
  const rows = WIDGETS.map((widget) => {
    const cells = STATES.map(([state, stateName]) => {
      const id = `s-${widget.island}-${state}`;
      const label = `${say(lang, widget.label)} (${say(lang, stateName)})`;
      const field = widget.markup(id, label, stateAttributes(widget, state, say(lang, widget.error)), state !== "empty" && state !== "invalid", lang, state);
      const props = widget.props ? ` data-props='${h(JSON.stringify(widget.props))}'` : "";
      // The date input takes over its <input> only: its label stays outside the host, as on the legacy pages.
      const host = widget.island === "date-input" ? `${labelFor(id, label)} <div data-island="date-input">${field}</div>` : `<div data-island="${widget.island}"${props}>${field}</div>`;
      return `<div class="gallery-state gallery-state--${state}">${host}</div>`;
    });
    return `<div class="gallery-widget" id="gallery-${widget.island}"><h3>${say(lang, widget.label)}</h3><div class="gallery-states">${cells.join("")}</div></div>`;
  });
  return `<section class="card gallery-section" aria-labelledby="gallery-states">
  <h2 id="gallery-states">${say(lang, { pl: "Pola formularza w każdym stanie", en: "Form fields in each state" })}</h2>
  <p>${say(lang, { pl: "Każde pole: puste, wypełnione, tylko do odczytu, wyłączone i błędne (dymek z tekstem błędu serwera znika po 8 s lub po Escape i wraca przy wejściu w pole; tekst błędu zostaje pod polem).", en: "Each field: empty, filled, read-only, disabled and invalid (the tooltip with the server's error text hides after 8 s or on Escape and comes back when the field gets focus; the error text stays under the field)." })}</p>
  <form method="post" action="${GALLERY_PATH}" novalidate>
    ${rows.join("\n    ")}
  </form>
</section>`;
}

/**
 * Popup windows (§9): legacy links that a page script opens with `Trybuna.popup(href, options)`;
 * without the script (or with popups blocked) the link opens its address normally.
 */
function popupSection(lang: Lang): string {
  const link = (text: Text, options: Record<string, unknown>): string =>
    `<a href="/regulamin.html" class="legacy-button" data-popup='${h(JSON.stringify(options))}'>${say(lang, text)}</a>`;
  return `<section class="card gallery-section" aria-labelledby="gallery-popups">
  <h2 id="gallery-popups">${say(lang, { pl: "Okna (popup)", en: "Popup windows" })}</h2>
  <div class="gallery-row">
    ${link({ pl: "Regulamin w oknie", en: "Terms in a window" }, { width: 480, height: 360 })}
    ${link({ pl: "Regulamin w oknie przy prawej krawędzi, z paskiem adresu", en: "Terms in a window at the right edge, with the address bar" }, { width: 480, height: 360, align: "right", chrome: { location: true } })}
  </div>
</section>`;
}

const SIZES = [0, 1023, 1024, 1536, 5 * 1024 ** 2, 1.25 * 1024 ** 3, 3 * 1024 ** 5];

/** The helpers: a password field with a 'generate' button, sizes formatted by Trybuna.formatSize. */
function helpersSection(lang: Lang): string {
  return `<section class="card gallery-section" aria-labelledby="gallery-helpers">
  <h2 id="gallery-helpers">${say(lang, { pl: "Pomocnicze: hasło i rozmiary plików", en: "Helpers: password and file sizes" })}</h2>
  <div data-island="password-field" data-props='{"length":12}'>
    <label for="g-password">${say(lang, { pl: "Hasło konta", en: "Account password" })}</label>
    <input type="password" id="g-password" name="password" autocomplete="new-password">
  </div>
  <ul class="gallery-sizes">
    ${SIZES.map((bytes) => `<li data-bytes="${bytes}">${bytes} B</li>`).join("\n    ")}
  </ul>
</section>`;
}

/** The legacy page's own script: what a PHP template would print to raise the shop's alerts and open its popups. */
const ALERT_SCRIPT = `
document.addEventListener("click", function (event) {
  var button = event.target.closest("[data-alert], [data-alert-disallowed]");
  if (!button || !window.Trybuna) return;
  if (button.hasAttribute("data-alert-disallowed")) return void window.Trybuna.disallowed();
  var options = JSON.parse(button.getAttribute("data-alert"));
  var continueLabel = options.continueLabel;
  delete options.continueLabel;
  if (continueLabel) options.actions = [{ label: continueLabel, onSelect: function () { button.setAttribute("data-continued", "1"); } }];
  window.Trybuna.alert(options.message, options);
});
document.addEventListener("click", function (event) {
  var link = event.target.closest("a[data-popup]");
  if (!link || !window.Trybuna) return;
  event.preventDefault();
  window.Trybuna.popup(link.href, JSON.parse(link.getAttribute("data-popup")));
});
document.addEventListener("DOMContentLoaded", function () {
  if (!window.Trybuna) return;
  document.querySelectorAll("[data-bytes]").forEach(function (item) { item.textContent = window.Trybuna.formatSize(Number(item.getAttribute("data-bytes"))); });
});`;

const register: RouteModule = (_app, ctx) => {
  ctx.page(GALLERY_PATH, { title: "Galeria widżetów", description: "Każdy widżet i okno zestawu w każdym stanie: komunikaty, zakładki, tabela, pomocnicze.", group: "Formularze" }, ({ req, res, nonce }) => {
    // The visitor's language (?lang=en, remembered in a cookie), the same the page's islands speak.
    const lang: Lang = ctx.language(req, res);
    return `<h1>${say(lang, { pl: "Galeria widżetów", en: "Widget gallery" })}</h1>
${alertSection(lang)}
${statesSection(lang)}
${tabsSection(lang)}
${gridSection(lang)}
${lightboxSection(lang)}
${quickAddSection(lang)}
${popupSection(lang)}
${helpersSection(lang)}
<script nonce="${h(nonce)}">${ALERT_SCRIPT}</script>`;
  });
};

export default register;
