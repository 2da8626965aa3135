import type { ComponentType } from "react";

/** What a zod (zod/mini) schema offers the runtime: the island's props are checked by it. */
export interface PropsSchema<P> {
  safeParse(input: unknown): { success: true; data: P } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string; code?: string; expected?: string }> } };
}

/** Everything an island component receives. */
export interface IslandProps<P> {
  /** Props checked by the island's schema (data-props / JSON script merged over `fromMarkup`). */
  props: P;
  /** The host element (`<div data-island="name">`); React renders into it. */
  host: HTMLElement;
  /**
   * The legacy markup the island replaced, as the server rendered it. The runtime puts it back
   * when the island crashes or is unmounted while its host stays: treat it as read-only.
   */
  legacy: DocumentFragment;
  /** Dispatches `trybuna:<island>:<name>` (bubbling CustomEvent) on the host, for legacy scripts. */
  emit(name: string, detail?: unknown): boolean;
  /** Publishes an imperative handle that legacy scripts get from `Trybuna.get(host)`. */
  expose(api: Record<string, unknown> | null): void;
}

export interface IslandDefinition<P> {
  schema: PropsSchema<P>;
  /**
   * Reads initial state from the legacy markup inside the host (progressive enhancement).
   * Its result is merged under the explicit props, then checked by `schema`.
   */
  fromMarkup?(host: HTMLElement): Record<string, unknown>;
  Component: ComponentType<IslandProps<P>>;
  /**
   * When the island wakes: 'load' (default) renders at once; 'visible' waits until the host
   * nears the viewport, leaving the working legacy markup in place until then. A host can
   * override it with `data-island-wake="visible"` or `"load"`.
   */
  wake?: "load" | "visible";
}

/** Helper so each island's index.ts keeps its types: `export default defineIsland({...})`. */
export function defineIsland<P>(definition: IslandDefinition<P>): IslandDefinition<P> {
  return definition;
}
