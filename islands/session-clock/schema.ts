import * as z from "zod/mini";

export const sessionClockSchema = z.object({
  /** Time to live in seconds, from the server (legacy markup: data-ttl). */
  ttl: z.number().check(z.int(), z.nonnegative()),
  logoutUrl: z._default(z.string(), "/mod/Login/Logout/"),
  /** The front-session id cookie cleared at zero (name not shown in the spec; the fixture server's). */
  sessionCookie: z._default(z.string(), "front_session_id"),
  redirectTo: z._default(z.string(), "/"),
  /** Legacy pages may insist on the blocking browser alert; default is the accessible dialog. */
  useBrowserAlert: z._default(z.boolean(), false),
});

export type SessionClockProps = z.infer<typeof sessionClockSchema>;
