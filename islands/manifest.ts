import type { IslandLoader, Manifest } from "../src/runtime/registry.ts";

/**
 * Island name → lazy loader. Every `islands/<name>/index.ts` is an island; its folder name is
 * its public kebab-case name (`<div data-island="seat-panel">`). Each loads as its own chunk,
 * schema included, so a page downloads only the islands it contains.
 */
const modules = import.meta.glob<IslandLoader extends () => Promise<infer M> ? M : never>("./*/index.ts");

export const manifest: Manifest = Object.fromEntries(
  Object.entries(modules).map(([path, load]) => [path.slice(2, -"/index.ts".length), load]),
);
