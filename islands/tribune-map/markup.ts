/**
 * Reads the legacy image map (`<img usemap>` and its `<area>`s) into tribune-map props. Kept beside the island
 * so markup and reader change together.
 */
import { areaPoints } from "./geometry.ts";

/**
 * The stand an area's link leads to: its `?id_tribune=`, or, for a "pretty" link with no query
 * (`/sprzedaz/trybuna/2`, `/sprzedaz/trybuna/2/`), the last segment of its path (QA s40 #16). A page's name
 * (`/trybuna.html`) is no id: such a stand has none, and the props check keeps the legacy map.
 */
function idOfHref(url: URL): string {
  const last = /([^/]*)\/?$/.exec(url.pathname)![1]!;
  return url.search ? (url.searchParams.get("id_tribune") ?? "") : last.includes(".") ? "" : last;
}

export function readTribuneMapMarkup(host: HTMLElement): Record<string, unknown> {
  const image = host.querySelector<HTMLImageElement>("img[usemap]");
  const tribunes = [];
  for (const area of host.querySelectorAll<HTMLAreaElement>("area")) {
    // Every shape is a tribune, drawn as a polygon, except shape="default" (the whole picture). Coords that make
    // no shape give no points: the props check refuses the map and the legacy one stays, working.
    if (area.getAttribute("shape")?.trim().toLowerCase() === "default") continue;
    const points = areaPoints(area.getAttribute("shape"), area.getAttribute("coords") ?? "") ?? [];
    const href = area.getAttribute("href");
    // An area without href (nohref: a sold-out stand) is no link on the legacy page: shown, never chosen.
    tribunes.push({
      id: area.dataset.idTribune ?? (href === null ? "" : idOfHref(new URL(area.href, location.href))),
      name: area.alt || area.title,
      points,
      ...(href === null ? {} : { href }),
      ...(href === null ? { disabled: true } : {}),
    });
  }
  return { image: image?.getAttribute("src") ?? "", imageAlt: image?.alt ?? "", tribunes };
}
