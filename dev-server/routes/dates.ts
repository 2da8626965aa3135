/**
 * The recorded date-inputs page (fixtures/pages/date-inputs.html): a plain form of date inputs in
 * the legacy picker's settings. Paths chosen here (the spec names none):
 *   GET  /formularze/daty.html   the page; after a post it lists the values the server received
 *   POST /formularze/daty.html   the form (native submission) → 303 back to the page
 *   GET  /formularze/kalendarz.html   the second legacy calendar (preset "calendar", spec §9) beside a
 *                                     Zebra-style input; a plain GET form
 */
import { readFileSync } from "node:fs";
import type { RouteModule } from "../context.ts";
import { inLanguage, receivedSection } from "../i18n.ts";

const PATH = "/formularze/daty.html";
const FIXTURE = new URL("../../fixtures/pages/date-inputs.html", import.meta.url);
const SECOND_CALENDAR = new URL("../../fixtures/pages/date-calendar.html", import.meta.url);

const register: RouteModule = (app, ctx) => {
  ctx.page(PATH, { title: "Pola dat", description: "Kalendarze w ustawieniach starego Zebra_Datepicker: kierunki, wyłączone dni, widoki, para dat.", group: "Formularze" }, ({ req, res, visitor }) => {
    const received = ctx.state<{ values: Array<[string, string]> | null }>(visitor, "dates", () => ({ values: null }));
    const body = readFileSync(FIXTURE, "utf8");
    const lang = ctx.language(req, res);
    return `${received.values && req.query.sent === "1" ? receivedSection(received.values, lang) : ""}${inLanguage(body, lang)}`;
  });

  ctx.page("/formularze/kalendarz.html", { title: "Drugi kalendarz", description: "Pola dat w ustawieniach drugiego, starszego kalendarza sklepu (lata 1970–2050, numery tygodni).", group: "Formularze" }, ({ req, res }) => inLanguage(readFileSync(SECOND_CALENDAR, "utf8"), ctx.language(req, res)));

  app.post(PATH, (req, res) => {
    const visitor = ctx.visitor(req, res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    ctx.state<{ values: Array<[string, string]> | null }>(visitor, "dates", () => ({ values: null })).values = Object.entries(body).map(([name, value]) => [name, String(value)]);
    res.redirect(303, `${PATH}?sent=1`);
  });
};

export default register;
