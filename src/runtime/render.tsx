/**
 * The React side of the runtime, loaded as its own chunk the first time a page has an island
 * (the entry stays free of React).
 *
 * Every island of the page renders as a portal of one React root (the one-root-plus-portals floor
 * of bench/floor.tsx): one tree to build and commit instead of a root per host. The root's own
 * container is a detached element; React listens for events on each portal's host, so events
 * reach islands as they did with a root per host. Each island keeps its own error boundary.
 */
import { Component, Fragment, startTransition, useInsertionEffect, useLayoutEffect, type ReactElement, type ReactNode } from "react";
import { createPortal, flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import type { IslandDefinition, IslandProps } from "./island.ts";

// What the runtime needs only when it takes markup over (reading and checking props, carrying the focus,
// guarding against clicks aimed at the legacy markup),
// loaded with the renderer rather than in the entry that every page downloads (issue 14: entry ≤ 6 KB).
export { carryFocus } from "./keepFocus.ts";
export { guardStaleClicks } from "./staleClicks.ts";
export { readMountProps, readProps } from "./props.ts";

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

/** What a sliced mount runs when its render commits: both in the commit, before the browser paints. */
export interface CommitHooks {
  /** Before any island's layout effect: the runtime takes the legacy markup out of the hosts. */
  taking(): void;
  /** After every island's layout effect: focus, mount events. */
  taken(): void;
}

/**
 * Rendered beside a sliced mount's portals: its effects run once, in the commit that puts those
 * islands in the page. Insertion effects all run before any layout effect of the same commit.
 */
function CommitSignal({ hooks }: { hooks: CommitHooks }): null {
  useInsertionEffect(() => hooks.taking(), [hooks]);
  useLayoutEffect(() => hooks.taken(), [hooks]);
  return null;
}

let root: Root | undefined;

/**
 * The islands of one mountIslands() call: one keyed fragment of the root holding a keyed portal per island,
 * in mount order. A later mount adds one child to the root, not a child per island: React places each new
 * child of an existing parent with a search of the siblings after it, quadratic over thousands of portals
 * (40–80 ms of a 5,000-island mount), while one new fragment's own portals are placed without it. A group's
 * element is kept until it changes, so a commit re-renders only the groups that changed.
 */
interface Group {
  readonly key: string;
  readonly portals: Map<HTMLElement, ReactElement>;
  element: ReactElement | null;
}

/** The mounted groups, in mount order; empty groups leave. */
const groups = new Set<Group>();
const groupOf = new Map<HTMLElement, Group>();
/** Pending sliced mounts' signals, each rendered until its mount has committed. */
const signals = new Set<ReactElement>();
let nextKey = 0;

function groupElement(group: Group): ReactElement {
  return (group.element ??= <Fragment key={group.key}>{[...group.portals.values()]}</Fragment>);
}

/**
 * Renders the current portals. "sync" where the DOM must be final when we return (a later mount:
 * every island renders before the browser paints; unmount: the runtime gives the host its legacy
 * markup back right after); "sliced" for the page's first mount (a transition: React renders in
 * 5 ms slices between which the page stays responsive, and commits once); props updates go through
 * React's scheduler.
 */
function commit(mode: "sync" | "sliced" | "scheduled"): void {
  // A prefix keeps useId() values apart from a page's own React, if it has one.
  root ??= createRoot(document.createElement("div"), { identifierPrefix: "tb-" });
  const render = (): void => root!.render([...[...groups].map(groupElement), ...signals]);
  if (mode === "sync") flushSync(render);
  else if (mode === "sliced") startTransition(render);
  else render();
}

/**
 * Mounts islands in one render of the shared root: synchronous, or, with `sliced`, in a transition
 * whose commit runs `sliced.taking` and `sliced.taken` (until then the hosts keep their legacy markup,
 * working). `finishNow()` (below) turns a pending sliced mount into a synchronous one.
 */
export function mountIslands(requests: readonly MountRequest[], sliced?: CommitHooks): MountedIsland[] {
  const group: Group = { key: `g${(nextKey++).toString(36)}`, portals: new Map(), element: null };
  groups.add(group);
  const mounted = requests.map(({ host, definition, props, context, onCrash }): MountedIsland => {
    const { Component: Island } = definition;
    const key = (nextKey++).toString(36);
    const element = (next: unknown): ReactElement =>
      createPortal(
        <IslandBoundary onCrash={onCrash}>
          <Island props={next} host={host} {...context} />
        </IslandBoundary>,
        host,
        key,
      );
    group.portals.set(host, element(props));
    groupOf.set(host, group);
    return {
      update: (next) => {
        if (groupOf.get(host) !== group) return;
        group.portals.set(host, element(next));
        group.element = null;
        commit("scheduled");
      },
    };
  });
  if (sliced) {
    const hooks: CommitHooks = {
      taking: sliced.taking,
      taken: () => {
        signals.delete(signal);
        sliced.taken();
      },
    };
    const signal = <CommitSignal key={`commit-${nextKey++}`} hooks={hooks} />;
    signals.add(signal);
  }
  commit(sliced ? "sliced" : "sync");
  return mounted;
}

/**
 * Commits a pending sliced mount now, in one synchronous render of the current portals (the user
 * changed a host's legacy markup while the slices ran: the runtime has given that island new props,
 * and a synchronous render starts every pending island afresh from them).
 */
export function finishNow(): void {
  if (signals.size > 0) commit("sync");
}

/** Removes the islands of `hosts` in one synchronous commit: their hosts hold no React nodes after. */
export function unmountIslands(hosts: Iterable<HTMLElement>): void {
  let removed = false;
  for (const host of hosts) {
    const group = groupOf.get(host);
    if (!group) continue;
    groupOf.delete(host);
    group.portals.delete(host);
    group.element = null;
    if (group.portals.size === 0) groups.delete(group);
    removed = true;
  }
  if (removed) commit("sync");
}
