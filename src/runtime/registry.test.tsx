import { useId, type ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { defineIsland, type IslandProps } from "./island.ts";
import { readMountProps } from "./props.ts";
import { IslandRegistry, type Manifest } from "./registry.ts";

const schema = z.object({ label: z.string(), crash: z._default(z.boolean(), false) });
type Props = z.infer<typeof schema>;

function Label({ props, expose }: IslandProps<Props>): ReactNode {
  const id = useId();
  if (props.crash) throw new Error("boom");
  expose({ label: props.label });
  return <b id={id}>{props.label}</b>;
}

const label = defineIsland({ schema, fromMarkup: (host) => ({ label: host.textContent?.trim() ?? "" }), Component: Label });
const manifest: Manifest = { label: () => Promise.resolve({ default: label as never }) };

// The runtime runs on React's own scheduler, as in a browser: a page's first mount renders in a transition
// (5 ms slices) and commits in a later task, so these tests wait for tasks rather than wrap work in act().
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

const registries: IslandRegistry[] = [];
function track(registry: IslandRegistry): IslandRegistry {
  registries.push(registry);
  return registry;
}

afterEach(() => {
  for (const registry of registries.splice(0)) {
    registry.disconnect();
    registry.unmount();
  }
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe("IslandRegistry", () => {
  it("mounts hosts with props from data-props, a JSON script or the legacy markup", async () => {
    document.body.innerHTML = `
      <div data-island="label" id="a" data-props='{"label":"z atrybutu"}'>legacy</div>
      <div data-island="label" id="b"><script type="application/json">{"label":"z bloku"}</script></div>
      <div data-island="label" id="c">z markupu</div>`;
    const registry = track(new IslandRegistry(manifest));
    await registry.mount();
    await flush();
    expect(document.querySelector("#a b")?.textContent).toBe("z atrybutu");
    expect(document.querySelector("#b b")?.textContent).toBe("z bloku");
    expect(document.querySelector("#c b")?.textContent).toBe("z markupu");
    // useId values differ across islands (one React tree since issue 14).
    const ids = [...document.querySelectorAll("b")].map((element) => element.id);
    expect(new Set(ids).size).toBe(3);
    expect(registry.get(document.querySelector("#a")!)).toEqual({ label: "z atrybutu" });
  });

  it("leaves legacy markup in place and logs once, naming island, host and path, for bad props", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    document.body.innerHTML = `
      <div data-island="label" id="bad" data-props='{"label": 5}'><a href="/x">legacy link</a></div>
      <div data-island="label" id="broken" data-props='{"label": '><a href="/y">legacy link</a></div>
      <div data-island="label" id="ok" data-props='{"label":"ok"}'></div>`;
    const registry = track(new IslandRegistry(manifest));
    await registry.mount();
    await flush();
    expect(document.querySelector("#bad")!.innerHTML).toBe('<a href="/x">legacy link</a>');
    expect(document.querySelector("#broken a")).not.toBeNull();
    expect(document.querySelector("#ok b")?.textContent).toBe("ok");
    const messages = error.mock.calls.map((call) => String(call[0]));
    expect(messages.filter((message) => message.includes("#bad"))).toHaveLength(1);
    // What came and what was expected (zod/mini alone says 'Invalid input').
    expect(messages.find((message) => message.includes("#bad"))).toMatch(/island "label".*label: expected string, got number$/);
    expect(messages.find((message) => message.includes("#broken"))).toMatch(/not valid JSON/);
  });

  it("names a prop's expected type and what came; a prop in neither the props nor the legacy markup as missing", () => {
    const host = Object.assign(document.createElement("div"), { id: "x" });
    host.setAttribute("data-island", "password-field");
    host.setAttribute("data-props", '{"length": "dwanaście"}');
    const read = readMountProps(host, { schema: z.object({ length: z.number(), name: z.string() }), fromMarkup: () => ({}) });
    expect(read).toEqual({ ok: false, problem: "invalid props: length: expected number, got string; name: expected string, got nothing (not in the props, not found in the legacy markup)" });
  });

  it("a prop the island does not have (a misspelt name) is named in one console warning naming its host; the island mounts without it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    document.body.innerHTML = `<div id="etykieta" data-island="label" data-props='{"label":"ok","lable":"literówka"}'></div><div data-island="label" data-props='{"label":"bez uwag"}'></div>`;
    const registry = track(new IslandRegistry(manifest));
    await registry.mount();
    await flush();
    expect([...document.querySelectorAll("b")].map((element) => element.textContent)).toEqual(["ok", "bez uwag"]);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual(['Trybuna: island "label" on div#etykieta[data-island="label"] has no props lable (ignored)']);
  });

  it("a host whose legacy markup reader throws keeps its markup, named on the console; the others mount", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const throwing = defineIsland({ schema, fromMarkup: () => { throw new URIError("URI malformed"); }, Component: Label });
    const withThrowing: Manifest = { ...manifest, throwing: () => Promise.resolve({ default: throwing as never }) };
    document.body.innerHTML = `
      <div data-island="label" id="one">jeden</div>
      <div data-island="throwing" id="odd"><a href="#rabat-50%">Rabat</a></div>
      <div data-island="label" id="two">dwa</div>`;
    const refused: string[] = [];
    document.addEventListener("trybuna:error", (event) => refused.push((event.target as Element).id), { once: true });
    const registry = track(new IslandRegistry(withThrowing));
    await expect(registry.mount()).resolves.toBeUndefined();
    await flush();
    expect(document.querySelector("#one b")?.textContent).toBe("jeden");
    expect(document.querySelector("#two b")?.textContent).toBe("dwa");
    expect(document.querySelector("#odd")!.innerHTML).toBe('<a href="#rabat-50%">Rabat</a>');
    expect(refused).toEqual(["odd"]);
    expect(error.mock.calls.map((call) => String(call[0])).find((message) => message.includes("#odd"))).toMatch(/island "throwing".*could not be read \(URI malformed\)/);
  });

  it("re-renders with new data-props without remounting, and ignores invalid updates", async () => {
    document.body.innerHTML = `<div data-island="label" id="a" data-props='{"label":"przed"}'></div>`;
    const registry = track(new IslandRegistry(manifest));
    registry.observe(document.body);
    await registry.mount();
    await flush();
    const before = document.querySelector("#a b");
    document.querySelector("#a")!.setAttribute("data-props", '{"label":"po"}');
    await flush();
    expect(document.querySelector("#a b")?.textContent).toBe("po");
    expect(document.querySelector("#a b")).toBe(before);
    vi.spyOn(console, "error").mockImplementation(() => {});
    document.querySelector("#a")!.setAttribute("data-props", '{"label":1}');
    await flush();
    expect(document.querySelector("#a b")?.textContent).toBe("po");
  });

  it("mounts islands in markup added later and unmounts removed ones", async () => {
    const registry = track(new IslandRegistry(manifest));
    registry.observe(document.body);
    const box = document.createElement("section");
    box.innerHTML = `<div data-island="label">dodana</div>`;
    document.body.append(box);
    await flush();
    expect(registry.mountedCount).toBe(1);
    box.remove();
    await flush();
    expect(registry.mountedCount).toBe(0);
  });

  it("restores the legacy markup of an island that crashes; others keep working", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    document.body.innerHTML = `
      <div data-island="label" id="crash" data-props='{"label":"x","crash":true}'><a href="/legacy">legacy</a></div>
      <div data-island="label" id="fine">działa</div>`;
    const registry = track(new IslandRegistry(manifest));
    const errors: string[] = [];
    document.addEventListener("trybuna:error", (event) => errors.push((event as CustomEvent).detail.reason));
    await registry.mount();
    await flush();
    expect(document.querySelector("#crash")!.innerHTML).toBe('<a href="/legacy">legacy</a>');
    expect(document.querySelector("#fine b")?.textContent).toBe("działa");
    expect(errors).toContain("crash");
  });

  it("retries a chunk that failed to load once, unless the error event is cancelled", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let attempts = 0;
    const flaky: Manifest = {
      label: () => (++attempts === 1 ? Promise.reject(new Error("chunk 404")) : Promise.resolve({ default: label as never })),
    };
    document.body.innerHTML = `<div data-island="label" id="a">po ponowieniu</div>`;
    const registry = track(new IslandRegistry(flaky));
    await registry.mount();
    expect(attempts).toBe(2);
    expect(document.querySelector("#a b")?.textContent).toBe("po ponowieniu");

    let cancelled = 0;
    const broken: Manifest = { label: () => (cancelled++, Promise.reject(new Error("offline"))) };
    document.body.innerHTML = `<div data-island="label" id="b">legacy</div>`;
    document.querySelector("#b")!.addEventListener("trybuna:error", (event) => event.preventDefault());
    await track(new IslandRegistry(broken)).mount();
    expect(cancelled).toBe(1);
    expect(document.querySelector("#b")!.textContent).toBe("legacy");
  });

  it("mount(null) and unmount(null) from a legacy script act on the whole document, as without an argument", async () => {
    document.body.innerHTML = `<div data-island="label" id="a">z markupu</div>`;
    const registry = track(new IslandRegistry(manifest));
    await registry.mount(null);
    await flush();
    expect(document.querySelector("#a b")?.textContent).toBe("z markupu");
    registry.unmount(null);
    expect(document.querySelector("#a")!.innerHTML).toBe("z markupu");
  });

  it("mount('main') and unmount(123) from a legacy script are a TypeError naming what they take; nothing changes", async () => {
    document.body.innerHTML = `<main><div data-island="label" id="a">z markupu</div></main>`;
    const registry = track(new IslandRegistry(manifest));
    await expect(registry.mount("main" as never)).rejects.toThrow(new TypeError("Trybuna: mount and unmount take an element or a document, not main"));
    expect(() => registry.unmount(123 as never)).toThrow(new TypeError("Trybuna: mount and unmount take an element or a document, not 123"));
    await flush();
    expect(document.querySelector("#a")!.innerHTML).toBe("z markupu");
  });

  it("unmount() gives the host its legacy markup back", async () => {
    document.body.innerHTML = `<div data-island="label" id="a"><i>legacy</i></div>`;
    const registry = track(new IslandRegistry({ label: () => Promise.resolve({ default: { ...label, fromMarkup: () => ({ label: "wyspa" }) } as never }) }));
    await registry.mount();
    await flush();
    expect(document.querySelector("#a")!.textContent).toBe("wyspa");
    expect(document.querySelector("#a i")).toBeNull();
    registry.unmount();
    expect(document.querySelector("#a")!.innerHTML).toBe("<i>legacy</i>");
  });

  it("keeps a first mount's legacy markup working until the island commits, and starts the island from what the user changed meanwhile", async () => {
    document.body.innerHTML = `<div data-island="field" id="f"><input name="q" value="z serwera"></div><div data-island="label" id="l">obok</div>`;
    const input = document.querySelector<HTMLInputElement>("#f input")!;
    let reads = 0;
    const field = defineIsland({
      schema: z.object({ value: z.string() }),
      fromMarkup: (host) => {
        // The first read starts the slices; the user types in the legacy field before they end.
        if (++reads === 1) {
          queueMicrotask(() => {
            expect(document.querySelector("#f input")).toBe(input); // still the server's field, working
            input.value = "wpisane";
            input.dispatchEvent(new Event("input", { bubbles: true }));
          });
        }
        return { value: host.querySelector("input")?.value ?? "" };
      },
      Component: ({ props }: IslandProps<{ value: string }>) => <output>{props.value}</output>,
    });
    const mounts: string[] = [];
    document.addEventListener("trybuna:mount", (event) => mounts.push((event.target as HTMLElement).id));
    const registry = track(new IslandRegistry({ ...manifest, field: () => Promise.resolve({ default: field as never }) }));
    await registry.mount();
    expect(reads).toBe(2);
    expect(document.querySelector("#f output")?.textContent).toBe("wpisane");
    expect(document.querySelector("#l b")?.textContent).toBe("obok");
    expect(mounts.sort()).toEqual(["f", "l"]);
    // The legacy field left in the same commit and comes back, as the user left it, on unmount.
    expect(document.querySelector("#f input")).toBeNull();
    registry.unmount();
    expect(document.querySelector<HTMLInputElement>("#f input")?.value).toBe("wpisane");
  });

  it("counts an island as mounted only once it shows: not while the first mount's slices run over its legacy markup", async () => {
    document.body.innerHTML = `<div data-island="label" id="a"><a href="/legacy">legacy</a> pierwsza</div>`;
    const seen: { count: number; legacy: boolean }[] = [];
    const look = (): number => seen.push({ count: registry.mountedCount, legacy: !!document.querySelector("#a a") });
    const watched = defineIsland({
      ...label,
      fromMarkup: (host: HTMLElement) => {
        // Read at the start of the first mount: the slices begin right after, with the legacy link in place.
        queueMicrotask(look);
        return label.fromMarkup!(host);
      },
    });
    const registry = track(new IslandRegistry({ label: () => Promise.resolve({ default: watched as never }) }));
    await registry.mount();
    look();
    expect(seen).toEqual([
      { count: 0, legacy: true },
      { count: 1, legacy: false },
    ]);
  });

  it("a host unmounted while the first mount's slices run keeps its legacy markup; the others mount", async () => {
    document.body.innerHTML = `<div data-island="label" id="gone"><a href="/legacy">legacy</a></div><div data-island="label" id="stays">zostaje</div>`;
    const gone = document.querySelector<HTMLElement>("#gone")!;
    let reads = 0;
    const slow = defineIsland({
      ...label,
      fromMarkup: (host: HTMLElement) => {
        // Once both hosts are read (the slices start next), the page takes one of them back.
        if (++reads === 2) queueMicrotask(() => registry.unmount(gone));
        return label.fromMarkup!(host);
      },
    });
    const registry = track(new IslandRegistry({ label: () => Promise.resolve({ default: slow as never }) }));
    await registry.mount();
    await flush();
    expect(gone.innerHTML).toBe('<a href="/legacy">legacy</a>');
    expect(document.querySelector("#stays b")?.textContent).toBe("zostaje");
    expect(registry.mountedCount).toBe(1);
  });

  it("islands mounted in separate batches keep their nodes when another batch leaves or one of them updates", async () => {
    const registry = track(new IslandRegistry(manifest));
    registry.observe(document.body); // new data-props reach a mounted island through the observer
    for (const batch of ["a", "b", "c"]) {
      const part = document.createElement("section");
      part.id = batch;
      part.innerHTML = `<div data-island="label">${batch}1</div><div data-island="label">${batch}2</div>`;
      document.body.append(part);
      await registry.mount(part);
      await flush();
    }
    const rendered = () => new Map([...document.querySelectorAll("b")].map((node) => [node.textContent, node]));
    const before = rendered();
    expect([...before.keys()]).toEqual(["a1", "a2", "b1", "b2", "c1", "c2"]);
    registry.unmount(document.querySelector("#b")!);
    document.querySelector("#c [data-island]")!.setAttribute("data-props", '{"label":"c1 nowa"}');
    await flush();
    const after = rendered();
    expect(document.querySelector("#b")!.textContent).toBe("b1b2");
    expect(after.get("a1")).toBe(before.get("a1"));
    expect(after.get("c2")).toBe(before.get("c2"));
    expect(after.get("c1 nowa")).toBe(before.get("c1"));
  });
});
