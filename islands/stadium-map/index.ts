import { defineIsland } from "../../src/runtime/island.ts";
import { readStadiumMarkup } from "./markup.ts";
import "./stadium-map.css";
import { stadiumMapSchema } from "./schema.ts";
import { StadiumMap } from "./StadiumMap.tsx";

// The seat data comes from the host's JSON block: the legacy markup is links and per-sector forms. From those
// forms only what the buyer chose before the script ran is read (the JSON's keys win over it).
export default defineIsland({ schema: stadiumMapSchema, fromMarkup: readStadiumMarkup, Component: StadiumMap });
