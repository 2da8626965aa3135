/**
 * The kit's gallery (issue 10): one page with every widget and overlay of the kit, each in its
 * states, in Polish (or English with ?lang=en). The page a developer opens to see the kit and the
 * one QA points axe at. Path chosen here (the spec names none):
 *   GET /formularze/galeria.html
 * The alert buttons are a legacy inline script calling `Trybuna.alert(…)`, as the PHP pages do.
 */
import type { RouteModule } from "../context.ts";
import { escapeHtml as h } from "../html.ts";

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
${tabsSection(lang)}
${gridSection(lang)}
${helpersSection(lang)}
<script nonce="${h(nonce)}">${ALERT_SCRIPT}</script>`;
  });
};

export default register;
