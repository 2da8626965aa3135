/**
 * The hand-written floors of perf.md: the same island component mounted by a 20-line loop, no
 * runtime. `__floorMount`: querySelectorAll, JSON.parse, createRoot + flushSync(render) per host.
 * `__floorPortals`: one root and a portal per host, rendered in one flushSync (React attaches its
 * listeners to every portal container too, but builds one tree).
 */
import { flushSync } from "react-dom";
import { createPortal } from "react-dom";
import { createRoot } from "react-dom/client";
import { QaProbe } from "../islands/qa-probe/QaProbe.tsx";

declare global {
  interface Window {
    __floorMount(container: ParentNode): number;
    __floorPortals(container: ParentNode): number;
  }
}

const hostsOf = (container: ParentNode) =>
  [...container.querySelectorAll<HTMLElement>("[data-floor]")].map((host) => ({ host, props: JSON.parse(host.dataset.props ?? "{}") as { label: string; crash: boolean } }));

window.__floorMount = (container) => {
  let count = 0;
  for (const { host, props } of hostsOf(container)) {
    const root = createRoot(host, { identifierPrefix: `f${count++}-` });
    flushSync(() => root.render(<QaProbe props={props} host={host} legacy={document.createDocumentFragment()} emit={() => true} expose={() => {}} />));
  }
  return count;
};

window.__floorPortals = (container) => {
  const hosts = hostsOf(container);
  for (const { host } of hosts) host.replaceChildren();
  const rootElement = document.createElement("div");
  document.body.append(rootElement);
  flushSync(() =>
    createRoot(rootElement).render(
      hosts.map(({ host, props }, index) => createPortal(<QaProbe props={props} host={host} legacy={document.createDocumentFragment()} emit={() => true} expose={() => {}} />, host, String(index))),
    ),
  );
  return hosts.length;
};
