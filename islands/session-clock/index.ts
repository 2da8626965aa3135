import { defineIsland } from "../../src/runtime/island.ts";
import { sessionClockSchema } from "./schema.ts";
import { SessionClock } from "./SessionClock.tsx";
import "./session-clock.css";

export default defineIsland({
  schema: sessionClockSchema,
  // Legacy markup: <span class="session-clock" data-ttl="900">15:00</span>
  fromMarkup: (host) => {
    const ttl = host.querySelector<HTMLElement>("[data-ttl]")?.dataset.ttl;
    return ttl === undefined ? {} : { ttl: Number(ttl) };
  },
  Component: SessionClock,
});
