import { defineIsland } from "../../src/runtime/island.ts";
import { readTribuneMapMarkup } from "./markup.ts";
import "./tribune-map.css";
import { TribuneMap } from "./TribuneMap.tsx";
import { tribuneMapSchema } from "./schema.ts";

export default defineIsland({
  schema: tribuneMapSchema,
  // The legacy image map: <img usemap> plus <area shape coords alt href data-id-tribune>.
  fromMarkup: readTribuneMapMarkup,
  Component: TribuneMap,
});
