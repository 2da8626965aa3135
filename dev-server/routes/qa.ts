import type { RouteModule } from "../context.ts";
import { escapeHtml, propsAttribute } from "../html.ts";

const GROUP = "Runtime (QA)";

interface Action {
  tag: string;
  requestId: string | undefined;
  at: number;
}

/**
 * Pages and endpoints QA uses to drive the island runtime and the dejax client against a real
 * server: islands added and removed after load, malformed props, a crashing island, and a
 * generic `__ajax_request=1` endpoint that records every action it performs.
 */
const register: RouteModule = (app, ctx) => {
  ctx.page("/qa/wyspy", { title: "Wyspy dodawane po załadowaniu", description: "Markup z wyspami wstawiany i usuwany po załadowaniu strony (modal, fragment AJAX).", group: GROUP }, ({ nonce }) => `
<h1>Wyspy dodawane po załadowaniu</h1>
<p>Stała wyspa: <span data-island="qa-probe" id="probe-static">Wyspa stała</span></p>
<p class="toolbar">
  <button type="button" id="add-probes">Dodaj wyspy</button>
  <button type="button" id="remove-probes">Usuń wyspy</button>
  <button type="button" id="load-fragment">Wczytaj stronę 2 listy (AJAX)</button>
  <button type="button" id="update-props">Zmień props stałej wyspy</button>
</p>
<div id="dynamic" class="card"></div>
<template id="probe-template"><div class="card__row"><span data-island="qa-probe">Wyspa dodana A</span> <span data-island="qa-probe" data-props="${propsAttribute({ label: "Wyspa dodana B" })}"></span></div></template>
<script nonce="${escapeHtml(nonce)}">
  const dynamic = document.getElementById("dynamic");
  document.getElementById("add-probes").addEventListener("click", () => dynamic.append(document.getElementById("probe-template").content.cloneNode(true)));
  document.getElementById("remove-probes").addEventListener("click", () => dynamic.replaceChildren());
  document.getElementById("load-fragment").addEventListener("click", async () => {
    const result = await window.Trybuna.request({ url: "/qa/fragment", data: { page_no: 2 }, mode: "cancel" });
    if (result.ok) window.Trybuna.html(dynamic, result.data.html);
  });
  document.getElementById("update-props").addEventListener("click", () =>
    document.getElementById("probe-static").setAttribute("data-props", JSON.stringify({ label: "Wyspa po zmianie" })));
</script>`);

  app.post("/qa/fragment", (req, res) => {
    const payload = ctx.payload(req) as { page_no?: number } | null;
    const page = Number(payload?.page_no ?? 1);
    const items = Array.from({ length: 5 }, (_, index) => `<li>Pozycja ${(page - 1) * 5 + index + 1}</li>`).join("");
    res.json({ html: `<ul class="paged-list" data-page="${page}">${items}</ul><p>Wyspa z fragmentu: <span data-island="qa-probe">Wyspa z fragmentu ${page}</span></p>` });
  });

  ctx.page("/qa/propsy", { title: "Złe propsy wysp", description: "Wyspy z błędnym JSON-em, złym typem i nieznaną nazwą obok poprawnych.", group: GROUP }, () => `
<h1>Złe propsy wysp</h1>
<ul class="qa-list">
  <li><div data-island="qa-probe" id="bad-json" data-props='{"label": '><a href="/regulamin.html">Link z legacy (zły JSON)</a></div></li>
  <li><div data-island="qa-probe" id="bad-type" data-props="${propsAttribute({ label: 42 })}"><a href="/regulamin.html">Link z legacy (zły typ)</a></div></li>
  <li><div data-island="nie-ma-takiej-wyspy" id="unknown"><a href="/regulamin.html">Link z legacy (nieznana wyspa)</a></div></li>
  <li><div data-island="qa-probe" id="good" data-props="${propsAttribute({ label: "Poprawna wyspa" })}">legacy</div></li>
  <li><div data-island="qa-probe" id="from-script"><script type="application/json">${JSON.stringify({ label: "Propsy z bloku JSON" })}</script></div></li>
</ul>`);

  ctx.page("/qa/awaria", { title: "Wyspa, która się wywraca", description: "Jedna wyspa rzuca wyjątek przy renderowaniu; pozostałe działają.", group: GROUP }, () => `
<h1>Wyspa, która się wywraca</h1>
<div data-island="qa-probe" id="crashing" data-props="${propsAttribute({ label: "Awaria", crash: true })}"><a href="/regulamin.html" id="crash-legacy">Link z legacy pod wywracającą się wyspą</a></div>
<p><span data-island="qa-probe" id="healthy-1">Zdrowa wyspa 1</span> <span data-island="qa-probe" id="healthy-2">Zdrowa wyspa 2</span></p>`);

  // The PHP pages' inline scripts run before Trybuna's module script: they queue their calls (src/runtime/queue.ts).
  ctx.page("/qa/kolejka", { title: "Wywołania ze skryptów strony", description: "Skrypty w treści strony wywołują Trybunę, zanim zadziała jej skrypt (kolejka TrybunaQueue); jedno wywołanie rzuca wyjątek.", group: GROUP }, ({ nonce }) => `
<h1>Wywołania ze skryptów strony</h1>
<p>Poniższe skrypty strony działają, zanim zadziała skrypt Trybuny, więc kolejkują swoje wywołania w <code>TrybunaQueue</code>.</p>
<p id="queue-log">Skrypt Trybuny jeszcze nie zadziałał.</p>
<script nonce="${escapeHtml(nonce)}">
  (window.TrybunaQueue = window.TrybunaQueue || []).push(function () { throw new Error("Błąd w skrypcie strony"); });
  (window.TrybunaQueue = window.TrybunaQueue || []).push(function (Trybuna) {
    document.getElementById("queue-log").textContent = "Trybuna " + Trybuna.version + " wykonała wywołania strony.";
    Trybuna.alert("Nie znaleziono klienta.");
  });
</script>`);

  ctx.page("/qa/wiele-wysp", { title: "Wiele wysp", description: "N małych wysp na jednej stronie (?n=1000), do pomiarów.", group: GROUP }, ({ req }) => {
    const count = Math.min(10_000, Math.max(1, Number(req.query.n) || 1000));
    const hosts = Array.from({ length: count }, (_, index) => `<span data-island="qa-probe" data-props="${propsAttribute({ label: `Wyspa ${index + 1}` })}"></span>`).join("\n");
    return `<h1>Wiele wysp (${count})</h1><div class="probe-grid">${hosts}</div>`;
  });

  // The generic legacy AJAX endpoint: a POST to the page's own URL with __ajax_request=1.
  const actions = new Map<string, Action[]>();
  ctx.page("/qa/dejax", { title: "Klient dejax", description: "Strona do sprawdzania trybów free/cancel/queue, limitu czasu i błędów serwera.", group: GROUP }, () => `
<h1>Klient dejax</h1>
<p>Żądania wysyła test lub konsola: <code>Trybuna.request({ data: { tag: "a", delay: 300 }, mode: "queue" })</code>.</p>
<output id="dejax-log"></output>`);
  app.post("/qa/dejax", (req, res) => {
    const payload = (ctx.payload(req) ?? {}) as { tag?: string; delay?: number; script?: boolean };
    const visitor = ctx.visitor(req, res);
    const answer = (): void => {
      const list = actions.get(visitor.id) ?? [];
      list.push({ tag: String(payload.tag ?? ""), requestId: req.get("X-Dejax-Request-Id"), at: Date.now() });
      actions.set(visitor.id, list);
      res.json({
        tag: payload.tag ?? null,
        action: list.length,
        ...(payload.script
          ? { html: `<p>Odpowiedź ze skryptami</p><script src="/assets/qa-external.js"></script><script>window.__dejaxInline = (window.__dejaxInline || 0) + 1; window.__dejaxOrder = String(window.__dejaxExternal); window.__dejaxRan = (window.__dejaxRan || []).concat(${list.length});</script>` }
          : {}),
      });
    };
    if (payload.delay) setTimeout(answer, Math.min(10_000, payload.delay));
    else answer();
  });
  app.get("/qa/dejax/actions.json", (req, res) => {
    res.json(actions.get(ctx.visitor(req, res).id) ?? []);
  });
};
export default register;
