/**
 * The browser's English table, loaded area by area (src/i18n/en/<area>.ts, a chunk each) as the page's islands
 * need them (islandAreas.ts). Only English pages import this module.
 */
import { areasFor } from "./islandAreas.ts";

const areas = import.meta.glob<{ default: Record<string, string> }>("./en/*.ts");
const loading = new Map<string, Promise<void>>();
let failed = false;

/** An area could not be loaded: a text missing from the table may then be translated after all. */
export function anyAreaFailed(): boolean {
  return failed;
}

/** The texts loaded so far; it grows as areas arrive. */
export const english = new Map<string, string>();

/** Loads `common` and the areas of these islands (each once). */
export function loadAreas(islands: readonly string[]): Promise<void> {
  return Promise.all(
    areasFor(islands).map((area) => {
      let pending = loading.get(area);
      if (!pending) {
        pending = areas[`./en/${area}.ts`]!().then(({ default: table }) => {
          for (const [polish, translated] of Object.entries(table)) english.set(polish, translated);
        });
        // A failed chunk may be asked for again by the next island that needs it.
        pending.catch(() => {
          failed = true;
          loading.delete(area);
        });
        loading.set(area, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}
