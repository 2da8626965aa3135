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
    message: { pl: "If you think that the details are correct please click OK", en: "If you think that the details are correct please click OK" },
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
  return `<section class="card gallery-section" aria-labelledby="gallery-quick-add">
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

/**
 * The form widgets in each state they have (empty, filled, read-only, disabled, invalid), as the
 * legacy templates print them; 'open' and the invalid tooltips are reached by the user (e2e).
 * Read-only and disabled come only where the widget has them in the legacy kit (checkbox and
 * select list: read-only via data-readonly; date input and select list: disabled).
 */
function statesSection(lang: Lang): string {
  // The date input takes over its <input> only: its label stays outside the host, as on the legacy pages.
  const field = (island: string, id: string, label: Text, input: string, props?: Record<string, unknown>): string => {
    const labelTag = `<label for="${id}">${say(lang, label)}</label>`;
    const host = (inner: string): string => `<div data-island="${island}"${props ? ` data-props='${h(JSON.stringify(props))}'` : ""}>${inner}</div>`;
    return island === "date-input" ? `<div>${labelTag} ${host(input)}</div>` : host(`${labelTag} ${input}`);
  };
  const sectors = (id: string, selected: boolean, extra = ""): string =>
    `<select id="${id}" name="${id}[]" multiple size="3"${extra}><option value="A"${selected ? " selected" : ""}>${say(lang, { pl: "Trybuna A", en: "Stand A" })}</option><option value="B">${say(lang, { pl: "Trybuna B", en: "Stand B" })}</option><option value="C">${say(lang, { pl: "Trybuna C", en: "Stand C" })}</option></select>`;
  const date = (id: string, value: string, extra = ""): string => `<input type="text" id="${id}" name="${id}" value="${value}" placeholder="RRRR-MM-DD"${extra}>`;
  const box = (id: string, checked: boolean, label: Text, extra = ""): string =>
    `<div data-island="checkbox"><input type="hidden" name="${id}" value="0"><input type="checkbox" id="${id}" name="${id}" value="1"${checked ? " checked" : ""}${extra}> <label for="${id}">${say(lang, label)}</label></div>`;
  const cell = (state: Text, content: string): string => `<div class="gallery-state"><h3>${say(lang, state)}</h3>${content}</div>`;
  const EMPTY = { pl: "Puste", en: "Empty" };
  const FILLED = { pl: "Wypełnione", en: "Filled" };
  const READ_ONLY = { pl: "Tylko do odczytu", en: "Read-only" };
  const DISABLED = { pl: "Wyłączone", en: "Disabled" };
  const INVALID = { pl: "Błędne", en: "Invalid" };
  const price = { pl: "Cena (zł)", en: "Price (PLN)" };
  const notes = { pl: "Uwagi", en: "Notes" };
  const day = { pl: "Data meczu", en: "Match date" };
  const stands = { pl: "Sektory", en: "Sectors" };
  const gate = { pl: "Brama", en: "Gate" };
  return `<section class="card gallery-section" aria-labelledby="gallery-states">
  <h2 id="gallery-states">${say(lang, { pl: "Pola formularza w każdym stanie", en: "Form fields in each state" })}</h2>
  <style>.gallery-states { display: grid; grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr)); gap: 1rem; } .gallery-state h3 { margin: 0 0 0.5rem; font-size: 1rem; }</style>
  <form method="post" action="${GALLERY_PATH}" class="gallery-states" novalidate>
    ${cell(EMPTY, [
      field("price-input", "s-price-empty", price, `<input type="text" id="s-price-empty" name="s_price_empty" value="">`),
      field("text-area", "s-notes-empty", notes, `<textarea id="s-notes-empty" name="s_notes_empty" rows="2" maxlength="40"></textarea>`, { maxLength: 40 }),
      field("date-input", "s-date-empty", day, date("s-date-empty", "")),
      field("select-list", "s-sectors-empty", stands, sectors("s-sectors-empty", false)),
      box("s-box-empty", false, { pl: "Sprzedaż otwarta", en: "Sale open" }),
    ].join("\n    "))}
    ${cell(FILLED, [
      field("price-input", "s-price-filled", price, `<input type="text" id="s-price-filled" name="s_price_filled" value="1239.5">`),
      field("text-area", "s-notes-filled", notes, `<textarea id="s-notes-filled" name="s_notes_filled" rows="2" maxlength="40">${say(lang, { pl: "Mecz 20. kolejki.", en: "Round 20 match." })}</textarea>`, { maxLength: 40 }),
      field("date-input", "s-date-filled", day, date("s-date-filled", "2026-05-16")),
      field("select-list", "s-sectors-filled", stands, sectors("s-sectors-filled", true)),
      field("combo-box", "s-gate", gate, `<select id="s-gate" name="s_gate"><option value="1" selected>${say(lang, { pl: "Brama 1 – Północ", en: "Gate 1 – North" })}</option><option value="2">${say(lang, { pl: "Brama 2 – Wschód", en: "Gate 2 – East" })}</option><option value="3" disabled>${say(lang, { pl: "Brama 3 – VIP (wyłączona)", en: "Gate 3 – VIP (disabled)" })}</option></select>`),
      box("s-box-filled", true, { pl: "Sprzedaż otwarta", en: "Sale open" }),
    ].join("\n    "))}
    ${cell(READ_ONLY, [
      field("date-input", "s-date-readonly", day, date("s-date-readonly", "2026-05-16", " readonly")),
      field("select-list", "s-sectors-readonly", stands, sectors("s-sectors-readonly", true, " data-readonly")),
      box("s-box-readonly", true, { pl: "Wydarzenie archiwalne", en: "Archived event" }, " data-readonly"),
    ].join("\n    "))}
    ${cell(DISABLED, [
      field("date-input", "s-date-disabled", day, date("s-date-disabled", "2026-05-16", " disabled")),
      field("select-list", "s-sectors-disabled", stands, sectors("s-sectors-disabled", true, " disabled")),
    ].join("\n    "))}
    ${cell(INVALID, [
      field("date-input", "s-date-invalid", day, date("s-date-invalid", "2026-02-31", ' aria-invalid="true"')),
      field("price-input", "s-price-invalid", { pl: "Cena (wpisz literę: dymek błędu)", en: "Price (type a letter: error tooltip)" }, `<input type="text" id="s-price-invalid" name="s_price_invalid" value="12,50">`),
    ].join("\n    "))}
  </form>
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

/** The legacy page's own script: what a PHP template would print to raise the shop's alerts. */
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
document.addEventListener("DOMContentLoaded", function () {
  if (!window.Trybuna) return;
  document.querySelectorAll("[data-bytes]").forEach(function (item) { item.textContent = window.Trybuna.formatSize(Number(item.getAttribute("data-bytes"))); });
});`;

const register: RouteModule = (_app, ctx) => {
  ctx.page(GALLERY_PATH, { title: "Galeria widżetów", description: "Każdy widżet i okno zestawu w każdym stanie: komunikaty, zakładki, tabela, pomocnicze.", group: "Formularze" }, ({ req, nonce }) => {
    const lang: Lang = req.query.lang === "en" ? "en" : "pl";
    return `<h1>${say(lang, { pl: "Galeria widżetów", en: "Widget gallery" })}</h1>
${alertSection(lang)}
${statesSection(lang)}
${tabsSection(lang)}
${gridSection(lang)}
${lightboxSection(lang)}
${quickAddSection(lang)}
${helpersSection(lang)}
<script nonce="${h(nonce)}">${ALERT_SCRIPT}</script>`;
  });
};

export default register;
