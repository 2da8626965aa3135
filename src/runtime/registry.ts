import { retryImport } from "./chunkRetry.ts";
import { emit } from "./events.ts";
import type { IslandDefinition } from "./island.ts";
import type { MountedIsland, MountRequest } from "./render.tsx";

export type IslandLoader = () => Promise<{ default: IslandDefinition<unknown> }>;
export type Manifest = Readonly<Record<string, IslandLoader>>;

type HostState =
  | { phase: "loading" | "asleep" }
  | {
      phase: "mounted";
      island: MountedIsland;
      legacy: DocumentFragment;
      api: Record<string, unknown> | null;
      definition: IslandDefinition<unknown>;
      /** The island's nodes are in the page (its mount event has gone out); unset while a first mount's slices run. */
      shown?: true;
    }
  | { phase: "refused" };

/** A host whose chunk has loaded, to render once the renderer and its styles are ready. */
interface Pending {
  host: HTMLElement;
  definition: IslandDefinition<unknown>;
}

const SELECTOR = "[data-island]";
/** Content an island filled with a trusted fragment: islands inside it are independent again. */
const BOUNDARY = "[data-island], [data-island-content]";

/** True when what `parent` holds sits in markup an island owns (its legacy markup or its own rendering). */
const ownsChildren = (parent: Node | null): boolean => (parent as Element | null)?.closest?.(BOUNDARY)?.hasAttribute("data-island") ?? false;
const CHUNK_RETRY_DELAY_MS = 500;
/** How near the viewport a host that wakes when visible must come to wake. */
const WAKE_MARGIN_PX = 200;

/**
 * Whether a host that wakes when visible is near the viewport now, as the IntersectionObserver would
 * report it after the next frame: such hosts mount at once instead of waiting a frame for that report
 * (their legacy markup is never painted alone). All hosts are measured before any is mounted, so this
 * costs one layout, which the next frame would do anyway. A host without a box is left to the observer.
 */
function nearViewport(host: HTMLElement): boolean {
  if (host.getClientRects().length === 0) return false;
  const rect = host.getBoundingClientRect();
  return rect.bottom >= -WAKE_MARGIN_PX && rect.top <= innerHeight + WAKE_MARGIN_PX && rect.right >= -WAKE_MARGIN_PX && rect.left <= innerWidth + WAKE_MARGIN_PX;
}

/** A short, recognisable description of a host for console messages: div#id[data-island=name]. */
function describeHost(host: HTMLElement): string {
  const id = host.id ? `#${host.id}` : "";
  return `${host.tagName.toLowerCase()}${id}[data-island="${host.dataset.island ?? ""}"]`;
}

/**
 * Finds island hosts, loads their chunks, checks their props and mounts them; follows the page
 * with a MutationObserver so markup added later mounts and removed hosts unmount.
 * One broken island (unknown name, failed chunk, bad props, crash) never stops the others.
 */
export class IslandRegistry {
  readonly #manifest: Manifest;
  readonly #states = new Map<HTMLElement, HostState>();
  readonly #definitions = new Map<string, Promise<IslandDefinition<unknown> | null>>();
  #renderer: Promise<typeof import("./render.tsx")> | undefined;
  /** The renderer once loaded (every mounted island implies it). */
  #react: typeof import("./render.tsx") | undefined;
  #observer: MutationObserver | undefined;
  #visibility: IntersectionObserver | undefined;
  readonly #asleep = new Map<HTMLElement, IslandDefinition<unknown>>();
  /** What each island read from its legacy markup at mount; later data-props merge over it. */
  readonly #markup = new WeakMap<HTMLElement, Record<string, unknown>>();
  readonly #beforeRender: (names: string[]) => Promise<void>;

  /** `beforeRender(names)` resolves when islands of these names may paint (e.g. their stylesheets have loaded). */
  constructor(manifest: Manifest, beforeRender: (names: string[]) => Promise<void> = () => Promise.resolve()) {
    this.#manifest = manifest;
    this.#beforeRender = beforeRender;
  }

  get names(): string[] {
    return Object.keys(this.#manifest);
  }

  /** Starts following the document: mounts what is there and whatever is added later. */
  observe(root: Node = document.documentElement): void {
    if (this.#observer) return;
    this.#observer = new MutationObserver((records) => this.#onMutations(records));
    this.#observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-props", "data-island"] });
  }

  /** Stops following the document (mounted islands stay). */
  disconnect(): void {
    this.#observer?.disconnect();
    this.#observer = undefined;
  }

  /** Mounts every island host in `root` (itself included) that is not mounted yet. */
  async mount(root?: ParentNode | null): Promise<void> {
    const hosts = this.#findHosts(root ?? document).filter((host) => !this.#states.has(host));
    if (hosts.length === 0) return;
    for (const host of hosts) this.#states.set(host, { phase: "loading" });

    const byName = new Map<string, HTMLElement[]>();
    for (const host of hosts) {
      const name = host.dataset.island ?? "";
      const group = byName.get(name);
      if (group) group.push(host);
      else byName.set(name, [host]);
    }
    const batches = await Promise.all(
      [...byName].map(async ([name, group]) => ({ definition: await this.#definition(name, group), group })),
    );
    const pending: Pending[] = [];
    for (const { definition, group } of batches) {
      for (const host of group) {
        if (this.#states.get(host)?.phase !== "loading") continue; // removed or unmounted meanwhile
        if (!definition || !host.isConnected) {
          this.#states.set(host, { phase: "refused" });
          continue;
        }
        // A host may ask to wake when visible (data-island-wake="visible"); its legacy markup works until then.
        if ((host.dataset.islandWake ?? definition.wake) === "visible" && !nearViewport(host)) this.#sleep(host, definition);
        else pending.push({ host, definition });
      }
    }
    await this.#render(pending);
  }

  /** Unmounts every island in `root` (itself included); hosts still in the page get their legacy markup back. */
  unmount(root?: ParentNode | null): void {
    this.#release(this.#findHosts(root ?? document));
  }

  /** The imperative handle an island published with `expose()`, for legacy scripts. */
  get(host: Element): Record<string, unknown> | null {
    const state = this.#states.get(host as HTMLElement);
    return state?.phase === "mounted" ? state.api : null;
  }

  /** How many islands are mounted and showing now (tests, benchmarks); a host still showing its legacy markup is not counted. */
  get mountedCount(): number {
    let count = 0;
    for (const state of this.#states.values()) if (state.phase === "mounted" && state.shown) count++;
    return count;
  }

  #findHosts(root: ParentNode): HTMLElement[] {
    // `Trybuna.mount("main")` failed with 'e.querySelectorAll is not a function' (a QA walk, session 36).
    if (typeof root.querySelectorAll !== "function") throw new TypeError(`Trybuna: mount and unmount take an element or a document, not ${String(root)}`);
    const hosts = [...root.querySelectorAll<HTMLElement>(SELECTOR)];
    if (root instanceof HTMLElement && root.matches(SELECTOR)) hosts.unshift(root);
    // A host inside another host belongs to the outer island, which renders it itself.
    return hosts.filter((host) => !ownsChildren(host.parentElement));
  }

  #definition(name: string, hosts: HTMLElement[]): Promise<IslandDefinition<unknown> | null> {
    let pending = this.#definitions.get(name);
    if (!pending) {
      pending = this.#load(name, hosts);
      this.#definitions.set(name, pending);
    }
    return pending;
  }

  async #load(name: string, hosts: HTMLElement[]): Promise<IslandDefinition<unknown> | null> {
    const loader = this.#manifest[name];
    if (!loader) {
      console.error(`Trybuna: unknown island "${name}" on ${describeHost(hosts[0]!)}; known: ${this.names.join(", ")}`);
      for (const host of hosts) emit(host, "error", { island: name, reason: "unknown-island" });
      return null;
    }
    let lastError: unknown;
    for (let attempt = 1; ; attempt++) {
      try {
        return (await (attempt === 1 ? loader() : retryImport(lastError, attempt, loader))).default;
      } catch (error) {
        lastError = error;
        // Cancelable: a listener that calls preventDefault() stops the retry.
        const retry = hosts.map((host) => emit(host, "error", { island: name, reason: "chunk", attempt, error })).every(Boolean);
        if (attempt >= 2 || !retry) {
          console.error(`Trybuna: island "${name}" could not be loaded; the page keeps its plain HTML.`, error);
          this.#definitions.delete(name); // a later mount() may try again
          return null;
        }
        await new Promise((resolve) => setTimeout(resolve, CHUNK_RETRY_DELAY_MS));
      }
    }
  }

  #props(host: HTMLElement, definition: IslandDefinition<unknown>): unknown {
    const read = this.#react!.readMountProps(host, definition);
    if (read.ok) {
      this.#markup.set(host, read.markup);
      return read.props;
    }
    this.#badProps(host, "not mounted", read.problem);
    this.#states.set(host, { phase: "refused" });
    return undefined;
  }

  /** Props an island cannot take: one console error naming the island, its host and the problem; the page's `error` event. */
  #badProps(host: HTMLElement, verdict: string, problem: string): void {
    console.error(`Trybuna: island "${host.dataset.island}" on ${describeHost(host)} ${verdict}, ${problem}`);
    emit(host, "error", { island: host.dataset.island, reason: "props", problem });
  }

  #request(host: HTMLElement, definition: IslandDefinition<unknown>, props: unknown): MountRequest {
    const legacy = document.createDocumentFragment();
    return {
      host,
      definition,
      props,
      context: {
        legacy,
        emit: (name, detail) => emit(host, `${host.dataset.island}:${name}`, detail),
        expose: (api) => {
          const state = this.#states.get(host);
          if (state?.phase === "mounted") state.api = api;
        },
      },
      onCrash: (error) => {
        console.error(`Trybuna: island "${host.dataset.island}" on ${describeHost(host)} crashed; its legacy markup is back.`, error);
        emit(host, "error", { island: host.dataset.island, reason: "crash", error });
        // Unmounting inside React's commit is not allowed: do it right after.
        queueMicrotask(() => this.#release([host], "refused"));
      },
    };
  }

  async #render(pending: Pending[]): Promise<void> {
    if (pending.length === 0) return;
    const first = !this.#react;
    this.#renderer ??= import("./render.tsx");
    const names = [...new Set(pending.map(({ host }) => host.dataset.island ?? ""))];
    const [react] = await Promise.all([this.#renderer, this.#beforeRender(names)]);
    // The page's first mount: React's module has just been evaluated in this task; reading the markup in the
    // next one keeps the two apart, so a slow phone sees shorter tasks rather than one long one (issue 14,
    // blocking time). Later mounts render in the task that asked for them.
    if (first) await new Promise((resolve) => setTimeout(resolve));
    this.#react = react;
    const live: MountRequest[] = [];
    for (const { host, definition } of pending) {
      if (!host.isConnected || this.#states.get(host)?.phase !== "loading") continue;
      const props = this.#props(host, definition);
      if (props !== undefined) live.push(this.#request(host, definition, props));
    }
    if (live.length === 0) return;
    // Set before rendering: an island may expose() its API during its first render.
    for (const request of live) {
      this.#states.set(request.host, { phase: "mounted", island: { update() {} }, legacy: request.context.legacy, api: null, definition: request.definition });
    }
    const hosts = live.map((request) => request.host);
    if (!first) {
      // A later mount reads and replaces the markup in one task: nothing the user does can fall in between.
      const refocus = this.#takeLegacy(live, (host) => [...host.childNodes]);
      this.#attach(live, react.mountIslands(live));
      this.#announce(hosts);
      refocus();
      return;
    }
    // The first mount renders in slices (a transition) while the legacy markup stays in place and working.
    // Whatever the user changes in it meanwhile (typing, ticking, choosing) is read again and that island
    // starts from it: the pending mount then commits at once, in the same task as the change.
    // React appends the islands' nodes to their hosts in the commit, before `taking` runs: what leaves is what
    // was there when the slices began. (An unmount meanwhile commits the pending mount first, so this runs
    // before any host is given its legacy markup back.)
    const legacyNodes = new Map(hosts.map((host) => [host, [...host.childNodes]]));
    let refocus = (): void => {};
    const onChange = (event: Event): void => {
      const host = hosts.find((candidate) => candidate.contains(event.target as Node));
      const state = host && this.#states.get(host);
      if (state?.phase !== "mounted") return;
      const props = this.#props(host!, state.definition);
      if (props === undefined) this.#release([host!], "refused");
      else state.island.update(props);
      react.finishNow();
    };
    for (const type of ["input", "change"]) document.addEventListener(type, onChange);
    await new Promise<void>((resolve) => {
      const islands = react.mountIslands(live, {
        // The legacy markup leaves in the commit that puts the islands in, before their layout effects.
        taking: () => {
          refocus = this.#takeLegacy(live, (host) => legacyNodes.get(host)!.filter((node) => node.parentNode === host));
        },
        // Events go out once React's commit is over, still before the browser paints.
        taken: () => queueMicrotask(resolve),
      });
      this.#attach(live, islands);
    });
    for (const type of ["input", "change"]) document.removeEventListener(type, onChange);
    this.#announce(hosts);
    refocus();
  }

  /**
   * Moves each host's legacy nodes (`nodesOf`) into its island's fragment, guarding against clicks aimed at them
   * that arrive late; returns what carries the focus over.
   */
  #takeLegacy(requests: readonly MountRequest[], nodesOf: (host: HTMLElement) => ChildNode[]): () => void {
    const hosts = requests.map((request) => request.host);
    const refocus = this.#react!.carryFocus(hosts);
    this.#react!.guardStaleClicks(hosts, this);
    for (const { host, context } of requests) context.legacy.append(...nodesOf(host));
    return refocus;
  }

  /** `trybuna:mount` on each host that is still mounted: its island is showing from now on. */
  #announce(hosts: readonly HTMLElement[]): void {
    for (const host of hosts) {
      const state = this.#states.get(host);
      if (state?.phase !== "mounted") continue;
      state.shown = true;
      emit(host, "mount", { island: host.dataset.island });
    }
  }

  /** Gives mounted hosts their islands' handles (props updates). */
  #attach(live: readonly MountRequest[], islands: readonly MountedIsland[]): void {
    live.forEach((request, index) => {
      const state = this.#states.get(request.host);
      if (state?.phase === "mounted") state.island = islands[index]!;
    });
  }

  #sleep(host: HTMLElement, definition: IslandDefinition<unknown>): void {
    this.#states.set(host, { phase: "asleep" });
    this.#asleep.set(host, definition);
    this.#visibility ??= new IntersectionObserver((entries) => this.#wake(entries), { rootMargin: `${WAKE_MARGIN_PX}px` });
    this.#visibility.observe(host);
  }

  #wake(entries: IntersectionObserverEntry[]): void {
    const pending: Pending[] = [];
    for (const entry of entries) {
      const host = entry.target as HTMLElement;
      const definition = this.#asleep.get(host);
      if (!entry.isIntersecting || !definition) continue;
      this.#visibility?.unobserve(host);
      this.#asleep.delete(host);
      this.#states.set(host, { phase: "loading" });
      pending.push({ host, definition });
    }
    void this.#render(pending);
  }

  /** Forgets `hosts`; mounted ones lose their islands in one commit, then get their legacy markup back. */
  #release(hosts: Iterable<HTMLElement>, next?: "refused"): void {
    const unmounted: { host: HTMLElement; legacy: DocumentFragment }[] = [];
    for (const host of hosts) {
      const state = this.#states.get(host);
      if (!state) continue;
      if (next) this.#states.set(host, { phase: next });
      else this.#states.delete(host);
      if (state.phase === "asleep") {
        this.#visibility?.unobserve(host);
        this.#asleep.delete(host);
      }
      if (state.phase === "mounted") unmounted.push({ host, legacy: state.legacy });
    }
    if (unmounted.length === 0) return;
    this.#react!.unmountIslands(unmounted.map(({ host }) => host));
    for (const { host, legacy } of unmounted) {
      if (host.isConnected) host.replaceChildren(legacy);
      emit(host, "unmount", { island: host.dataset.island });
    }
  }

  #onMutations(records: MutationRecord[]): void {
    let removed = false;
    const added: Element[] = [];
    // Nodes added inside an island are its own rendering (nested hosts belong to it), judged by their parent, once for
    // a run of records of one parent: a seat panel building its rows queues thousands of nodes in a few records
    // (session 47: a `closest` per node was 25 ms at 4× CPU on step 4). Each insertion has its own record, so a node
    // moved out of an island is judged by the record of its new parent.
    let parent: Node | undefined;
    let inside = false;
    for (const record of records) {
      if (record.type === "attributes") {
        this.#onAttribute(record.target as HTMLElement, record.attributeName);
        continue;
      }
      if (record.removedNodes.length) removed = true;
      if (record.target !== parent) inside = ownsChildren((parent = record.target));
      if (!inside) for (const node of record.addedNodes) if (node instanceof Element) added.push(node);
    }
    if (removed) this.#release([...this.#states.keys()].filter((host) => !host.isConnected));
    for (const node of added) if (node.isConnected && !ownsChildren(node.parentElement)) void this.mount(node);
  }

  #onAttribute(host: HTMLElement, attribute: string | null): void {
    const state = this.#states.get(host);
    if (attribute === "data-island") {
      this.#release([host]);
      if (host.hasAttribute("data-island")) void this.mount(host);
      return;
    }
    if (state?.phase !== "mounted") return;
    // Mounted: the renderer, which carries the props helpers, has loaded. The legacy markup was read once,
    // before the island replaced it; new props merge over it.
    const checked = this.#react!.readProps(host, state.definition.schema, this.#markup.get(host) ?? {});
    if (checked.ok) state.island.update(checked.props);
    else this.#badProps(host, "ignored new props", checked.problem);
  }
}
