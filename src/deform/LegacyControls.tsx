import { useLayoutEffect, useRef, type ReactNode } from "react";
import "./legacyControls.css";
import { adoptLegacyControls, renderedNames } from "./legacyForm.ts";

/**
 * The legacy form's controls the island does not render (legacyForm.ts), moved into the island's form where this
 * renders, for as long as it is mounted: posted with the rest by name, kept in the page for its scripts, and, when
 * visible, still there to fill with their labels. `legacy` is the island's taken-over markup (IslandProps); its
 * first <form> is the one taken over.
 */
export function LegacyControls({ legacy }: { legacy: DocumentFragment }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  // A layout effect: the runtime has moved the legacy markup into `legacy` by then, and the user sees the form whole.
  useLayoutEffect(() => {
    const container = ref.current;
    const form = container?.closest("form");
    const legacyForm = legacy.querySelector("form");
    if (!container || !form || !legacyForm) return;
    return adoptLegacyControls(legacyForm, container, renderedNames(form));
  }, [legacy]);
  // React renders the container empty and never touches what is moved into it.
  return <div ref={ref} className="tb-deform-legacy" />;
}
