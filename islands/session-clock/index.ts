import { defineIsland } from "../../src/runtime/island.ts";
import { readSessionClockMarkup } from "./markup.ts";
import { sessionClockSchema } from "./schema.ts";
import { SessionClock } from "./SessionClock.tsx";
import "./session-clock.css";

export default defineIsland({
  schema: sessionClockSchema,
  // Legacy markup: <span class="session-clock" data-ttl="900">15:00</span>, the host itself may carry data-ttl (markup.ts).
  fromMarkup: readSessionClockMarkup,
  Component: SessionClock,
});
