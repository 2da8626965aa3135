/**
 * The hand-written floor of perf.md: the same island component mounted by a 20-line loop
 * (querySelectorAll, JSON.parse, createRoot + flushSync(render) per host), no runtime.
 */
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { QaProbe } from "../islands/qa-probe/QaProbe.tsx";

declare global {
  interface Window {
    __floorMount(container: ParentNode): number;
  }
}

window.__floorMount = (container) => {
  let count = 0;
  for (const host of container.querySelectorAll<HTMLElement>("[data-floor]")) {
    const props = JSON.parse(host.dataset.props ?? "{}") as { label: string; crash: boolean };
    const root = createRoot(host, { identifierPrefix: `f${count++}-` });
    flushSync(() => root.render(<QaProbe props={props} host={host} legacy={document.createDocumentFragment()} emit={() => true} expose={() => {}} />));
  }
  return count;
};
