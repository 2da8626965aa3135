import type { RouteModule } from "../context.ts";
import { DEFAULT_TTL_SECONDS, SESSION_COOKIE } from "../app.ts";

/** Logout (requested by the session clock at zero, spec §7): the visitor's state is dropped. */
const register: RouteModule = (app, ctx) => {
  app.all("/mod/Login/Logout/", (req, res) => {
    ctx.forget(ctx.visitor(req, res));
    res.clearCookie(SESSION_COOKIE, { path: "/" });
    if (req.method === "GET" && req.accepts("html") && !req.get("sec-fetch-dest")?.includes("empty")) res.redirect("/");
    else res.json({ ok: true });
  });

  // Keep-alive from the session clock's 'extend' button: the session lives another TTL (the page's, if sent).
  app.post("/ajax/Session/extend/", (req, res) => {
    ctx.visitor(req, res);
    const asked = Number((ctx.payload(req) as { ttl?: unknown } | null)?.ttl);
    res.json({ ok: true, ttl: Number.isInteger(asked) && asked > 0 ? asked : DEFAULT_TTL_SECONDS });
  });
};
export default register;
