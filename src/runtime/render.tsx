/**
 * The React side of the runtime, loaded as its own chunk the first time a page has an island
 * (the entry stays free of React).
 */
import { Component, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import type { IslandDefinition, IslandProps } from "./island.ts";

export interface MountRequest {
  host: HTMLElement;
  definition: IslandDefinition<unknown>;
  props: unknown;
  context: Omit<IslandProps<unknown>, "props" | "host">;
  /** Called once when the island throws while rendering; the runtime restores the legacy markup. */
  onCrash(error: unknown): void;
}

export interface MountedIsland {
  update(props: unknown): void;
  unmount(): void;
}

interface BoundaryProps {
  onCrash(error: unknown): void;
  children: ReactNode;
}

class IslandBoundary extends Component<BoundaryProps, { crashed: boolean }> {
  override state = { crashed: false };
  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }
  override componentDidCatch(error: unknown): void {
    this.props.onCrash(error);
  }
  override render(): ReactNode {
    return this.state.crashed ? null : this.props.children;
  }
}

let rootCount = 0;

/**
 * Mounts islands in one synchronous pass: every root renders before the browser paints, instead
 * of React's scheduler rendering them in 5 ms slices between layouts.
 */
export function mountIslands(requests: readonly MountRequest[]): MountedIsland[] {
  const mounted: MountedIsland[] = [];
  flushSync(() => {
    for (const request of requests) {
      // A prefix per root keeps useId() values unique across the page's islands.
      const root = createRoot(request.host, { identifierPrefix: `tb${(rootCount++).toString(36)}-` });
      const { Component: Island } = request.definition;
      const render = (props: unknown): void =>
        root.render(
          <IslandBoundary onCrash={request.onCrash}>
            <Island props={props} host={request.host} {...request.context} />
          </IslandBoundary>,
        );
      render(request.props);
      mounted.push({ update: render, unmount: () => root.unmount() });
    }
  });
  return mounted;
}
