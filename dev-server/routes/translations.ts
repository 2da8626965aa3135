import type { RouteModule } from "../context.ts";
import { escapeHtml } from "../html.ts";
import { speaker } from "../i18n.ts";

/**
 * Texts with no English translation, committed by the browser 5 s after the last new one
 * (the legacy commit call is not shown in the spec; this path is ours): POST
 * /ajax/Translations/commit/ with field json = {"texts": [...], "page": "/path"}. Listed at /tlumaczenia.
 */
const register: RouteModule = (app, ctx) => {
  const missing = new Map<string, Set<string>>();

  app.post("/ajax/Translations/commit/", (req, res) => {
    const payload = ctx.payload(req) as { texts?: unknown; page?: unknown } | null;
    const texts = Array.isArray(payload?.texts) ? payload.texts.filter((text): text is string => typeof text === "string") : [];
    for (const text of texts) missing.set(text, (missing.get(text) ?? new Set()).add(String(payload?.page ?? "")));
    res.json({ committed: texts.length });
  });

  app.get("/tlumaczenia.json", (_req, res) => {
    res.json(Object.fromEntries([...missing].map(([text, pages]) => [text, [...pages]])));
  });

  ctx.page("/tlumaczenia", { title: "Brakujące tłumaczenia", description: "Teksty zebrane w ciasteczku JSTranslations i zgłoszone przez przeglądarkę.", group: "Narzędzia" }, ({ req, res }) => {
    const say = speaker(ctx.language(req, res));
    // The texts are the shop's Polish source texts, on the English page too (lang, WCAG 3.1.2).
    return `
<h1>${say("Brakujące tłumaczenia")}</h1>
${missing.size ? `<ul>${[...missing].map(([text, pages]) => `<li><q lang="pl">${escapeHtml(text)}</q> — ${escapeHtml([...pages].join(", "))}</li>`).join("")}</ul>` : `<p>${say("Brak zgłoszonych tekstów.")}</p>`}`;
  });
};
export default register;
