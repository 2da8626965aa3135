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
});`;

const register: RouteModule = (_app, ctx) => {
  ctx.page(GALLERY_PATH, { title: "Galeria widżetów", description: "Każdy widżet i okno zestawu w każdym stanie: komunikaty, zakładki, tabela, pomocnicze.", group: "Formularze" }, ({ req, nonce }) => {
    const lang: Lang = req.query.lang === "en" ? "en" : "pl";
    return `<h1>${say(lang, { pl: "Galeria widżetów", en: "Widget gallery" })}</h1>
${alertSection(lang)}
<script nonce="${h(nonce)}">${ALERT_SCRIPT}</script>`;
  });
};

export default register;
