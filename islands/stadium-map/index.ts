import { defineIsland } from "../../src/runtime/island.ts";
import "./stadium-map.css";
import { stadiumMapSchema } from "./schema.ts";
import { StadiumMap } from "./StadiumMap.tsx";

// Props come from the host's JSON block only: the legacy markup is links and per-sector forms, not the seat data.
export default defineIsland({ schema: stadiumMapSchema, Component: StadiumMap });
