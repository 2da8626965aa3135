import express from "express";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HAR_FILE, type Har } from "../../dev-server/replay/fixtureSet.ts";
import { record } from "../../dev-server/replay/record.ts";
import { looksLikePesel } from "../../dev-server/replay/redact.ts";
import { listen, portOf } from "../../dev-server/listen.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Issue 12: a live page and a legacy call carry one of each kind of secret; after recording,
 * none of them is left in any written file, in any encoding, and each was replaced by the same
 * fake everywhere (so the replayed flow still fits together).
 */

const SECRETS = {
  pesel: "44051401359",
  document: "ABC123456",
  documentByName: "X-77/2026",
  email: "jan.tajny@example.pl",
  phone: "+48 601 234 567",
  phoneByName: "601234567",
  password: "TajneHaslo!9",
  session: "9f2c4e1a7b3d5f608a1c2e4b6d8f0a13",
  cookie: "rm-5J8kQ2xLw9",
  csrfMeta: "csrf-Zq81mX0pL2vB",
  csrfField: "tok-Hh27Vn4Kc9sW",
  ruleField: "4410-2020-7788",
  rulePattern: "LOY-12345678",
};

const PAGE = `<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><title>Konto</title>
<meta name="csrf-token" content="${SECRETS.csrfMeta}">
<script type="module" src="/static/trybuna.js?v=1.0.0" data-trybuna></script>
</head><body><main><h1>Moje konto</h1>
<p>PESEL ${SECRETS.pesel}, dowód ${SECRETS.document}, tel. ${SECRETS.phone}, <a href="mailto:${SECRETS.email}">${SECRETS.email}</a>, karta ${SECRETS.rulePattern}</p>
<p><a href="/konto?sid=${SECRETS.session}">odśwież</a></p>
<div data-island="qa-probe" data-props='{"label":"x","pesel":"${SECRETS.pesel}","document_number":"${SECRETS.documentByName}"}'></div>
<form method="post" action="/api/save">
<input type="hidden" name="_token" value="${SECRETS.csrfField}">
<input name="pesel" value="${SECRETS.pesel}"><input type="password" name="pass1" value="${SECRETS.password}">
<input name="loyalty_card" value="${SECRETS.ruleField}">
<button type="button" id="save">Zapisz</button></form><output id="out"></output>
<script src="/konto.js"></script></main></body></html>`;

const SCRIPT = `document.getElementById("save").addEventListener("click", async () => {
  const token = document.querySelector("meta[name=csrf-token]").content;
  const json = JSON.stringify({ pesel: "${SECRETS.pesel}", email: "${SECRETS.email}", phone: "${SECRETS.phoneByName}", password: "${SECRETS.password}", document_number: "${SECRETS.documentByName}", loyalty_card: "${SECRETS.ruleField}", _token: "${SECRETS.csrfField}" });
  const response = await fetch("/api/save?__ajax_request=1", { method: "POST", headers: { "X-CSRF-Token": token }, body: new URLSearchParams({ json }) });
  document.getElementById("out").textContent = (await response.json()).message;
});`;

function encodings(secret: string): string[] {
  const form = new URLSearchParams({ v: secret }).toString().slice(2);
  return [secret, encodeURIComponent(secret), form, JSON.stringify(secret).slice(1, -1), secret.replace(/\//g, "\\/")];
}

test("every kind of secret is redacted from the written set, the same fake everywhere", async ({ browser }) => {
  const app = express();
  app.get("/konto", (_req, res) => {
    res.cookie("PHPSESSID", SECRETS.session).cookie("remember_me", SECRETS.cookie).type("html").send(PAGE);
  });
  app.get("/konto.js", (_req, res) => {
    res.type("js").send(SCRIPT);
  });
  app.get("/static/trybuna.js", (_req, res) => {
    res.type("js").send("/* the site's own copy of the bundle */");
  });
  app.post("/api/save", express.text({ type: () => true }), (_req, res) => {
    res.json({ is_error: false, message: `Zapisano dla ${SECRETS.email}`, client: { pesel: SECRETS.pesel, phone: SECRETS.phone, document_number: SECRETS.documentByName, session: SECRETS.session } });
  });
  const server = await listen(app);
  const origin = `http://127.0.0.1:${portOf(server)}`;
  const outDir = mkdtempSync(join(tmpdir(), "trybuna-redaction-"));
  try {
    await record({
      startUrl: `${origin}/konto`,
      outDir,
      name: "redaction",
      rules: { fields: { loyalty: "loyalty" }, patterns: { card: "LOY-\\d{8}" } },
      browser,
      flow: async (page) => {
        await page.getByRole("button", { name: "Zapisz" }).click();
        await expect(page.locator("#out")).toHaveText(`Zapisano dla ${SECRETS.email}`);
      },
    });
  } finally {
    await new Promise((done) => server.close(done));
  }

  const files = readdirSync(outDir).map((file) => readFileSync(join(outDir, file), "utf8"));
  expect(files.length).toBe(2);
  for (const [kind, secret] of Object.entries(SECRETS)) {
    for (const form of encodings(secret)) for (const text of files) expect(text.includes(form), `${kind} "${form}" left in a written file`).toBe(false);
  }

  const har = JSON.parse(readFileSync(join(outDir, HAR_FILE), "utf8")) as Har;
  const pageEntry = har.log.entries.find((entry) => entry.request.url.endsWith("/konto"))!;
  const call = har.log.entries.find((entry) => entry.request.method === "POST")!;
  const html = pageEntry.response.content.text!;
  const fakePesel = /name="pesel" value="(\d{11})"/.exec(html)![1]!;
  // A valid-looking PESEL of the same birth year, the same one in the text, the props, the call and its answer.
  expect(looksLikePesel(fakePesel)).toBe(true);
  expect(fakePesel.slice(0, 2)).toBe("44");
  expect(html).toContain(`PESEL ${fakePesel},`);
  expect(html).toContain(`"pesel":"${fakePesel}"`);
  const posted = JSON.parse(new URLSearchParams(call.request.postData!.text).get("json")!) as Record<string, string>;
  expect(posted.pesel).toBe(fakePesel);
  expect((JSON.parse(call.response.content.text!) as { client: { pesel: string } }).client.pesel).toBe(fakePesel);
  // The same e-mail fake in the page and in the call; the session cookie's fake in the link too.
  const fakeEmail = /mailto:([^"]+)"/.exec(html)![1]!;
  expect(posted.email).toBe(fakeEmail);
  const setCookie = pageEntry.response.headers.filter((header) => header.name.toLowerCase() === "set-cookie").map((header) => header.value).join("\n");
  const fakeSession = /PHPSESSID=([0-9a-f]{32})/.exec(setCookie)![1]!;
  expect(html).toContain(`/konto?sid=${fakeSession}`);
  expect(call.request.headers.find((header) => header.name.toLowerCase() === "x-csrf-token")!.value).toBe(/name="csrf-token" content="([^"]+)"/.exec(html)![1]);
  // The site's bundle is gone: no entry for it, one placeholder tag in the page.
  expect(har.log.entries.some((entry) => entry.request.url.includes("/static/"))).toBe(false);
  expect(html.match(/<script\b[^>]*data-trybuna/g)).toHaveLength(1);
});
