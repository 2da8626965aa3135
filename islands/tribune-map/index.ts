import { defineIsland } from "../../src/runtime/island.ts";
import { parseCoords } from "./geometry.ts";
import "./tribune-map.css";
import { TribuneMap } from "./TribuneMap.tsx";
import { tribuneMapSchema } from "./schema.ts";

export default defineIsland({
  schema: tribuneMapSchema,
  // The legacy image map: <img usemap> plus <area shape="poly" coords alt href data-id-tribune>.
  fromMarkup: (host) => {
    const image = host.querySelector<HTMLImageElement>("img[usemap]");
    const tribunes = [...host.querySelectorAll<HTMLAreaElement>("area[shape='poly']")].map((area) => ({
      id: area.dataset.idTribune ?? new URL(area.href, location.href).searchParams.get("id_tribune") ?? "",
      name: area.alt || area.title,
      points: parseCoords(area.coords) ?? [],
      href: area.getAttribute("href") ?? undefined,
    }));
    return { image: image?.getAttribute("src") ?? "", imageAlt: image?.alt ?? "", tribunes };
  },
  Component: TribuneMap,
});
