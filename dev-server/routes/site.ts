import type { RouteModule } from "../context.ts";
import { escapeHtml } from "../html.ts";
import { speaker } from "../i18n.ts";
import { sentFrom } from "../sentFrom.ts";

/**
 * The index's groups in this order: the buyer's path first, the team's tools last. (Route modules load in file
 * order, so registration order alone put the back office first.) A group not named here follows, as registered.
 */
const GROUP_ORDER = ["Sklep", "Sprzedaż", "Klient", "Treści", "Informacje", "Formularze", "Zaplecze", "Narzędzia", "Runtime (QA)"];
const rank = (group: string): number => (GROUP_ORDER.includes(group) ? GROUP_ORDER.indexOf(group) : GROUP_ORDER.length);

/** The shop's home (index of recorded pages), the cookie-notice fallback and the error-report endpoint. */
const register: RouteModule = (app, ctx) => {
  ctx.page("/", { title: "Wydarzenia", description: "Strona główna sklepu z listą wydarzeń i wszystkich nagranych stron.", group: "Sklep" }, ({ req, res }) => {
    const say = speaker(ctx.language(req, res));
    const groups = new Map<string, Array<{ path: string; title: string; description: string }>>();
    for (const page of ctx.pages()) groups.set(page.group, [...(groups.get(page.group) ?? []), page]);
    const saleStart = groups.get("Sprzedaż")?.[0]?.path;
    return `
<section class="hero">
  <div class="hero__text">
    <p class="hero__kicker">${say("Ekstraklasa · kolejka 17")}</p>
    <h1>${say("Arena Bałtycka — Mecz sezonu")}</h1>
    <p>${say("Sobota, 12 grudnia 2026, godz. 20:30 · Gdańsk, ul. Pokoleń Lechii Gdańsk 1")}</p>
    ${saleStart ? `<p><a class="button-primary" href="${escapeHtml(saleStart)}">${say("Kup bilety")}</a></p>` : ""}
  </div>
</section>
<section class="page-index" aria-labelledby="index-title">
  <h2 id="index-title">${say("Nagrane strony (dla zespołu i QA)")}</h2>
  <p>${say("Każda strona działa także bez skryptu (%s), bez CSP (%s), po angielsku (%s) i z krótką sesją (%s). Po angielsku mówią wyspy, szablony serwera i nagrane strony (ich teksty z tabel tłumaczeń).", ...["?js=0", "?csp=0", "?lang=en", "?ttl=30"].map((query) => `<code>${query}</code>`))}</p>
  ${[...groups].sort(([a], [b]) => rank(a) - rank(b)).map(([group, list]) => `
  <h3>${escapeHtml(say(group))}</h3>
  <ul class="page-index__list">
    ${list.map((page) => `<li><a href="${escapeHtml(page.path)}">${escapeHtml(say(page.title))}</a> <span>${escapeHtml(say(page.description))}</span></li>`).join("")}
  </ul>`).join("")}
</section>`;
  });

  // Without the script the cookie bar's button posts here.
  app.post("/cookies/accept", (req, res) => {
    res.cookie("cookies_accepted", "1", { path: "/", maxAge: 365 * 24 * 3600 * 1000, sameSite: "lax" });
    res.redirect(303, sentFrom(req, "/"));
  });

  const reports: Array<{ message: string; email: string; page: string }> = [];
  // Error reports: AJAX (field json) from the island, or a plain form post without the script.
  app.post("/ajax/ErrorReport/send/", (req, res) => {
    const payload = (ctx.payload(req) ?? req.body ?? {}) as Record<string, unknown>;
    const message = typeof payload.message === "string" ? payload.message.trim() : "";
    if (!message) {
      res.json({ ok: false, message: "Opisz, proszę, co nie działa." });
      return;
    }
    reports.push({ message, email: String(payload.email ?? ""), page: String(payload.page ?? req.get("referer") ?? "") });
    if (req.query.__ajax_request === "1") res.json({ ok: true });
    else res.redirect(303, sentFrom(req, "/"));
  });
  app.get("/ajax/ErrorReport/list.json", (_req, res) => {
    res.json(reports);
  });

  const info: Array<[string, string, string]> = [
    ["/regulamin.html", "Regulamin sprzedaży", "Zakup biletu oznacza akceptację regulaminu imprezy masowej i regulaminu obiektu."],
    ["/polityka-prywatnosci.html", "Polityka prywatności", "Dane kupujących przetwarzamy wyłącznie w celu sprzedaży biletów i obsługi imprezy."],
    ["/kontakt.html", "Kontakt", "Biuro obsługi kibica: bilety@arena-baltycka.example, tel. 58 000 00 00 (pn.–pt. 9–17)."],
  ];
  for (const [path, title, text] of info) {
    ctx.page(path, { title, description: "Strona informacyjna.", group: "Informacje" }, ({ req, res }) => {
      const say = speaker(ctx.language(req, res));
      return `<article class="prose"><h1>${escapeHtml(say(title))}</h1><p>${escapeHtml(say(text))}</p></article>`;
    });
  }
};
export default register;
