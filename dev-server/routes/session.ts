import type { RouteModule } from "../context.ts";
import { SESSION_COOKIE } from "../app.ts";

/** Logout (requested by the session clock at zero, spec §7): the visitor's state is dropped. */
const register: RouteModule = (app, ctx) => {
  app.all("/mod/Login/Logout/", (req, res) => {
    ctx.forget(ctx.visitor(req, res));
    res.clearCookie(SESSION_COOKIE, { path: "/" });
    if (req.method === "GET" && req.accepts("html") && !req.get("sec-fetch-dest")?.includes("empty")) res.redirect("/");
    else res.json({ ok: true });
  });
};
export default register;
