import type { RouteModule } from "../context.ts";
import { escapeHtml } from "../html.ts";

interface Report {
  at: string;
  visitor: string;
  options: unknown;
}

/** Stalled-request reports (POST /ajax/Dejax/DeBug/, field `data`), viewable at /debug. */
const register: RouteModule = (app, ctx) => {
  const reports: Report[] = [];

  app.post("/ajax/Dejax/DeBug/", (req, res) => {
    reports.push({ at: new Date().toISOString(), visitor: ctx.visitor(req, res).id, options: ctx.payload(req, "data") });
    if (reports.length > 500) reports.shift();
    res.json({ recorded: true });
  });

  app.get("/debug.json", (req, res) => {
    const visitor = ctx.visitor(req, res).id;
    res.json(reports.filter((report) => report.visitor === visitor));
  });

  ctx.page("/debug", { title: "Raporty zawieszonych żądań", description: "Zgłoszenia klienta dejax o żądaniach, które przekroczyły limit czasu.", group: "Narzędzia" }, () => `
<h1>Raporty zawieszonych żądań</h1>
<p>${reports.length ? `Zapisane raporty: ${reports.length}.` : "Brak raportów."}</p>
<ol class="debug-list">${reports.map((report) => `<li><time>${escapeHtml(report.at)}</time><pre>${escapeHtml(JSON.stringify(report.options, null, 2))}</pre></li>`).join("")}</ol>`);
};
export default register;
