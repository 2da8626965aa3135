import * as z from "zod/mini";
import { webAddress } from "../../src/runtime/addressSchema.ts";

export const sessionClockSchema = z.object({
  /** Time to live in seconds, from the server (legacy markup: data-ttl). */
  ttl: z.number().check(z.int(), z.nonnegative()),
  logoutUrl: z._default(z.string(), "/mod/Login/Logout/"),
  /** The front-session id cookie cleared at zero (name not shown in the spec; the fixture server's). */
  sessionCookie: z._default(z.string(), "front_session_id"),
  redirectTo: z._default(webAddress(), "/"),
  /** Renews the session (the legacy shop's keep-alive; this path is the fixture server's). */
  extendUrl: z._default(z.string(), "/ajax/Session/extend/"),
  /** Legacy pages may insist on the blocking browser alert; default is the accessible dialog. */
  useBrowserAlert: z._default(z.boolean(), false),
});

export type SessionClockProps = z.infer<typeof sessionClockSchema>;

/** Answer of the extend endpoint: the session's new time to live in seconds (built on the first answer). */
export const extendResponse = z.lazy(() => z.object({ ok: z.literal(true), ttl: z.number().check(z.int(), z.positive()) }));

/** What a tab tells the shop's other tabs (localStorage): untrusted, as any stored text (built on first read). */
export const sharedRenewal = z.lazy(() => z.object({ deadline: z.number(), issued: z.number() }));
