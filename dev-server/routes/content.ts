import type { Request, Response } from "express";
import type { RouteModule } from "../context.ts";
import { escapeHtml } from "../html.ts";
import { speaker, type Say } from "../i18n.ts";

const GROUP = "Treści";
const PER_PAGE = 5;

const EVENTS = Array.from({ length: 23 }, (_, index) => {
  const rivals = ["Legia Warszawa", "Lech Poznań", "Raków Częstochowa", "Pogoń Szczecin", "Górnik Zabrze", "Jagiellonia Białystok", "Cracovia", "Widzew Łódź"];
  const day = new Date(Date.UTC(2027, 1, 6 + index * 7));
  return { name: `Lechia Gdańsk – ${rivals[index % rivals.length]}`, date: day.toISOString().slice(0, 10), round: 18 + index };
});

function isAjax(req: Request): boolean {
  return req.query.__ajax_request === "1";
}

/** The list and its pager, as the PHP template prints them (also the AJAX fragment). */
function eventsFragment(page: number, say: Say): string {
  const pages = Math.ceil(EVENTS.length / PER_PAGE);
  const items = EVENTS.slice((page - 1) * PER_PAGE, page * PER_PAGE)
    .map((event) => `<li class="event-row"><span class="event-row__round">${say("%d. kolejka", event.round)}</span> <strong>${escapeHtml(event.name)}</strong> <time datetime="${event.date}">${event.date}</time> <a href="/sprzedaz/krok-2">${say("Kup bilet")}</a></li>`)
    .join("");
  const links = Array.from({ length: pages }, (_, index) => index + 1)
    .map((number) => `<li><a href="/wydarzenia/lista?page_no=${number}#page-${number}"${number === page ? ' aria-current="page"' : ""}>${number}</a></li>`)
    .join("");
  return `<ul class="event-list" data-page="${page}">${items}</ul>
<nav class="pager" aria-label="${say("Strony listy wydarzeń")}"><ul>${links}</ul></nav>`;
}

/** Paged list, settings overlay and regulations view (spec §2), with their endpoints (spec §7). */
const register: RouteModule = (app, ctx) => {
  const pageOf = (req: Request): number => {
    const payload = ctx.payload(req) as { page_no?: unknown } | null;
    const page = Number(payload?.page_no ?? req.query.page_no ?? 1);
    return Number.isInteger(page) && page >= 1 && page <= Math.ceil(EVENTS.length / PER_PAGE) ? page : 1;
  };

  ctx.page("/wydarzenia/lista", { title: "Wszystkie wydarzenia", description: "Lista stronicowana: kolejne strony wczytują się w miejscu (page_no).", group: GROUP }, ({ req, res }) => {
    const say = speaker(ctx.language(req, res));
    return `
<h1>${say("Wszystkie wydarzenia")}</h1>
<div data-island="paged-list" data-props='${escapeHtml(JSON.stringify({ label: say("Wydarzenia") }))}'>${eventsFragment(pageOf(req), say)}</div>`;
  });
  // The legacy paged list: GET or POST to the page's own URL with page_no; the answer is HTML.
  app.post("/wydarzenia/lista", (req, res) => {
    if (!isAjax(req)) {
      res.redirect(303, `/wydarzenia/lista?page_no=${pageOf(req)}`);
      return;
    }
    res.type("html").send(eventsFragment(pageOf(req), speaker(ctx.language(req))));
  });

  const notifications = (visitorName: string, say: Say): string => `
<form method="post" action="/konto/ustawienia/powiadomienia" class="settings-form">
  <p>${say("Powiadomienia dla: %s", `<strong>${escapeHtml(visitorName)}</strong>`)}</p>
  <label><input type="checkbox" name="newsletter" value="1" checked> ${say("Nowe mecze w sprzedaży")}</label>
  <label><input type="checkbox" name="sms" value="1"> ${say("SMS w dniu meczu")}</label>
  <label for="notify_from">${say("Powiadamiaj od dnia")}</label>
  <div data-island="date-input" data-props='{"format":"d.m.Y","direction":true}'><input type="text" id="notify_from" name="notify_from" placeholder="${say("DD.MM.RRRR")}"></div>
  <p><button type="submit" class="legacy-button">${say("Zapisz ustawienia")}</button></p>
</form>`;
  const fan = (say: Say) => say("Kibic");

  // The legacy flash message (as the sales pages' `flash`): set by a plain post, shown once by the page its redirect
  // opens, under the heading. A saved box said nothing and left the buyer guessing (QA session 37). The heading,
  // where reading starts after a load (src/runtime/startAtHeading.ts), is described by it: focused, it says both.
  const flashOf = (req: Request, res: Response) => ctx.state(ctx.visitor(req, res), "settings", () => ({ flash: null as string | null }));
  ctx.page("/konto/ustawienia", { title: "Ustawienia konta", description: "Okno ustawień wczytujące fragment HTML z adresu linku.", group: GROUP }, ({ req, res }) => {
    const say = speaker(ctx.language(req, res));
    const state = flashOf(req, res);
    const flash = state.flash;
    state.flash = null;
    return `
<h1${flash ? ' aria-describedby="settings-flash"' : ""}>${say("Ustawienia konta")}</h1>
${flash ? `<p class="page-flash" id="settings-flash" role="status">${escapeHtml(say(flash))}</p>` : ""}
<ul class="settings-links">
  <li><div data-island="settings-overlay"><a href="/konto/ustawienia/powiadomienia" data-json='{"section":"powiadomienia"}'>${say("Powiadomienia")}</a></div></li>
  <li><div data-island="settings-overlay" data-props='${escapeHtml(JSON.stringify({ title: say("Zgody marketingowe") }))}'><a href="/konto/ustawienia/zgody">${say("Zgody")}</a></div></li>
</ul>`;
  });
  ctx.page("/konto/ustawienia/powiadomienia", { title: "Powiadomienia", description: "Strona fragmentu ustawień (bez skryptu).", group: GROUP }, ({ req, res }) => {
    const say = speaker(ctx.language(req, res));
    return `<h1>${say("Powiadomienia")}</h1>${notifications(fan(say), say)}`;
  });
  app.post("/konto/ustawienia/powiadomienia", (req, res) => {
    const say = speaker(ctx.language(req));
    if (isAjax(req)) {
      res.type("html").send(notifications(fan(say), say));
      return;
    }
    flashOf(req, res).flash = "Zapisano ustawienia powiadomień.";
    res.redirect(303, "/konto/ustawienia");
  });
  app.post("/konto/ustawienia/zgody", (req, res) => {
    if (!isAjax(req)) {
      res.redirect(303, "/konto/ustawienia");
      return;
    }
    const say = speaker(ctx.language(req));
    res.type("html").send(`<p>${say("Zgody przechowujemy 5 lat od ostatniego zakupu.")}</p><label><input type="checkbox" name="marketing"> ${say("Zgadzam się na informacje o promocjach")}</label>`);
  });

  ctx.page("/regulaminy", { title: "Regulaminy", description: "Jeden regulamin naraz, przełączany linkami z identyfikatorem.", group: GROUP }, ({ req, res }) => {
    const say = speaker(ctx.language(req, res));
    const texts: Array<[string, string, string[]]> = [
      ["sprzedaz", "Regulamin sprzedaży biletów", ["Bilety sprzedaje Arena Bałtycka sp. z o.o.", "Bilet uprawnia do jednokrotnego wejścia na wskazane miejsce.", "Zwrot biletu jest możliwy do 48 godzin przed wydarzeniem."]],
      ["impreza", "Regulamin imprezy masowej", ["Wejście na stadion wymaga okazania dokumentu tożsamości.", "Zabrania się wnoszenia materiałów pirotechnicznych."]],
      ["obiekt", "Regulamin obiektu", ["Obiekt jest monitorowany.", "Dzieci do lat 13 wchodzą pod opieką dorosłego."]],
    ];
    const chosen = typeof req.query.id === "string" ? req.query.id : "";
    return `<h1>${say("Regulaminy")}</h1>
<div data-island="regulations"${chosen ? ` data-props='${escapeHtml(JSON.stringify({ selected: chosen }))}'` : ""}>
  <nav aria-label="${say("Regulaminy")}"><ul>${texts.map(([id, title]) => `<li><a href="/regulaminy?id=${id}#${id}">${escapeHtml(say(title))}</a></li>`).join("")}</ul></nav>
  ${texts.map(([id, title, paragraphs]) => `<article id="${id}"><h2>${escapeHtml(say(title))}</h2>${paragraphs.map((text) => `<p>${escapeHtml(say(text))}</p>`).join("")}</article>`).join("\n  ")}
</div>`;
  });
};
export default register;
